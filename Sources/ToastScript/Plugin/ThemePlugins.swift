import ToastCore

/// The plugins a theme names (`plugins = { "undo" }`): loaded from `plugins/` beside the
/// theme, their kinds and strings merged under the theme's own.
enum ThemePlugins {
    /// The names listed under `plugins` in a theme's table (checked later by the schema).
    static func names(in value: LuaValue) -> [String] {
        guard case .table(let table) = value, case .table(let list)? = table["plugins"] else { return [] }
        return list.array.compactMap { entry in
            if case .string(let name) = entry, ThemeSchema.isValidName(name) { return name }
            return nil
        }
    }

    /// Loads the plugin files `paths` named by the theme or scenario at `file`.
    /// - Throws: `LoadError` with the diagnostics of every plugin that failed.
    static func load(paths: [String], declaredIn file: String, loader: PluginLoader) throws(LoadError) -> [LuaPlugin] {
        var plugins: [LuaPlugin] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            do {
                let plugin = try loader.load(path)
                if plugins.contains(where: { $0.name == plugin.name }) {
                    diagnostics.append(
                        Diagnostic(
                            .error, file: file, line: nil, path: KeyPath().appending("plugins"),
                            message: "two plugins are named '\(plugin.name)'"))
                }
                plugins.append(plugin)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard diagnostics.isEmpty else { throw LoadError(diagnostics) }
        return plugins
    }

    /// The theme's table with each plugin's `kinds` and `strings` merged under its own (the
    /// theme's keys win; later plugins win over earlier ones).
    static func merge(_ plugins: [LuaPlugin], into theme: LuaValue) -> LuaValue {
        guard case .table(var table) = theme else { return theme }
        for key in ["kinds", "strings"] {
            var merged: LuaValue = .table(LuaTable(array: [], fields: [], otherKeys: []))
            for plugin in plugins {
                if let value = key == "kinds" ? plugin.kinds : plugin.strings {
                    merged = ScriptSession.merge(merged, value)
                }
            }
            guard case .table(let contributed) = merged, !contributed.fields.isEmpty else { continue }
            let own = table[key] ?? .table(LuaTable(array: [], fields: [], otherKeys: []))
            let result = ScriptSession.merge(merged, own)
            if let index = table.fields.firstIndex(where: { $0.key == key }) {
                table.fields[index].value = result
            } else {
                table.fields.append((key: key, value: result))
                table.fields.sort { $0.key < $1.key }
            }
        }
        return .table(table)
    }
}
