import ToastText

extension ReportWriter {
    /// The most failures (and drift notes, and lints) the summary lists one by one; the rest
    /// are counted, and the HTML report has them all. Keeps a summary within what a CI job
    /// summary or a pull-request comment takes (GitHub's limit is 1 MiB; this is far below).
    public static let markdownListLimit = 50

    /// The report as Markdown for a CI job summary (`$GITHUB_STEP_SUMMARY`) or a pull-request
    /// comment: a heading with the verdict, the counts, then, when something did not pass, a
    /// table of the failing snapshots with their reason and the paths of their artifacts, each
    /// changed transcript's diff (folded), the passes that hold only on drift, the lints and the
    /// orphans. All passing, it is two lines. Text from the run is escaped
    /// (the Markdown escaper), so a message cannot break the table or inject HTML.
    public static func markdownSummary(_ report: SuiteReport) -> String {
        var lines: [String] = []
        let verdict =
            report.notPassingCount == 0
            ? "✅ \(NumberText.grouped(report.passedCount)) passed"
            : "❌ \(NumberText.grouped(report.notPassingCount)) failed, \(NumberText.grouped(report.passedCount)) passed"
        lines.append("### Tartine snapshots: \(verdict)")
        lines.append("")
        let identical = report.passedCount - report.similarCount - report.driftedCount - report.unchangedCount
        lines.append(
            "\(NumberText.grouped(report.entries.count)) checked: \(NumberText.grouped(identical)) identical, "
                + (report.unchangedCount == 0 ? "" : "\(NumberText.grouped(report.unchangedCount)) unchanged, ")
                + "\(report.similarCount) similar, \(report.driftedCount) drifted, \(report.failedCount) different, "
                + "\(report.recordedCount) recorded, \(report.missingCount) missing; "
                + "\(plural(report.lintErrorCount, "lint error")), \(plural(report.orphans.count, "orphan")).")
        let failing = report.entries.filter { !$0.outcome.isPassing }
        if !failing.isEmpty {
            // One row per theme and kind (or scenario): one colour change in a kind fails every
            // screen, appearance and locale of it, and is one change to read.
            let groups = notPassingGroups(report)
            lines += [
                "", "#### Not passing", "",
                "| theme / kind | not passing | reason (first variant) | artifacts (first variant) |",
                "|---|---|---|---|",
            ]
            for group in groups.prefix(markdownListLimit) {
                let first = group.failing[0]
                lines.append(
                    "| `\(code(group.name))` | \(group.counts) | \(TextMedium.markdown.field(first.message ?? "")) | "
                        + "\(artifactCell(first.outcome)) |")
            }
            if groups.count > markdownListLimit {
                lines.append("")
                lines.append(
                    "… and \(NumberText.grouped(groups.count - markdownListLimit)) more kinds: see the HTML report.")
            }
            for entry in failing.prefix(markdownListLimit) {
                guard let diff = entry.transcriptDiff else { continue }
                let fence = fence(for: diff)
                lines += [
                    "", "<details><summary>\(TextMedium.html.field(entry.id.relativePath))</summary>", "",
                    fence + "diff",
                ]
                lines += diff.split(separator: "\n").map { TextMedium.markdownBlock.field(String($0)) }
                lines += [fence, "", "</details>"]
            }
        }
        let drifted = report.entries.filter {
            if case .passed(let comparison) = $0.outcome { return comparison.passedOnDrift }
            return false
        }
        if !drifted.isEmpty {
            lines += ["", "#### Passed only because the rendering environment changed", ""]
            for entry in drifted.prefix(markdownListLimit) {
                lines.append("- `\(code(entry.id.relativePath))`: \(TextMedium.markdown.field(entry.message ?? ""))")
            }
            if drifted.count > markdownListLimit {
                lines.append("- … and \(NumberText.grouped(drifted.count - markdownListLimit)) more")
            }
        }
        if !report.lints.isEmpty {
            lines += ["", "#### Lints", ""]
            for lint in report.lints.prefix(markdownListLimit) {
                let subject = lint.id.map { "`\(code($0.relativePath))`: " } ?? ""
                lines.append("- \(lint.severity.rawValue): \(subject)\(TextMedium.markdown.field(lint.message))")
            }
            if report.lints.count > markdownListLimit {
                lines.append("- … and \(NumberText.grouped(report.lints.count - markdownListLimit)) more")
            }
        }
        if !report.orphans.isEmpty {
            lines += ["", "#### Orphaned references", ""]
            for orphan in report.orphans.prefix(markdownListLimit) { lines.append("- `\(code(orphan))`") }
            if report.orphans.count > markdownListLimit {
                lines.append("- … and \(NumberText.grouped(report.orphans.count - markdownListLimit)) more")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The artifacts' paths of a failure, each as code.
    /// The not-passing entries of `report` by theme and kind (or scenario), in the order the
    /// matrix ran: each with its name (`diary/saved`), its entries that did not pass, and how
    /// many of its variants each status has (`failed 12 of 12 variants`, `failed 2, missing 1 of 8 variants`).
    static func notPassingGroups(_ report: SuiteReport) -> [(
        name: String, failing: [SuiteReport.Entry], counts: String
    )] {
        var order: [String] = []
        var all: [String: Int] = [:]
        var failing: [String: [SuiteReport.Entry]] = [:]
        for entry in report.entries {
            let name = "\(entry.id.theme)/\(entry.id.group)"
            if all[name] == nil { order.append(name) }
            all[name, default: 0] += 1
            if !entry.outcome.isPassing { failing[name, default: []].append(entry) }
        }
        return order.compactMap { name in
            guard let entries = failing[name], let total = all[name] else { return nil }
            var labels: [String] = []
            var byLabel: [String: Int] = [:]
            for entry in entries {
                if byLabel[entry.label] == nil { labels.append(entry.label) }
                byLabel[entry.label, default: 0] += 1
            }
            let statuses = labels.map { "\($0) \(NumberText.grouped(byLabel[$0] ?? 0))" }.joined(separator: ", ")
            let counts = "\(statuses) of \(NumberText.grouped(total)) variant\(total == 1 ? "" : "s")"
            return (name, entries, counts)
        }
    }

    private static func artifactCell(_ outcome: SnapshotOutcome) -> String {
        switch outcome {
        case .failed(_, let artifacts), .transcriptChanged(_, let artifacts):
            var parts = ["expected `\(code(artifacts.expected))`", "actual `\(code(artifacts.actual))`"]
            if let diff = artifacts.diff { parts.append("diff `\(code(diff))`") }
            return parts.joined(separator: "<br>")
        case .passed, .recorded, .missingReference, .unchanged:
            return ""
        }
    }

    /// A path for a code span (`TextMedium.markdownCode`).
    static func code(_ path: String) -> String { TextMedium.markdownCode.field(path) }

    /// A code fence longer than any run of backticks in `text`, so the text cannot close it.
    private static func fence(for text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return String(repeating: "`", count: max(3, longest + 1))
    }
}
