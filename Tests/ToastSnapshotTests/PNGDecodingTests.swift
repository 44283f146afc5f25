import Testing
import TartineTestSupport
import ToastPNG
import ToastRender

@testable import ToastSnapshot

/// PNG bytes back to pixels, exactly.
@Suite struct PNGDecodingTests {
    @Test func opaqueImagesRoundTripExactly() throws {
        var random = SplitMix(state: 7)
        var canvas = Canvas(width: 13, height: 9)
        for y in 0..<9 {
            for x in 0..<13 {
                canvas[x, y] = Pixel(
                    r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
                    b: .random(in: 0...255, using: &random))
            }
        }
        let decoded = try RenderedImage(png: try canvas.image.pngData())
        #expect(decoded.width == 13 && decoded.height == 9)
        #expect(decoded.pixels == canvas.bytes)
    }

    @Test func semiTransparentPixelsComeBackExactly() throws {
        var canvas = Canvas(width: 4, height: 1)
        canvas[0, 0] = .clear
        canvas[1, 0] = Pixel(r: 255, g: 0, b: 0, a: 128)
        canvas[2, 0] = Pixel(r: 10, g: 200, b: 30, a: 255)
        canvas[3, 0] = Pixel(r: 255, g: 255, b: 255, a: 1)
        // Premultiplying and unpremultiplying (Cairo's reader) would turn this into (0, 255, 0, 1).
        canvas[0, 0] = Pixel(r: 3, g: 250, b: 7, a: 1)
        let decoded = Canvas(try RenderedImage(png: try canvas.image.pngData()))
        #expect(decoded[0, 0] == Pixel(r: 3, g: 250, b: 7, a: 1))
        #expect(decoded[1, 0] == Pixel(r: 255, g: 0, b: 0, a: 128))
        #expect(decoded[2, 0] == Pixel(r: 10, g: 200, b: 30, a: 255))
        #expect(decoded[3, 0] == Pixel(r: 255, g: 255, b: 255, a: 1))
    }

    @Test func bytesThatAreNotAPNGAreATypedError() throws {
        let png = try Canvas(width: 2, height: 2).image.pngData()
        let notPNG = try #require(throws: SnapshotError.self) {
            try Comparator.compare(expectedPNG: Array("not a png".utf8), actualPNG: png)
        }
        #expect(notPNG.description == "expected image is not a PNG file (it does not start with the PNG signature)")
        #expect(notPNG == .notPNG(role: .expected, path: nil))

        let truncated = try #require(throws: SnapshotError.self) {
            try Comparator.compare(expectedPNG: png, actualPNG: Array(png.prefix(40)))
        }
        #expect(
            truncated.description
                == "actual image cannot be read: the PNG file is truncated (it ends inside a chunk or before IEND)")
        #expect(truncated == .unreadablePNG(role: .actual, path: nil, .truncated))
    }
}
