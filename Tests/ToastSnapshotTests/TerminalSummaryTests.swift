import Testing

@testable import ToastSnapshot

/// The terminal summary: details above, `N passed, N failed` last.
@Suite struct TerminalSummaryTests {
    @Test func golden() {
        #expect(ReportWriter.terminalSummary(ReportFixture.report()) == Self.expected)
    }

    @Test func anAllGreenRunIsTwoLines() {
        let passed = SuiteReport(
            entries: (1...12).map {
                .init(
                    id: sampleID(time: Double($0)),
                    outcome: .passed(Comparison(verdict: .identical, result: nil)), duration: 0.01)
            })
        #expect(
            ReportWriter.terminalSummary(passed)
                == "Snapshots: 12 checked; 12 passed, 0 different, 0 recorded, 0 missing; 0 orphans, 0 lints\n"
                + "12 passed, 0 failed\n")
        #expect(passed.exitCode == 0)
    }

    @Test(arguments: [
        ([SuiteReport.Lint](), 1, "1 passed, 3 failed"),
        (
            [SuiteReport.Lint(id: nil, message: "contrast 2.1:1 is below 4.5:1", severity: .error)], 1,
            "1 passed, 4 failed"
        ),
    ])
    func exitCodeAndClosingLine(lints: [SuiteReport.Lint], exitCode: Int32, closing: String) {
        var report = ReportFixture.report()
        report.lints = lints
        #expect(report.exitCode == exitCode)
        #expect(report.closingLine == closing)
        #expect(ReportWriter.terminalSummary(report).hasSuffix("\n" + closing + "\n"))
    }

    @Test func onlyARecordingStillFailsTheRun() {
        let report = SuiteReport(entries: [.init(id: sampleID(), outcome: .recorded(reason: .missing), duration: 0)])
        #expect(report.exitCode == 1)
        #expect(report.closingLine == "0 passed, 1 failed")
    }

    static let expected = #"""
        FAIL diary/saved/iphone-15-dark-en@3x-1.png: 1,234 pixels differ (0.04%), allowed 0; bounding box x 120…260, y 700…760. Expected, actual and diff: .tartine/failures/diary/saved/iphone-15-dark-en@3x-1-{expected,actual,diff}.png; re-record with --record failed or TARTINE_RECORD=failed. (environment changed: pango.version 1.50.12 → 1.52.0)
        RECORDED diary/saved/iphone-15-light-en@3x-0.25.png: recorded a new reference (there was none). Look at it and commit it; a run that records fails, so a reference is never accepted unseen.
        MISSING night/deleted/iphone-15-dark-ko@3x-2.5-xxxl.png: no reference, and the record mode is 'never' (the default when CI is set). Record it with --record missing or TARTINE_RECORD=missing, then commit it.
        warning: diary/saved/iphone-15-light-en@3x-0.25.png: message truncated to 3 lines: "Saved <all> & more"
        orphan: __Snapshots__/diary/old/iphone-15-light-en@3x-1.png (no snapshot of this run produced it; --prune deletes it)

        Snapshots: 4 checked; 1 passed, 1 different, 1 recorded, 1 missing; 1 orphan, 1 lint
        1 passed, 3 failed

        """#
}
