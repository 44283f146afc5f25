import Foundation
import Testing
import ToastCore

@testable import ToastScript

/// Every reply a plugin or style function hands back is reported at the line of its own source.
@Suite("Plugins in Lua: replies are reported at their file:line")
struct PluginReplyLineTests {
    @Test(
        "a filter's malformed reply names the line of filter =",
        arguments: [
            ("{ veto = true }", "filter().veto: expected a reason (a string), got boolean true"),
            ("{ colour = 1 }", "filter().colour: unknown key"),
            ("{ vetoo = 'offline' }", "filter().vetoo: unknown key. Did you mean 'veto'?"),
            ("42", "filter(): expected nil, { veto = \"reason\" } or a table of changes, got number 42"),
            (
                "{ style = { corner_radius = 'x' } }",
                "filter().style.corner_radius: expected a number from 0 to 500, got string \"x\""
            ),
        ])
    func filterReply(reply: String, message: String) throws {
        let (loaded, dir) = try loadWithPlugins([
            "p": """
            return toast.plugin { name = "p", api = 1,
              description = "replies badly",
              filter = function(r)
                return \(reply)
              end }
            """
        ])
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: true)
        try center.show("saved")
        let failures = center.drainEvents().compactMap { event -> String? in
            if case .pluginFailed("p", let message) = event.event { return message }
            return nil
        }
        #expect(failures == ["\(dir)/plugins/p.lua:3: \(message)"])
    }

    @Test("a filter defined apart from the plugin's table is reported at the line that defines it")
    func filterDefinedApart() throws {
        let (loaded, dir) = try loadWithPlugins([
            "p": """
            -- the offline gate
            local function offline(r)
              return { veto = true }
            end

            return toast.plugin { name = "p", api = 1,
              description = "replies badly",
              filter = offline }
            """
        ])
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: true)
        try center.show("saved")
        let failures = center.drainEvents().compactMap { event -> String? in
            if case .pluginFailed("p", let message) = event.event { return message }
            return nil
        }
        #expect(failures == ["\(dir)/plugins/p.lua:2: filter().veto: expected a reason (a string), got boolean true"])
    }

    @Test("a plugin's kinds and strings are checked at the plugin's lines, not the theme's")
    func kindsAtThePluginsLines() throws {
        let dir = try temporaryDirectory([
            "theme.lua": pluginTheme(["p"]),
            "plugins/p.lua": """
            return toast.plugin { name = "p", api = 1,
              kinds = {
                undone = { message = "Undone",
                  haptc = "success" },
              },
              strings = { en = { ["toast.undone"] = 42 } },
            }
            """,
        ])
        do {
            _ = try ThemeLoader().load("\(dir)/theme.lua")
            Issue.record("expected the plugin's kinds to be refused")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "\(dir)/plugins/p.lua:4: kinds.undone.haptc: unknown key. Did you mean 'haptic'?",
                    "\(dir)/plugins/p.lua:6: strings.en.[\"toast.undone\"]: expected a string, got number 42",
                ])
        }
    }

    @Test("a style function's bad result names the line of style_function =")
    func styleFunctionResult() throws {
        let dir = try temporaryDirectory([
            "theme.lua": """
            return toast.theme {
              name = "t",
              kinds = { saved = { message = "Saved" } },
              style_function = function(kind, message, context)
                return { corner_radius = "round" }
              end,
            }
            """
        ])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        _ = try loaded.theme.content(kind: "saved", context: SceneSetting.standard.context)
        #expect(
            loaded.styleFunctionProblems.map(\.description) == [
                "\(dir)/theme.lua:4: style_function.corner_radius: expected a number from 0 to 500, got string \"round\""
            ])
    }
}

/// A plugin listed twice is loaded once; two plugins with one name are an error at the line
/// that lists the second, in the file that lists it.
@Suite("Plugins in Lua: duplicates")
struct PluginDuplicateTests {
    static let plugin = #"return toast.plugin { name = "p", api = 1 }"#

    @Test("a theme listing a plugin twice loads it once, with a warning at the second listing")
    func listedTwice() throws {
        let dir = try temporaryDirectory([
            "theme.lua": """
            return toast.theme {
              name = "t",
              plugins = {
                "p",
                "p",
                "p",
              },
              kinds = { saved = { message = "Saved" } },
            }
            """,
            "plugins/p.lua": Self.plugin,
        ])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(loaded.plugins.map(\.name) == ["p"])
        #expect(
            loaded.warnings.map(\.description) == [
                "\(dir)/theme.lua:5: warning: plugins[2]: the plugin 'p' is listed 3 times; it is loaded once"
            ])
    }

    @Test("a scenario's plugin named as the theme's is an error at the scenario's line")
    func nameTakenByTheScenariosPlugin() throws {
        let dir = try temporaryDirectory([
            "themes/t.lua": """
            return toast.theme { name = "t", plugins = { "p" }, kinds = { saved = { message = "Saved" } } }
            """,
            "themes/plugins/p.lua": Self.plugin,
            "scenarios/s.lua": """
            return toast.scenario {
              theme = "t",
              plugins = { "q" },
              events = { { at = 0, show = "saved" } },
              capture = { 0.5 },
            }
            """,
            "plugins/q.lua": Self.plugin,
        ])
        do {
            _ = try ScenarioLoader().load("\(dir)/scenarios/s.lua")
            Issue.record("expected two plugins named p to be refused")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "\(dir)/scenarios/s.lua:3: plugins[1]: \(dir)/plugins/q.lua is named 'p', as \(dir)/scenarios/../themes/plugins/p.lua is; two plugins cannot share a name"
                ])
        }
    }
}
