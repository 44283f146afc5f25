import ArgumentParser
import Dispatch
import ToastFiles
import ToastReview
import ToastScript
import ToastSnapshot

/// `tartine review [snapshots.lua]`: the last snapshot run's failures in the browser, with
/// Accept (the new snapshot becomes the reference) and Reject.
struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Review the last snapshot run's failures in the browser; accept or reject each; Ctrl-C to stop.",
        discussion: "Reads the report every `tartine snapshot` run leaves beside its failure artifacts "
            + "(.tartine/failures/last-run.json next to the references), the JSON report --json names (its "
            + "artifacts beside it, or in --artifacts), or the HTML report directory --report names (a merged CI "
            + "run's artifact: its report.json and images/). The page shows each failure's expected, actual and diff "
            + "pictures and a swipe between them, or a transcript's line diff; j/k or the arrows move, a accepts "
            + "(writes that case's new snapshot as its reference, exactly what --record writes), r rejects (the "
            + "reference stays), and each theme has an accept-all. Serves only its page and the run's artifacts, on "
            + "127.0.0.1 unless --host says otherwise, answers only the address it serves and the hosts "
            + "--allowed-host names, and takes changes only as POST requests from its own page. "
            + ExitStatus.contract
            + " A run without failures prints so and exits 0; no run, or a report that cannot be read, exits 2.")

    @Argument(help: "The manifest whose references are reviewed.") var manifest = "snapshots.lua"
    @Option(help: "Review this JSON report (tartine snapshot --json, or a merged report) instead of the last run.")
    var json: String?
    @Option(help: "The directory of the report's failure artifacts (default: the report's own directory).")
    var artifacts: String?
    @Option(
        help: ArgumentHelp(
            "Review the run of this HTML report directory (tartine snapshot --report, tartine merge-reports --report: "
                + "a CI job's artifact): its report.json and the artifacts copied into it.",
            valueName: "directory"))
    var report: String?
    @OptionGroup var server: HostOptions
    @Option(help: "The port to listen on, from 0 (any free port) to 65535.") var port = 7326
    @OptionGroup var budgets: BudgetOptions

    func validate() throws {
        try OptionRange.check("--port", port, within: 0...65535)
        if report != nil, json != nil || artifacts != nil {
            throw ValidationError("--report names the report and its artifacts: give it without --json and --artifacts")
        }
    }

    func run() throws {
        let loaded: SnapshotManifest
        do { loaded = try ManifestLoader(budgets: budgets.luaBudgets).load(manifest) } catch {
            for d in error.diagnostics { printError(d.description) }
            throw CLIFailure.badInputReported
        }
        let failures = SnapshotStore.failuresLocation(references: loaded.references)
        let htmlReport = report.map {
            (
                json: Paths.join($0, ReportWriter.htmlReportJSON),
                artifacts: Paths.join($0, ReportWriter.htmlReportImages)
            )
        }
        let reportPath =
            htmlReport?.json ?? json
            ?? Paths.join(Paths.join(failures.base, failures.inside), SnapshotStore.lastRunName)
        let report: ReviewReport
        do { report = try ReviewReport(path: reportPath) } catch { throw CLIFailure.badInput(error.description) }
        guard !report.cases.isEmpty else {
            say(report.nothingToReview)
            return
        }
        let session = ReviewSession(
            report: report, references: loaded.references,
            artifacts: htmlReport?.artifacts ?? artifacts ?? Paths.directory(of: reportPath))
        let server = ReviewServer(
            session: session, host: self.server.host, port: port, allowedHosts: try self.server.allowed())
        let shown = self.server.shown
        let count = report.cases.count
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                try await server.run { port in
                    say("reviewing \(count) failures at http://\(shown):\(port)/ — Ctrl-C to stop")
                }
            } catch {
                failure.set("\(error)")
            }
            done.signal()
        }
        done.wait()
        if let message = failure.message { throw CLIFailure.badInput("review: \(message)") }
        let decided = session.currentDecisions
        say(
            "stopped: \(decided.count { $0 == .accepted }) accepted, \(decided.count { $0 == .rejected }) rejected, "
                + "\(decided.count { $0 == .pending }) pending")
    }
}
