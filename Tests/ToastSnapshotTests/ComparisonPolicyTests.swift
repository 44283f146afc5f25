import Testing
import ToastRender

@testable import ToastSnapshot

/// Exact verdicts in one environment; pixelmatch only under drift, said so; strict fails drift.
@Suite struct ComparisonPolicyTests {
    /// A white picture and the same with one pixel nudged by one unit of one channel, and a
    /// semi-transparent pixel whose alpha moved by one (0.9 → 0.89 of a colour).
    static func pair() -> (RenderedImage, RenderedImage) {
        var expected = Canvas(width: 6, height: 4)
        expected[1, 1] = Pixel(r: 52, g: 199, b: 89, a: 230)
        var actual = expected
        actual[4, 2] = Pixel(r: 255, g: 255, b: 254)
        actual[1, 1] = Pixel(r: 52, g: 199, b: 89, a: 227)
        return (expected.image, actual.image)
    }

    static let drift = [EnvironmentChange(key: "pango.version", expected: "1.50.12", actual: "1.52.0")]

    @Test func inOneEnvironmentEveryChangedByteCounts() {
        let (expected, actual) = Self.pair()
        let comparison = Comparator.compare(expected, actual)
        #expect(comparison.verdict == .different(differentPixels: 2, ratio: 2.0 / 24))
        #expect(!comparison.passed)
        // pixelmatch's default threshold would have let both through.
        #expect(ImageDiff.compare(expected, actual, options: DiffOptions())?.differentPixels == 0)
    }

    @Test func underDriftPixelmatchDecidesAndTheVerdictSaysSo() {
        let (expected, actual) = Self.pair()
        let comparison = Comparator.compare(expected, actual, environmentChanges: Self.drift)
        #expect(comparison.verdict == .drifted(changedPixels: 2, differentPixels: 0, antialiasedPixels: 0))
        #expect(comparison.passed && comparison.passedOnDrift)
        let id = sampleID()
        #expect(
            SnapshotMessages.text(for: id, outcome: .passed(comparison))
                == "diary/saved/iphone-15-light-en@3x-1.png: drifted, passed only because the rendering environment changed "
                + "(pango.version 1.50.12 → 1.52.0): 2 pixels changed (8.33%), allowed 0; under the drift threshold 0.1 with "
                + "anti-aliasing detection 0 pixels differ and 0 are anti-aliasing. --strict (or strict = true in the "
                + "manifest) makes this fail.")
    }

    @Test func strictFailsDrift() {
        let (expected, actual) = Self.pair()
        let comparison = Comparator.compare(
            expected, actual, environmentChanges: Self.drift,
            policy: ComparisonPolicy(strict: true))
        #expect(comparison.verdict == .different(differentPixels: 2, ratio: 2.0 / 24))
    }

    @Test func aToleranceMakesASimilarPassThatIsReportedAsSuch() {
        let (expected, actual) = Self.pair()
        let comparison = Comparator.compare(
            expected, actual, policy: ComparisonPolicy(tolerance: Tolerance(maxDiffPixels: 2)))
        #expect(comparison.verdict == .similar(differentPixels: 2, antialiasedPixels: 0))
        let report = SuiteReport(entries: [SuiteReport.Entry(id: sampleID(), outcome: .passed(comparison), duration: 0)]
        )
        #expect(
            ReportWriter.terminalSummary(report)
                == "SIMILAR diary/saved/iphone-15-light-en@3x-1.png: similar, passed: 2 pixels differ (8.33%), allowed 2; "
                + "bounding box x 1…4, y 1…2.\n\n"
                + "Snapshots: 1 checked; 1 passed (0 identical, 1 similar, 0 drifted), 0 different, 0 recorded, 0 missing; "
                + "0 orphans, 0 lints\n1 passed, 0 failed\n")
        #expect(ReportWriter.junitXML(report).contains("<system-out>similar: diary/saved/"))
        #expect(ReportWriter.json(report).contains("\"verdict\": \"similar\""))
    }

    @Test func aSameEnvironmentThresholdUsesPixelmatchWithoutAntiAliasingLeniency() {
        let (expected, actual) = Self.pair()
        let options = ComparisonPolicy(threshold: 0.05).sameEnvironment
        #expect(!options.exact && options.includeAA && options.threshold == 0.05)
        #expect(ComparisonPolicy().sameEnvironment.exact)
        #expect(
            Comparator.compare(expected, actual, policy: ComparisonPolicy(threshold: 0.05)).verdict
                == .similar(differentPixels: 0, antialiasedPixels: 0))
    }

    @Test func theSameWordsInEveryHome() {
        let (expected, actual) = Self.pair()
        let comparison = Comparator.compare(expected, actual)
        #expect(
            SnapshotMessages.summary(of: comparison) == "2 pixels differ (8.33%), allowed 0; bounding box x 1…4, y 1…2")
        #expect(
            SnapshotMessages.summary(
                of: Comparison(verdict: .sizeMismatch(expected: (1, 2), actual: (3, 4)), result: nil))
                == "size changed from 1×2 to 3×4 pixels")
    }
}
