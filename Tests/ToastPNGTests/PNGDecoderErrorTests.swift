import Testing

@testable import ToastPNG

/// Damaged, hostile and oversized files are refused with the reason, before memory is spent.
@Suite struct PNGDecoderErrorTests {
    static func small() throws -> [UInt8] {
        try PNGEncoder.encode(rgba: [UInt8](repeating: 200, count: 4 * 4 * 4), width: 4, height: 4, manifest: [:])
    }

    /// A 23000×23000 RGBA picture declared in a file of a few hundred bytes (the image data is a
    /// short zlib stream): 2 GiB of pixels if the header were believed.
    static func bomb() -> [UInt8] {
        var header: [UInt8] = []
        PNGChunks.appendUInt32(&header, 23_000)
        PNGChunks.appendUInt32(&header, 23_000)
        header += [8, 6, 0, 0, 0]
        return PNGChunks.signature + PNGChunks.encode(type: "IHDR", data: header)
            + PNGChunks.encode(
                type: "IDAT", data: try! Deflate.compress([UInt8](repeating: 0, count: 100_000), level: 9))
            + PNGChunks.encode(type: "IEND", data: [])
    }

    @Test func aDecompressionBombIsRefusedFromItsHeader() throws {
        let bomb = Self.bomb()
        #expect(bomb.count < 1_000)
        let error = try #require(throws: PNGError.self) { try PNGDecoder.decode(bomb) }
        #expect(error == .tooLarge(width: 23_000, height: 23_000, limits: .standard))
        #expect(
            error.description == "the picture is 23000×23000 pixels (529,000,000 pixels): larger than Tartine reads "
                + "(at most 16384 pixels a side and 33,554,432 pixels)")
        #expect(PNGLimits.maxDimension == 16_384 && PNGLimits.maxPixels == 33_554_432)
        // Within one side's limit but over the pixel count.
        #expect(!PNGLimits.standard.allow(width: 16_384, height: 16_384))
        #expect(PNGLimits.standard.allow(width: 1179, height: 2556))
    }

    @Test func aDamagedChunkIsRefusedByItsCRC() throws {
        var png = try Self.small()
        let idat = try #require(PNGChunks.chunks(of: png)?.first { $0.type == "IDAT" })
        png[idat.data.lowerBound + 3] ^= 0x40
        let error = try #require(throws: PNGError.self) { try PNGDecoder.decode(png) }
        #expect(error == .badCRC(chunk: "IDAT"))
        #expect(error.description == "the PNG file is damaged: the CRC of its IDAT chunk does not match")
    }

    @Test func corruptImageDataCarriesZlibsWords() throws {
        let png =
            PNGChunks.signature
            + PNGChunks.encode(type: "IHDR", data: [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
            + PNGChunks.encode(type: "IDAT", data: [0x78, 0x9C, 0xFF, 0xFF, 0xFF])
            + PNGChunks.encode(type: "IEND", data: [])
        let error = try #require(throws: PNGError.self) { try PNGDecoder.decode(png) }
        #expect(
            error.description == "the PNG file's image data is corrupt: inflate: invalid block type (zlib status -3)")
    }

    @Test(arguments: [
        ([UInt8](), "not a PNG file (it does not start with the PNG signature)"),
        (Array("GIF89a, not a PNG".utf8), "not a PNG file (it does not start with the PNG signature)"),
    ])
    func notPNG(bytes: [UInt8], text: String) {
        #expect(throws: PNGError.notPNG) { try PNGDecoder.decode(bytes) }
        #expect(PNGError.notPNG.description == text)
    }

    @Test func truncatedFilesAndMissingChunks() throws {
        let png = try Self.small()
        #expect(throws: PNGError.truncated) { try PNGDecoder.decode(Array(png.dropLast(12))) }
        #expect(throws: PNGError.truncated) { try PNGDecoder.decode(Array(png.prefix(40))) }
        let palette =
            PNGChunks.signature
            + PNGChunks.encode(type: "IHDR", data: [0, 0, 0, 1, 0, 0, 0, 1, 8, 3, 0, 0, 0])
            + PNGChunks.encode(type: "IDAT", data: try Deflate.compress([0, 0], level: 6))
            + PNGChunks.encode(type: "IEND", data: [])
        #expect(throws: PNGError.missingChunk("PLTE")) { try PNGDecoder.decode(palette) }
        let badDepth =
            PNGChunks.signature + PNGChunks.encode(type: "IHDR", data: [0, 0, 0, 1, 0, 0, 0, 1, 3, 2, 0, 0, 0])
        let error = try #require(throws: PNGError.self) { try PNGDecoder.decode(badDepth) }
        #expect(
            error.description == "the PNG file's IHDR chunk is invalid: bit depth 3 is not allowed with colour type 2")
    }

    @Test func encoderFailuresCarryZlibsText() {
        let error = PNGError.encoding(ZlibError(function: "deflate", code: -2))
        #expect(error.description == "cannot encode PNG: deflate: stream error (zlib status -2)")
    }
}
