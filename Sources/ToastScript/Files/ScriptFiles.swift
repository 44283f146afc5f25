import ToastFiles
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

    /// Loads `file` as a theme or a scenario and reports what was found.
    public static func check(_ file: String, budgets: LuaBudgets) -> CheckReport {
        do {
            let source = String(decoding: try ThemeSource.read(file, limit: budgets.sourceSize), as: UTF8.self)
            if isScenario(source) {
                let loaded = try ScenarioLoader(budgets: budgets).load(file)
                return CheckReport(diagnostics: loaded.warnings,
                                   statistics: (loaded.theme.peakMemory, loaded.theme.instructions))
            }
            let loaded = try ThemeLoader(budgets: budgets).load(file)
            return CheckReport(diagnostics: loaded.warnings, statistics: (loaded.peakMemory, loaded.instructions))
        } catch {
            return CheckReport(diagnostics: error.diagnostics, statistics: nil)
        }
    }
}
