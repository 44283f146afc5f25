import Foundation
import Synchronization
import TartineTestSupport
import Testing
import ToastDBus

/// Stopping a server never waits for ever, however soon after its start it comes.
@Suite("Start and stop")
struct StartStopTests {
    @Test("A server stopped right after it starts stops, 300 times in a row, while another thread keeps a core busy")
    func stopRightAfterStart() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let stopped = Mutex(0)
        let failure = Mutex<String?>(nil)
        let busy = Atomic(true)
        // A busy thread makes it likely that the bus thread has not reached its loop yet when
        // stop comes: the moment a quit of the loop would be lost.
        let spinner = Thread {
            var count = 0
            while busy.load(ordering: .relaxed) { count &+= 1 }
        }
        spinner.start()
        defer { busy.store(false, ordering: .relaxed) }
        // On a thread of its own: a stop that waits for ever must fail the test, not hang it.
        let worker = Thread {
            do {
                for _ in 0..<300 {
                    let server = try NotificationBus.start(
                        address: bus.address, replace: false, handler: RecordingHandler())
                    server.stop()
                    stopped.withLock { $0 += 1 }
                }
            } catch {
                failure.withLock { $0 = "\(error)" }
            }
        }
        worker.start()
        let deadline = Date().addingTimeInterval(120)
        while stopped.withLock({ $0 }) < 300 && failure.withLock({ $0 }) == nil && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(failure.withLock { $0 } == nil)
        #expect(stopped.withLock { $0 } == 300, "a stop still waits for its bus thread")
    }
}
