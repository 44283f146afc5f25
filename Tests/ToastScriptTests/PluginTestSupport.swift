import Foundation
import ToastCore
@testable import ToastScript

/// A theme with the kinds `saved`, `deleted` (with an undo action) and `info`, naming `plugins`.
func pluginTheme(_ plugins: [String], queue: String = "{ policy = \"stack\", max_visible = 3 }") -> String {
    """
    return toast.theme {
      name = "t",
      plugins = { \(plugins.map { "\"\($0)\"" }.joined(separator: ", ")) },
      queue = \(queue),
      motion = { enter = { "fade", duration = 0.25, curve = "linear" }, exit = { "fade", duration = 0.25, curve = "linear" }, hold = 2 },
      kinds = {
        saved = { message = "Saved" },
        deleted = { message = "Deleted", action = { id = "undo", title = "Undo" } },
        info = { message = "Info" },
      },
    }
    """
}

/// Loads `theme.lua` with `plugins/NAME.lua` files from a temporary directory.
func loadWithPlugins(_ plugins: [String: String], theme: String? = nil, loader: PluginLoader = PluginLoader())
    throws -> (LoadedTheme, String)
{
    var files = ["theme.lua": theme ?? pluginTheme(plugins.keys.sorted())]
    for (name, source) in plugins { files["plugins/\(name).lua"] = source }
    let dir = try temporaryDirectory(files)
    return (try ThemeLoader(plugins: loader).load("\(dir)/theme.lua"), dir)
}

/// Diagnostics of loading a plugin alone, with the directory replaced by `DIR`.
func pluginErrors(_ source: String) throws -> [String] {
    let dir = try temporaryDirectory(["plugins/p.lua": source])
    do {
        _ = try PluginLoader().load("\(dir)/plugins/p.lua")
        return []
    } catch {
        return error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") }
    }
}

/// Events as short lines, with the directory replaced by `DIR`: "0.25 did_show #1".
func transcript(_ events: [TimedEvent], dir: String) -> [String] {
    events.map { "\($0.time) \($0.event)".replacingOccurrences(of: dir, with: "DIR") }
}
