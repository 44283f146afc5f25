import Foundation
import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

/// GLib's `gdbus` against both interfaces: every method, the hints of a hand-written Notify,
/// and introspection.
@Suite("gdbus")
struct GDBusTests {
    static let path = "/org/freedesktop/Notifications"
    static let control = "/org/tartine/Notifyd"

    @Test("GetCapabilities, GetServerInformation, CloseNotification")
    func serverMethods() throws {
        try withServer { bus, _, handler in
            let capabilities = try gdbusCall(
                bus, path: Self.path, method: "org.freedesktop.Notifications.GetCapabilities")
            #expect(
                capabilities.output
                    == "(['actions', 'body', 'body-hyperlinks', 'body-markup', 'icon-static', 'persistence'],)\n")
            let information = try gdbusCall(
                bus, path: Self.path, method: "org.freedesktop.Notifications.GetServerInformation")
            #expect(information.output == "('tartine', 'Tartine', '\(TartineVersion.string)', '1.2')\n")
            let close = try gdbusCall(
                bus, path: Self.path, method: "org.freedesktop.Notifications.CloseNotification", ["7"])
            #expect(close.output == "()\n")
            #expect(handler.state.withLock { $0.closed } == [7])
        }
    }

    @Test("A Notify with every hint the spec names, plain hints and others ignored")
    func hints() throws {
        try withServer { bus, _, handler in
            let result = try gdbusCall(
                bus, path: Self.path, method: "org.freedesktop.Notifications.Notify",
                [
                    "app", "3", "file:///tmp/a%20b.png", "Summary", "Body",
                    "['k1', 'L1', 'k2', 'L2', 'k1', 'again', 'odd']",
                    "{'urgency': <uint32 2>, 'value': <int64 150>, 'transient': <1>, 'resident': <true>,"
                        + " 'desktop-entry': <'org.app'>, 'category': <'im.received'>,"
                        + " 'x-canonical-private-synchronous': <'sync'>, 'sound-name': <'bell'>,"
                        + " 'a-num': <3.5>, 'z-obj': <objectpath '/x'>, 'image-path': <'dialog-warning'>,"
                        + " 'sound-name': <'second'>, 'm-big': <uint64 18446744073709551615>,"
                        + " 'skip-list': <['a', 'b']>, 'skip-bytes': <b'xyz'>, 'skip-variant': <<'in'>>}",
                    "-5",
                ])
            #expect(result.output == "(uint32 3,)\n", "\(result.errors)")
            #expect(
                handler.notifications == [
                    Notification(
                        appName: "app", replacesID: 3, appIcon: "file:///tmp/a%20b.png", summary: "Summary",
                        body: "Body",
                        actions: [
                            NotificationAction(key: "k1", label: "L1"), NotificationAction(key: "k2", label: "L2"),
                        ],
                        urgency: .critical, category: "im.received", desktopEntry: "org.app",
                        image: .name("dialog-warning"), progress: 100, transient: true, resident: true,
                        stackTag: "sync", expireTimeout: -1,
                        hints: [
                            NotificationHint(name: "a-num", value: .number(3.5)),
                            NotificationHint(name: "m-big", value: .integer(Int64.max)),
                            NotificationHint(name: "sound-name", value: .string("bell")),
                            NotificationHint(name: "z-obj", value: .string("/x")),
                        ])
                ])
        }
    }

    @Test("Known hints of the wrong type are ignored; app_icon as a file URI is the image")
    func wrongTypes() throws {
        try withServer { bus, _, handler in
            let result = try gdbusCall(
                bus, path: Self.path, method: "org.freedesktop.Notifications.Notify",
                [
                    "app", "0", "file:///tmp/a%20b.png", "Typed", "", "[]",
                    "{'urgency': <'high'>, 'value': <'x'>, 'category': <7>, 'image-data': <'nope'>,"
                        + " 'transient': <'yes'>, 'x-dunst-stack-tag': <5>, 'desktop-entry': <true>}",
                    "3000",
                ])
            #expect(result.output == "(uint32 1,)\n", "\(result.errors)")
            _ = try gdbusCall(
                bus, path: Self.path, method: "org.freedesktop.Notifications.Notify",
                ["app", "0", "", "Range", "", "[]", "{'urgency': <byte 7>, 'value': <int16 -4>}", "0"])
            #expect(
                handler.notifications == [
                    Notification(
                        appName: "app", appIcon: "file:///tmp/a%20b.png", summary: "Typed",
                        image: .path("/tmp/a b.png"),
                        expireTimeout: 3000),
                    Notification(appName: "app", summary: "Range", progress: 0, expireTimeout: 0),
                ])
        }
    }

    @Test(
        "Every control method, with the handler's replies",
        arguments: [
            ("Pause", [], "()", NotifydRequest.pause), ("Resume", [], "()", .resume),
            ("IsPaused", [], "(true,)", .isPaused),
            ("History", [], #"('[{"id":1,"summary":"Ünïcode"}]',)"#, .history),
            ("HistoryPop", [], "(uint32 4,)", .historyPop), ("Close", ["3"], "()", .close(3)),
            ("CloseAll", [], "()", .closeAll), ("Reload", [], "('reloaded themes/desktop.lua',)", .reload),
            ("Count", [], "((uint32 1, uint32 2, uint32 3),)", .count),
            ("Action", ["9", "reply"], "()", .action(id: 9, key: "reply")),
            ("Action", ["0", "reply"], "()", .action(id: 0, key: "reply")),
            ("List", [], #"('[{"id":1,"state":"shown"}]',)"#, .list),
        ] as [(String, [String], String, NotifydRequest)])
    func control(method: String, arguments: [String], output: String, request: NotifydRequest) throws {
        try withServer { bus, _, handler in
            let result = try gdbusCall(bus, path: Self.control, method: "org.tartine.Notifyd1.\(method)", arguments)
            #expect(result.output == output + "\n", "\(result.errors)")
            #expect(handler.state.withLock { $0.requests } == [request])
        }
    }

    @Test("failed(message) is org.tartine.Notifyd1.Error.Failed; a reply of the wrong type fails too")
    func controlFailures() throws {
        try withServer { bus, _, handler in
            handler.state.withLock {
                $0.replies[.reload] = .failed("themes/desktop.lua:3: boom")
                $0.replies[.isPaused] = .done
            }
            let reload = try gdbusCall(bus, path: Self.control, method: "org.tartine.Notifyd1.Reload")
            #expect(reload.status != 0)
            #expect(
                reload.errors.contains(
                    "GDBus.Error:org.tartine.Notifyd1.Error.Failed: themes/desktop.lua:3: boom"), "\(reload.errors)")
            let paused = try gdbusCall(bus, path: Self.control, method: "org.tartine.Notifyd1.IsPaused")
            #expect(
                paused.errors.contains(
                    "GDBus.Error:org.tartine.Notifyd1.Error.Failed: the server answered IsPaused with done"),
                "\(paused.errors)")
        }
    }

    @Test("gdbus introspect shows both interfaces, every method and signal")
    func introspect() throws {
        try withServer { bus, _, _ in
            for (path, interface, members) in [
                (
                    Self.path, "org.freedesktop.Notifications",
                    [
                        "Notify(in  s app_name,", "in  a{sv} hints,", "out u id", "CloseNotification(in  u id)",
                        "GetCapabilities(out as capabilities)", "GetServerInformation(out s name,",
                        "NotificationClosed(u id,", "ActionInvoked(u id,", "ActivationToken(u id,",
                    ]
                ),
                (
                    Self.control, "org.tartine.Notifyd1",
                    [
                        "Pause()", "Resume()", "IsPaused(out b paused)", "History(out s json)", "HistoryPop(out u id)",
                        "Close(in  u id)", "CloseAll()", "Reload(out s report)",
                        "Count(out (uuu) shown_waiting_history)", "Action(in  u id,", "List(out s json)",
                        "Event(s json)",
                    ]
                ),
            ] {
                let result = try bus.run(
                    "gdbus", package: "libglib2.0-bin",
                    [
                        "introspect", "--address", bus.address, "--dest", "org.freedesktop.Notifications",
                        "--object-path", path,
                    ])
                #expect(result.output.contains("interface \(interface) {"), "\(result.output) \(result.errors)")
                for member in members { #expect(result.output.contains(member), "\(member) in \(result.output)") }
            }
        }
    }
}
