import ToastCore
/// What `tartine check` says about one file.
package struct CheckReport: Sendable {
    /// The errors and warnings found, in source order.
    package var diagnostics: [Diagnostic]
    /// The peak memory in bytes and the Lua instructions the load used; `nil` when it failed.
    package var statistics: (peakMemory: Int, instructions: Int)?
    /// Whether any diagnostic is an error.
    package var failed: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Loading files whose type (theme or scenario) is found from their text.
package enum ScriptFiles {
    /// Whether `source` builds a scenario (`toast.scenario { … }`) rather than a theme.
    package static func isScenario(_ source: String) -> Bool {
        let tokens = LuaTokenizer.tokens(of: source)
        return tokens.indices.contains { i in
            i + 2 < tokens.count && tokens[i].kind == .name("toast") && tokens[i + 1].kind == .symbol(".")
                && tokens[i + 2].kind == .name("scenario")
        }
    }

    /// The text of the Lua file `file`, read as every loader reads it (regular files only, at most
    /// `budgets.sourceSize` bytes).
    /// - Throws: `LoadError` with one diagnostic naming the file and the reason.
    package static func source(of file: String, budgets: LuaBudgets) throws(LoadError) -> String {
        String(decoding: try ThemeSource.read(file, limit: budgets.sourceSize), as: UTF8.self)
    }

    /// Whether `source` builds a plugin (`toast.plugin { … }`).
    package static func isPlugin(_ source: String) -> Bool {
        let tokens = LuaTokenizer.tokens(of: source)
        return tokens.indices.contains { i in
            i + 2 < tokens.count && tokens[i].kind == .name("toast") && tokens[i + 1].kind == .symbol(".")
                && tokens[i + 2].kind == .name("plugin")
        }
    }

    /// Whether `source` builds a snapshot manifest (`toast.manifest { … }`).
    package static func isManifest(_ source: String) -> Bool {
        let tokens = LuaTokenizer.tokens(of: source)
        return tokens.indices.contains { i in
            i + 2 < tokens.count && tokens[i].kind == .name("toast") && tokens[i + 1].kind == .symbol(".")
                && tokens[i + 2].kind == .name("manifest")
        }
    }

    /// A manifest, the themes and scenarios it names, and its kinds against those themes
    /// (an unknown kind names its line).
    static func checkManifest(_ file: String, source: String, budgets: LuaBudgets) throws(LoadError) -> [Diagnostic] {
        let manifest = try ManifestLoader(budgets: budgets).load(file)
        var diagnostics: [Diagnostic] = []
        var themes: [LoadedTheme] = []
        for path in manifest.themes {
            do { themes.append(try ThemeLoader(budgets: budgets).load(path)) } catch {
                diagnostics += error.diagnostics
            }
        }
        for path in manifest.scenarios {
            do { diagnostics += try ScenarioLoader(budgets: budgets).load(path).warnings } catch {
                diagnostics += error.diagnostics
            }
        }
        let sourceMap = SourceMap(source: source)
        let known = Set(themes.flatMap { $0.theme.kinds.map(\.id) })
        for (index, kind) in manifest.kinds.enumerated() where !known.contains(kind) {
            let at = KeyPath().appending("kinds").appending(index: index + 1)
            let hint = Suggestion.hint(for: kind, in: known.sorted())
            diagnostics.append(
                Diagnostic(
                    .error, file: file, line: sourceMap.line(for: at), path: at,
                    message: "no theme of the manifest has a kind '\(kind)'" + hint))
        }
        return diagnostics + argumentWarnings(manifest, themes: themes, file: file, sourceMap: sourceMap)
    }

    /// The manifest's kinds shown with their `arguments` (none when not given), as its cases
    /// show them: a message whose directives the arguments do not fit is a warning, as in a
    /// scenario, on the line of `arguments.KIND` (or of the kind in `kinds`), once per theme,
    /// locale and device kind of the manifest's screens.
    private static func argumentWarnings(
        _ manifest: SnapshotManifest, themes: [LoadedTheme], file: String, sourceMap: SourceMap
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var devices: [DeviceClass] = []
        for screen in manifest.screens where !devices.contains(screen.deviceClass) {
            devices.append(screen.deviceClass)
        }
        let kinds = manifest.kinds + manifest.arguments.keys.sorted().filter { !manifest.kinds.contains($0) }
        for kindID in kinds {
            let arguments = manifest.arguments[kindID] ?? []
            let at =
                manifest.arguments[kindID] != nil
                ? KeyPath().appending("arguments").appending(kindID)
                : KeyPath().appending("kinds").appending(index: (manifest.kinds.firstIndex(of: kindID) ?? 0) + 1)
            let line = sourceMap.line(for: at)
            for loaded in themes {
                guard let kind = loaded.theme.kind(kindID) else { continue }
                var seen: Set<String> = []
                for locale in manifest.locales {
                    for device in devices {
                        let problems = loaded.theme.strings.formatProblems(
                            kind.message, locale: locale, arguments: arguments, device: device)
                        guard !problems.isEmpty else { continue }
                        let message =
                            "the message of '\(kindID)' in theme '\(loaded.theme.name)' (\(locale)): "
                            + problems.joined(separator: "; ")
                        guard seen.insert(message).inserted else { continue }
                        diagnostics.append(Diagnostic(.warning, file: file, line: line, path: at, message: message))
                    }
                }
            }
        }
        return diagnostics
    }

    /// Loads `file` as a theme, a scenario, a plugin or a manifest and reports what was found. A
    /// plugin alone is loaded into its stand-in theme (``PluginStandIn``) and exercised there.
    /// - Parameter fonts: the fonts of each source (`FontSet.of`); a family, a weight or a
    ///   character those of the theme's `fontSource` lack is a warning (`LoadedTheme.fontWarnings(_:)`).
    package static func check(
        _ file: String, budgets: LuaBudgets, fonts: ((FontSource) -> (any FontCatalog)?)? = nil
    ) -> CheckReport {
        do {
            let source = try source(of: file, budgets: budgets)
            if isManifest(source) {
                return CheckReport(
                    diagnostics: try checkManifest(file, source: source, budgets: budgets), statistics: nil)
            }
            if isPlugin(source) && !isScenario(source) {
                // Alone, a plugin is checked in its stand-in theme as a theme that lists it is.
                let loaded = try PluginStandIn.load(plugin: file, source: source, budgets: budgets)
                let stats = loaded.plugins.map(\.vm.statistics).first
                return CheckReport(
                    diagnostics: themeDiagnostics(loaded, fonts: fonts),
                    statistics: stats.map { ($0.peakMemory, $0.instructions) })
            }
            if isScenario(source) {
                let loaded = try ScenarioLoader(budgets: budgets).load(file)
                return CheckReport(
                    diagnostics: loaded.warnings + loaded.theme.fontWarnings(from: fonts),
                    statistics: (loaded.theme.peakMemory, loaded.theme.instructions))
            }
            let loaded = try ThemeLoader(budgets: budgets).load(file)
            return CheckReport(
                diagnostics: themeDiagnostics(loaded, fonts: fonts),
                statistics: (loaded.peakMemory, loaded.instructions))
        } catch {
            return CheckReport(diagnostics: error.diagnostics, statistics: nil)
        }
    }

    /// What `check` says about a loaded theme: its load warnings, the fonts it lacks, and the
    /// problems of its style function and of its plugins, each called for every kind.
    private static func themeDiagnostics(
        _ loaded: LoadedTheme, fonts: ((FontSource) -> (any FontCatalog)?)?
    ) -> [Diagnostic] {
        loaded.warnings + loaded.fontWarnings(from: fonts) + loaded.exerciseStyleFunction() + PluginExercise.run(loaded)
    }
}
