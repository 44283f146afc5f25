import CZlib
import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Encodes a sequence of same-size pictures (a scenario's frames) as PNG files, reusing what
/// did not change from one picture to the next. The manifest's pixel hash is the banded form
/// (`PixelHash.banded`), its bands' hashes reused the same way.
///
/// The image data is compressed in bands of `bandRows` rows. Each band is filtered (the row
/// above it feeds its first row's Up filter) and deflated by a fresh raw-deflate stream that ends
/// with a full flush, so its compressed bytes depend on that band's rows and the row above, and
/// on nothing else. The bands are written one after the other between a zlib header and a final
/// empty block, and the Adler-32 of the whole is combined from the bands' (`adler32_combine`).
///
/// The encoder keeps its own copy of the last picture's pixels and the compressed bands. A band
/// is reused only when its rows and the row above are byte for byte those of the last picture
/// (compared in full, not by a hash): a stale band can never be written. Changed bands are
/// compressed on up to `jobs` threads; each band's bytes are the same whichever thread makes
/// them, so the file is the same for any number of jobs and whatever was encoded before.
///
/// Not thread-safe: one encoder per sequence.
package final class BandedPNGEncoder {
    /// Rows in a band (the last band may hold fewer).
    package static let bandRows = 16
    /// zlib level of the bands.
    package static let compressionLevel: Int32 = 3

    private struct Band: Sendable {
        var compressed: [UInt8]
        var adler: UInt32
        var length: Int
        /// `PixelHash.value(of:)` of the band's pixel rows.
        var pixelHash: UInt64
    }

    private let jobs: Int
    private var width = 0
    private var height = 0
    private var previous: [UInt8] = []
    private var bands: [Band] = []

    /// - Parameter jobs: how many threads compress changed bands (1 or more).
    package init(jobs: Int) {
        precondition(jobs >= 1, "at least one job")
        self.jobs = jobs
    }

    /// The bands compressed again by the last `encode` (the others were reused).
    package private(set) var lastChangedBands = 0

    /// The PNG of `pixels` (`width × height × 4` bytes, straight RGBA) with `manifest` and the
    /// pixel hash: the same bytes whatever was encoded before and however many jobs run.
    /// - Throws: `PNGError.encoding` with zlib's words.
    package func encode(
        rgba pixels: [UInt8], width: Int, height: Int, manifest: [String: String]
    ) throws(PNGError) -> [UInt8] {
        precondition(pixels.count == width * height * 4, "expected \(width * height * 4) bytes, got \(pixels.count)")
        let rowBytes = width * 4
        let bandCount = (height + Self.bandRows - 1) / Self.bandRows
        if width != self.width || height != self.height {
            self.width = width
            self.height = height
            previous = []
            bands = []
        }
        let changed = changedBands(pixels, rowBytes: rowBytes, count: bandCount)
        lastChangedBands = changed.count
        let made = Mutex<[Int: Result<Band, ZlibError>]>([:])
        let workers = min(jobs, changed.count)
        if workers > 0 {
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var index = worker
                while index < changed.count {
                    let band = changed[index]
                    let result = Result { () throws(ZlibError) -> Band in
                        try Self.compress(pixels, band: band, rowBytes: rowBytes, height: height)
                    }
                    made.withLock { $0[band] = result }
                    index += workers
                }
            }
        }
        let results = made.withLock { $0 }
        if bands.count != bandCount {
            bands = Array(repeating: Band(compressed: [], adler: 1, length: 0, pixelHash: 0), count: bandCount)
        }
        for band in changed {
            guard let result = results[band] else { preconditionFailure("every changed band is compressed") }
            do { bands[band] = try result.get() } catch { throw .encoding(error) }
        }
        remember(pixels, bands: changed, rowBytes: rowBytes)
        return PNGEncoder.file(
            width: width, height: height, manifest: manifest,
            pixelHash: PixelHash.banded(bands.map(\.pixelHash), rowsPerBand: Self.bandRows), imageData: zlibStream())
    }

    /// The bands whose rows, or the row above them, differ from the last picture's (all of them
    /// when there is none).
    private func changedBands(_ pixels: [UInt8], rowBytes: Int, count: Int) -> [Int] {
        guard previous.count == pixels.count, bands.count == count else { return Array(0..<count) }
        return pixels.withUnsafeBytes { current in
            previous.withUnsafeBytes { last in
                guard let now = current.baseAddress, let before = last.baseAddress else { return Array(0..<count) }
                return (0..<count).filter { band in
                    let first = max(0, band * Self.bandRows - 1)
                    let end = min(height, (band + 1) * Self.bandRows)
                    return memcmp(now + first * rowBytes, before + first * rowBytes, (end - first) * rowBytes) != 0
                }
            }
        }
    }

    /// Copies the changed bands' rows into the encoder's own copy of the last picture (never the
    /// caller's array, which may change under it).
    private func remember(_ pixels: [UInt8], bands changed: [Int], rowBytes: Int) {
        guard previous.count == pixels.count else {
            previous = [UInt8](unsafeUninitializedCapacity: pixels.count) { buffer, count in
                HugePages.advise(buffer)
                _ = buffer.initialize(from: pixels)
                count = pixels.count
            }
            return
        }
        pixels.withUnsafeBytes { source in
            previous.withUnsafeMutableBytes { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for band in changed {
                    let first = band * Self.bandRows
                    let end = min(height, first + Self.bandRows)
                    (to + first * rowBytes).copyMemory(
                        from: from + first * rowBytes, byteCount: (end - first) * rowBytes)
                }
            }
        }
    }

    /// The zlib stream: header, the bands, a final empty block, the combined Adler-32.
    private func zlibStream() -> [UInt8] {
        // CMF: deflate, 32 KiB window; FLG: the level's flag and the check bits (RFC 1950).
        let levelFlag: UInt8 = Self.compressionLevel < 2 ? 0 : Self.compressionLevel < 6 ? 1 : 2
        let cmf: UInt8 = 0x78
        var flg = levelFlag << 6
        flg += UInt8(31 - (Int(cmf) << 8 | Int(flg)) % 31)
        var stream: [UInt8] = [cmf, flg]
        stream.reserveCapacity(bands.reduce(8) { $0 + $1.compressed.count })
        var adler: uLong = 1
        for band in bands {
            stream += band.compressed
            adler = adler32_combine(adler, uLong(band.adler), off_t(band.length))
        }
        // A final fixed-Huffman block holding only its end code: BFINAL 1, BTYPE 01, code 0000000.
        stream += [0x03, 0x00]
        PNGChunks.appendUInt32(&stream, UInt32(truncatingIfNeeded: adler))
        return stream
    }

    /// Band `band` filtered and deflated on its own, ending in a full flush (byte-aligned, not final).
    private static func compress(_ pixels: [UInt8], band: Int, rowBytes: Int, height: Int) throws(ZlibError) -> Band {
        let first = band * bandRows
        let rows = min(height, first + bandRows) - first
        let length = rows * (rowBytes + 1)
        var filtered = [UInt8](repeating: 0, count: length)
        pixels.withUnsafeBufferPointer { source in
            filtered.withUnsafeMutableBufferPointer { target in
                guard let base = source.baseAddress, let out = target.baseAddress else { return }
                for r in 0..<rows {
                    let row = base + (first + r) * rowBytes
                    PNGEncoder.filter(
                        row: row, above: first + r > 0 ? row - rowBytes : nil, rowBytes: rowBytes,
                        into: out + r * (rowBytes + 1))
                }
            }
        }
        var stream = z_stream()
        let initStatus = tartine_deflate_init_raw(&stream, compressionLevel)
        guard initStatus == Z_OK else { throw ZlibError.from(stream, function: "deflateInit2", code: initStatus) }
        defer { deflateEnd(&stream) }
        // Room for the worst case, plus the flush's empty stored block.
        let bound = Int(deflateBound(&stream, uLong(length))) + 16
        var status: Int32 = Z_OK
        var produced = 0
        let compressed = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            filtered.withUnsafeMutableBufferPointer { source in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(length)
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(bound)
                status = deflate(&stream, Z_FULL_FLUSH)
                produced = bound - Int(stream.avail_out)
            }
            count = produced
        }
        guard status == Z_OK, stream.avail_in == 0, stream.avail_out > 0 else {
            throw ZlibError.from(stream, function: "deflate", code: status == Z_OK ? Z_BUF_ERROR : status)
        }
        let adler = filtered.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt(length))) }
        let pixelHash = pixels.withUnsafeBytes { raw in
            PixelHash.value(of: UnsafeRawBufferPointer(rebasing: raw[(first * rowBytes)..<((first + rows) * rowBytes)]))
        }
        return Band(compressed: compressed, adler: adler, length: length, pixelHash: pixelHash)
    }
}
