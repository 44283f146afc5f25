import Testing
import ToastRender

@testable import ToastSnapshot

/// Anti-aliased edges are told apart from real differences (Vyšniauskas' detector).
@Suite struct AntiAliasingTests {
    /// Black on the left, white on the right; in `actual` the edge column is grey, as when the
    /// edge moves half a pixel.
    static func edge() -> (expected: Canvas, actual: Canvas) {
        var expected = Canvas(width: 10, height: 6)
        expected.fill(x: 0..<5, y: 0..<6, with: .black)
        var actual = expected
        actual.fill(x: 5..<6, y: 0..<6, with: .gray(128))
        return (expected, actual)
    }

    @Test func aSyntheticAntialiasedEdgeIsNotADifference() throws {
        let (expected, actual) = Self.edge()
        let result = try #require(ImageDiff.compare(expected.image, actual.image))
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 6)
        #expect(result.boundingBox == nil)
        #expect(Verdict(result, tolerance: .exact) == .similar(differentPixels: 0, antialiasedPixels: 6))
    }

    @Test func includeAACountsTheEdge() throws {
        let (expected, actual) = Self.edge()
        var options = DiffOptions()
        options.includeAA = true
        let result = try #require(ImageDiff.compare(expected.image, actual.image, options: options))
        #expect(result.differentPixels == 6)
        #expect(result.antialiasedPixels == 0)
    }

    @Test func aLoneChangedPixelIsNotAntialiasing() throws {
        var (expected, actual) = Self.edge()
        actual[8, 2] = .black
        expected[1, 1] = .black  // no change there: black in both
        let result = try #require(ImageDiff.compare(expected.image, actual.image))
        #expect(result.differentPixels == 1)
        #expect(result.antialiasedPixels == 6)
    }

    /// A real toast drawn twice, the second time 0.1 pt (0.3 px) to the right: text and corner
    /// edges change mostly in their anti-aliasing (at the time of writing 796 anti-aliased and
    /// 16 differing pixels; the counts follow ToastRender's drawing, so the test holds them to the
    /// transcription of pixelmatch rather than to fixed numbers).
    @Test func textAtASubpixelOffsetIsMostlyAntialiasing() throws {
        let expected = try renderedToast(offset: 0)
        let actual = try renderedToast(offset: 0.1)
        let result = try #require(ImageDiff.compare(expected, actual))
        var output: [UInt8]? = [UInt8](repeating: 0, count: expected.pixels.count)
        let reference = ReferencePixelmatch.run(
            expected.pixels, actual.pixels, width: expected.width, height: expected.height, output: &output)
        #expect(result.differentPixels == reference.diff)
        #expect(result.antialiasedPixels == reference.aa)
        #expect(result.diffImage?.pixels == output)
        #expect(result.antialiasedPixels > 100)
        #expect(result.differentPixels * 10 < result.antialiasedPixels)
    }
}
