import ToastCore
/// What `tartine check` says about one file.
public struct CheckReport: Sendable {
    public var diagnostics: [Diagnostic]
    public var statistics: (peakMemory: Int, instructions: Int)?
    public var failed: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Loading files whose type (theme or scenario) is found from their text.
public enum ScriptFiles {
    /// Whether `source` builds a scenario (`toast.scenario { … }`) rather than a theme.
    public static func isScenario(_ source: String) -> Bool {
        let tokens = LuaTokenizer.tokens(of: source)
        return tokens.indices.contains { i in
            i + 2 < tokens.count && tokens[i].kind == .name("toast") && tokens[i + 1].kind == .symbol(".")
                && tokens[i + 2].kind == .name("scenario")
        }
    }

    /// Whether `source` builds a plugin (`toast.plugin { … }`).
    public static func isPlugin(_ source: String) -> Bool {
        let tokens = LuaTokenizer.tokens(of: source)
        return tokens.indices.contains { i in
            i + 2 < tokens.count && tokens[i].kind == .name("toast") && tokens[i + 1].kind == .symbol(".")
                && tokens[i + 2].kind == .name("plugin")
        }
    }

    /// Whether `source` builds a snapshot manifest (`toast.manifest { … }`).
    public static func isManifest(_ source: String) -> Bool {
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
            do { themes.append(try ThemeLoader(budgets: budgets).load(path)) } catch { diagnostics += error.diagnostics }
        }
        for path in manifest.scenarios {
            do { diagnostics += try ScenarioLoader(budgets: budgets).load(path).warnings } catch { diagnostics += error.diagnostics }
        }
        let sourceMap = SourceMap(source: source)
        let known = Set(themes.flatMap { $0.theme.kinds.map(\.id) })
        for (index, kind) in manifest.kinds.enumerated() where !known.contains(kind) {
            let at = KeyPath().appending("kinds").appending(index: index + 1)
            let hint = Suggestion.closest(to: kind, in: known.sorted()).map { ". Did you mean '\($0)'?" } ?? ""
            diagnostics.append(Diagnostic(.error, file: file, line: sourceMap.line(for: at), path: at,
                                          message: "no theme of the manifest has a kind '\(kind)'" + hint))
        }
        return diagnostics
    }

    /// Loads `file` as a theme, a scenario, a plugin or a manifest and reports what was found.
    public static func check(_ file: String, budgets: LuaBudgets) -> CheckReport {
        let source = (try? ThemeFiles.read(file, limit: budgets.sourceSize)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        do {
            if isManifest(source) {
                return CheckReport(diagnostics: try checkManifest(file, source: source, budgets: budgets), statistics: nil)
            }
            if isPlugin(source) && !isScenario(source) {
                let plugin = try PluginLoader().load(file)
                let stats = plugin.vm.statistics
                return CheckReport(diagnostics: [], statistics: (stats.peakMemory, stats.instructions))
            }
            if isScenario(source) {
                let loaded = try ScenarioLoader(budgets: budgets).load(file)
                return CheckReport(diagnostics: loaded.warnings,
                                   statistics: (loaded.theme.peakMemory, loaded.theme.instructions))
            }
            let loaded = try ThemeLoader(budgets: budgets).load(file)
            return CheckReport(diagnostics: loaded.warnings + loaded.exerciseStyleFunction()
                                   + PluginExercise.run(loaded.plugins, theme: loaded.theme),
                               statistics: (loaded.peakMemory, loaded.instructions))
        } catch {
            return CheckReport(diagnostics: error.diagnostics, statistics: nil)
        }
    }
}
