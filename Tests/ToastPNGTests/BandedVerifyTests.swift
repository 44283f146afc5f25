import Testing
import TartineTestSupport

@testable import ToastPNG

/// `BandedPNGEncoder.verify`: a PNG passes for pixels only when its image data decode to exactly
/// those pixels; a changed byte anywhere, or damaged image data, never passes.
@Suite struct BandedVerifyTests {
    typealias Pictures = BandedPNGEncoderTests
    static let (width, height) = (Pictures.width, Pictures.height)

    static func encode(_ pixels: [UInt8], with encoder: BandedPNGEncoder = BandedPNGEncoder(jobs: 1)) throws -> [UInt8]
    {
        try encoder.encode(rgba: pixels, width: width, height: height, manifest: ["k": "v"])
    }

    static func storedHash(_ png: [UInt8]) throws -> String {
        try #require(PNGManifest.read(from: png)?[PixelHash.manifestKey])
    }

    static func verify(_ encoder: BandedPNGEncoder, _ pixels: [UInt8], _ png: [UInt8]) -> String? {
        encoder.verify(rgba: pixels, width: width, height: height, against: png)
    }

    @Test func aPNGPassesForItsPixelsWhateverTheEncoderDidBefore() throws {
        for pixels in [Pictures.picture(0), Pictures.plainWithStripe(), Pictures.repeatedPattern()] {
            let png = try Self.encode(pixels)
            let hash = try Self.storedHash(png)
            // A fresh encoder inflates every band; one that encoded these pixels compares bytes;
            // one that encoded or verified another picture does some of each.
            let fresh = BandedPNGEncoder(jobs: 1)
            #expect(Self.verify(fresh, pixels, png) == hash)
            #expect(Self.verify(fresh, pixels, png) == hash, "again, from the bands it matched")
            let encoded = BandedPNGEncoder(jobs: 1)
            _ = try Self.encode(pixels, with: encoded)
            #expect(Self.verify(encoded, pixels, png) == hash)
            let other = BandedPNGEncoder(jobs: 1)
            _ = try Self.encode(Pictures.picture(5), with: other)
            #expect(Self.verify(other, pixels, png) == hash)
            let verified = BandedPNGEncoder(jobs: 1)
            _ = Self.verify(verified, Pictures.touched(pixels, row: 33), png)
            #expect(Self.verify(verified, pixels, png) == hash)
        }
    }

    @Test func aChangedByteAnywhereFails() throws {
        let pixels = Pictures.picture(2)
        let png = try Self.encode(pixels)
        let hash = try Self.storedHash(png)
        // One encoder throughout: it has encoded, matched and inflated bands by turns, so a
        // stale band would show here.
        let encoder = BandedPNGEncoder(jobs: 1)
        _ = try Self.encode(pixels, with: encoder)
        for index in Swift.stride(from: 0, to: pixels.count, by: 53) + [pixels.count - 1] {
            var changed = pixels
            changed[index] &+= 1
            #expect(Self.verify(encoder, changed, png) == nil, "byte \(index) (channel \(index % 4)) changed")
            #expect(Self.verify(encoder, pixels, png) == hash)
            if index % 7 == 0 { _ = try Self.encode(changed, with: encoder) }
        }
    }

    @Test func damagedImageDataNeverPassesForOtherPixels() throws {
        let pixels = Pictures.plainWithStripe()
        let png = try Self.encode(pixels)
        let idat = try #require(PNGChunks.chunks(of: png)?.first { $0.type == "IDAT" })
        let data = Array(png[idat.data])
        var random = SplitMix(state: 14)
        var passed = 0
        for trial in 0..<600 {
            var damaged = data
            switch trial % 4 {
            case 0: damaged[random.below(damaged.count)] ^= UInt8(1 << random.below(8))
            case 1: damaged[random.below(damaged.count)] = UInt8(random.below(256))
            case 2: damaged.remove(at: random.below(damaged.count))
            default: damaged.insert(UInt8(random.below(256)), at: random.below(damaged.count))
            }
            // The chunk rewritten with a right CRC: only the image data are wrong.
            let forged = PNGEncoder.file(
                width: Self.width, height: Self.height, manifest: [:], pixelHash: try Self.storedHash(png),
                imageData: damaged)
            let encoder = BandedPNGEncoder(jobs: 1)
            if trial % 2 == 0 { _ = try Self.encode(pixels, with: encoder) }
            guard Self.verify(encoder, pixels, forged) != nil else { continue }
            passed += 1
            // Passing is only right when the damaged file still holds exactly these pixels.
            #expect(try PNGDecoder.decode(forged).pixels == pixels, "trial \(trial)")
        }
        #expect(passed < 60, "almost every damage is refused: \(passed) passed")
    }

    @Test func encodingAfterVerifyingWritesTheBytesOfAFreshEncoder() throws {
        let encoder = BandedPNGEncoder(jobs: 2)
        let first = Pictures.picture(0)
        let second = Pictures.touched(first, row: 70)
        _ = Self.verify(encoder, first, try Self.encode(first))
        #expect(try Self.encode(second, with: encoder) == Self.encode(second))
        _ = Self.verify(encoder, first, try Self.encode(first))
        #expect(try Self.encode(first, with: encoder) == Self.encode(first))
        _ = Self.verify(encoder, second, try Self.encode(first))
        #expect(try Self.encode(second, with: encoder) == Self.encode(second))
    }

