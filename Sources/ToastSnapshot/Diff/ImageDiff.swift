import Dispatch
import Synchronization
import ToastFiles
import ToastPNG
import ToastRender

/// Pixel-level image comparison with the semantics of pixelmatch 7.2.0 (mapbox/pixelmatch): the
/// same YIQ colour distance and threshold, the same anti-aliasing detection, the same counts and,
/// when asked for, the same diff image byte for byte.
///
/// It is faster than a pixel-by-pixel loop because it only looks closely where the images differ:
/// equal rows are skipped with `memcmp`, and only differing pixels are measured.
public enum ImageDiff {
    /// Compares `expected` with `actual`.
    /// - Parameters:
    ///   - expected: the reference image (pixelmatch's `img1`; the diff image fades this one).
    ///   - actual: the new image (`img2`).
    ///   - options: threshold, anti-aliasing and diff-image colours.
    ///   - makeDiffImage: whether to draw `DiffResult.diffImage` (skip it to save time and memory).
    /// - Returns: the counts, bounding box and diff image, or `nil` when the sizes differ.
    public static func compare(
        _ expected: RenderedImage, _ actual: RenderedImage, options: DiffOptions = DiffOptions(),
        makeDiffImage: Bool = true
    ) -> DiffResult? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        let width = expected.width
        let height = expected.height
        let total = width * height
        guard total > 0 else {
            return DiffResult(
                differentPixels: 0, antialiasedPixels: 0, totalPixels: 0, isIdentical: true,
                diffImage: makeDiffImage ? RenderedImage(width: width, height: height, pixels: []) : nil)
        }
        var scan = DiffScan(width: width, height: height, options: options)
        var diffImage: RenderedImage?
        expected.pixels.withUnsafeBytes { e in
            actual.pixels.withUnsafeBytes { a in
                guard let eBase = e.baseAddress, let aBase = a.baseAddress else { return }
                let expectedWords = PixelWords(base: eBase)
                let actualWords = PixelWords(base: aBase)
                guard makeDiffImage else {
                    scan.run(expectedWords, actualWords, rows: 0..<height, output: nil)
                    return
                }
                let pixels = [UInt8](unsafeUninitializedCapacity: total * 4) { buffer, count in
                    HugePages.advise(buffer)
                    guard let out = buffer.baseAddress else { return }
                    if options.diffMask { Memory.zero(out, count: total * 4) }
                    scan.run(expectedWords, actualWords, rows: 0..<height, output: UnsafeMutableRawPointer(out))
                    count = total * 4
                }
                diffImage = RenderedImage(width: width, height: height, pixels: pixels)
            }
        }
        return DiffResult(
            differentPixels: scan.different, antialiasedPixels: scan.antialiased, totalPixels: total,
            boundingBox: scan.boundingBox, isIdentical: scan.identical, diffImage: diffImage)
    }

    /// Compares the rows `rows` (ascending) of two `width × height` pictures whose other rows are known to
    /// be equal (no diff image): the counts a whole comparison would make, provided the pixels
    /// are readable two rows around every row of `rows` (anti-aliasing looks that far) or up to
    /// the picture's edge. The rows are split between two threads (a pixel's verdict reads the
    /// pixels only, so the halves add up to the whole).
    static func compare(
        _ expected: UnsafeRawPointer, _ actual: UnsafeRawPointer, width: Int, height: Int, rows: [Int],
        options: DiffOptions
    ) -> DiffResult {
        let halves = [rows.prefix(rows.count / 2), rows.dropFirst(rows.count / 2)]
        let (e, a) = (UInt(bitPattern: expected), UInt(bitPattern: actual))
        let scans = Mutex([DiffScan?](repeating: nil, count: 2))
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            guard let e = UnsafeRawPointer(bitPattern: e), let a = UnsafeRawPointer(bitPattern: a) else { return }
            var scan = DiffScan(width: width, height: height, options: options)
            scan.run(PixelWords(base: e), PixelWords(base: a), rows: halves[half], output: nil)
            scans.withLock { $0[half] = scan }
        }
        var scan = DiffScan(width: width, height: height, options: options)
        for half in scans.withLock({ $0 }) { if let half { scan.add(half) } }
        return DiffResult(
            differentPixels: scan.different, antialiasedPixels: scan.antialiased, totalPixels: width * height,
            boundingBox: scan.boundingBox, isIdentical: scan.identical)
    }
}

/// One comparison's loop and tallies.
private struct DiffScan {
    let width: Int
    let height: Int
    let options: DiffOptions
    var different = 0
    var antialiased = 0
    var identical = true
    private var minX = Int.max
    private var minY = Int.max
    private var maxX = -1
    private var maxY = -1

    init(width: Int, height: Int, options: DiffOptions) {
        self.width = width
        self.height = height
        self.options = options
    }

    var boundingBox: (x: Int, y: Int, width: Int, height: Int)? {
        different == 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// Adds the tallies of `other`, a scan of later rows of the same pictures.
    mutating func add(_ other: DiffScan) {
        different += other.different
        antialiased += other.antialiased
        identical = identical && other.identical
        minX = min(minX, other.minX)
        minY = min(minY, other.minY)
        maxX = max(maxX, other.maxX)
        maxY = max(maxY, other.maxY)
    }

    /// Scans `rows` (in order), drawing into `output` when there is one (then `rows` is every row).
    mutating func run(
        _ expected: PixelWords, _ actual: PixelWords, rows: some Sequence<Int>, output: UnsafeMutableRawPointer?
    ) {
        let maxDelta = options.maxDelta
        let checkerboard = options.checkerboard
        let exact = options.exact
        let detectAA = !options.includeAA
        let drawGray = output != nil && !options.diffMask
        let drawAA = drawGray
        let aaWord = options.antialiasedColor.word.littleEndian
        let diffWord = options.diffColor.word.littleEndian
        let darkerWord = (options.darkerDiffColor ?? options.diffColor).word.littleEndian
        let antiAliasing = AntiAliasing(width: width, height: height, checkerboard: checkerboard)
        var gray = GrayRowPainter(width: width, alpha: options.alpha)
        let rowBytes = width * 4

        for y in rows {
            let rowStart = y * width
            let rowDiffers = !Memory.equal(
                expected.address(of: rowStart), actual.address(of: rowStart), count: rowBytes)
            if let output, drawGray { gray.paint(row: y, of: expected, into: output) }
            guard rowDiffers else { continue }
            identical = false
            for x in 0..<width {
                let i = rowStart + x
                let p1 = expected[i]
                let p2 = actual[i]
                if p1 == p2 { continue }
                let delta = ColorDelta.delta(p1, p2, atByte: i * 4, checkerboard: checkerboard)
                guard exact || abs(delta) > maxDelta else { continue }  // similar: stays grey
                if !exact && detectAA
                    && (antiAliasing.isAntialiased(expected, actual, x1: x, y1: y)
                        || antiAliasing.isAntialiased(actual, expected, x1: x, y1: y))
                {
                    antialiased += 1
                    if let output, drawAA { output.storeBytes(of: aaWord, toByteOffset: i * 4, as: UInt32.self) }
                } else {
                    different += 1
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minY = min(minY, y)
                    maxY = y
                    if let output {
                        output.storeBytes(of: delta < 0 ? darkerWord : diffWord, toByteOffset: i * 4, as: UInt32.self)
                    }
                }
            }
        }
    }
}
