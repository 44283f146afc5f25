import Testing

@testable import ToastPNG

/// A picture's lineage lets an encoder compare only the bands of the rows that changed since the
/// picture before it in the same sequence; any other lineage is not trusted.
@Suite struct PixelLineageTests {
    typealias Pictures = BandedPNGEncoderTests
    static let (width, height) = (Pictures.width, Pictures.height)

    static func fresh(_ pixels: [UInt8]) throws -> [UInt8] {
        try BandedPNGEncoder(jobs: 1).encode(rgba: pixels, width: width, height: height, manifest: [:])
    }

    /// Every row the same noisy row: each row after the first is filtered Up (against the row
    /// above), so a band's bytes depend on the row above it.
    static func stripes() -> [UInt8] {
        let row = Pictures.picture(0).prefix(width * 4)
        return Array((0..<height).map { _ in row }.joined())
    }

    /// Pictures one after the other, each changing the rows given (the last row of a band, the
    /// first, a whole band, nothing, rows far apart), with truthful lineages.
    static func sequence() -> [([UInt8], PixelLineage)] {
        let sequence = PixelLineage.Sequence()
        var pixels = stripes()
        var pictures = [(pixels, PixelLineage(sequence: sequence, version: 1, changedRows: [0..<height]))]
        let changes: [[Int]] = [[47], [48], [32, 33, 40, 47], [], [0, 99], [15, 16, 63, 64, 80]]
        for (step, rows) in changes.enumerated() {
            for row in rows { pixels[row * width * 4 + 4 * step + 1] &+= 17 }
            let ranges = rows.map { $0..<($0 + 1) }
            pictures.append((pixels, PixelLineage(sequence: sequence, version: step + 2, changedRows: ranges)))
        }
        return pictures
    }

    @Test func anEncoderFollowingTheSequenceWritesTheBytesOfAFreshOne() throws {
        let encoder = BandedPNGEncoder(jobs: 1)
        for (pixels, lineage) in Self.sequence() {
            let png = try encoder.encode(
                rgba: pixels, width: Self.width, height: Self.height, manifest: [:], lineage: lineage)
            #expect(try png == Self.fresh(pixels), "picture \(lineage.version)")
        }
    }

    @Test func aVerifierFollowingTheSequenceFindsEachPicture() throws {
        let encoder = BandedPNGEncoder(jobs: 1)
        let pictures = Self.sequence()
        for (index, (pixels, lineage)) in pictures.enumerated() {
            let png = try Self.fresh(pixels)
            let stored = try #require(PNGManifest.read(from: png)?[PixelHash.manifestKey])
            #expect(
                encoder.verify(rgba: pixels, width: Self.width, height: Self.height, against: png, lineage: lineage)
                    == stored)
            // The picture before against this one's file, as the same picture again: not its pixels.
            if index > 0, pictures[index - 1].0 != pixels {
                #expect(
                    encoder.verify(
                        rgba: pictures[index - 1].0, width: Self.width, height: Self.height, against: png) == nil)
                // Back to this picture (no lineage: every band compared).
                _ = encoder.verify(rgba: pixels, width: Self.width, height: Self.height, against: png)
            }
        }
    }

    @Test func anotherSequenceOrAMissedPictureIsNotTrusted() throws {
        let encoder = BandedPNGEncoder(jobs: 1)
        let pixels = Pictures.picture(3)
        let sequence = PixelLineage.Sequence()
        _ = try encoder.encode(
            rgba: pixels, width: Self.width, height: Self.height, manifest: [:],
            lineage: PixelLineage(sequence: sequence, version: 1, changedRows: [0..<Self.height]))
        let changed = Pictures.touched(pixels, row: 40)
        // Lineages claiming nothing changed, from another sequence or skipping a picture: every
        // band is compared, and the changed one is found.
        for lineage in [
            PixelLineage(sequence: PixelLineage.Sequence(), version: 2, changedRows: []),
            PixelLineage(sequence: sequence, version: 3, changedRows: []),
        ] {
            let png = try encoder.encode(
                rgba: changed, width: Self.width, height: Self.height, manifest: [:], lineage: lineage)
            #expect(try png == Self.fresh(changed))
            _ = try encoder.encode(
                rgba: pixels, width: Self.width, height: Self.height, manifest: [:],
                lineage: PixelLineage(sequence: sequence, version: 1, changedRows: [0..<Self.height]))
        }
    }
}
