import Testing

@testable import ToastPNG

/// `tartine diff` decodes once when both files store the same image: that must mean the same
/// pixels, whatever the other chunks say, and nothing else.
@Suite struct SameImageTests {
    static let pixels: [UInt8] = (0..<(8 * 8 * 4)).map { UInt8(truncatingIfNeeded: $0 &* 37) }

    @Test func theSameImageDataWithAnotherManifestIsTheSameImage() throws {
        let a = try PNGEncoder.encode(rgba: Self.pixels, width: 8, height: 8, manifest: ["scale": "1"])
        let b = try PNGEncoder.encode(rgba: Self.pixels, width: 8, height: 8, manifest: ["scale": "2"])
        #expect(a != b)
        #expect(PNGDecoder.storeSameImage(a, b))
    }

    @Test func anotherPixelOrAnotherSizeIsNot() throws {
        let a = try PNGEncoder.encode(rgba: Self.pixels, width: 8, height: 8, manifest: [:])
        var changed = Self.pixels
        changed[100] &+= 1
        let b = try PNGEncoder.encode(rgba: changed, width: 8, height: 8, manifest: [:])
        let c = try PNGEncoder.encode(rgba: Self.pixels, width: 16, height: 4, manifest: [:])
        #expect(!PNGDecoder.storeSameImage(a, b))
        #expect(!PNGDecoder.storeSameImage(a, c))
        #expect(!PNGDecoder.storeSameImage(a, Array("not a PNG".utf8)))
        #expect(!PNGDecoder.storeSameImage(Array(a.dropLast(12)), Array(a.dropLast(12))))
    }
}
