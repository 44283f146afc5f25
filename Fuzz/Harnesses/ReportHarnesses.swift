import ToastFiles
import ToastReview
import ToastSnapshot

/// The JSON reports Tartine reads back: shard reports for `tartine merge-reports` and a run's
/// report for `tartine review`. Both come from elsewhere (another machine's CI, a downloaded
/// artifact), so both are read as hostile data.
enum ReportHarnesses {
    /// Shard reports: the input is one to four reports, separated by NUL bytes (which JSON
    /// never holds raw), merged as `merge-reports` merges them; nothing is read from disk (the
    /// artifacts are only placed).
    static let mergeReports = FuzzHarness("merge-reports", "shard JSON reports merged (tartine merge-reports)") {
        bytes in
        let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map(Array.init)
        let reports = parts.enumerated().map { (path: "shard-\($0.offset + 1)/report.json", bytes: $0.element) }
        guard let merged = try? ReportMerger.merge(reports: reports) else { return }
        precondition(merged.report.run?.mergedShards == reports.count, "a merge that is not of every shard")
        var names = Set<String>()
        for entry in merged.report.entries {
            let name = entry.id.relativePath
            precondition(Paths.staysInside(name), "a merged case outside the references: \(name)")
            precondition(names.insert(name).inserted, "a case twice in the merged report: \(name)")
        }
    }

    /// A run's report as `tartine review` reads it: its failures, each one's identity naming a
    /// file below the references directory.
    static let review = FuzzHarness("review", "a run's JSON report read for tartine review") { bytes in
        guard let report = try? ReviewReport(bytes: bytes, path: "out/last-run.json") else { return }
        precondition(report.cases.count <= ReviewLimits.failures, "more failures than the limit")
        precondition(report.checked >= report.cases.count, "more failures than entries")
        precondition(Set(report.cases.map(\.id)).count == report.cases.count, "a failure listed twice")
        for item in report.cases {
            precondition(Paths.staysInside(item.id), "a failure outside the references: \(item.id)")
            precondition(item.id == item.snapshot.relativePath, "a failure's path is not its identity's")
            let diff = item.diff?.utf8.count ?? 0
            precondition(diff <= ReviewLimits.transcriptDiffBytes + "\n…".utf8.count, "a diff over its limit")
        }
    }
}
