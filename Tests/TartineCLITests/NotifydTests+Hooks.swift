import Foundation
import TartineTestSupport
import Testing

/// Hooks and menus end to end: a theme rule's hook run by a notify-send notification,
/// `notifyctl list`, `watch` and `action` without a number, on the real server.
extension NotifydTests {
    /// The bundled desktop theme, copied into `dir`, with `rule` first among its notification rules.
    static func desktopTheme(in dir: String, rule: String) throws -> String {
        let themes = "\(dir)/themes"
        try FileManager.default.copyItem(atPath: "\(root)/themes", toPath: themes)
        let theme = "\(themes)/desktop.lua"
        let source = try String(contentsOfFile: theme, encoding: .utf8)
        guard source.contains("    rules = {\n") else { throw SupportFailure("desktop.lua has no rules") }
        try source.replacingOccurrences(of: "    rules = {\n", with: "    rules = {\n      \(rule),\n")
            .write(toFile: theme, atomically: true, encoding: .utf8)
        return theme
    }

    @Test("a theme rule's hook runs for a matching notify-send notification, with dunst's arguments and variables")
    func hook() throws {
        try withScratch { dir in
            let script = "\(dir)/hook.sh"
            try """
            #!/bin/sh
            printf '%s|' "$@" "$DUNST_ID" "$DUNST_URGENCY" "$DUNST_CATEGORY" > "\(dir)/ran.tmp"
            mv "\(dir)/ran.tmp" "\(dir)/ran-$DUNST_APP_NAME"
            """.write(toFile: script, atomically: true, encoding: .utf8)
            chmod(script, 0o755)
            let theme = try Self.desktopTheme(
                in: dir, rule: "{ app = \"Hooked\", run = { \"\(script)\", \"--from-tartine\" } }")
            let harness = try NotifydHarness(theme: theme)
            defer { harness.stop() }
            try harness.notifySend(["--app-name=Other", "--expire-time=0", "Not hooked"])
            let id = try harness.notifySend([
                "--app-name=Hooked", "--urgency=critical", "--category=im.received", "--icon=mail-unread",
                "--expire-time=0", "Hello", "Body; $(id)",
            ])
            try harness.wait("the hook's file") { FileManager.default.fileExists(atPath: "\(dir)/ran-Hooked") }
            let ran = try String(contentsOfFile: "\(dir)/ran-Hooked", encoding: .utf8)
            #expect(ran == "--from-tartine|Hooked|Hello|Body; $(id)|mail-unread|CRITICAL|\(id)|CRITICAL|im.received|")
            Thread.sleep(forTimeInterval: 0.5)
            #expect(!FileManager.default.fileExists(atPath: "\(dir)/ran-Other"), "the rule matches Hooked only")
        }
    }

