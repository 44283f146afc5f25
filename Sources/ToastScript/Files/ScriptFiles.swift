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

    /// Loads `file` as a theme or a scenario and reports what was found.
    package static func check(_ file: String, budgets: LuaBudgets) -> CheckReport {
        do {
            if isScenario(try source(of: file, budgets: budgets)) {
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
