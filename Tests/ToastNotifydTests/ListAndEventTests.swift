import Foundation
import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

@testable import ToastNotifyd

/// `notifyctl list`, `watch`'s events and `action` without a number, on a server without a bus.
@Suite("list, events and the newest notification's action", .serialized)
struct ListAndEventTests {
    @Test("list: the open notifications, shown or waiting, with their actions; strings JSON-escaped")
    func list() async throws {
        let harness = try ServerHarness(theme: ServerHarness.stackTheme())
        let server = harness.server
        let first = server.notify(
            Notification(
                appName: "Mail", summary: "Bell\u{7}\u{1B}[31m", body: "<b>line</b>\none",
                actions: [NotificationAction(key: "open", label: "Open")], expireTimeout: 0),
            sender: ":1.1")
        let second = harness.notify("Chat")
        let third = harness.notify("News")
        _ = try await harness.shown(second)
        guard case .text(let json) = server.control(.list) else {
            Issue.record("no list")
            return
        }
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no control character: \(json)")
        #expect(json.contains(#""summary": "Bell\u0007\u001b[31m""#), "\(json)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? Int } == [first, second, third].map { Int($0) })
        #expect(items.compactMap { $0["state"] as? String } == ["shown", "shown", "waiting"])
        #expect(items.first?["app"] as? String == "Mail")
        #expect(items.first?["summary"] as? String == "Bell\u{7}\u{1B}[31m")
        #expect(items.first?["body"] as? String == "<b>line</b>\none")
        #expect(items.first?["urgency"] as? String == "normal")
        #expect((items.first?["actions"] as? [[String: String]]) == [["key": "open", "label": "Open"]])
    }

    @Test("action without a number acts on the newest notification shown")
    func actionOnNewest() async throws {
        let harness = try ServerHarness(theme: ServerHarness.stackTheme(tapToDismiss: false))
        let server = harness.server
        #expect(server.control(.action(id: 0, key: "open")) == .failed("no notification is shown"))
        let open = [NotificationAction(key: "open", label: "Open")]
        let older = harness.notify("Mail", actions: open)
        _ = try await harness.shown(older)
        let newer = harness.notify("Chat", actions: open)
        _ = try await harness.shown(newer)
        #expect(server.control(.action(id: 0, key: "open")) == .done)
        harness.draw()
        #expect(harness.recorder.sent.wait { $0.contains(.actionInvoked(newer, "open")) })
        #expect(!harness.recorder.sent.all.contains(.actionInvoked(older, "open")))
    }

    @Test("events: shown, action and closed with its reason, one JSON line each, in order")
    func events() async throws {
        let harness = try ServerHarness(theme: ServerHarness.stackTheme(tapToDismiss: false))
        let server = harness.server
        let id = harness.notify("Mail\u{1B}", actions: [NotificationAction(key: "open", label: "Open")])
        _ = try await harness.shown(id)
        // An action's button dismisses the card: the user's (reason 2).
        _ = server.control(.action(id: id, key: "open"))
        #expect(try await harness.closes(1) == [id: .dismissed])
        #expect(
            harness.recorder.events.all == [
                #"{"event":"shown","id":\#(id),"app":"Mail\u001b","summary":"From Mail\u001b","body":"","urgency":"normal"}"#,
                #"{"event":"action","id":\#(id),"key":"open"}"#,
                #"{"event":"closed","id":\#(id),"reason":2,"reason_name":"dismissed"}"#,
            ])
    }
}
