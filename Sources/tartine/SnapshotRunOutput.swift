import ToastSnapshot

/// What a snapshot run says and writes once it has its report, the same for `tartine snapshot`
/// and `tartine merge-reports`, so that a merged run reads as the unsharded run does.
enum SnapshotRunOutput {
    /// Prints what the run said of Lua files (a plugin's log, a failing style function, a kind's
    /// message drawn without its arguments, each `file:line`) on stderr, then the terminal
    /// summary on stdout.
    static func tell(_ result: SuiteReport) {
        for lint in result.lints where lint.fromScript { printError(lint.message) }
        for line in ReportWriter.terminalLines(result) { say(line) }
    }

    /// Writes the JUnit XML, JSON and Markdown files asked for.
    /// - Parameter jsonText: `ReportWriter.json(result)` when the caller has rendered it already
    ///   (`tartine snapshot` writes the same text as the last run's report).
    static func write(
        _ result: SuiteReport, junit: OutputFile?, json: OutputFile?, summary: OutputFile?, jsonText: String? = nil
    ) throws {
        if let junit { try writeOutput(Array(ReportWriter.junitXML(result).utf8), to: junit) }
        if let json { try writeOutput(Array((jsonText ?? ReportWriter.json(result)).utf8), to: json) }
        if let summary { try writeOutput(Array(ReportWriter.markdownSummary(result).utf8), to: summary) }
    }

    /// Ends the command with ``CLIFailure/findings`` (exit 1) when the run fails: a difference,
    /// a recording, a missing reference, or a lint error.
    static func verdict(_ result: SuiteReport) throws {
        let lintErrors = result.lints.contains { $0.severity == .error }
        if result.exitCode != 0 || lintErrors { throw CLIFailure.findings }
    }
}
