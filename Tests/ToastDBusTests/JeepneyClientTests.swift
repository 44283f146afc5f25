import Foundation
import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

/// A Python client (jeepney, Clients/notify_client.py) for what needs signals, raw bytes or a
/// flood: the server's signals as a client receives them, image-data, a huge body, a burst.
@Suite("jeepney client")
struct JeepneyClientTests {
    @Test("NotificationClosed (every reason), ActivationToken and ActionInvoked reach a client")
    func signals() throws {
        try withServer { bus, _, _ in
            let result = try jeepneyClient(bus, ["signals"])
            #expect(result.status == 0, "\(result.errors)")
            #expect(
                result.output == """
                    NotificationClosed 7 3
                    NotificationClosed 5 2
                    NotificationClosed 1 1
                    NotificationClosed 2 4
                    ActivationToken 9 token-9
                    ActionInvoked 9 reply

                    """)
        }
    }

    @Test("image-data: exact RGBA from padded RGB, a 100,000 × 100,000 claim refused fast, bad shapes refused")
    func images() throws {
        try withServer { bus, _, handler in
            let result = try jeepneyClient(bus, ["images"])
            #expect(result.status == 0, "\(result.errors)")
            let lines = result.output.split(separator: "\n").map { $0.split(separator: " ") }
            let huge = try #require(lines.first { $0.first == "huge" })
            #expect(try #require(Double(huge[2])) < 1.0, "the refused claim took \(huge[2]) s")
            var expected: [UInt8] = []
            for y in 0..<2 {
                for x in 0..<3 { expected += [UInt8(10 * x + y), UInt8(100 + x), UInt8(200 + y), 255] }
            }
            #expect(try handler.notification("valid").image == .pixels(width: 3, height: 2, rgba: expected))
            #expect(try handler.notification("icon_data").image == .pixels(width: 1, height: 1, rgba: [1, 2, 3, 4]))
            for refused in [
                "huge", "short-stride", "short-data", "alpha-mismatch", "bits-16", "zero-width", "negative-stride",
            ] {
                #expect(try handler.notification(refused).image == nil, "\(refused)")
            }
            #expect(handler.notifications.count == 9)
        }
    }

    @Test("A 1 MB body is cut to NotificationLimits.body with its mark")
    func hugeBody() throws {
        try withServer { bus, _, handler in
            let result = try jeepneyClient(bus, ["body"])
            #expect(result.output == "body 1\n", "\(result.errors)")
            let body = try handler.notification("body").body
            let sent = "<b>" + String(repeating: "x", count: 1_000_000) + "</b>"
            #expect(body == TextLimits.cut(sent, limit: NotificationLimits.body))
            #expect(body.utf8.count <= NotificationLimits.body)
            #expect(body.hasSuffix("… (983,655 more bytes)"))
        }
    }

    @Test("Every field and count over its limit: texts cut, names and keys dropped, lists shortened")
    func limits() throws {
        try withServer { bus, _, handler in
            let result = try jeepneyClient(bus, ["limits"])
            #expect(result.output == "limits 1\n", "\(result.errors)")
            let cutLabel = TextLimits.cut(String(repeating: "L", count: 300), limit: NotificationLimits.actionText)
            let hints =
                [NotificationHint(name: "h00", value: .integer(0))]
                + [
                    NotificationHint(
                        name: "h00-long",
                        value: .string(TextLimits.cut(String(repeating: "v", count: 5000), limit: 1_024)))
                ] + (1..<31).map { NotificationHint(name: String(format: "h%02d", $0), value: .integer(Int64($0))) }
            #expect(
                handler.notifications == [
                    Notification(
                        appName: TextLimits.cut(String(repeating: "A", count: 300), limit: NotificationLimits.name),
                        summary: TextLimits.cut(String(repeating: "S", count: 2000), limit: NotificationLimits.summary),
                        body: "body",
                        actions: [NotificationAction(key: "a0", label: cutLabel)]
                            + (1..<8).map { NotificationAction(key: "a\($0)", label: "label \($0)") },
                        urgency: .low, image: .path("/icons/✓.png"), stackTag: "sync", expireTimeout: -1,
                        hints: hints)
                ])
            let notification = try #require(handler.notifications.first)
            #expect(notification.hints.count == NotificationLimits.hints)
            #expect(notification.appName.utf8.count <= NotificationLimits.name)
            #expect(notification.summary.utf8.count <= NotificationLimits.summary)
        }
    }

    @Test("A Notify with 100,000 hints and 100,000 actions is answered within seconds, kept within its counts")
    func flood() throws {
        try withServer { bus, _, handler in
            let result = try jeepneyClient(bus, ["flood", "100000"])
            let words = result.output.split(separator: " ")
            #expect(words.count == 3 && words[1] == "1", "\(result.output) \(result.errors)")
            let seconds = try #require(Double(words.last?.dropLast() ?? ""))
            #expect(seconds < 5, "the flood took \(seconds) s to answer")
            let notification = try handler.notification("flood")
            #expect(notification.urgency == .critical)
            #expect(
                notification.hints
                    == (0..<NotificationLimits.hints).map {
                        NotificationHint(name: String(format: "x-%07d", $0), value: .string("value"))
                    })
            #expect(notification.actions.map(\.key) == (0..<NotificationLimits.actions).map { "k\($0)" })
        }
    }

    @Test("10,000 Notify calls in a burst are all answered, each with its own id")
    func burst() throws {
        try withServer { bus, _, handler in
            let result = try jeepneyClient(bus, ["burst", "10000"], timeout: 300)
            #expect(result.output == "burst 10000 10000\n", "\(result.errors)")
            #expect(handler.notifications.count == 10_000)
        }
    }

    @Test("Arguments of the wrong types are refused by the server with InvalidArgs")
    func wrongArguments() throws {
        try withServer { bus, _, handler in
            let result = try jeepneyClient(bus, ["wrong"])
            #expect(result.status == 0, "\(result.errors)")
            #expect(
                result.output == """
                    CloseNotification(s) org.freedesktop.DBus.Error.InvalidArgs
                    Notify(sus) org.freedesktop.DBus.Error.InvalidArgs
                    Close(s) org.freedesktop.DBus.Error.InvalidArgs
                    Action(u) org.freedesktop.DBus.Error.InvalidArgs
                    Action(long key) org.freedesktop.DBus.Error.InvalidArgs
                    Nothing() org.freedesktop.DBus.Error.UnknownMethod

                    """)
            #expect(handler.notifications.isEmpty)
            #expect(handler.state.withLock { $0.requests.isEmpty && $0.closed.isEmpty })
        }
    }
}
