import Foundation
import Testing
import ToastCore

@testable import ToastScript

/// Issue 37: a run is made in one place, so a fact of it (its setting, its clock's time of day,
/// its resolver) is the same for a scenario's shows, a plugin's, a promise's and a kind case's.
@Suite struct OneRunTests {
    /// A theme whose rule for Increase Contrast turns the card black, and a plugin that shows a
    /// kind, promises one and shows a kind the theme lacks, each on the first `did_show`.
    static let theme = """
        return toast.theme {
          name = "one", plugins = { "p" },
          rules = { { match = { increase_contrast = true }, style = { background = "#000000" } } },
          kinds = {
            saved = { message = "Saved", background = "#FFFFFF" },
            echo = { message = "Echo", background = "#FFFFFF" },
            busy = { message = "Working", background = "#FFFFFF" },
            done = { message = "Done", background = "#FFFFFF" },
          },
        }
        """
    static let plugin = """
        local once = false
        return toast.plugin { name = "p", api = 1, on = { did_show = function(e, t)
          if once then return end
          once = true
          toast.show("echo")
          toast.promise { loading = "busy", success = "done", error = "done", tag = "job" }
          toast.show("nope")
        end } }
        """

    static func files() throws -> String {
        try temporaryDirectory([
            "theme.lua": theme, "plugins/p.lua": plugin,
            "scenario.lua": """
            return toast.scenario {
              theme = "theme.lua", increase_contrast = true,
              events = { { at = 0, show = "saved" } }, capture = { 1 },
            }
            """,
        ])
    }

    @Test("a scenario with Increase Contrast draws a plugin's toast with the theme's rule, as its own")
    func accessibilityReachesPluginShows() throws {
        let dir = try Self.files()
        let run = try ScenarioLoader().load("\(dir)/scenario.lua").run()
        let backgrounds = Dictionary(
            run.timeline.toasts.map { ($0.latest.content.kind, $0.latest.content.style.background) },
            uniquingKeysWith: { a, _ in a })
        let black = try Color(parsing: "#000000")
        #expect(backgrounds["saved"] == black)
        #expect(backgrounds["echo"] == black)
        #expect(backgrounds["busy"] == black)
    }

    @Test("a kind shown alone (render, a snapshot kind case) runs a plugin's promise as a scenario does")
    func promiseShowsInAKindRun() throws {
        let dir = try Self.files()
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        let alone = try loaded.run(
            applying: .showKind(ToastOrigin(kind: "saved")), until: 600, in: .standard, timeOfDay: nil)
        #expect(alone.timeline.toasts.map(\.latest.content.kind).sorted() == ["busy", "echo", "saved"])
        let scenario = try ScenarioLoader().load("\(dir)/scenario.lua")
        var plain = scenario.scenario
        plain.accessibility = .none
        #expect(try scenario.run(plain).transcript == alone.transcript)
    }

    @Test("a plugin's command that fails where it is applied is an event with the plugin's file:line")
    func failedCommandsAreEvents() throws {
        let dir = try Self.files()
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        let run = try loaded.run(
            applying: .showKind(ToastOrigin(kind: "saved")), until: 1, in: .standard, timeOfDay: nil)
        let failures = run.events.compactMap { event -> String? in
            guard case .pluginFailed(let plugin, let message) = event.event else { return nil }
            return "\(plugin): " + message.replacingOccurrences(of: dir, with: "DIR")
        }
        #expect(
            failures == [
                "p: DIR/plugins/p.lua:7: toast.show: theme 'one' has no kind 'nope'"
            ])
    }
}
