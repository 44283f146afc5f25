import Testing

@testable import ToastPNG

/// Every kind of PNG decodes to the exact RGBA the spec defines.
@Suite struct PNGDecoderTests {
    /// A deterministic sample value for (x, y, channel) at `depth` bits.
    static func value(_ x: Int, _ y: Int, _ c: Int, depth: Int) -> Int {
        (x * 7 + y * 13 + c * 29 + x * y * 3) % (1 << depth)
    }

    static func scaled(_ v: Int, _ depth: Int) -> UInt8 {
        depth == 16 ? UInt8((v * 255 + 32767) / 65535) : UInt8(v * 255 / (1 << depth - 1))
    }

    static let cases: [(colorType: UInt8, depth: Int)] = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8),
        (4, 8), (4, 16), (6, 8), (6, 16),
    ]

    @Test(arguments: cases, [false, true])
    func decodesExactly(type: (colorType: UInt8, depth: Int), interlaced: Bool) throws {
        let (width, height) = (13, 11)
        let depth = type.depth
        let paletteSize = min(1 << depth, 256)
        let palette: [(UInt8, UInt8, UInt8)] = (0..<paletteSize).map { (i: Int) -> (UInt8, UInt8, UInt8) in
            let r = UInt8(i * 37 % 256)
            let g = UInt8(i * 91 % 256)
            return (r, g, UInt8(255 - i))
        }
        var png = TestPNG(width: width, height: height, colorType: type.colorType, depth: depth, interlaced: interlaced)
        { x, y in
            let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][type.colorType]!
            return (0..<channels).map { Self.value(x, y, $0, depth: depth) }
        }
        if type.colorType == 3 { png.palette = palette }
        let image = try PNGDecoder.decode(png.encoded())
        #expect(image.width == width && image.height == height)
        var expected: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let v = { (c: Int) in Self.value(x, y, c, depth: depth) }
                switch type.colorType {
                case 0: expected += [Self.scaled(v(0), depth), Self.scaled(v(0), depth), Self.scaled(v(0), depth), 255]
                case 2: expected += [Self.scaled(v(0), depth), Self.scaled(v(1), depth), Self.scaled(v(2), depth), 255]
                case 3: let p = palette[v(0)]; expected += [p.0, p.1, p.2, 255]
                case 4:
                    expected += [
                        Self.scaled(v(0), depth), Self.scaled(v(0), depth), Self.scaled(v(0), depth),
                        Self.scaled(v(1), depth),
                    ]
                default: expected += (0..<4).map { Self.scaled(v($0), depth) }
                }
            }
        }
        #expect(image.pixels == expected, "colour type \(type.colorType), depth \(depth), interlaced \(interlaced)")
    }

    /// RGBA rows of many widths, so that the filters' wide steps (four pixels, sixty-four bytes)
    /// and their tails all run; every row filter is used (row n uses filter n mod 5).
    @Test(arguments: [1, 3, 4, 5, 16, 17, 37, 64])
    func decodesRGBARowsOfAnyWidthExactly(width: Int) throws {
        let height = 10
        let png = TestPNG(width: width, height: height, colorType: 6, depth: 8, interlaced: false) { x, y in
            (0..<4).map { Self.value(x, y, $0, depth: 8) }
        }
        let expected = (0..<height).flatMap { y in
            (0..<width).flatMap { x in (0..<4).map { UInt8(Self.value(x, y, $0, depth: 8)) } }
        }
        #expect(try PNGDecoder.decode(png.encoded()).pixels == expected)
    }

    @Test func paletteTransparencyAppliesToTheFirstEntries() throws {
        var png = TestPNG(width: 4, height: 1, colorType: 3, depth: 2) { x, _ in [x] }
        png.palette = [(10, 20, 30), (40, 50, 60), (70, 80, 90), (100, 110, 120)]
        png.transparency = [0, 128]
        let image = try PNGDecoder.decode(png.encoded())
        #expect(image.pixels == [10, 20, 30, 0, 40, 50, 60, 128, 70, 80, 90, 255, 100, 110, 120, 255])
    }

    @Test func greyAndRGBTransparencyKeysMatchTheStoredSamples() throws {
        var grey = TestPNG(width: 3, height: 1, colorType: 0, depth: 16) { x, _ in [[0, 1000, 65535][x]] }
        grey.transparency = [0x03, 0xE8]
        #expect(try PNGDecoder.decode(grey.encoded()).pixels == [0, 0, 0, 255, 4, 4, 4, 0, 255, 255, 255, 255])
        var rgb = TestPNG(width: 2, height: 1, colorType: 2, depth: 8) { x, _ in x == 0 ? [1, 2, 3] : [1, 2, 4] }
        rgb.transparency = [0, 1, 0, 2, 0, 3]
        #expect(try PNGDecoder.decode(rgb.encoded()).pixels == [1, 2, 3, 0, 1, 2, 4, 255])
    }

    @Test func gammaAndColourChunksAreIgnored() throws {
        var plain = TestPNG(width: 5, height: 3, colorType: 6, depth: 8) { x, y in [x * 40, y * 80, 7, 128] }
        let without = try PNGDecoder.decode(plain.encoded())
        plain.extraChunks = [("gAMA", [0, 0, 0xB1, 0x8F]), ("sRGB", [0]), ("cHRM", [UInt8](repeating: 1, count: 32))]
        #expect(try PNGDecoder.decode(plain.encoded()) == without)
        #expect(without.pixels[0..<4] == [0, 0, 7, 128])  // straight alpha, never premultiplied
    }

    @Test func theEncoderRoundTripsEveryByte() throws {
        var state: UInt64 = 0x1234_5678
        let pixels = (0..<(17 * 9 * 4)).map { _ -> UInt8 in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(state >> 56)
        }
        let png = try PNGEncoder.encode(rgba: pixels, width: 17, height: 9, manifest: ["a": "b"])
        #expect(try PNGDecoder.decode(png) == PNGImage(width: 17, height: 9, pixels: pixels))
    }

    @Test func crc32KnownAnswers() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("6789".utf8), continuing: CRC32.checksum(Array("12345".utf8))) == 0xCBF4_3926)
    }
}
