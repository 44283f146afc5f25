import Foundation
import Synchronization
import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

/// `NotifydClient.watch`, the client side of `tartine notifyctl watch`, against a real bus.
@Suite("NotifydClient.watch", .serialized)
struct NotifydWatchTests {
    @Test("each Event the server emits reaches the watch in order; the watch ends when the server goes")
    func eventsUntilTheServerGoes() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let handler = RecordingHandler()
        let server = try NotificationBus.start(address: bus.address, replace: false, handler: handler)
        let received = Recorder<String>()
        let ending = Mutex<NotifydClient.WatchEnding?>(nil)
        let failure = Mutex<String?>(nil)
        let address = bus.address
        let thread = Thread {
            do {
                let end = try NotifydClient.watch(address: address) { received.record($0) }
                ending.withLock { $0 = end }
            } catch {
                failure.withLock { $0 = "\(error)" }
            }
        }
        thread.start()
        // Emitted until the watch has subscribed and sees one.
        var sent = 0
        let deadline = Date().addingTimeInterval(10)
        while received.all.isEmpty && Date() < deadline {
            sent += 1
            server.event(json: #"{"event":"shown","id":\#(sent)}"#)
            Thread.sleep(forTimeInterval: 0.05)
        }
        let first = try #require(received.all.first)
        server.event(json: #"{"event":"closed","id":1,"reason":2,"reason_name":"dismissed"}"#)
        server.event(json: "\u{1B}[2J")
        let before = received.all.firstIndex(of: first) ?? 0
        #expect(received.wait { $0.count >= before + 3 })
        let after = received.all.drop { $0 != first }
        #expect(
            Array(after.suffix(2)) == [#"{"event":"closed","id":1,"reason":2,"reason_name":"dismissed"}"#, "\u{1B}[2J"])
        server.stop()
        let stopped = Date().addingTimeInterval(5)
        while ending.withLock({ $0 }) == nil && failure.withLock({ $0 }) == nil && Date() < stopped {
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(ending.withLock { $0 } == .serverGone, "\(failure.withLock { $0 } ?? "")")
    }

    @Test("with no server on the bus, watch says so")
    func noServer() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        #expect(throws: NotificationBusError.noServer) { try NotifydClient.watch(address: bus.address) { _ in } }
    }
}
