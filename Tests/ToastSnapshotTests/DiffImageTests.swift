import Testing
import ToastRender

@testable import ToastSnapshot

/// The diff image: red differences, yellow anti-aliasing, the rest the expected image in faded grey.
@Suite struct DiffImageTests {
    /// The AA edge of `AntiAliasingTests` plus one real difference at (8, 2), black on white.
    static func scene() -> (expected: Canvas, actual: Canvas) {
        var (expected, actual) = AntiAliasingTests.edge()
        actual[8, 2] = .black
        expected[9, 5] = .gray(100)
        actual[9, 5] = .gray(110)  // below the threshold: stays grey
        return (expected, actual)
    }

    @Test func coloursFollowPixelmatch() throws {
        let (expected, actual) = Self.scene()
        let result = try #require(ImageDiff.compare(expected.image, actual.image))
        let diff = Canvas(try #require(result.diffImage))
        #expect(diff[8, 2] == Pixel(r: 255, g: 0, b: 0))  // differs
        for y in 0..<6 { #expect(diff[5, y] == Pixel(r: 255, g: 255, b: 0)) }  // anti-aliased
        #expect(diff[0, 0] == .gray(229))  // black, faded: 255 + (0 − 255) · 0.1, truncated
        #expect(diff[7, 0] == .gray(255))  // white
        // grey 100: Y = 100.0000001; 255 + (100.0000001 − 255) · 0.1 = 239.50000001 → 239
        #expect(diff[9, 5] == .gray(239))
    }

    @Test func optionsChangeTheColours() throws {
        let (expected, actual) = Self.scene()
        var options = DiffOptions()
        options.alpha = 0.5
        options.diffColor = DiffColor(red: 255, green: 0, blue: 255)
        options.antialiasedColor = DiffColor(red: 0, green: 192, blue: 0)
        options.darkerDiffColor = DiffColor(red: 0, green: 0, blue: 255)
        let diff = Canvas(try #require(ImageDiff.compare(expected.image, actual.image, options: options)?.diffImage))
        #expect(diff[8, 2] == Pixel(r: 0, g: 0, b: 255))  // darker in actual: the alternative colour
        #expect(diff[5, 0] == Pixel(r: 0, g: 192, b: 0))
        #expect(diff[0, 0] == .gray(127))  // 255 − 255 · 0.5 = 127.5 → 127

        var lighter = actual
        lighter[1, 2] = .white  // lighter in actual: diffColor
        let second = Canvas(try #require(ImageDiff.compare(expected.image, lighter.image, options: options)?.diffImage))
        #expect(second[1, 2] == Pixel(r: 255, g: 0, b: 255))
    }

    @Test func diffMaskDrawsOnlyDifferences() throws {
        let (expected, actual) = Self.scene()
        var options = DiffOptions()
        options.diffMask = true
        let diff = Canvas(try #require(ImageDiff.compare(expected.image, actual.image, options: options)?.diffImage))
        #expect(diff[8, 2] == Pixel(r: 255, g: 0, b: 0))
        #expect(diff[5, 0] == .clear)  // anti-aliasing is left out of a mask
        #expect(diff[0, 0] == .clear)
    }

    @Test func semiTransparentPixelsFadeByTheirAlpha() throws {
        var canvas = Canvas(width: 2, height: 1)
        canvas[0, 0] = Pixel(r: 0, g: 0, b: 0, a: 128)
        let diff = Canvas(try #require(ImageDiff.compare(canvas.image, canvas.image)?.diffImage))
        // 255 + (0 − 255) · 0.1 · 128 / 255 = 242.2 → 242
        #expect(diff[0, 0] == .gray(242))
    }
}
