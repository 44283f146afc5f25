import ToastCore
import ToastFiles

/// The plugins a theme names (`plugins = { "undo" }`): loaded from `plugins/` beside the
/// theme, their kinds and strings merged under the theme's own.
enum ThemePlugins {
    /// One plugin file to load and where it was asked for: the file that lists it and the key
    /// (`plugins[2]`) that does, or no file for plugins a caller adds (a manifest's).
    struct Listing {
        var path: String
        /// The name as listed (`stats`), for a listing by name.
        var name: String?
        var listedIn: String?
        var key: KeyPath = KeyPath().appending("plugins")
        var line: Int?
    }

    /// The listings under `plugins` in the table of the theme or scenario at `file`, with their
    /// lines from its `sourceMap` (names the schema refuses are left to it).
    static func listings(in value: LuaValue, file: String, sourceMap: SourceMap) -> [Listing] {
        guard case .table(let table) = value, case .table(let list)? = table["plugins"] else { return [] }
        return listings(
            list.array.map { entry in
                if case .string(let name) = entry, ThemeSchema.isValidName(name) { return name }
                return nil
            }, file: file, sourceMap: sourceMap)
    }

    /// The listings of `names` (nil for an entry that is no name), as the `plugins` list of the
    /// file at `file`.
    static func listings(_ names: [String?], file: String, sourceMap: SourceMap) -> [Listing] {
        names.enumerated().compactMap { index, name in
            guard let name else { return nil }
            let key = KeyPath().appending("plugins").appending(index: index + 1)
            return Listing(
                path: PluginLoader.path(of: name, besides: file), name: name, listedIn: file, key: key,
                line: sourceMap.line(for: key))
        }
    }

    /// The most plugin files one run loads (a theme's, its scenario's and a manifest's
    /// together): each has a Lua state of its own, so the count bounds what their states hold
    /// at load beside the memory they share (`PluginLoader.sharedMemory`).
    static let maxPlugins = 64

    /// Loads the plugin files `listings` name, each file once: a file listed again is one warning
    /// at the line that lists it again first, with how many times it is listed; two files with
    /// one plugin name are an error there; a name with no file is an error there too, naming the
    /// paths searched and the closest name found; more than ``maxPlugins`` files is an error at
    /// the first listing past the limit, and then no file is loaded.
    /// - Returns: the plugins in listing order, and the warnings.
    /// - Throws: `LoadError` with the diagnostics of every plugin that failed (and, as files to
    ///   watch, the paths searched in vain).
    static func load(_ listings: [Listing], loader: PluginLoader) throws(LoadError) -> (
        plugins: [LuaPlugin], warnings: [Diagnostic]
    ) {
        var plugins: [LuaPlugin] = []
        var diagnostics: [Diagnostic] = []
        var times: [String: Int] = [:]
        var distinct: [Listing] = []
        for listing in listings {
            if times[listing.path] == nil { distinct.append(listing) }
            times[listing.path, default: 0] += 1
        }
        // Counted before any is loaded: a state each, so past the limit none is made.
        if distinct.count > maxPlugins {
            let first = distinct[maxPlugins]
            throw LoadError([
                Diagnostic(
                    .error, file: first.listedIn ?? first.path, line: first.line,
                    path: first.listedIn == nil ? .root : first.key,
                    message: LuaErrorWording.tooManyPlugins(distinct.count, limit: maxPlugins))
            ])
        }
        var listed: Set<String> = []
        var warned: Set<String> = []
        var missing: [String] = []
        let loader = loader.sharingMemory()
        for listing in listings {
            if let file = listing.listedIn, let name = listing.name, !PluginLoader.exists(listing.path) {
                guard !listed.contains(listing.path) else { continue }
                listed.insert(listing.path)
                let searched = PluginLoader.searchPaths(of: name, besides: file)
                diagnostics.append(
                    Diagnostic(
                        .error, file: file, line: listing.line, path: listing.key,
                        message: LuaErrorWording.noPlugin(
                            name, searched: searched, known: PluginLoader.names(besides: file))))
                missing += searched
                continue
            }
            if listed.contains(listing.path) {
                if let file = listing.listedIn, warned.insert(listing.path).inserted {
                    let name = Paths.stem(of: listing.path)
                    diagnostics.append(
                        Diagnostic(
                            .warning, file: file, line: listing.line, path: listing.key,
                            message: LuaErrorWording.duplicatePlugin(name, times: times[listing.path] ?? 2)))
                }
                continue
            }
            listed.insert(listing.path)
            do {
                let plugin = try loader.load(listing.path)
                if let other = plugins.first(where: { $0.name == plugin.name }) {
                    diagnostics.append(
                        Diagnostic(
                            .error, file: listing.listedIn ?? plugin.file, line: listing.line,
                            path: listing.listedIn == nil ? .root : listing.key,
                            message: LuaErrorWording.pluginNameTaken(plugin.name, file: plugin.file, other: other.file))
                    )
                }
                plugins.append(plugin)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            throw LoadError(diagnostics, missingFiles: missing)
        }
        return (plugins, diagnostics)
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
