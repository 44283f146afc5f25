import Foundation
import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

/// `NotifydClient`, the client side of `tartine notifyctl`, against the recording handler.
@Suite("NotifydClient")
struct NotifydClientTests {
    @Test(
        "Every request reaches the handler and its reply comes back",
        arguments: [
            NotifydRequest.pause, .resume, .isPaused, .history, .historyPop, .close(0), .close(3), .closeAll, .reload,
            .count, .action(id: 9, key: "reply"), .action(id: 0, key: "reply"), .list,
        ])
    func everyRequest(request: NotifydRequest) throws {
        try withServer { bus, _, handler in
            let reply = try NotifydClient.send(request, address: bus.address)
            #expect(reply == RecordingHandler.standardReply(request))
            #expect(handler.state.withLock { $0.requests } == [request])
        }
    }

    @Test("Every kind of reply comes back as sent, failed(message) included")
    func everyReply() throws {
        try withServer { bus, _, handler in
            let replies: [(NotifydRequest, NotifydReply)] = [
                (.isPaused, .flag(false)), (.history, .text("")), (.historyPop, .id(UInt32.max)),
                (.count, .counts(shown: 0, waiting: UInt32.max, history: 7)),
                (.reload, .failed("themes/desktop.lua:3: unknown key")),
                (.pause, .failed("already paused")),
            ]
            for (request, reply) in replies {
                handler.state.withLock { $0.replies[request] = reply }
                let received = try NotifydClient.send(request, address: bus.address)
                #expect(received == reply)
            }
        }
    }

    @Test("With no server on the bus, the error says so and names the bus name")
    func noServer() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        #expect(throws: NotificationBusError.noServer) { try NotifydClient.send(.count, address: bus.address) }
        #expect(
            NotificationBusError.noServer.description
                == "no Tartine notification server runs on this bus: nothing owns org.freedesktop.Notifications")
    }

    @Test("With no bus at the address, the error names the bus name and the address")
    func noBus() throws {
        let directory = try TemporaryDirectory()
        let address = "unix:path=\(directory.file("none"))"
        do {
            _ = try NotifydClient.send(.count, address: address)
            Issue.record("no error")
        } catch let error as NotificationBusError {
            guard case .connection = error else { throw error }
            #expect(
                error.description.hasPrefix(
                    "org.freedesktop.Notifications: cannot connect to the bus at \(address): "), "\(error)")
        }
    }
}