    @Test("notifyctl list shows the open notifications as JSON; action without a number acts on the newest shown")
    func listAndNewestAction() throws {
        let harness = try NotifydHarness()
        defer { harness.stop() }
        let older = try harness.notify(summary: "Older", body: "first", actions: [("open", "Open")])
        let newer = try harness.notify(summary: #"Newer\u001b[2J"#, body: "second", actions: [("reply", "Reply")])
        try harness.waitUntilShown(2)
        let list = try harness.notifyctl(["list"])
        #expect(list.status == 0, "\(list.err)")
        #expect(!list.out.contains("\u{1B}"), "an escape from a sender never reaches the terminal")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(list.out.utf8)) as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? Int } == [Int(older), Int(newer)])
        #expect(items.compactMap { $0["summary"] as? String } == ["Older", "Newer\u{1B}[2J"])
        #expect(items.compactMap { $0["state"] as? String } == ["shown", "shown"])
        #expect(items.compactMap { $0["app"] as? String } == ["Mail", "Mail"])
        #expect((items.last?["actions"] as? [[String: String]]) == [["key": "reply", "label": "Reply"]])
        let action = try harness.notifyctl(["action", "reply"])
        #expect(action.status == 0, "\(action.err)")
        try harness.wait("ActionInvoked on the newest") {
            harness.signals().contains { $0.name == "ActionInvoked" && $0.arguments == [String(newer), "reply"] }
        }
        // The action's button dismissed the newer card: the older is the newest shown now.
        try harness.wait("the newer card closed") { harness.isClosed(newer) }
        #expect(try harness.notifyctl(["action", "nope"]).status == 1, "the newest has no action 'nope'")
        #expect(try harness.notifyctl(["action", "open"]).status == 0)
        try harness.wait("ActionInvoked on the older") {
            harness.signals().contains { $0.name == "ActionInvoked" && $0.arguments == [String(older), "open"] }
        }
    }

    @Test("notifyctl watch prints a JSON line for each show, action and close, and ends when the server goes")
    func watch() throws {
        let harness = try NotifydHarness()
        defer { harness.stop() }
        let watch = try BackgroundProcess(tartineBinary, ["notifyctl", "watch", "--bus", harness.bus.address])
        defer { watch.stop(grace: 0) }
        // The watch follows the server once it has subscribed: notifications are sent until one
        // of them is seen shown.
        var id: UInt32 = 0
        try harness.wait("a shown event") {
            id = try harness.notify(summary: "Watched", actions: [("open", "Open")])
            return (0..<50).contains { _ in
                Thread.sleep(forTimeInterval: 0.02)
                return watch.text().contains(#"{"event":"shown","id":\#(id),"#)
            }
        }
        // The action's button dismisses the card: the user's (reason 2).
        #expect(try harness.notifyctl(["action", "\(id)", "open"]).status == 0)
        try harness.wait("the closed event") {
            watch.text().contains(#"{"event":"closed","id":\#(id),"reason":2,"reason_name":"dismissed"}"#)
        }
        #expect(watch.text().contains(#"{"event":"action","id":\#(id),"key":"open"}"#))
        for line in watch.lines() {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.text.utf8))) != nil, "\(line.text)")
        }
        harness.server.stop()
        try harness.wait("the watch ends with the server") { !watch.isRunning }
        #expect(watch.status == 0, "\(watch.text())")
    }

    @Test("notifyctl watch ends cleanly on SIGINT; without a server it exits 69")
    func watchInterrupted() throws {
        let harness = try NotifydHarness()
        defer { harness.stop() }
        let watch = try BackgroundProcess(tartineBinary, ["notifyctl", "watch", "--bus", harness.bus.address])
        Thread.sleep(forTimeInterval: 0.5)
        #expect(watch.isRunning)
        kill(watch.pid, SIGINT)
        try harness.wait("the watch ends on SIGINT", seconds: 5) { !watch.isRunning }
        #expect(watch.status == 0, "\(watch.text())")
        let bus = try PrivateBus()
        let alone = try tartine(["notifyctl", "watch", "--bus", bus.address])
        #expect(alone.status == 69)
        #expect(alone.err.contains("notifyctl"))
    }
}

extension NotifydTests {
    @Test("a click on an https link runs the theme's opener with it; a javascript: or file: link runs nothing")
    func linkClick() throws {
        try withScratch { dir in
            let opener = "\(dir)/fake-xdg-open"
            try "#!/bin/sh\nprintf '%s\\n' \"$@\" >> \"\(dir)/opened\"\n".write(
                toFile: opener, atomically: true, encoding: .utf8)
            chmod(opener, 0o755)
            let theme = "\(dir)/links.lua"
            try """
            return toast.theme {
              name = "links",
              motion = { enter = { "fade", duration = 0.05 }, exit = { "fade", duration = 0.05 }, hold = 30 },
              kinds = { notification = { message = "" } },
              notifications = { kind = "notification", open_links = { "\(opener)" } },
            }
            """.write(toFile: theme, atomically: true, encoding: .utf8)
            let harness = try NotifydHarness(theme: theme)
            defer { harness.stop() }
            let words = String(repeating: "open this page ", count: 12)
            for (index, href) in ["javascript:alert(1)", "file:///etc/passwd", "https://example.com/page"].enumerated()
            {
                let id = try harness.notify(summary: "", body: "<a href=\"\(href)\">\(words)</a>", actions: [])
                let window = try harness.shownWindow()
                try harness.xdotool([
                    "mousemove", "\(window.x + window.width / 2)", "\(window.y + window.height / 2)", "click", "1",
                ])
                Thread.sleep(forTimeInterval: 0.5)
                #expect(!harness.isClosed(id), "a click on a link does not tap the card")
                if index < 2 {
                    #expect(!FileManager.default.fileExists(atPath: "\(dir)/opened"), "\(href) never opened")
                    try harness.wait("the refusal on stderr") { harness.server.text().contains("link '\(href)'") }
                } else {
                    try harness.wait("the opener") { FileManager.default.fileExists(atPath: "\(dir)/opened") }
                    #expect(try String(contentsOfFile: "\(dir)/opened", encoding: .utf8) == "\(href)\n")
                }
                try harness.call("CloseNotification", ["uint32 \(id)"])
                try harness.wait("the card gone") { try harness.windows().isEmpty }
            }
        }
    }
}
