import ArgumentParser
import ToastSnapshot

/// `tartine merge-reports REPORT…`: the JSON reports of a sharded `tartine snapshot` run (each
/// shard's `--json`, with its failure artifacts beside it) merged into the reports of the
/// whole run: the same terminal summary, HTML, JUnit, JSON and Markdown, and the same exit
/// status, as an unsharded run of the matrix gives. Exit codes as ``ExitStatus``.
struct MergeReports: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the JSON reports of a sharded snapshot run into the reports of the whole run.",
        discussion: ExitStatus.contract
            + " 1 when the merged run fails, as an unsharded run would; 2 for reports that do not fit together.")

    @Argument(help: "The shards' JSON reports (tartine snapshot --shard i/n --json), or directories holding them.")
    var reports: [String] = []
    @Option(help: "Write the HTML report (expected / actual / diff) into this directory.") var report: OutputDirectory?
    @Option(help: "Write the JUnit XML report to this file.") var junit: OutputFile?
    @Option(help: "Write the merged JSON report to this file.") var json: OutputFile?
    @Option(
        help: "Write a Markdown summary to this file (for $GITHUB_STEP_SUMMARY or a pull-request comment).")
    var summary: OutputFile?

    func validate() throws {
        if reports.isEmpty { throw ValidationError("give the shards' JSON reports, or the directories holding them") }
    }

    func run() throws {
        let merged: MergedReport
        do { merged = try ReportMerger.merge(files: ReportMerger.reportFiles(in: reports)) } catch {
            throw CLIFailure.badInput("\(error)")
        }
        let result = merged.report
        // The HTML report first: an artifact missing or out of its directory is bad input
        // before anything is printed.
        if let report {
            do { try merged.writeHTML(to: report.path) } catch { throw CLIFailure.badInput("\(error)") }
        }
        // What Lua said while the shards drew, once, as an unsharded run prints it.
        SnapshotRunOutput.tell(result)
        if let report { printError("report: \(report.path)/index.html") }
        try SnapshotRunOutput.write(result, junit: junit, json: json, summary: summary)
        try SnapshotRunOutput.verdict(result)
    }
}
