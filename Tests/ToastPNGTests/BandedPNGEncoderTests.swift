import Testing

@testable import ToastPNG

/// Frames encoded in bands: they decode to their pixels with a valid Adler-32, and the bytes of a
/// frame never depend on what was encoded before or on how many threads compressed it.
@Suite struct BandedPNGEncoderTests {
    static let width = 64
    static let height = 100

    /// A picture with gradients and noise, `seed` shifting it.
    static func picture(_ seed: Int) -> [UInt8] {
        (0..<(width * height * 4)).map { i in
            let pixel = i / 4
            let (x, y) = (pixel % width, pixel / width)
            return i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: x * 3 + y * 2 + (((x ^ y) &* 40503) >> 9) + seed)
        }
    }

    /// A copy of `pixels` with one byte of row `row` changed.
    static func touched(_ pixels: [UInt8], row: Int) -> [UInt8] {
        var copy = pixels
        copy[row * width * 4 + 21] &+= 1
        return copy
    }

    /// The pixels decoded, and whether the zlib stream's Adler-32 matches its inflated bytes.
    static func check(_ png: [UInt8]) throws -> ([UInt8], Bool) {
        let image = try PNGDecoder.decode(png)
        let structure = try PNGStructure(png, limits: .standard)
        var raw = [UInt8](repeating: 0, count: height * (width * 4 + 1))
        let outcome = try raw.withUnsafeMutableBufferPointer { try Inflate.decompress(structure.imageData, into: $0) }
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let stored = PNGChunks.readUInt32(structure.imageData, at: structure.imageData.count - 4)
        return (image.pixels, outcome == .complete && stored == b << 16 | a)
    }

    @Test func framesDecodeToTheirPixelsWithAValidChecksum() throws {
        let encoder = BandedPNGEncoder(jobs: 2)
        for frame in [Self.picture(0), Self.touched(Self.picture(0), row: 40), Self.picture(9)] {
            let png = try encoder.encode(rgba: frame, width: Self.width, height: Self.height, manifest: ["k": "v"])
            let (pixels, checksumHolds) = try Self.check(png)
            #expect(pixels == frame, "the pixels that went in")
            #expect(checksumHolds)
            let stored = try #require(PNGManifest.read(from: png)?[PixelHash.manifestKey])
            #expect(stored.hasPrefix("r16-") && stored.count == 20)
            #expect(stored == PixelHash.recompute(like: stored, pixels: frame, width: Self.width))
            #expect(stored != PixelHash.recompute(like: stored, pixels: Self.picture(1), width: Self.width))
        }
    }

    /// A plain picture (every row the same) with the noisy picture's rows 50–59 in it.
    static func plainWithStripe() -> [UInt8] {
        let noisy = picture(5)
        let rowBytes = width * 4
        var pixels = [UInt8](repeating: 0, count: noisy.count)
        for y in 0..<height {
            let source = (50..<60).contains(y) ? y : 0
            pixels.replaceSubrange(
                y * rowBytes..<(y + 1) * rowBytes, with: noisy[source * rowBytes..<(source + 1) * rowBytes])
        }
        return pixels
    }

    @Test func aBandRepeatingTheOneBeforeItIsCopiedNotCompressed() throws {
        let pixels = Self.plainWithStripe()
        let encoder = BandedPNGEncoder(jobs: 2)
        let png = try encoder.encode(rgba: pixels, width: Self.width, height: Self.height, manifest: [:])
        // Bands 0 and 1 (band 0 has no row above), 3 (the stripe), 4 (plain, but the band before
        // it holds the stripe) and 6 (four rows, not a full band); bands 2 and 5 repeat the band
        // before them.
        #expect(encoder.lastChangedBands == 5)
        let (decoded, checksumHolds) = try Self.check(png)
        #expect(decoded == pixels)
        #expect(checksumHolds)
        let stored = try #require(PNGManifest.read(from: png)?[PixelHash.manifestKey])
        #expect(stored == PixelHash.recompute(like: stored, pixels: pixels, width: Self.width))
        // The same bytes whatever was encoded before.
        let other = BandedPNGEncoder(jobs: 1)
        _ = try other.encode(rgba: Self.picture(1), width: Self.width, height: Self.height, manifest: [:])
        #expect(try other.encode(rgba: pixels, width: Self.width, height: Self.height, manifest: [:]) == png)
    }

    /// Rows 0–30 noisy, row 31 the noisy row 40, then the noisy rows 40–55 repeated to the end:
    /// bands 2 to 5 hold the same rows, but the row above band 2 (row 31, the pattern's first row)
    /// is not the pattern's last row (above band 3).
    static func repeatedPattern() -> [UInt8] {
        let noisy = picture(7)
        let rowBytes = width * 4
        var pixels = noisy
        for y in 31..<height {
            let source = y == 31 ? 40 : 40 + (y - 32) % 16
            pixels.replaceSubrange(
                y * rowBytes..<(y + 1) * rowBytes, with: noisy[source * rowBytes..<(source + 1) * rowBytes])
        }
        return pixels
    }

    @Test func aBandWhoseRowAboveDiffersIsCompressedAgain() throws {
        let pixels = Self.repeatedPattern()
        let encoder = BandedPNGEncoder(jobs: 1)
        let png = try encoder.encode(rgba: pixels, width: Self.width, height: Self.height, manifest: [:])
        // Compressed: bands 0, 1, 2, 3 (band 2's rows, another row above: the same bytes now
        // that a band's first row never reads the row above, but a copy is only taken where the
        // row above is the same too) and 6 (four rows); bands 4 and 5 repeat the band before them.
        #expect(encoder.lastChangedBands == 5)
        let (decoded, checksumHolds) = try Self.check(png)
        #expect(decoded == pixels)
        #expect(checksumHolds)
    }

    @Test func aStillPicturesHashIsRecomputedWhole() {
        let pixels = Self.picture(3)
        let whole = PixelHash.of(pixels)
        #expect(whole.count == 16)
        #expect(PixelHash.recompute(like: whole, pixels: pixels, width: Self.width) == whole)
    }

    @Test func onlyTheBandsOfChangedRowsAreCompressedAgain() throws {
        let encoder = BandedPNGEncoder(jobs: 1)
        let first = Self.picture(0)
        _ = try encoder.encode(rgba: first, width: Self.width, height: Self.height, manifest: [:])
        #expect(encoder.lastChangedBands == 7)  // 100 rows in bands of 16
        _ = try encoder.encode(
            rgba: Self.touched(first, row: 40), width: Self.width, height: Self.height, manifest: [:])
        #expect(encoder.lastChangedBands == 1)
        // The last row of a band is the row above the next one: both bands are compressed again.
        _ = try encoder.encode(
            rgba: Self.touched(first, row: 47), width: Self.width, height: Self.height, manifest: [:])
        // Row 40 back as it was and row 47 changed: band 2 (rows 32–47) and band 3 (row 47 above it).
        #expect(encoder.lastChangedBands == 2)
        _ = try encoder.encode(
            rgba: Self.touched(first, row: 47), width: Self.width, height: Self.height, manifest: [:])
        #expect(encoder.lastChangedBands == 0)
    }

    @Test(arguments: [false, true])
    func theSameArrayAgainReusesEveryBandAndWritesTheSameBytes(holding: Bool) throws {
        let encoder = BandedPNGEncoder(jobs: 2, holdsCallersPixels: holding)
        var frame = Self.picture(4)
        let first = try encoder.encode(rgba: frame, width: Self.width, height: Self.height, manifest: [:])
        let again = try encoder.encode(rgba: frame, width: Self.width, height: Self.height, manifest: [:])
        #expect(encoder.lastChangedBands == 0)
        #expect(again == first)
        // Changed in place after the encoder saw it: Swift copies the array, the band is redone.
        frame[Self.width * 4 * 70] &+= 1
        let changed = try encoder.encode(rgba: frame, width: Self.width, height: Self.height, manifest: [:])
        #expect(encoder.lastChangedBands == 1)
        #expect(try PNGDecoder.decode(changed).pixels == frame)
    }

    @Test func theBytesDependOnTheFrameAloneWhateverTheJobsAndTheCache() throws {
        let frames = [Self.picture(0), Self.touched(Self.picture(0), row: 5), Self.touched(Self.picture(0), row: 99)]
        var warm: [[UInt8]] = []
        let sequence = BandedPNGEncoder(jobs: 3)
        for frame in frames {
            warm.append(try sequence.encode(rgba: frame, width: Self.width, height: Self.height, manifest: [:]))
        }
        for (frame, png) in zip(frames, warm) {
            let cold = try BandedPNGEncoder(jobs: 1).encode(
                rgba: frame, width: Self.width, height: Self.height, manifest: [:])
            #expect(cold == png, "a fresh encoder on one thread writes the same file")
        }
        // Another size in the same encoder starts over.
        let small = [UInt8](repeating: 90, count: 8 * 8 * 4)
        let png = try sequence.encode(rgba: small, width: 8, height: 8, manifest: [:])
        #expect(try PNGDecoder.decode(png).pixels == small)
    }
}
