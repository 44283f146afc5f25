import Foundation
import Logging
import ServiceLifecycle
import Synchronization
import Testing
import UnixSignals

@testable import ToastPreview

/// A service that, like a page whose WebSocket close never completes, ignores graceful shutdown
/// and ends only when cancelled (or when its two minutes run out, which a bounded shutdown never
/// lets happen).
private final class DeafService: Service, Sendable {
    let cancelled = Atomic(false)

    func run() async throws {
        do {
            try await Task.sleep(for: .seconds(120))
        } catch {
            cancelled.store(true, ordering: .sequentiallyConsistent)
            throw error
        }
    }
}

@Suite("Local servers stop on their signal whatever is still open")
struct LocalHTTPShutdownTests {
    @Test("a service that ignores graceful shutdown is cancelled after the grace, not waited for")
    func graceBoundsTheShutdown() async throws {
        // Ignored until the service group handles it (a signal before then is lost, not fatal),
        // and sent again until the run ends: the test does not depend on how busy the machine is.
        signal(SIGUSR2, SIG_IGN)
        let service = DeafService()
        let finished = Atomic(false)
        let signaller = Task.detached {
            while !finished.load(ordering: .sequentiallyConsistent) {
                kill(getpid(), SIGUSR2)
                try? await Task.sleep(for: .milliseconds(500))
            }
        }
        _ = try? await LocalHTTP.run(service, logger: Logger(label: "shutdown-test"), signals: [.sigusr2])
        finished.store(true, ordering: .sequentiallyConsistent)
        await signaller.value
        let cancelled = service.cancelled.load(ordering: .sequentiallyConsistent)
        #expect(cancelled, "the service ran out its own time instead")
    }
}
