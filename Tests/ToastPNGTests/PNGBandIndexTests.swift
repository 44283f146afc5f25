import Testing

@testable import ToastPNG

/// The band index the banded encoder writes: read back only when it fits the file, and each band
/// decodes on its own to the rows a whole decoding gives.
@Suite struct PNGBandIndexTests {
    static let (width, height) = (BandedPNGEncoderTests.width, BandedPNGEncoderTests.height)

    static func encode(_ pixels: [UInt8]) throws -> [UInt8] {
        try BandedPNGEncoder(jobs: 2).encode(rgba: pixels, width: width, height: height, manifest: [:])
    }

    /// Every band decoded on its own, into one buffer.
    static func decodeBands(_ index: PNGBandIndex) throws -> [UInt8] {
        let decoder = try #require(PNGBandIndex.BandDecoder())
        var pixels = [UInt8](repeating: 0, count: index.width * index.height * 4)
        let decoded = pixels.withUnsafeMutableBytes { buffer in
            (0..<index.bandCount).allSatisfy { decoder.decode(band: $0, of: index, into: buffer.baseAddress!) }
        }
        #expect(decoded)
        return pixels
    }

    @Test func eachBandDecodesOnItsOwnToItsRows() throws {
        // Noise (rows filtered with Up inside a band), a plain stretch and a repeated pattern.
        for pixels in [BandedPNGEncoderTests.picture(3), BandedPNGEncoderTests.plainWithStripe()] {
            let png = try Self.encode(pixels)
            let index = try #require(PNGBandIndex(png: png))
            #expect(index.bandCount == 7 && index.rowsPerBand == 16)
            #expect(index.rows(of: 6) == 96..<100)
            #expect(try Self.decodeBands(index) == pixels)
            #expect(try PNGDecoder.decode(png).pixels == pixels, "and the file still decodes whole")
        }
    }

    @Test func aBandHoldsTheSameBytesExactlyWhenItsRowsAreTheSame() throws {
        let first = BandedPNGEncoderTests.picture(0)
        // Row 47 is the last row of band 2: band 3 below it keeps its bytes (no row above in them).
        let second = BandedPNGEncoderTests.touched(first, row: 47)
        let a = try #require(PNGBandIndex(png: try Self.encode(first)))
        let b = try #require(PNGBandIndex(png: try Self.encode(second)))
        #expect((0..<7).filter { !a.sameBand($0, as: b) } == [2])
    }

    /// `png` with the data of its chunk `type` replaced by `data` (CRC recomputed).
    static func replacing(_ type: String, in png: [UInt8], with data: [UInt8]) throws -> [UInt8] {
        let chunk = try #require(PNGChunks.chunks(of: png)?.first { $0.type == type })
        var forged = png
        forged.replaceSubrange(
            (chunk.data.lowerBound - 8)..<(chunk.data.upperBound + 4), with: PNGChunks.encode(type: type, data: data))
        return forged
    }

    @Test func anIndexThatDoesNotFitTheFileIsNotUsed() throws {
        let png = try Self.encode(BandedPNGEncoderTests.picture(1))
        let other = try Self.encode(BandedPNGEncoderTests.picture(2))
        let chunk = try #require(PNGChunks.chunks(of: png)?.first { $0.type == PNGBandIndex.chunkType })
        let data = Array(png[chunk.data])
        #expect(PNGBandIndex(png: png) != nil)
        // Another picture's image data under this index (an editor that kept the chunk).
        let otherData = try #require(PNGChunks.chunks(of: other)?.first { $0.type == "IDAT" })
        #expect(PNGBandIndex(png: try Self.replacing("IDAT", in: png, with: Array(other[otherData.data]))) == nil)
        // One byte of a band changed, the lengths and flush markers as they were (the chunk's
        // CRC made right): only the stored hash tells.
        let idat = try #require(PNGChunks.chunks(of: png)?.first { $0.type == "IDAT" })
        var touched = Array(png[idat.data])
        touched[40] ^= 0x10
        #expect(PNGBandIndex(png: try Self.replacing("IDAT", in: png, with: touched)) == nil)
        // A band count, a version or a length that does not fit.
        var count = data
        count[8] &+= 1
        #expect(PNGBandIndex(png: try Self.replacing(PNGBandIndex.chunkType, in: png, with: count)) == nil)
        var version = data
        version[0] = 2
        #expect(PNGBandIndex(png: try Self.replacing(PNGBandIndex.chunkType, in: png, with: version)) == nil)
        var lengths = data
        lengths[20] &+= 1
        lengths[24] &-= 1
        #expect(PNGBandIndex(png: try Self.replacing(PNGBandIndex.chunkType, in: png, with: lengths)) == nil)
        // No index at all: the whole-stream encoder's files.
        let plain = try PNGEncoder.encode(
            rgba: BandedPNGEncoderTests.picture(1), width: Self.width, height: Self.height, manifest: [:])
        #expect(PNGBandIndex(png: plain) == nil)
        #expect(PNGBandIndex(png: Array(png.prefix(100))) == nil)
    }
}
