import Foundation
import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

/// libnotify's `notify-send` against the server: every option it has reaches the handler as
/// the notification the spec says, and the signals reach it back.
@Suite("notify-send")
struct NotifySendTests {
    @Test("Every option arrives; ActionInvoked ends the waiting notify-send with the key")
    func everyOption() throws {
        try withServer { bus, server, handler in
            let client = try bus.launch(
                "notify-send", package: "libnotify-bin",
                [
                    "-a", "Mail", "-u", "critical", "-c", "email.arrived", "-i", "mail-unread", "-h", "int:value:40",
                    "-h", "string:x-dunst-stack-tag:vol", "-t", "3000", "-A", "open=Open", "-A", "default=View",
                    "New mail", "From <b>Ada</b>: lunch?",
                ])
            let notification = try #require(try handler.notifications(count: 1).first)
            #expect(
                notification
                    == Notification(
                        appName: "Mail", appIcon: "mail-unread", summary: "New mail", body: "From <b>Ada</b>: lunch?",
                        actions: [
                            NotificationAction(key: "open", label: "Open"),
                            NotificationAction(key: "default", label: "View"),
                        ], urgency: .critical, category: "email.arrived", image: .name("mail-unread"),
                        progress: 40, stackTag: "vol", expireTimeout: 3000,
                        hints: notification.hints.filter { $0.name == "sender-pid" }))
            #expect(notification.hints.map(\.name) == ["sender-pid"])
            #expect(handler.state.withLock { $0.notifications[0].sender.hasPrefix(":") })
            server.actionInvoked(id: 1, key: "open")
            let result = try client.wait(timeout: 10)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output == "open\n")
        }
    }

    @Test("--print-id prints the handler's id; --replace-id sends it back as replacesID")
    func replaceByID() throws {
        try withServer { bus, _, handler in
            let first = try bus.run("notify-send", package: "libnotify-bin", ["-p", "First"])
            #expect(first.status == 0, "\(first.errors)")
            #expect(first.output == "1\n")
            let second = try bus.run("notify-send", package: "libnotify-bin", ["-p", "-r", "1", "Second"])
            #expect(second.output == "1\n")
            #expect(handler.notifications.map(\.replacesID) == [0, 1])
            #expect(handler.notifications.map(\.urgency) == [.normal, .normal])
            #expect(handler.notifications.map(\.expireTimeout) == [-1, -1])
        }
    }

    @Test("A waiting notify-send ends when NotificationClosed names its notification")
    func closedEndsWait() throws {
        try withServer { bus, server, handler in
            let client = try bus.launch("notify-send", package: "libnotify-bin", ["-w", "Waits"])
            _ = try handler.notifications(count: 1)
            server.notificationClosed(id: 2, reason: .dismissed)
            Thread.sleep(forTimeInterval: 0.2)
            #expect(client.output.isEmpty)
            server.notificationClosed(id: 1, reason: .expired)
            let result = try client.wait(timeout: 10)
            #expect(result.status == 0, "\(result.errors)")
        }
    }
}
