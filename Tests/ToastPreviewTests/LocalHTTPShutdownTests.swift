import Foundation
import Logging
import ServiceLifecycle
import Testing
import UnixSignals

@testable import ToastPreview

/// A service that, like a page whose WebSocket close never completes, ignores graceful shutdown
/// and ends only when cancelled.
private struct DeafService: Service {
    func run() async throws {
        try await Task.sleep(for: .seconds(60))
    }
}

@Suite("Local servers stop on their signal whatever is still open")
struct LocalHTTPShutdownTests {
    @Test("a service that ignores graceful shutdown is cancelled after the grace, not waited for")
    func graceBoundsTheShutdown() async throws {
        let logger = Logger(label: "shutdown-test")
        let start = ContinuousClock.now
        async let served: Void = LocalHTTP.run(DeafService(), logger: logger, signals: [.sigusr2])
        try await Task.sleep(for: .milliseconds(300))  // the service group has its signal handler
        kill(getpid(), SIGUSR2)
        _ = try? await served
        let elapsed = ContinuousClock.now - start
        #expect(elapsed >= LocalHTTP.shutdownGrace, "stopped before the grace: \(elapsed)")
        #expect(elapsed < LocalHTTP.shutdownGrace + .seconds(10), "kept alive by the open service: \(elapsed)")
    }
}
