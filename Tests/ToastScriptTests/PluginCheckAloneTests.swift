import Foundation
import Testing
@testable import ToastScript

/// `check` of a plugin file alone finds what a theme that lists the plugin finds: the plugin runs
/// in its stand-in theme (``PluginStandIn``) through the exercise a theme check runs.
@Suite("check of a plugin alone")
struct PluginCheckAloneTests {
    /// A theme with the stand-in's kinds, named as it is, listing the plugin `name`.
    static func listingTheme(_ name: String) -> String {
        """
        return toast.theme {
          name = "stand-in",
          plugins = { "\(name)" },
          kinds = {
            info = { message = "Copied to clipboard" },
            success = { icon = "✓", message = "Done", haptic = "success" },
            error = { icon = "!", message = "Something went wrong", haptic = "error" },
            loading = { message = "Uploading…", duration = 30 },
            linked = { title = "Build finished", message = "All passed", duration = 4 },
          },
        }
        """
    }

    /// The bundled plugins, by file name.
    static let bundled: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: "\(repositoryRoot)/plugins")) ?? [])
        .filter { $0.hasSuffix(".lua") }.sorted()

    /// Broken plugins (`p.lua`): what is wrong, the source, and the error `check` gives for it.
    static let broken: [(String, String, String)] = [
        (
            "a misspelt event field",
            """
            return toast.plugin {
              name = "p", api = 1,
              on = {
                action = function(event, _)
                  if event.acton == "undo" then toast.show("info") end
                end,
              },
            }
            """,
            "DIR/plugins/p.lua:5: on.action: no field 'acton' in the action event view. Did you mean 'action'? (kind 'info')"
        ),
        (
            "a misspelt toast field",
            """
            return toast.plugin {
              name = "p", api = 1,
              on = { will_show = function(_, t) return t.titel end },
            }
            """,
            "DIR/plugins/p.lua:3: on.will_show: no field 'titel' in the toast view. Did you mean 'title'? (kind 'info')"
        ),
        (
            "a misspelt request field in a filter's rewrite",
            """
            return toast.plugin {
              name = "p", api = 1,
              filter = function(r)
                return { mesage = r.message .. "!" }
              end,
            }
            """,
            "DIR/plugins/p.lua:3: filter: filter().mesage: unknown key. Did you mean 'message'? (kind 'info')"
        ),
        (
            "an unknown kind in toast.show",
            """
            return toast.plugin {
              name = "p", api = 1,
              on = { did_show = function(_, _) toast.show("sucess") end },
            }
            """,
            "DIR/plugins/p.lua:3: on.did_show: toast.show: theme 'stand-in' has no kind 'sucess'. Did you mean 'success'? (kind 'info')"
        ),
        (
            "the plugin's own kind misspelt in toast.show",
            """
            return toast.plugin {
              name = "p", api = 1,
              kinds = { restored = { message = "Restored" } },
              on = { did_hide = function(_, _) toast.show("restord") end },
            }
            """,
            "DIR/plugins/p.lua:4: on.did_hide: toast.show: theme 'stand-in' has no kind 'restord'. Did you mean 'restored'? (kind 'info')"
        ),
        (
            "an unknown kind in toast.promise",
            """
            return toast.plugin {
              name = "p", api = 1,
              on = { did_show = function(_, _) toast.promise { loading = "loading", success = "saved", error = "error" } end },
            }
            """,
            "DIR/plugins/p.lua:3: on.did_show: toast.promise: theme 'stand-in' has no kind 'saved' (kind 'info')"
        ),
        (
            "a bad option to toast.show",
            """
            return toast.plugin {
              name = "p", api = 1,
              on = {
                will_hide = function(_, _)
                  toast.show("info", { priorty = 3 })
                end,
              },
            }
            """,
            "DIR/plugins/p.lua:5: on.will_hide: toast.show: options.priorty: unknown key. Did you mean 'priority'? (kind 'info')"
        ),
        (
            "an error in a filter",
            """
            return toast.plugin {
              name = "p", api = 1,
              filter = function(r)
                if r.kind == "loading" then error("cannot filter " .. r.kind) end
              end,
            }
            """,
            "DIR/plugins/p.lua:4: filter: cannot filter loading (kind 'loading')"
        ),
    ]

    /// What `check` says of the plugin file alone and of a theme that lists it, in a directory
    /// of their own (`DIR`).
    static func checks(plugin name: String, source: String) throws -> (alone: [String], theme: [String]) {
        let dir = try temporaryDirectory([
            "plugins/\(name).lua": source, "theme.lua": listingTheme(name),
        ])
        func texts(_ file: String) -> [String] {
            ScriptFiles.check("\(dir)/\(file)", budgets: LuaBudgets()).diagnostics.map {
                $0.description.replacingOccurrences(of: dir, with: "DIR")
            }
        }
        return (texts("plugins/\(name).lua"), texts("theme.lua"))
    }

    @Test("a bundled plugin alone: what a theme listing it says of it, which is nothing", arguments: bundled)
    func bundledPlugin(file: String) throws {
        let source = try String(contentsOfFile: "\(repositoryRoot)/plugins/\(file)", encoding: .utf8)
        let (alone, theme) = try Self.checks(plugin: String(file.dropLast(".lua".count)), source: source)
        #expect(alone == theme)
        #expect(alone.isEmpty)
    }

    @Test("a broken plugin alone: what a theme listing it says of it, at the plugin's line", arguments: broken)
    func brokenPlugin(problem: String, source: String, error: String) throws {
        let (alone, theme) = try Self.checks(plugin: "p", source: source)
        #expect(alone == theme)
        #expect(alone == [error])
    }

    @Test("the bundled plugins are all tried")
    func bundledListed() {
        #expect(Self.bundled.count >= 8)
    }
}
