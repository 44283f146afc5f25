import Foundation
import Testing
import ToastCore

@testable import ToastScript

/// A theme's `notifications` rules and a scenario's `notify` events.
@Suite("Notification rules and notify events from Lua")
struct NotificationScriptTests {
    static func theme(notifications: String = Self.rules) -> String {
        """
        return toast.theme {
          name = "n",
          queue = { policy = "stack", max_visible = 4 },
          motion = { enter = { "fade", duration = 0.25, curve = "linear" }, exit = { "fade", duration = 0.25, curve = "linear" }, hold = 2 },
          kinds = {
            notification = { message = "" },
            critical = { message = "", duration = "forever" },
            battery = { message = "" },
            music = { message = "" },
          },
          notifications = \(notifications),
        }
        """
    }

    static let rules = """
        {
            kind = "notification",
            rules = {
              { app = "Spotify", kind = "music", group = "app" },
              { urgency = "critical", kind = "critical", priority = 5 },
              { category = "device.*", summary = "*[Bb]attery*", kind = "battery", group = false, duration = 9 },
              { urgency = { "low", "normal" }, desktop_entry = "org.*", stack_tag = "v?", body = "*", position = "bottom" },
            },
          }
        """

    @Test("the rules decode into ToastCore's NotificationRules, patterns parsed, in order")
    func decodes() throws {
        let dir = try temporaryDirectory(["theme.lua": Self.theme()])
        let rules = try ThemeLoader().load("\(dir)/theme.lua").theme.notifications
        #expect(rules.defaultKind == "notification")
        #expect(rules.rules.count == 4)
        #expect(rules.rules[0].match == NotificationMatch(app: GlobPattern("Spotify")))
        #expect(rules.rules[0].effect == NotificationRule.Effect(kind: "music", group: .app))
        #expect(rules.rules[1].match.urgencies == [.critical])
        #expect(rules.rules[1].effect.priority == 5)
        #expect(
            rules.rules[2].effect == NotificationRule.Effect(kind: "battery", group: .ungrouped, duration: .fixed(9)))
        #expect(
            rules.rules[3].match
                == NotificationMatch(
                    body: GlobPattern("*"), desktopEntry: GlobPattern("org.*"), stackTag: GlobPattern("v?"),
                    urgencies: [.low, .normal]))
        #expect(rules.rules[3].effect.position == .bottom)
        let battery = ToastCore.Notification(summary: "Low Battery", urgency: .critical, category: "device.battery")
        #expect(rules.effect(for: battery).kind == "battery")
    }

    static let errorCases: [(String, String)] = [
        (
            "{ kind = \"notifcation\" }",
            "DIR/theme.lua:11: notifications.kind: the theme has no kind 'notifcation' for notifications. Did you mean 'notification'?"
        ),
        (
            "{ rules = { { app = \"x\", kind = \"critcal\" } } }",
            "DIR/theme.lua:11: notifications.rules[1].kind: the theme has no kind 'critcal' for notifications. Did you mean 'critical'?"
        ),
        (
            "{ rules = { { urgency = \"urgent\" } } }",
            "DIR/theme.lua:11: notifications.rules[1].urgency: expected one of 'low', 'normal', 'critical', got string \"urgent\""
        ),
        (
            "{ rules = { { urgency = { \"low\", \"hgh\" } } } }",
            "DIR/theme.lua:11: notifications.rules[1].urgency[2]: expected one of 'low', 'normal', 'critical', got string \"hgh\""
        ),
        (
            "{ rules = { { group = \"apps\" } } }",
            "DIR/theme.lua:11: notifications.rules[1].group: unknown value 'apps'. Did you mean 'app'?"
        ),
        (
            "{ rules = { { group = true } } }",
            "DIR/theme.lua:11: notifications.rules[1].group: expected \"app\", \"category\", \"desktop_entry\" or false, got boolean true"
        ),
        (
            "{ rules = { { summary = string.rep(\"*\", 257) } } }",
            "DIR/theme.lua:11: notifications.rules[1].summary: a pattern is at most 256 bytes, got 257"
        ),
        (
            "{ rules = { { priority = 101 } } }",
            "DIR/theme.lua:11: notifications.rules[1].priority: expected a whole number from -100 to 100, got number 101"
        ),
        (
            "{ rules = { { catgory = \"x\" } } }",
            "DIR/theme.lua:11: notifications.rules[1].catgory: unknown key. Did you mean 'category'?"
        ),
        (
            "{ rules = { { duration = \"forevr\" } } }",
            "DIR/theme.lua:11: notifications.rules[1].duration: expected seconds, a reading-time table or \"forever\", got string \"forevr\". Did you mean 'forever'?"
        ),
        (
            "{ rules = (function() local r = {} for i = 1, 65 do r[i] = { app = \"a\" } end return r end)() }",
            "DIR/theme.lua:11: notifications.rules: 65 rules is more than the 64 a theme may have"
        ),
        (
            "{ icon_theme = \"a/b\" }",
            "DIR/theme.lua:11: notifications.icon_theme: \"a/b\" cannot name an icon theme (printable ASCII without '/', ',' or a space, at most 256 bytes)"
        ),
        (
            "{ icon_theme = \"My Icons\" }",
            "DIR/theme.lua:11: notifications.icon_theme: \"My Icons\" cannot name an icon theme (printable ASCII without '/', ',' or a space, at most 256 bytes)"
        ),
        (
            "{ icon_directories = { \"/usr/share/icons\" } }",
            "DIR/theme.lua:11: notifications.icon_directories[1]: icon directories stay inside the theme directory (no '/' prefix, no '..'), got \"/usr/share/icons\""
        ),
        (
            "{ icon_directories = { \"icons\", \"a/../..\" } }",
            "DIR/theme.lua:11: notifications.icon_directories[2]: icon directories stay inside the theme directory (no '/' prefix, no '..'), got \"a/../..\""
        ),
        (
            "{ icon_directories = { 3 } }",
            "DIR/theme.lua:11: notifications.icon_directories[1]: expected a directory inside the theme's directory, got number 3"
        ),
        (
            "{ icon_directories = (function() local r = {} for i = 1, 17 do r[i] = \"d\" .. i end return r end)() }",
            "DIR/theme.lua:11: notifications.icon_directories: 17 directories is more than the 16 a theme may name"
        ),
        (
            "{ rules = { { run = \"notify-log --loud\" } } }",
            "DIR/theme.lua:11: notifications.rules[1].run: expected a program and its arguments { \"notify-log\", \"--loud\" }, got string \"notify-log --loud\""
        ),
        (
            "{ rules = { { run = { \"\" } } } }",
            "DIR/theme.lua:11: notifications.rules[1].run[1]: the program is empty"
        ),
        (
            "{ rules = { { run = { \"log\", 3 } } } }",
            "DIR/theme.lua:11: notifications.rules[1].run[2]: expected a string, got number 3"
        ),
        (
            "{ rules = { { run = { \"log\", string.rep(\"a\", 1025) } } } }",
            "DIR/theme.lua:11: notifications.rules[1].run[2]: an argument is at most 1024 bytes, got 1025"
        ),
        (
            "{ rules = { { run = (function() local r = {} for i = 1, 33 do r[i] = \"a\" end return r end)() } } }",
            "DIR/theme.lua:11: notifications.rules[1].run: 33 arguments is more than the 32 a hook may have"
        ),
    ]

    @Test("icon_theme and icon_directories: a theme's icon theme, and directories inside its own, links followed")
    func iconKeys() throws {
        let dir = try temporaryDirectory([
            "theme.lua": Self.theme(
                notifications: "{ icon_theme = \"Papirus-Dark\", icon_directories = { \"icons\", \"later\" } }"),
            "icons/app.png": "",
        ])
        let rules = try ThemeLoader().load("\(dir)/theme.lua").theme.notifications
        #expect(rules.iconTheme == "Papirus-Dark")
        #expect(rules.iconDirectories == [try ThemeLoaderPaths.real("\(dir)/icons"), "\(dir)/later"])
        try FileManager.default.createSymbolicLink(atPath: "\(dir)/out", withDestinationPath: "/etc")
        try FileManager.default.removeItem(atPath: "\(dir)/theme.lua")
        try Self.theme(notifications: "{ icon_directories = { \"out\" } }").write(
            toFile: "\(dir)/theme.lua", atomically: true, encoding: .utf8)
        do {
            _ = try ThemeLoader().load("\(dir)/theme.lua")
            Issue.record("a directory linked out of the theme's was accepted")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/theme.lua:11: notifications.icon_directories[1]: \"out\" resolves to /etc, outside the theme directory"
                ])
        }
    }

    @Test("a bad notifications key is an error at its file, line and key path", arguments: errorCases)
    func errors(notifications: String, expected: String) throws {
        let errors = try loadErrors(Self.theme(notifications: notifications))
        #expect(errors == [expected])
    }

    @Test("a scenario's notifications are numbered, resolved by the rules, and replaced in place")
    func scenario() throws {
        let dir = try temporaryDirectory([
            "theme.lua": Self.theme(),
            "images/a.png": "",
            "s.lua": """
            return toast.scenario { theme = "theme.lua", screen = "1280x800", events = {
              { at = 0, notify = { app = "Mail", summary = "New mail", body = "<b>Hi</b>", actions = { { "default", "Open" }, { "reply", "Reply" } }, image = "images/a.png", hints = { ["x-kde-origin-name"] = "Work", ["sound-name"] = "bell", level = 3, ratio = 0.5, loud = true } } },
              { at = 0.5, notify = { app = "Spotify", summary = "Song", expire = 1000 } },
              { at = 1, notify = { app = "Mail", summary = "Newer mail", replaces = 1, actions = { { "default", "Open" } } } },
              { at = 1.5, notify = { summary = "Battery low", category = "device.battery", urgency = "critical" } },
              { at = 2, tap = 1 },
            }, capture = { 1 } }
            """,
        ])
        let loaded = try ScenarioLoader().load("\(dir)/s.lua")
        #expect(loaded.scenario.screen.size == Size(width: 1280, height: 800))
        #expect(loaded.scenario.screen.scale == 1)
        let notifications: [ToastCore.Notification] = loaded.scenario.events.compactMap {
            if case .notify(let n) = $0.command { return n }
            return nil
        }
        #expect(notifications.map(\.id) == [1, 2, 1, 3])
        #expect(notifications[0].image == .path(try ThemeLoaderPaths.real("\(dir)/images/a.png")))
        #expect(
            notifications[0].actions == [
                NotificationAction(key: "default", label: "Open"), NotificationAction(key: "reply", label: "Reply"),
            ])
        #expect(
            notifications[0].hints == [
                NotificationHint(name: "level", value: .integer(3)),
                NotificationHint(name: "loud", value: .boolean(true)),
                NotificationHint(name: "ratio", value: .number(0.5)),
                NotificationHint(name: "sound-name", value: .string("bell")),
                NotificationHint(name: "x-kde-origin-name", value: .string("Work")),
            ])
        let transcript = try loaded.run().transcript
        #expect(
            transcript == """
                0.000 will_show notification#1
                0.000 announce notification#1 polite "New mail, Hi"
                0.250 did_show notification#1
                0.500 will_show music#2
                0.500 announce music#2 polite "Song"
                0.750 did_show music#2
                1.000 updated notification#1
                1.500 will_hide music#2 timeout
                1.500 will_show battery#3
                1.500 announce battery#3 polite "Battery low"
                1.750 did_hide music#2 timeout
                1.750 did_show battery#3
                2.000 action notification#1 \"default\"
                2.000 will_hide notification#1 action
                2.250 did_hide notification#1 action
                10.750 will_hide battery#3 timeout
                11.000 did_hide battery#3 timeout

                """)
    }

    @Test(
        "a scenario's bad notify event is an error at its line",
        arguments: [
            (
                "{ at = 1, notify = { app = \"Mail\" } }",
                "DIR/s.lua:2: events[1].notify: missing required key 'summary' (a string)"
            ),
            (
                "{ at = 1, notify = { summary = \"S\", replaces = 2 } }",
                "DIR/s.lua:2: events[1].notify.replaces: the scenario has no notification 2 before this one (0 so far)"
            ),
            (
                "{ at = 1, notify = { summary = string.rep(\"s\", 1025) } }",
                "DIR/s.lua:2: events[1].notify.summary: at most 1024 bytes, got 1025"
            ),
            (
                "{ at = 1, notify = { summary = \"S\", actions = { { \"a\", \"A\" }, { \"b\" } } } }",
                "DIR/s.lua:2: events[1].notify.actions[2]: expected { key, label }, got a table"
            ),
            (
                "{ at = 1, notify = { summary = \"S\", actions = (function() local r = {} for i = 1, 9 do r[i] = { \"k\" .. i, \"L\" } end return r end)() } }",
                "DIR/s.lua:2: events[1].notify.actions: 9 actions is more than the 8 kept"
            ),
            (
                "{ at = 1, notify = { summary = \"S\", urgency = \"hgh\" } }",
                "DIR/s.lua:2: events[1].notify.urgency: expected one of 'low', 'normal', 'critical', got string \"hgh\""
            ),
            (
                "{ at = 1, notify = { summary = \"S\", progress = 101 } }",
                "DIR/s.lua:2: events[1].notify.progress: expected a whole number from 0 to 100, got number 101"
            ),
            (
                "{ at = 1, notify = { summary = \"S\", expire = -2 } }",
                "DIR/s.lua:2: events[1].notify.expire: expected a whole number from -1 to 2147483647, got number -2"
            ),
            (
                "{ at = 1, notify = { summary = \"S\", image = \"../x.png\" } }",
                "DIR/s.lua:2: events[1].notify.image: image paths stay inside the theme directory (no '/' prefix, no '..'), got \"../x.png\""
            ),
            (
                "{ at = 1, notify = { summary = \"S\", hints = { x = {} } } }",
                "DIR/s.lua:2: events[1].notify.hints.x: expected a number from -1000000000000000.0 to 1000000000000000.0, got a table"
            ),
            (
                "{ at = 1, notify = { summary = \"S\", sumary = \"T\" } }",
                "DIR/s.lua:2: events[1].notify.sumary: unknown key. Did you mean 'summary'?"
            ),
        ])
    func scenarioErrors(event: String, expected: String) throws {
        let dir = try temporaryDirectory([
            "theme.lua": Self.theme(),
            "s.lua": """
            return toast.scenario { theme = "theme.lua", events = {
              \(event),
            }, capture = { 1 } }
            """,
        ])
        do {
            _ = try ScenarioLoader().load("\(dir)/s.lua")
            Issue.record("\(event) loaded")
        } catch {
            #expect(error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [expected])
        }
    }

    @Test("a kind the notifications name may bind buttons it has no actions for; another kind may not")
    func notificationKindButtons() throws {
        let kinds = """
            notification = { message = "", layout = toast.vstack { toast.text "message", toast.button { action = 2 } } },
                critical = { message = "" }, battery = { message = "" }, music = { message = "" },
                other = { message = "", layout = toast.vstack { toast.text "message", toast.button { action = 2 } } },
            """
        let source = Self.theme().replacingOccurrences(
            of: """
                notification = { message = "" },
                    critical = { message = "", duration = "forever" },
                    battery = { message = "" },
                    music = { message = "" },
                """, with: kinds)
        #expect(source.contains("other = "))
        let errors = try loadErrors(source)
        #expect(errors == ["DIR/theme.lua:8: kinds.other.layout[2].action: kind 'other' has no action 2 (it has none)"])
    }

    @Test("a desktop screen WIDTHxHEIGHT outside 100…8192 is an unknown screen")
    func badDesktopScreen() throws {
        let dir = try temporaryDirectory([
            "theme.lua": Self.theme(),
            "s.lua":
                "return toast.scenario { theme = \"theme.lua\", screen = \"99999x800\", events = {}, capture = { 1 } }",
        ])
        #expect(throws: LoadError.self) { try ScenarioLoader().load("\(dir)/s.lua") }
    }
}

/// Paths as the file layer resolves them (the temporary directory may be behind a link).
enum ThemeLoaderPaths {
    static func real(_ path: String) throws -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
