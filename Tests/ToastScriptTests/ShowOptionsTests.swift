import Testing
import ToastCore
@testable import ToastScript

/// A scenario's show and popup events and a plugin's `toast.show`, `toast.update` and
/// `toast.popup` are decoded by one schema (`ShowOptions`, `PopupCommand`): the same value is
/// accepted or refused by both, with the same words; only the way of reporting differs (a
/// diagnostic at the scenario's line, a Lua error at the plugin's calling line).
@Suite("Show options and popups: one decoder for scenarios and plugins")
struct ShowOptionsTests {
    static let theme = """
        return toast.theme {
          name = "x",
          strings = { en = { ["notes.deleted"] = "%lld notes deleted", ["notes.saved"] = "Note saved" } },
          kinds = { k = { message = "m" }, j = { message = "j" } },
          plugins = { "p" },
        }
        """

    /// The problem a scenario's show event with `options` has: its path below the event and its
    /// message.
    static func scenarioProblem(_ options: String, action: String = "show = \"k\"") throws -> (String, String)? {
        let dir = try temporaryDirectory([
            "theme.lua": theme,
            "plugins/p.lua": "return toast.plugin { name = \"p\", api = 1 }",
            "scenario.lua": """
            return toast.scenario {
              theme = "theme.lua",
              events = { { at = 0, \(action), \(options) } },
              capture = { 1 },
            }
            """,
        ])
        do throws(LoadError) {
            _ = try ScenarioLoader().load("\(dir)/scenario.lua")
            return nil
        } catch {
            let found = try #require(error.diagnostics.first { $0.severity == .error })
            #expect(found.file == "\(dir)/scenario.lua" && found.line == 3, "\(found)")
            let path = "\(found.path)"
            return (path.hasPrefix("events[1].") ? String(path.dropFirst("events[1].".count)) : path, found.message)
        }
    }

    /// What a plugin's filter calling `call` (when the toast `k` is shown) did: its failures and
    /// the run.
    static func pluginRun(_ call: String) throws -> (failures: [String], run: SceneRun) {
        let dir = try temporaryDirectory([
            "theme.lua": theme,
            "plugins/p.lua": """
            return toast.plugin { name = "p", api = 1, filter = function(request)
              if request.kind == "k" then \(call) end
            end }
            """,
        ])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        let run = try loaded.run(applying: .showKind(ToastOrigin(kind: "k")), until: 30, in: .standard, timeOfDay: nil)
        let failures = run.events.compactMap { event -> String? in
            guard case .pluginFailed(_, let message) = event.event else { return nil }
            return message.replacingOccurrences(of: dir, with: "DIR")
        }
        return (failures, run)
    }

    @Test(
        "a bad option is refused by a scenario and a plugin with the same words",
        arguments: [
            "priority = 2000000", "priority = 1.5", "position = \"middel\"", "tag = string.rep(\"t\", 300)",
            "progress = 1.5", "progress = 0/0", "message = 12", "arguments = { {} }", "mesage = \"hi\"",
        ])
    func sameRefusal(_ option: String) throws {
        let (path, message) = try #require(try Self.scenarioProblem(option), "the scenario accepted \(option)")
        let (failures, _) = try Self.pluginRun("toast.show(\"j\", { \(option) })")
        #expect(failures == ["DIR/plugins/p.lua:2: toast.show: options.\(path): \(message)"])
    }

    @Test(
        "a bad popup is refused by a scenario and a plugin with the same words",
        arguments: [
            "buttons = {}", "buttons = { { id = \"a\" } }",
            "buttons = { { id = \"a\", title = \"A\", role = \"main\" } }",
            "buttons = { { id = string.rep(\"i\", 300), title = \"A\" } }",
            "buttons = { { id = \"a\", title = \"A\" } }, axis = \"diagonal\"",
            "buttons = { { id = \"a\", title = \"A\" } }, colour = \"red\"",
        ])
    func samePopupRefusal(_ fields: String) throws {
        let (path, message) = try #require(
            try Self.scenarioProblem("", action: "popup = { title = \"t\", \(fields) }"),
            "the scenario accepted \(fields)")
        let (failures, _) = try Self.pluginRun("toast.popup { title = \"t\", \(fields) }")
        let below = path == "popup" ? "" : String(path.dropFirst("popup.".count)) + ": "
        #expect(failures == ["DIR/plugins/p.lua:2: toast.popup: \(below)\(message)"])
    }

    @Test("a plugin's popup takes a scenario's roles and axis")
    func pluginPopupRolesAndAxis() throws {
        let (failures, run) = try Self.pluginRun(
            """
            toast.popup { title = "Delete?", axis = "vertical", buttons = {
                { id = "delete", title = "Delete", role = "primary" }, { id = "keep", title = "Keep", role = "secondary" } } }
            """)
        #expect(failures == [])
        let popup = try #require(run.timeline.popups.first?.popup)
        #expect(popup.axis == .vertical)
        #expect(popup.buttons.map(\.role) == [.primary, .secondary])
    }

    @Test("a message is a strings key or literal text, with arguments, in a scenario and a plugin alike")
    func messagesAndArguments() throws {
        let (failures, run) = try Self.pluginRun(
            "toast.show(\"j\", { message = \"notes.deleted\", arguments = { 3 } }); toast.show(\"j\", { message = \"Done\" })"
        )
        #expect(failures == [])
        #expect(run.timeline.toasts.map(\.latest.content.message) == ["m", "3 notes deleted", "Done"])

        let dir = try temporaryDirectory([
            "theme.lua": Self.theme,
            "plugins/p.lua": "return toast.plugin { name = \"p\", api = 1 }",
            "scenario.lua": """
            return toast.scenario { theme = "theme.lua", events = {
              { at = 0, show = "j", message = "notes.deleted", arguments = { 3 } },
              { at = 0, show = "j", message = "notes.saved" },
              { at = 0, show = "j", message = "Done" },
            }, capture = { 1 } }
            """,
        ])
        let scenario = try ScenarioLoader().load("\(dir)/scenario.lua")
        let messages = try scenario.run().timeline.toasts.map(\.latest.content.message)
        #expect(messages == ["3 notes deleted", "Note saved", "Done"])
    }

    @Test("toast.update re-formats the toast's own message with new arguments")
    func updateWithArguments() throws {
        let dir = try temporaryDirectory([
            "theme.lua": Self.theme,
            "plugins/p.lua": """
            return toast.plugin { name = "p", api = 1, filter = function(request)
              if request.kind == "k" then toast.update("n", { arguments = { 4 } }) end
            end }
            """,
        ])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: true)
        try center.show("j", message: "notes.deleted", arguments: [.integer(1)], tag: "n")
        try center.show("k")
        let messages = center.withPresenter { p, _ in
            p.timeline.toasts.filter { $0.latest.content.kind == "j" }.map(\.latest.content.message)
        }
        #expect(messages == ["4 notes deleted"])
        #expect(center.drainEvents().filter { if case .pluginFailed = $0.event { true } else { false } }.isEmpty)
    }
}
