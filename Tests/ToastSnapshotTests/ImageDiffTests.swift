import Testing
import ToastRender

@testable import ToastSnapshot

/// Known cases with exact counts (pixelmatch 7.2.0 semantics).
@Suite struct ImageDiffTests {
    @Test func identicalImagesTakeTheFastPath() throws {
        var canvas = Canvas(width: 20, height: 10)
        canvas.fill(x: 3..<9, y: 2..<7, with: .black)
        let result = try #require(ImageDiff.compare(canvas.image, canvas.image))
        #expect(result.differentPixels == 0)
        #expect(result.antialiasedPixels == 0)
        #expect(result.totalPixels == 200)
        #expect(result.isIdentical)
        #expect(result.boundingBox == nil)
        let diff = Canvas(try #require(result.diffImage))
        #expect(diff[0, 0] == .gray(255))
        #expect(diff[4, 4] == .gray(229))  // 255 + (0 − 255) · 0.1 = 229.5, stored truncated
    }

    @Test func onePixelChanged() throws {
        let expected = Canvas(width: 10, height: 10)
        var actual = expected
        actual[4, 5] = .black
        let result = try #require(ImageDiff.compare(expected.image, actual.image))
        #expect(result.differentPixels == 1)
        #expect(result.antialiasedPixels == 0)
        #expect(!result.isIdentical)
        let box = try #require(result.boundingBox)
        #expect(box == (4, 5, 1, 1))
        #expect(result.differentRatio == 0.01)
    }

    @Test func everyPixelOfAnInvertedImageDiffers() throws {
        // A one-pixel checkerboard and its inverse: each pixel has four equal (diagonal)
        // neighbours, so none is taken for anti-aliasing.
        var expected = Canvas(width: 16, height: 12)
        for y in 0..<12 { for x in 0..<16 where (x + y) % 2 == 0 { expected[x, y] = .black } }
        var inverted = expected
        for y in 0..<12 { for x in 0..<16 { inverted[x, y] = expected[x, y] == .black ? .white : .black } }
        let result = try #require(ImageDiff.compare(expected.image, inverted.image))
        #expect(result.differentPixels == 16 * 12)
        #expect(result.antialiasedPixels == 0)
        #expect(result.boundingBox.map { $0 == (0, 0, 16, 12) } == true)

        let solid = ImageDiff.compare(
            Canvas(width: 7, height: 5).image, Canvas(width: 7, height: 5, fill: .black).image)
        #expect(solid?.differentPixels == 35)
    }

    @Test func differentSizesAreAVerdictNotACrash() {
        let small = Canvas(width: 10, height: 10).image
        let wide = Canvas(width: 11, height: 10).image
        #expect(ImageDiff.compare(small, wide) == nil)
        let comparison = Comparator.compare(small, wide)
        #expect(comparison.verdict == .sizeMismatch(expected: (10, 10), actual: (11, 10)))
        #expect(!comparison.passed)
        #expect(comparison.result == nil)
    }

    @Test func emptyImagesAreIdentical() throws {
        let empty = RenderedImage(width: 0, height: 0, pixels: [])
        let result = try #require(ImageDiff.compare(empty, empty))
        #expect(result.isIdentical && result.totalPixels == 0)
    }

    /// A grey pixel against one `step` lighter: for opaque greys the YIQ distance is
    /// 0.5053 · step², over the limit 35215 · threshold² from step ≈ 264 · threshold.
    @Test(arguments: [
        (0.1, 26, false), (0.1, 27, true), (0.05, 13, false), (0.05, 14, true), (0.0, 1, true),
        (0.2, 52, false), (0.2, 53, true), (1.0, 255, false),
    ])
    func threshold(threshold: Double, step: Int, differs: Bool) throws {
        let base: UInt8 = step == 255 ? 0 : 100
        let expected = Canvas(width: 5, height: 5, fill: .gray(base))
        var actual = expected
        actual[2, 2] = .gray(base + UInt8(step))
        var options = DiffOptions()
        options.threshold = threshold
        let result = try #require(ImageDiff.compare(expected.image, actual.image, options: options))
        #expect(result.differentPixels == (differs ? 1 : 0))
        #expect(!result.isIdentical)
    }

    @Test func boundingBoxSpansEveryDifferingPixel() throws {
        let expected = Canvas(width: 10, height: 6)
        var actual = expected
        actual[2, 3] = .black
        actual[7, 1] = Pixel(r: 0, g: 0, b: 255)
        let result = try #require(ImageDiff.compare(expected.image, actual.image, makeDiffImage: false))
        #expect(result.differentPixels == 2)
        #expect(result.boundingBox.map { $0 == (2, 1, 6, 3) } == true)
        #expect(result.diffImage == nil)
    }

    /// pixelmatch 7 composites semi-transparent pixels over a position-dependent pattern, so a
    /// transparent pixel no longer matches white; with `checkerboard` off it does (pre-7).
    @Test func transparencyIsComparedOverTheCheckerboard() throws {
        let expected = Canvas(width: 3, height: 1)
        var actual = expected
        actual[1, 0] = .clear
        let withPattern = try #require(ImageDiff.compare(expected.image, actual.image))
        #expect(withPattern.differentPixels == 1)
        var options = DiffOptions()
        options.checkerboard = false
        let overWhite = try #require(ImageDiff.compare(expected.image, actual.image, options: options))
        #expect(overWhite.differentPixels == 0)
        #expect(!overWhite.isIdentical)

        // Fully transparent pixels match whatever their colour bytes.
        let clear = Canvas(width: 2, height: 2, fill: .clear)
        var tinted = clear
        tinted[0, 0] = Pixel(r: 255, g: 0, b: 0, a: 0)
        #expect(ImageDiff.compare(clear.image, tinted.image)?.differentPixels == 0)
    }

    @Test func colorDeltaMatchesHandComputedValues() {
        // Opaque black against opaque white: 0.5053 · 255.0000026² + tiny I and Q terms.
        let black: UInt32 = 0xFF00_0000
        let white: UInt32 = 0xFFFF_FFFF
        let delta = ColorDelta.delta(white, black, atByte: 0, checkerboard: true)
        #expect(delta < 0)  // the actual pixel is darker
        #expect(abs(abs(delta) - 32857.1) < 0.1)
        #expect(ColorDelta.background(atByte: 0, checkerboard: true) == (48, 48, 48))
        #expect(ColorDelta.background(atByte: 4, checkerboard: true) == (48, 48, 207))  // ⌊4 / φ⌋ = 2, ⌊4 / φ²⌋ = 1
        #expect(ColorDelta.background(atByte: 12, checkerboard: true) == (48, 207, 48))  // ⌊12 / φ⌋ = 7, ⌊12 / φ²⌋ = 4
        #expect(ColorDelta.background(atByte: 8, checkerboard: false) == (255, 255, 255))
    }
}
