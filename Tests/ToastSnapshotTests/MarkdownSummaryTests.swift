import Testing
import ToastText

@testable import ToastSnapshot

/// `--summary`: Markdown for a CI job summary or a pull-request comment.
@Suite struct MarkdownSummaryTests {
    @Test func anAllGreenRunIsAHeadingAndOneLine() {
        let passed = SuiteReport(
            entries: (1...12).map {
                .init(
                    id: sampleID(time: Double($0)),
                    outcome: .passed(Comparison(verdict: .identical, result: nil)), duration: 0.01)
            })
        #expect(
            ReportWriter.markdownSummary(passed)
                == "### Tartine snapshots: ✅ 12 passed\n\n12 checked: 12 identical, 0 similar, 0 drifted, 0 different, "
                + "0 recorded, 0 missing; 0 lint errors, 0 orphans.\n")
    }

    @Test func failuresListTheirReasonAndArtifacts() {
        let text = ReportWriter.markdownSummary(ReportFixture.report())
        #expect(text.hasPrefix("### Tartine snapshots: ❌ 3 failed, 1 passed\n"))
        #expect(text.contains("| theme / kind | not passing | reason (first variant) | artifacts (first variant) |"))
        #expect(
            text.contains(
                "| `diary/saved` | failed 1, recorded 1 of 3 variants | diary/saved/iphone-15-dark-en@3x-1.png: 1,234 pixels differ"
            ))
        #expect(text.contains("expected `.tartine/failures/diary/saved/iphone-15-dark-en@3x-1-expected.png`"))
        #expect(text.contains("diff `.tartine/failures/diary/saved/iphone-15-dark-en@3x-1-diff.png`"))
        #expect(text.contains("| `night/deleted` | missing 1 of 1 variant |"))
        // The lint's quotes and angle brackets are text, not HTML.
        #expect(
            text.contains(
                "- warning: `diary/saved/iphone-15-light-en@3x-0.25.png`: message truncated to 3 lines: \"Saved &lt;all&gt; &amp; more\""
            ))
        #expect(text.contains("#### Orphaned references\n\n- `__Snapshots__/diary/old/iphone-15-light-en@3x-1.png`"))
        // Every table row has its four cells: nothing in a message broke one.
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            #expect(line.split(separator: "|", omittingEmptySubsequences: false).count == 6, "\(line)")
        }
    }

    @Test func aChangedTranscriptShowsItsDiffFolded() {
        let text = ReportWriter.markdownSummary(TranscriptSnapshotTests.report())
        #expect(text.contains("<details><summary>"))
        #expect(text.contains("```diff\n  1.500 action #1 \"undo\"\n- 1.650 will_show #2\n+ 1.650 vetoed #2"))
        #expect(text.contains("</details>"))
    }

    @Test func aHostileMessageCannotBreakTheTableOrInjectHTML() {
        let hostile = "a | b <script>alert(1)</script> `x` [link](javascript:x) *bold*\nnew row | x |"
        #expect(
            TextMedium.markdown.field(hostile)
                == "a \\| b &lt;script&gt;alert(1)&lt;/script&gt; \\`x\\` \\[link\\](javascript:x) \\*bold\\*\\\\nnew row \\| x \\|"
        )
        #expect(ReportWriter.code("a`b|c\nd") == "a'b\\|c\\nd")
    }

    @Test func aLongListIsCutWithACount() {
        let failing = SuiteReport(
            entries: (1...120).map {
                .init(id: sampleID(group: "kind\($0)"), outcome: .missingReference, duration: 0)
            })
        let text = ReportWriter.markdownSummary(failing)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == ReportWriter.markdownListLimit)
        #expect(text.contains("… and 70 more kinds: see the HTML report."))
    }

    @Test("one change in a kind is one row, with the count of its variants, not one row a variant")
    func oneRowPerKind() {
        var entries: [SuiteReport.Entry] = []
        for appearance in ["light", "dark"] {
            for time in [0.5, 1, 1.5, 2, 2.5, 3] {
                entries.append(
                    .init(id: sampleID(appearance: appearance, time: time), outcome: .missingReference, duration: 0))
            }
        }
        entries.append(
            .init(
                id: sampleID(group: "deleted"), outcome: .passed(Comparison(verdict: .identical, result: nil)),
                duration: 0))
        let text = ReportWriter.markdownSummary(SuiteReport(entries: entries))
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count == 1, "\(rows)")
        #expect(
            rows.first?.hasPrefix(
                "| `diary/saved` | missing 12 of 12 variants | diary/saved/iphone-15-light-en@3x-0.5.png: no reference")
                == true, "\(rows)")
    }
}
