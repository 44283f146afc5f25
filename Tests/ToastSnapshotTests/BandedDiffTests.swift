import Testing
import ToastPNG
import ToastRender

@testable import ToastSnapshot

/// Comparing two files Tartine wrote band by band gives the counts of the whole comparison, for
/// changes at the picture's edges, across band boundaries, on anti-aliased edges (whose test reads
/// the rows around a pixel) and on semi-transparent pixels (blended with a checkerboard that
/// depends on where the pixel is).
@Suite struct BandedDiffTests {
    static let (width, height) = (48, 100)  // 7 bands of 16 rows, the last of 4

    /// White with a soft diagonal line at `offset` and a translucent patch.
    static func picture(lineAt offset: Double) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let distance = abs(Double(x) - (Double(y) * 0.4 + offset))
                let ink = max(0, 1 - distance / 1.5)
                if ink > 0 { canvas[x, y] = .gray(UInt8(255 * (1 - ink))) }
            }
        }
        canvas.fill(x: 30..<40, y: 60..<75, with: .gray(120, a: 140))
        return canvas
    }

    /// The pairs: the line moved by a pixel (anti-aliasing across every band), and edits at the
    /// top row, the bottom row, a band boundary (rows 15–16), a band's first and last rows, two
    /// bands apart, and in the translucent patch.
    static func pairs() -> [(String, Canvas, Canvas)] {
        let base = picture(lineAt: 5)
        var edges = base
        edges[3, 0] = .black
        edges[44, 99] = .gray(10)
        var boundary = base
        boundary.fill(x: 20..<26, y: 15..<17, with: .gray(60))
        var apart = base
        apart[40, 20] = .black
        apart[41, 52] = .gray(200)
        // Rows 16 and 47 (a band's first and last) of the moved line alone: whether their pixels
        // are anti-aliasing depends on rows 15 and 48, in bands that did not change.
        var bandEdges = base
        let moved = picture(lineAt: 6)
        for y in [16, 47] { for x in 0..<width { bandEdges[x, y] = moved[x, y] } }
        var translucent = base
        translucent.fill(x: 32..<36, y: 62..<70, with: .gray(120, a: 150))
        return [
            ("the line moved", base, picture(lineAt: 6)), ("edges", base, edges), ("boundary", base, boundary),
            ("band edges", base, bandEdges),
            ("apart", base, apart), ("translucent", base, translucent), ("same", base, base),
        ]
    }

    static func options() -> [DiffOptions] {
        var zero = DiffOptions()
        zero.threshold = 0
        var includeAA = DiffOptions()
        includeAA.includeAA = true
        var white = DiffOptions()
        white.checkerboard = false
        white.threshold = 0.05
        return [DiffOptions(), zero, includeAA, white, .exactMatch]
    }

    @Test func bandByBandCountsAreTheWholeComparisons() throws {
        var antialiasedSeen = 0
        for (name, first, second) in Self.pairs() {
            let a = try first.image.pngData()
            let b = try second.image.pngData()
            for options in Self.options() {
                let whole = try #require(
                    ImageDiff.compare(first.image, second.image, options: options, makeDiffImage: false))
                let banded = try #require(BandedDiff.compare(a, b, options: options), "\(name): the files have bands")
                #expect(banded.width == Self.width && banded.height == Self.height)
                let result = banded.result
                #expect(result.differentPixels == whole.differentPixels, "\(name)")
                #expect(result.antialiasedPixels == whole.antialiasedPixels, "\(name)")
                #expect(result.totalPixels == whole.totalPixels)
                #expect(result.isIdentical == whole.isIdentical, "\(name)")
                #expect(
                    result.boundingBox.map { [$0.x, $0.y, $0.width, $0.height] }
                        == whole.boundingBox.map { [$0.x, $0.y, $0.width, $0.height] }, "\(name)")
                antialiasedSeen += whole.antialiasedPixels
            }
        }
        #expect(antialiasedSeen > 0, "the pairs exercise the anti-aliasing test")
    }

    @Test func filesWithoutBandsOrOfAnotherSizeAreDecodedWhole() throws {
        let picture = Self.picture(lineAt: 5)
        let banded = try picture.image.pngData()
        let whole = try PNGEncoder.encode(  // one zlib stream, no band index
            rgba: picture.bytes, width: Self.width, height: Self.height, manifest: [:])
        #expect(BandedDiff.compare(banded, whole, options: DiffOptions()) == nil)
        let smaller = try Canvas(width: Self.width, height: Self.height - 16).image.pngData()
        #expect(BandedDiff.compare(banded, smaller, options: DiffOptions()) == nil)
    }
}
