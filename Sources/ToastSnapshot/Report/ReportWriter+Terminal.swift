import ToastFiles
import ToastText

/// Writes a `SuiteReport` for people (terminal, HTML) and machines (JUnit XML, JSON).
public enum ReportWriter {}

extension ReportWriter {
    /// The report for a terminal: one paragraph per snapshot that did not pass (its message,
    /// prefixed `FAIL`, `RECORDED` or `MISSING`; a changed transcript's diff follows, indented) or passed without being identical (`SIMILAR`,
    /// or `DRIFT` for a pass that holds only because the environment changed), the lints, the orphans, a breakdown line, and
    /// last the line CI parsers read, exactly `N passed, N failed` (recordings, missing references
    /// and lint errors count as failed: they fail the run too).
    ///
    /// ```
    /// FAIL diary/saved/iphone-15-light-en@3x-1.png: 1,234 pixels differ (0.04%), allowed 0; …
    /// FAIL snackbar/plugin-undo/iphone-15-light-en-transcript.txt: the event transcript changed: …
    ///       1.650 did_hide archived#1 action
    ///     - 1.650 will_show restored#2
    ///     + 1.650 vetoed restored#2 plugin=gate reason="quiet"
    ///
    /// Snapshots: 14 checked; 12 passed, 1 different, 1 recorded, 0 missing; 1 orphan, 0 lints
    /// 12 passed, 2 failed
    /// ```
    public static func terminalSummary(_ report: SuiteReport) -> String {
        terminalLines(report).joined(separator: "\n") + "\n"
    }

    /// The lines of ``terminalSummary(_:)``, each written by the terminal's writer
    /// (`TextMedium.terminal`): a message, a lint or a path from the run is one line, whatever
    /// it holds, and no control or format character in it reaches the terminal raw.
    public static func terminalLines(_ report: SuiteReport) -> [String] {
        var lines: [String] = []
        for entry in report.entries {
            guard let message = entry.message else { continue }
            let tag: String
            switch entry.outcome {
            case .passed(let comparison): tag = comparison.passedOnDrift ? "DRIFT" : "SIMILAR"
            case .failed, .transcriptChanged: tag = "FAIL"
            case .recorded: tag = "RECORDED"
            case .missingReference: tag = "MISSING"
            case .unchanged: tag = "UNCHANGED"
            }
            lines.append("\(tag) \(message)")
            if let diff = entry.transcriptDiff {
                lines += diff.split(separator: "\n").map { "    " + String($0) }
            }
        }
        for lint in report.lints {
            let subject = lint.id.map { "\($0.relativePath): " } ?? ""
            lines.append("\(lint.severity.rawValue): \(subject)\(lint.message)")
        }
        for orphan in report.orphans {
            lines.append("orphan: \(orphan) (no snapshot of this run produced it; --prune deletes it)")
        }
        for path in report.pruned {
            lines.append("pruned: \(path)")
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(
            "Snapshots: \(report.entries.count) checked; \(report.passedCount) passed"
                + (report.similarCount + report.driftedCount == 0
                    ? ""
                    : " (\(report.passedCount - report.similarCount - report.driftedCount - report.unchangedCount) identical, "
                        + "\(report.similarCount) similar, \(report.driftedCount) drifted)")
                + (report.unchangedCount == 0 ? "" : ", \(report.unchangedCount) unchanged (not rendered)")
                + ", "
                + "\(report.failedCount) different, \(report.recordedCount) recorded, "
                + "\(report.missingCount) missing; \(plural(report.orphans.count, "orphan")), "
                + plural(report.lints.count, "lint"))
        lines.append(report.closingLine)
        return lines.map(TextMedium.terminal.field)
    }

    /// `1 orphan`, `2 orphans`.
    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
