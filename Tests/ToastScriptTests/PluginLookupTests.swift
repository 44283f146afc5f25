import Testing
import ToastCore
import ToastFiles
@testable import ToastScript

@Suite("Plugin lookup")
struct PluginLookupTests {
    static let stats = "return toast.plugin { name = \"stats\", api = 1, on = { did_show = function() end } }\n"

    /// The diagnostics of loading `file` of `dir`, with `dir` written `DIR` and its parent `UP`.
    private func errors(_ dir: String, _ body: () throws(LoadError) -> Void) -> [String] {
        do {
            try body()
            return []
        } catch {
            return error.diagnostics.map {
                $0.description.replacingOccurrences(of: dir, with: "DIR")
                    .replacingOccurrences(of: Paths.directory(of: dir), with: "UP")
            }
        }
    }

    @Test("a theme naming a plugin that does not exist: its line, the paths searched, the near name")
    func themeNamesAMissingPlugin() throws {
        let dir = try temporaryDirectory([
            "themes/notes.lua": """
            return toast.theme {
              name = "notes",
              plugins = {
                "stat",
              },
              kinds = { saved = { message = "Saved" } },
            }
            """,
            "plugins/stats.lua": Self.stats,
        ])
        let loading = errors(dir) { () throws(LoadError) in _ = try ThemeLoader().load("\(dir)/themes/notes.lua") }
        #expect(
            loading == [
                "DIR/themes/notes.lua:4: plugins[1]: no plugin 'stat': no DIR/themes/plugins/stat.lua, "
                    + "no DIR/plugins/stat.lua. Did you mean 'stats'?"
            ])
    }

    @Test("a scenario naming a missing plugin, with no near name: the paths searched, no suggestion")
    func scenarioNamesAMissingPlugin() throws {
        let dir = try temporaryDirectory([
            "s.lua": """
            return toast.scenario { theme = "\(repositoryRoot)/themes/diary.lua",
              plugins = { "confetti" },
              events = { { at = 0, show = "saved" } }, capture = { 0 } }
            """,
            "plugins/stats.lua": Self.stats,
        ])
        let loading = errors(dir) { () throws(LoadError) in _ = try ScenarioLoader().load("\(dir)/s.lua") }
        #expect(
            loading == [
                "DIR/s.lua:2: plugins[1]: no plugin 'confetti': no DIR/plugins/confetti.lua, no UP/plugins/confetti.lua"
            ])
    }

    @Test("the paths searched for a missing plugin are watched: creating the file may fix the theme")
    func missingPluginIsADependency() throws {
        let dir = try temporaryDirectory([
            "themes/notes.lua": "return toast.theme { name = \"notes\", plugins = { \"stat\" } }\n"
        ])
        do {
            _ = try ThemeLoader().load("\(dir)/themes/notes.lua")
            Issue.record("expected an error")
        } catch {
            #expect(error.dependencies.contains("\(dir)/plugins/stat.lua"))
        }
    }
}