    @Test func anotherSizeOrFormatIsNotSettledHere() throws {
        let pixels = Pictures.picture(1)
        let encoder = BandedPNGEncoder(jobs: 1)
        // A single deflate stream (not in bands), another size, not a PNG at all.
        let whole = try PNGEncoder.encode(rgba: pixels, width: Self.width, height: Self.height, manifest: [:])
        #expect(Self.verify(encoder, pixels, whole) == nil)
        let small = try BandedPNGEncoder(jobs: 1).encode(
            rgba: [UInt8](pixels.prefix(Self.width * 50 * 4)), width: Self.width, height: 50, manifest: [:])
        #expect(Self.verify(encoder, pixels, small) == nil)
        #expect(Self.verify(encoder, pixels, Array("not a PNG".utf8)) == nil)
        #expect(Self.verify(encoder, pixels, try Self.encode(pixels)) != nil)
    }

    // MARK: Bands written by hand: stored blocks, every PNG filter

    /// Row `y` of `pixels` filtered with `type` (PNG §9), the filter-type byte first.
    static func filtered(_ pixels: [UInt8], row y: Int, type: UInt8) -> [UInt8] {
        let rowBytes = width * 4
        let row = Array(pixels[(y * rowBytes)..<((y + 1) * rowBytes)])
        let above =
            y > 0 ? Array(pixels[((y - 1) * rowBytes)..<(y * rowBytes)]) : [UInt8](repeating: 0, count: rowBytes)
        var out: [UInt8] = [type]
        for i in 0..<rowBytes {
            let a = i >= 4 ? row[i - 4] : 0
            let b = above[i]
            let c = i >= 4 ? above[i - 4] : 0
            let predictor: UInt8
            switch type {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = UInt8((Int(a) + Int(b)) / 2)
            default: predictor = RowFilter.paeth(a, b, c)
            }
            out.append(row[i] &- predictor)
        }
        return out
    }

    /// Deflate stored blocks (not final) holding `bytes`, `pieces` of them.
    static func stored(_ bytes: [UInt8], pieces: Int = 1, final: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        let size = (bytes.count + pieces - 1) / pieces
        for start in Swift.stride(from: 0, to: bytes.count, by: size) {
            let piece = bytes[start..<min(bytes.count, start + size)]
            let length = UInt16(piece.count)
            out += [
                final ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8),
            ]
            out += piece
        }
        return out
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    /// A PNG of `pixels` whose bands are stored blocks of rows filtered by turns with every
    /// filter type; `band` may rewrite a band's deflate bytes (given its filtered bytes).
    static func handMade(
        _ pixels: [UInt8], band: (Int, [UInt8]) -> [UInt8] = { stored($1, pieces: $0 % 3 + 1) }
    ) -> [UInt8] {
        var all: [UInt8] = []
        var data = BandedPNGEncoder.zlibHeader
        for b in 0..<((height + 15) / 16) {
            var filteredBand: [UInt8] = []
            for y in (b * 16)..<min(height, b * 16 + 16) {
                filteredBand += filtered(pixels, row: y, type: UInt8(y % 5))
            }
            all += filteredBand
            data += band(b, filteredBand)
        }
        data += BandedPNGEncoder.zlibTrailer(adler: adler32(all))
        return PNGEncoder.file(
            width: width, height: height, manifest: [:],
            pixelHash: PixelHash.recompute(like: "r16-0", pixels: pixels, width: width), imageData: data)
    }

    @Test func bandsWrittenByAnotherCompressorWithAnyFilterAreReadRowByRow() throws {
        let pixels = Pictures.picture(6)
        let png = Self.handMade(pixels)
        #expect(try PNGDecoder.decode(png).pixels == pixels, "the hand-made file is a valid PNG")
        let hash = PixelHash.recompute(like: "r16-0", pixels: pixels, width: Self.width)
        let encoder = BandedPNGEncoder(jobs: 1)
        _ = try Self.encode(pixels, with: encoder)
        #expect(Self.verify(encoder, pixels, png) == hash)
        #expect(Self.verify(BandedPNGEncoder(jobs: 1), pixels, png) == hash)
        var changed = pixels
        changed[Self.width * 4 * 37 + 6] &+= 1
        #expect(Self.verify(encoder, changed, png) == nil)
    }

    @Test func aBandThatIsNotOneOnItsOwnFails() throws {
        let pixels = Pictures.picture(8)
        let broken: [(String, (Int, [UInt8]) -> [UInt8])] = [
            (
                "a filter type that does not exist",
                { b, bytes in
                    var bytes = bytes
                    if b == 2 { bytes[0] = 5 }
                    return Self.stored(bytes)
                }
            ),
            ("a final block inside the stream", { b, bytes in Self.stored(bytes, final: b == 3) }),
            (
                "a band one byte short, the next one byte long",
                { b, bytes in
                    b == 1
                        ? Self.stored(Array(bytes.dropLast())) : b == 2 ? Self.stored([0] + bytes) : Self.stored(bytes)
                }
            ),
        ]
        for (what, band) in broken {
            let png = Self.handMade(pixels, band: band)
            #expect(Self.verify(BandedPNGEncoder(jobs: 1), pixels, png) == nil, "\(what)")
        }
    }
}
