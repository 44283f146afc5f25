import Testing
import ToastCore

@testable import ToastSnapshot

/// The exact words of every outcome.
@Suite struct SnapshotMessagesTests {
    static let id = sampleID()
    static let store = SnapshotStore(root: "__Snapshots__")
    static let total = 1179 * 2556

    static func failure(
        differing: Int, box: (Int, Int, Int, Int)? = nil, tolerance: Tolerance = .exact,
        environment: [EnvironmentChange] = []
    ) -> SnapshotOutcome {
        let result = DiffResult(
            differentPixels: differing, antialiasedPixels: 0, totalPixels: total, boundingBox: box)
        let comparison = Comparison(
            verdict: Verdict(result, tolerance: tolerance), result: result, tolerance: tolerance,
            environmentChanges: environment)
        return .failed(comparison, artifacts: store.artifacts(for: id))
    }

    @Test func differentPixels() {
        #expect(
            SnapshotMessages.text(for: Self.id, outcome: Self.failure(differing: 1234, box: (120, 700, 141, 61)))
                == "diary/saved/iphone-15-light-en@3x-1.png: 1,234 pixels differ (0.04%), allowed 0; "
                + "bounding box x 120…260, y 700…760. Expected, actual and diff: "
                + ".tartine/failures/diary/saved/iphone-15-light-en@3x-1-{expected,actual,diff}.png; "
                + "re-record with --record failed or TARTINE_RECORD=failed.")
    }

    @Test func environmentChangeIsAppended() {
        let outcome = Self.failure(
            differing: 1, box: (5, 6, 1, 1),
            environment: [
                EnvironmentChange(
                    key: "font.Inter-Regular.otf", expected: "4c1e0f4dc1f3b9d6b1dcf26a91f0b0f0", actual: nil),
                EnvironmentChange(key: "pango.version", expected: "1.50.12", actual: "1.52.0"),
            ])
        #expect(
            SnapshotMessages.text(for: Self.id, outcome: outcome)
                == "diary/saved/iphone-15-light-en@3x-1.png: 1 pixel differs (<0.01%), allowed 0; "
                + "bounding box x 5…5, y 6…6. Expected, actual and diff: "
                + ".tartine/failures/diary/saved/iphone-15-light-en@3x-1-{expected,actual,diff}.png; "
                + "re-record with --record failed or TARTINE_RECORD=failed. (environment changed: "
                + "font.Inter-Regular.otf 4c1e0f4dc1f3… → none, pango.version 1.50.12 → 1.52.0)")
    }

    @Test(arguments: [
        (Tolerance(maxDiffPixels: 100), "allowed 100"),
        (Tolerance(maxDiffPixelRatio: 0.001), "allowed 3,013 (0.10%)"),
        (Tolerance(maxDiffPixels: 2000, maxDiffPixelRatio: 0.001), "allowed 2,000 (the smaller of 2,000 and 0.10%)"),
    ])
    func allowance(tolerance: Tolerance, words: String) {
        let text = SnapshotMessages.text(for: Self.id, outcome: Self.failure(differing: 12_345, tolerance: tolerance))
        #expect(
            text
                == "diary/saved/iphone-15-light-en@3x-1.png: 12,345 pixels differ (0.41%), \(words). "
                + "Expected, actual and diff: .tartine/failures/diary/saved/iphone-15-light-en@3x-1-{expected,actual,diff}.png; "
                + "re-record with --record failed or TARTINE_RECORD=failed.")
    }

    @Test func sizeMismatch() {
        var artifacts = Self.store.artifacts(for: Self.id)
        artifacts.diff = nil
        let outcome = SnapshotOutcome.failed(
            Comparison(verdict: .sizeMismatch(expected: (1179, 2556), actual: (1170, 2532)), result: nil),
            artifacts: artifacts)
        #expect(
            SnapshotMessages.text(for: Self.id, outcome: outcome)
                == "diary/saved/iphone-15-light-en@3x-1.png: size changed from 1179×2556 to 1170×2532 pixels. "
                + "Expected and actual: .tartine/failures/diary/saved/iphone-15-light-en@3x-1-{expected,actual}.png; "
                + "re-record with --record failed or TARTINE_RECORD=failed.")
    }

    @Test(arguments: [
        (
            SnapshotOutcome.recorded(reason: .missing),
            "diary/saved/iphone-15-light-en@3x-1.png: recorded a new reference (there was none). Look at it and "
                + "commit it; a run that records fails, so a reference is never accepted unseen."
        ),
        (
            .recorded(reason: .failed),
            "diary/saved/iphone-15-light-en@3x-1.png: did not match; recorded the new image over the reference "
                + "(--record failed). Look at the change and commit it; a run that records fails, so a reference "
                + "is never accepted unseen."
        ),
        (
            .recorded(reason: .all),
            "diary/saved/iphone-15-light-en@3x-1.png: recorded (--record all). Look at the change and commit it; "
                + "a run that records fails, so a reference is never accepted unseen."
        ),
        (
            .missingReference,
            "diary/saved/iphone-15-light-en@3x-1.png: no reference, and the record mode is 'never' (the default "
                + "when CI is set). Record it with --record missing or TARTINE_RECORD=missing, then commit it."
        ),
    ])
    func recordingAndMissing(outcome: SnapshotOutcome, text: String) {
        #expect(SnapshotMessages.text(for: Self.id, outcome: outcome) == text)
    }

    @Test func aPassHasNoMessage() {
        let outcome = SnapshotOutcome.passed(Comparison(verdict: .identical, result: nil))
        #expect(SnapshotMessages.text(for: Self.id, outcome: outcome) == nil)
    }

    @Test(arguments: [
        (0.0, "0.00%"), (0.000409, "0.04%"), (0.00004, "<0.01%"), (0.00005, "0.01%"), (0.5, "50.00%"),
        (1.0, "100.00%"),
    ])
    func percentages(fraction: Double, text: String) {
        #expect(NumberText.percent(fraction) == text)
    }

    @Test(arguments: [(0, "0"), (999, "999"), (1000, "1,000"), (3_013_524, "3,013,524"), (-1234, "-1,234")])
    func groupedNumbers(value: Int, text: String) {
        #expect(NumberText.grouped(value) == text)
    }
}
