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

    /// Loads `file` as a theme, a scenario or a plugin and reports what was found.
    public static func check(_ file: String, budgets: LuaBudgets) -> CheckReport {
        let source = (try? ThemeFiles.read(file, limit: budgets.sourceSize)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        do {
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
