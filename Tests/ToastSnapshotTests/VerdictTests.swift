import Testing

@testable import ToastSnapshot

/// Tolerances with Playwright's semantics, and the verdicts reached under them.
@Suite struct VerdictTests {
    /// (maxDiffPixels, maxDiffPixelRatio, total pixels, allowed pixels).
    @Test(
        arguments: [
            (nil, nil, 10_000, 0.0),
            (25, nil, 10_000, 25.0),
            (nil, 0.001, 10_000, 10.0),
            (25, 0.001, 10_000, 10.0),  // both: the stricter
            (5, 0.001, 10_000, 5.0),
            (nil, 0.0015, 1_000, 1.5),  // fractional, as in Playwright
        ] as [(Int?, Double?, Int, Double)])
    func allowedPixels(pixels: Int?, ratio: Double?, total: Int, allowed: Double) {
        let tolerance = Tolerance(maxDiffPixels: pixels, maxDiffPixelRatio: ratio)
        #expect(tolerance.allowedPixels(ofTotal: total) == allowed)
    }

    /// (differing, anti-aliased, identical bytes, maxDiffPixels, ratio, verdict) on 100 × 100.
    @Test(
        arguments: [
            (0, 0, true, nil, nil, Verdict.identical),
            (0, 0, false, nil, nil, .similar(differentPixels: 0, antialiasedPixels: 0)),  // below threshold
            (0, 12, false, nil, nil, .similar(differentPixels: 0, antialiasedPixels: 12)),  // AA only
            (1, 0, false, nil, nil, .different(differentPixels: 1, ratio: 0.0001)),  // default: nothing may differ
            (10, 3, false, 10, nil, .similar(differentPixels: 10, antialiasedPixels: 3)),  // at the limit passes
            (11, 0, false, 10, nil, .different(differentPixels: 11, ratio: 0.0011)),
            (10, 0, false, nil, 0.001, .similar(differentPixels: 10, antialiasedPixels: 0)),
            (11, 0, false, nil, 0.001, .different(differentPixels: 11, ratio: 0.0011)),
            (8, 0, false, 50, 0.0005, .different(differentPixels: 8, ratio: 0.0008)),  // ratio is stricter
            (8, 0, false, 5, 0.01, .different(differentPixels: 8, ratio: 0.0008)),  // pixels are stricter
        ] as [(Int, Int, Bool, Int?, Double?, Verdict)])
    func verdict(different: Int, antialiased: Int, identical: Bool, pixels: Int?, ratio: Double?, expected: Verdict) {
        let result = DiffResult(
            differentPixels: different, antialiasedPixels: antialiased, totalPixels: 10_000, isIdentical: identical)
        let verdict = Verdict(result, tolerance: Tolerance(maxDiffPixels: pixels, maxDiffPixelRatio: ratio))
        #expect(verdict == expected)
    }

    @Test func equalityComparesPayloads() {
        #expect(
            Verdict.sizeMismatch(expected: (1, 2), actual: (3, 4)) == .sizeMismatch(expected: (1, 2), actual: (3, 4)))
        #expect(
            Verdict.sizeMismatch(expected: (1, 2), actual: (3, 4)) != .sizeMismatch(expected: (1, 2), actual: (4, 3)))
        #expect(
            Verdict.similar(differentPixels: 1, antialiasedPixels: 2)
                != .similar(differentPixels: 1, antialiasedPixels: 3))
        #expect(Verdict.different(differentPixels: 1, ratio: 0.5) != .different(differentPixels: 1, ratio: 0.25))
        #expect(Verdict.identical != .similar(differentPixels: 0, antialiasedPixels: 0))
    }

    @Test func comparisonPassesWithItsVerdict() {
        let passing = Comparison(verdict: .similar(differentPixels: 2, antialiasedPixels: 0), result: nil)
        let failing = Comparison(verdict: .different(differentPixels: 2, ratio: 0.1), result: nil)
        #expect(passing.passed)
        #expect(!failing.passed)
        #expect(!Comparison(verdict: .sizeMismatch(expected: (1, 1), actual: (2, 2)), result: nil).passed)
    }
}
