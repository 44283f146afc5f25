import Foundation
import Testing
@testable import ToastScript

/// The stand-in theme a plugin checked alone runs in: the default theme's kinds, the plugin's
/// own winning, and what the load finds in the plugin's kinds reported at the plugin's lines.
@Suite("a plugin's stand-in theme")
struct PluginStandInTests {
    /// `check` of `source` as `plugins/p.lua`, its directory written `DIR`.
    static func checkAlone(_ source: String) throws -> [String] {
        let dir = try temporaryDirectory(["plugins/p.lua": source])
        return ScriptFiles.check("\(dir)/plugins/p.lua", budgets: LuaBudgets()).diagnostics.map {
            $0.description.replacingOccurrences(of: dir, with: "DIR")
        }
    }

    @Test("its kinds are the bundled default theme's, in its order")
    func defaultKinds() throws {
        let loaded = try ThemeLoader().load("\(repositoryRoot)/themes/default.lua")
        #expect(PluginStandIn.kinds.map(\.id) == loaded.theme.kinds.map(\.id))
    }

    @Test("a kind the plugin defines is the plugin's, not the stand-in's")
    func ownKindWins() throws {
        let diagnostics = try Self.checkAlone(
            """
            return toast.plugin {
              name = "p", api = 1,
              kinds = { info = { message = "p.info" } },
              strings = { en = { ["p.infos"] = "Mine" } },
              on = { will_show = function(_, t) if t.message == "p.info" then return t.titel end end },
            }
            """)
        #expect(
            diagnostics == [
                "DIR/plugins/p.lua:3: warning: kinds.info.message: 'p.info' is no key of the theme's strings; it is drawn as written. Did you mean 'p.infos'?",
                "DIR/plugins/p.lua:5: on.will_show: no field 'titel' in the toast view. Did you mean 'title'? (kind 'info')",
            ])
    }

    @Test("what the load finds in the plugin's kinds and strings is at the plugin's lines")
    func loadProblemsInThePlugin() throws {
        let diagnostics = try Self.checkAlone(
            """
            return toast.plugin {
              name = "p", api = 1,
              kinds = {
                restored = {
                  message = "undo.restored",
                },
                stuck = { message = "Stuck", duration = "forever", tap_to_dismiss = false, swipe_to_dismiss = false },
                rich = {
                  markup = true,
                  message = "AT&T",
                },
              },
              strings = {
                en = { ["undo.restored"] = "Restored" },
                ko = { ["undo.restord"] = "복원했습니다" },
              },
            }
            """)
        #expect(
            diagnostics == [
                "DIR/plugins/p.lua:5: warning: kinds.restored.message: no 'ko' string for 'undo.restored'; falls back to 'en'",
                "DIR/plugins/p.lua:7: warning: kinds.stuck.duration: kind 'stuck' is sticky but cannot be closed: it has no action, and tap_to_dismiss and swipe_to_dismiss are off; give it an action or turn one of them on",
                "DIR/plugins/p.lua:10: warning: kinds.rich.message: markup at byte 2: '&' starts no entity and is shown as written (write &amp;)",
            ])
    }
}
