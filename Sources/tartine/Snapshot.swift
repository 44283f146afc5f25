import ArgumentParser
import FoundationEssentials
import ToastFiles
import ToastRender
import ToastScript
import ToastSnapshot
import ToastSnapshotSuite

/// `tartine snapshot [snapshots.lua]`: renders the manifest's matrix and compares it with the
/// committed references. Exit codes as ``ExitStatus``: 0 all pass, 1 differences or recordings,
/// 2 bad input, 64 usage.
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render a snapshot manifest's matrix and compare it with the references.",
        discussion: ExitStatus.contract + " Recording a reference counts as a difference (1).")

    @Argument(help: "The manifest.") var manifest = "snapshots.lua"
    @Option(
        help: RecordMode.help("Record mode (default: TARTINE_RECORD, else never under CI, else missing)."),
        transform: RecordMode.choice)
    var record: RecordMode?
    @Option(help: "This machine's part of the work, as i/n (1-based).") var shard: String?
    @Option(help: "Workers, from 1 to 256 (default: the cores).") var jobs: Int = CurrentProcess.processorCount
    @Flag(
        help:
            "Lint the frames too (contrast, hit targets, truncation, unsafe area); a manifest with a lint table always lints."
    )
    var lint = false
    @Flag(
        help:
            "Nothing let through (the manifest's strict = true): differences fail even when the rendering environment changed, and every warning (of loading, fonts, lints) fails the run (1), once listed."
    )
    var strict = false
    @Option(help: FindingsFormat.help) var format = FindingsFormat.text
    @Option(
        help:
            "Colour threshold when the environment is the same, 0…1 (default: the manifest's threshold, else 0: every RGBA change fails)."
    )
    var threshold: Double?
    @Option(
        help:
            "pixelmatch threshold when the environment changed, 0…1 (default: the manifest's drift_threshold, else 0.1)."
    )
    var driftThreshold: Double?
    @Option(help: "Write an HTML report (expected / actual / diff) into this directory.") var report: OutputDirectory?
    @Option(help: "Write a JUnit XML report to this file.") var junit: OutputFile?
    @Option(help: "Write a JSON report to this file.") var json: OutputFile?
    @Option(
        help: "Write a Markdown summary to this file (for $GITHUB_STEP_SUMMARY or a pull-request comment).")
    var summary: OutputFile?
    @Flag(
        help:
            "Delete orphaned references (PNGs with Tartine's manifest, event transcripts) inside the references directory, listing each; a run of the whole matrix only."
    )
    var prune = false
    @Flag(
        help:
            "Report a case whose inputs (theme files, fonts, Tartine's version, the case) are those its reference was recorded from as unchanged, without rendering it; --record all still renders every case."
    )
    var changed = false
    @OptionGroup var budgets: BudgetOptions

    func validate() throws {
        try OptionRange.check("--jobs", jobs, within: 1...256)
        try OptionRange.check("--threshold", threshold, within: .closed(0, 1))
        try OptionRange.check("--drift-threshold", driftThreshold, within: .closed(0, 1))
        if prune && shard != nil {
            throw ValidationError("--prune needs the whole matrix: a shard cannot know which references are orphans")
        }
    }

    func run() throws {
        let shard = try parseShard()
        let mode: RecordMode
        do { mode = try RecordMode.resolve(flag: record, environment: ProcessInfo.processInfo.environment) } catch {
            throw CLIFailure.badInput("\(error)")
        }
        let suite: SnapshotSuite
        do { suite = try SnapshotSuite(manifestPath: manifest, budgets: budgets.luaBudgets) } catch {
            for d in error.diagnostics { printError(d.description) }
            throw CLIFailure.badInputReported
        }
        // What loading found (a misspelt message key, untranslated strings), as render prints it.
        var findings: [Finding] = []
        for (file, warnings) in suite.loadWarnings {
            for line in Diagnostic.summarized(warnings, checkCommand: "tartine check \(file)") { printError(line) }
            findings += warnings.map(Finding.init)
        }
        let fonts = try FontSet.pinned()
        // A family, weight or character the pinned fonts lack is drawn otherwise: a warning.
        let fontWarnings = suite.fontWarnings(fonts)
        for warning in fontWarnings { printError(warning.description) }
        findings += fontWarnings.map(Finding.init)
        var options = SnapshotRunOptions(
            mode: mode, shard: shard, jobs: jobs, lint: lint, strict: strict,
            threshold: threshold, driftThreshold: driftThreshold, prune: prune)
        options.changed = changed
        let result: SuiteReport
        do {
            result = try suite.run(options: options, fonts: fonts) { done, total in
                Progress(label: "snapshots", total: total).update(done)
            }
        } catch let error as SnapshotError {
            // A reference that cannot be read, is corrupt or too large: bad input.
            throw CLIFailure.badInput("\(error)")
        }
        // No silent Lua: what plugins logged, how they and style functions failed, a message
        // drawn without its arguments, with file:line.
        SnapshotRunOutput.tell(result)
        if let report {
            try ReportWriter.writeHTML(result, to: report.path)
            printError("report: \(report.path)/index.html")
        }
        // The JSON report is rendered once: the `--json` file and the last run's hold the same text.
        let jsonText = ReportWriter.json(result)
        try SnapshotRunOutput.write(result, junit: junit, json: json, summary: summary, jsonText: jsonText)
        // What `tartine review` reads: this run's report beside its failure artifacts. A run's
        // verdict does not hang on it: refused (a link on the way), it is a warning.
        do { try suite.writeLastRun(json: jsonText) } catch {
            printError("warning: \(error); `tartine review` will not find this run")
        }
        findings += result.lints.filter { $0.severity != .note }.map { Finding(lint: $0, manifest: manifest) }
        Finding.write(findings, as: format)
        try SnapshotRunOutput.verdict(result)
        let warnings = findings.count { !$0.isError }
        if (strict || suite.manifest.strict) && warnings > 0 {
            printError("\(warnings) warning\(warnings == 1 ? "" : "s"), and strict fails on warnings")
            throw CLIFailure.findings
        }
    }

    private func parseShard() throws -> (index: Int, count: Int)? {
        guard let shard else { return nil }
        let parts = shard.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            throw ValidationError("--shard is i/n with 1 ≤ i ≤ n, got '\(shard)'")
        }
        return (i, n)
    }
}
