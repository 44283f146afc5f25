import Testing
import ToastRender

@testable import ToastSnapshot

/// PNG bytes back to pixels through Cairo.
@Suite struct PNGDecodingTests {
    @Test func opaqueImagesRoundTripExactly() throws {
        var random = SeededGenerator(state: 7)
        var canvas = Canvas(width: 13, height: 9)
        for y in 0..<9 {
            for x in 0..<13 {
                canvas[x, y] = Pixel(
                    r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
                    b: .random(in: 0...255, using: &random))
            }
        }
        let decoded = try PNGDecoding.image(fromPNG: try canvas.image.pngData())
        #expect(decoded.width == 13 && decoded.height == 9)
        #expect(decoded.pixels == canvas.bytes)
    }

    @Test func transparentPixelsComeBackAsCairoSeesThem() throws {
        var canvas = Canvas(width: 4, height: 1)
        canvas[0, 0] = .clear
        canvas[1, 0] = Pixel(r: 255, g: 0, b: 0, a: 128)
        canvas[2, 0] = Pixel(r: 10, g: 200, b: 30, a: 255)
        canvas[3, 0] = Pixel(r: 255, g: 255, b: 255, a: 1)
        let decoded = Canvas(try PNGDecoding.image(fromPNG: try canvas.image.pngData()))
        #expect(decoded[0, 0] == .clear)
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
                == "actual image is not a readable PNG: cairo_image_surface_create_from_png_stream: "
                + "error while reading from input stream")
    }
}
