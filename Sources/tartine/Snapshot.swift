import ArgumentParser
import Foundation
import ToastRender
import ToastScript
import ToastSnapshot

/// `tartine snapshot [snapshots.lua]`: renders the manifest's matrix and compares it with the
/// committed references. Exit 0 all pass, 1 differences or recordings, 2 bad input.
struct Snapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a snapshot manifest's matrix and compare it with the references (exit 0 pass, 1 differ, 2 bad input).")

    @Argument(help: "The manifest.") var manifest = "snapshots.lua"
    @Option(help: "Record mode: never, missing, failed or all (default: TARTINE_RECORD, else never under CI, else missing).")
    var record: String?
    @Option(help: "This machine's part of the work, as i/n (1-based).") var shard: String?
    @Option(help: "Workers (default: the cores).") var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    @Flag(help: "Lint the frames too (contrast, hit targets, truncation, unsafe area).") var lint = false
    @Option(help: "Write an HTML report (expected / actual / diff) into this directory.") var report: String?
    @Option(help: "Write a JUnit XML report to this file.") var junit: String?
    @Option(help: "Write a JSON report to this file.") var json: String?
    @OptionGroup var budgets: BudgetOptions

    func run() throws {
        let shard = try parseShard()
        let mode: RecordMode
        do { mode = try RecordMode.resolve(flag: try record.map(RecordMode.parse(flag:)),
                                           environment: ProcessInfo.processInfo.environment) } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
        let suite: SnapshotSuite
        do { suite = try SnapshotSuite(manifestPath: manifest, budgets: budgets.luaBudgets) } catch {
            for d in error.diagnostics { printError(d.description) }
            throw ExitCode(2)
        }
        let fonts = try FontSet.pinned()
        let result: SuiteReport
        do {
            result = try suite.run(options: SnapshotRunOptions(mode: mode, shard: shard, jobs: jobs, lint: lint),
                                   fonts: fonts) { done, total in Progress(label: "snapshots", total: total).update(done) }
        } catch let error as SnapshotError {
            printError("\(error)")   // a reference that cannot be read, or is refused: bad input
            throw ExitCode(2)
        }
        print(ReportWriter.terminalSummary(result), terminator: "")
        if let report {
            try ReportWriter.writeHTML(result, to: report)
            printError("report: \(report)/index.html")
        }
        if let junit {
            try writeOutput(Array(ReportWriter.junitXML(result).utf8), to: junit)
        }
        if let json {
            try writeOutput(Array(ReportWriter.json(result).utf8), to: json)
        }
        let lintErrors = result.lints.contains { $0.severity == .error }
        if result.exitCode != 0 || lintErrors { throw ExitCode(1) }
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
