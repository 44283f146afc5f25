import CDeflate
import CZlib
import Dispatch
import Synchronization
import ToastFiles

/// Encodes a sequence of same-size pictures (a scenario's frames) as PNG files, reusing what
/// did not change from one picture to the next. The manifest's pixel hash is the banded form
/// (`PixelHash.banded`), its bands' hashes reused the same way.
///
/// The image data is compressed in bands of `bandRows` rows. Each band is filtered on its own
/// (its first row with None or Sub, never with the row above) and deflated by a fresh
/// raw-deflate stream that ends with a full flush, so its compressed bytes depend on that band's
/// rows and on nothing else. The bands are written one after the other between a zlib header and
/// a final empty block, and the Adler-32 of the whole is combined from the bands' (`adler32_combine`).
/// Where each band starts is written in the file (`PNGBandIndex`), so that a reader can compare
/// two pictures band by band and inflate only the bands that differ.
///
/// The encoder keeps the last picture's pixels (a copy of its own, updated band by band, or the
/// caller's array itself: see `init`) and the compressed bands. A band is reused only when its
/// rows and the row above are byte for byte those of the last picture (the row above does not
/// change this encoder's bytes, but a verification's matched bands were read from a file whose
/// first rows may use it; compared in full, not by
/// a hash, or known equal because the caller handed back the very array the encoder holds, whose
/// storage cannot change while it is shared): a stale band can never be written. Changed bands are compressed on up to `jobs` threads; each band's bytes are the same whichever thread makes
/// them, so the file is the same for any number of jobs and whatever was encoded before.
///
/// Within one picture, a band whose rows and the row above are byte for byte those of the band
/// before it (a plain background) takes that band's compressed bytes instead of being compressed
/// again: the same bytes compression would make, found by comparing pixels in full.
///
/// The encoder also tells whether a PNG holds a picture's pixels without encoding it
/// (`verify(rgba:width:height:against:)`, in BandedPNGEncoder+Verify.swift), from the same
/// state: the bands it knows.
///
/// Not thread-safe: one encoder per sequence.
package final class BandedPNGEncoder {
    /// Rows in a band (the last band may hold fewer).
    package static let bandRows = 16
    /// zlib level of the bands.
    package static let compressionLevel: Int32 = 3

    /// What the encoder knows of one band of the last picture (its rows and the row above).
    struct Band: Sendable {
        /// This encoder's compressed bytes of the band, or `nil` when it has not compressed
        /// these rows (a verification brought the band up to date without compressing it).
        var encoded: Encoded?
        /// `PixelHash.value(of:)` of the band's pixel rows.
        var pixelHash: UInt64
        /// Bytes of a PNG's image data found to decode, on their own, to exactly these rows
        /// (given the row above), or `nil`. Never written to a file: another encoder may have
        /// made them.
        var matched: Matched?
    }

    /// A band as this encoder compresses it: the same bytes whenever the rows are the same.
    struct Encoded: Sendable {
        var compressed: [UInt8]
        /// The Adler-32 of the filtered rows.
        var adler: UInt32
        /// How many filtered bytes (rows × (row bytes + 1)).
        var length: Int
    }

    /// Bytes of another PNG's image data that decode to a band's rows.
    struct Matched: Sendable {
        var bytes: [UInt8]
        /// The Adler-32 of the filtered rows the bytes decode to.
        var adler: UInt32
    }

    let jobs: Int
    var width = 0
    var height = 0
    /// The last picture's pixels (encoded or verified).
    var previous: [UInt8] = []
    var bands: [Band] = []
    /// The lineage of the last picture, when the caller gave one (`PixelLineage`).
    var lastLineage: (sequence: PixelLineage.Sequence, version: Int)? = nil

    /// Whether the encoder holds the caller's pixel array rather than a copy of its own.
    let holdsCallersPixels: Bool

    /// - Parameters:
    ///   - jobs: how many threads compress changed bands (1 or more).
    ///   - holdsCallersPixels: hold the caller's array instead of keeping a copy. Then the very
    ///     same array handed back (a frame that did not change) is known equal without comparing
    ///     it, but the caller copies all of it when it next changes it: right for a still picture
    ///     (no next one to compare with). A copy of its own is right when every picture changes
    ///     (snapshot cases); pictures with a lineage (a renderer's frames, `PixelLineage`) need
    ///     neither, the lineage naming the rows that changed.
    package init(jobs: Int, holdsCallersPixels: Bool = false) {
        precondition(jobs >= 1, "at least one job")
        self.jobs = jobs
        self.holdsCallersPixels = holdsCallersPixels
    }

    /// The bands compressed again by the last `encode` (the others were reused or copied from the
    /// band before them).
    package private(set) var lastChangedBands = 0

    /// The PNG of `pixels` (`width × height × 4` bytes, straight RGBA) with `manifest` and the
    /// pixel hash: the same bytes whatever was encoded before and however many jobs run.
    /// - Parameter lineage: where the pixels come from: when the last picture was the one before
    ///   them in the same sequence, only the bands of the rows it says changed are compared.
    /// - Throws: `PNGError.encoding` with zlib's words.
    package func encode(
        rgba pixels: [UInt8], width: Int, height: Int, manifest: [String: String], lineage: PixelLineage? = nil
    ) throws(PNGError) -> [UInt8] {
        precondition(pixels.count == width * height * 4, "expected \(width * height * 4) bytes, got \(pixels.count)")
        let rowBytes = width * 4
        let bandCount = (height + Self.bandRows - 1) / Self.bandRows
        let made = Mutex<[Int: Result<(Encoded, UInt64), ZlibError>]>([:])
        var plans = Array(repeating: Plan.keep, count: bandCount)
        let basis = basis(for: pixels, width: width, height: height, lineage: lineage)
        lastLineage = nil  // until this picture is the last one
        // Bands whose rows this encoder has not compressed since a verification changed them.
        let unencoded = basis == .fresh ? [] : Set(bands.indices.filter { bands[$0].encoded == nil })
        switch basis {
        case .fresh:
            // Nothing to compare with: every band is new.
            bands = Array(repeating: Band(encoded: nil, pixelHash: 0, matched: nil), count: bandCount)
            plans = plan(pixels, rowBytes: rowBytes) { _ in true }
        case .sameStorage:
            // The very array the encoder holds: its storage cannot change while the encoder
            // shares it, so every band is as it was.
            plans = plan(pixels, rowBytes: rowBytes) { unencoded.contains($0) }
        case .lineage(let mayDiffer):
            // The picture after the last one in its sequence: the other bands hold its bytes.
            plans = plan(pixels, rowBytes: rowBytes) { unencoded.contains($0) || mayDiffer.contains($0) }
        case .compare:
            let before = previous
            plans = plan(pixels, rowBytes: rowBytes) { band in
                unencoded.contains(band) || Self.differs(pixels, before, band: band, rowBytes: rowBytes, height: height)
            }
        }
        let toCompress = plans
        compressBands(pixels, rowBytes: rowBytes, into: made) { toCompress[$0] == .compress }
        let results = made.withLock { $0 }
        lastChangedBands = results.count
        for (band, result) in results {
            do {
                let (encoded, pixelHash) = try result.get()
                bands[band] = Band(encoded: encoded, pixelHash: pixelHash, matched: nil)
            } catch {
                // Some bands may hold this picture's bytes and others the last one's: forget
                // both, so the next picture starts afresh.
                previous = []
                bands = []
                throw .encoding(error)
            }
        }
        // In order, so a run of repeated bands copies its first band's bytes.
        for band in plans.indices where plans[band] == .repeatsBandAbove {
            bands[band] = Band(encoded: bands[band - 1].encoded, pixelHash: bands[band - 1].pixelHash, matched: nil)
        }
        keep(pixels, lineage: lineage, fresh: basis == .fresh, changed: plans.indices.filter { plans[$0] != .keep })
        let stream = zlibStream()
        let index = PNGBandIndex.chunkData(
            rowsPerBand: Self.bandRows, lengths: bands.map { $0.encoded?.compressed.count ?? 0 }, imageData: stream)
        return PNGEncoder.file(
            width: width, height: height, manifest: manifest,
            pixelHash: PixelHash.banded(bands.map(\.pixelHash), rowsPerBand: Self.bandRows), imageData: stream,
            extraChunks: [(PNGBandIndex.chunkType, index)])
    }

    /// What the encoder knows of a new picture's bands from the last picture.
    enum Basis: Equatable {
        /// Nothing: every band is new (the first picture, another size, or no last picture kept).
        case fresh
        /// The very array of the last picture (held as the caller's): every band is as it was.
        case sameStorage
        /// The picture after the last one in its sequence: only these bands may differ.
        case lineage(Set<Int>)
        /// The bands are compared with the last picture's copy.
        case compare
    }

    /// How the picture `pixels` relates to the last one (after another size, the encoder forgets
    /// the last picture).
    func basis(for pixels: [UInt8], width: Int, height: Int, lineage: PixelLineage?) -> Basis {
        let bandCount = (height + Self.bandRows - 1) / Self.bandRows
        if width != self.width || height != self.height || bands.count != bandCount {
            self.width = width
            self.height = height
            previous = []
            bands = []
            lastLineage = nil
            return .fresh
        }
        if holdsCallersPixels && !previous.isEmpty && Self.sameStorage(pixels, previous) { return .sameStorage }
        if let mayDiffer = bandsThatMayDiffer(lineage, bandCount: bandCount) { return .lineage(mayDiffer) }
        return previous.count == pixels.count ? .compare : .fresh
    }

    /// Keeps what the next picture is compared with, and the lineage of this one: the caller's
    /// array when holding it; nothing when the picture has a lineage (the next picture of its
    /// sequence needs no comparison, any other starts afresh); otherwise a copy of the encoder's
    /// own, brought up to date in the bands that `changed` (holding the caller's array would
    /// make the caller copy all of it when it next changes a few rows).
    func keep(_ pixels: [UInt8], lineage: PixelLineage?, fresh: Bool, changed: [Int]) {
        if holdsCallersPixels {
            previous = pixels
        } else if lineage != nil {
            previous = []
        } else if fresh || previous.count != pixels.count {
            previous = pixels.withUnsafeBufferPointer { Array($0) }
        } else {
            Self.copy(bands: changed, of: pixels, into: &previous, rowBytes: width * 4)
        }
        lastLineage = lineage.map { ($0.sequence, $0.version) }
    }

    /// What a band of the new picture needs.
    private enum Plan: Sendable {
        /// Unchanged since the last picture.
        case keep
        /// Compressed again.
        case compress
        /// Changed, and the same bytes as the band before it in this picture: copied from it.
        case repeatsBandAbove
    }

    /// The plan of every band, worked out on up to `jobs` threads: bands for which `changed`
    /// (run on those threads too) says no are kept.
    private func plan(_ pixels: [UInt8], rowBytes: Int, changed: @Sendable (Int) -> Bool) -> [Plan] {
        let count = bands.count
        let workers = min(jobs, count)
        let height = self.height
        let plans = Mutex(Array(repeating: Plan.keep, count: count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for band in stride(from: worker, to: count, by: workers) where changed(band) {
                let plan: Plan =
                    Self.repeatsBandAbove(pixels, band: band, rowBytes: rowBytes, height: height)
                    ? .repeatsBandAbove : .compress
                plans.withLock { $0[band] = plan }
            }
        }
        return plans.withLock { $0 }
    }

    /// Whether band `band` (a full band) and the row above it hold the same bytes as the band
    /// before it and its row above, so both filter and compress to the same bytes. Never for
    /// bands 0 and 1: band 0 has no row above.
    static func repeatsBandAbove(_ pixels: [UInt8], band: Int, rowBytes: Int, height: Int) -> Bool {
        guard band >= 2, (band + 1) * bandRows <= height else { return false }
        return pixels.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            let here = base + (band * bandRows - 1) * rowBytes
            return Memory.equal(here, here - bandRows * rowBytes, count: (bandRows + 1) * rowBytes)
        }
    }

    /// Compresses, on up to `jobs` threads, every band for which `changed` (run on those threads
    /// too) says yes.
    private func compressBands(
        _ pixels: [UInt8], rowBytes: Int, into made: borrowing Mutex<[Int: Result<(Encoded, UInt64), ZlibError>]>,
        changed: @Sendable (Int) -> Bool
    ) {
        let count = bands.count
        let workers = min(jobs, count)
        let height = self.height
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // One deflate state a worker, reset for each band (`deflateReset` is `deflateEnd`
            // then `deflateInit2` without reallocating: the same bytes, without zeroing new buffers).
            var stream = z_stream()
            var ready = false
            defer { if ready { deflateEnd(&stream) } }
            for band in stride(from: worker, to: count, by: workers) where changed(band) {
                let result = Result { () throws(ZlibError) -> (Encoded, UInt64) in
                    if ready {
                        let status = deflateReset(&stream)
                        guard status == Z_OK else {
                            throw ZlibError.from(stream, function: "deflateReset", code: status)
                        }
                    } else {
                        let status = tartine_deflate_init_raw(&stream, Self.compressionLevel)
                        guard status == Z_OK else {
                            throw ZlibError.from(stream, function: "deflateInit2", code: status)
                        }
                        ready = true
                    }
                    return try Self.compress(pixels, band: band, rowBytes: rowBytes, height: height, stream: &stream)
                }
                made.withLock { $0[band] = result }
            }
        }
    }

    /// Whether the band's rows, or the row above it, differ between `pixels` and `before`.
    static func differs(_ pixels: [UInt8], _ before: [UInt8], band: Int, rowBytes: Int, height: Int) -> Bool {
        let first = max(0, band * bandRows - 1)
        let end = min(height, (band + 1) * bandRows)
        return pixels.withUnsafeBytes { now in
            before.withUnsafeBytes { last in
                guard let a = now.baseAddress, let b = last.baseAddress else { return true }
                return !Memory.equal(a + first * rowBytes, b + first * rowBytes, count: (end - first) * rowBytes)
            }
        }
    }

    /// Whether two arrays share their storage (then they hold the same bytes).
    static func sameStorage(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count
            && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// Copies the rows of `bands` from `pixels` into `target` (the same size).
    static func copy(bands: [Int], of pixels: [UInt8], into target: inout [UInt8], rowBytes: Int) {
        let bandBytes = bandRows * rowBytes
        pixels.withUnsafeBytes { source in
            target.withUnsafeMutableBytes { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for band in bands {
                    let start = band * bandBytes
                    (to + start).copyMemory(from: from + start, byteCount: min(bandBytes, source.count - start))
                }
            }
        }
    }

    /// The zlib header: CMF deflate with a 32 KiB window; FLG the level's flag and the check
    /// bits (RFC 1950).
    static let zlibHeader: [UInt8] = {
        let levelFlag: UInt8 = compressionLevel < 2 ? 0 : compressionLevel < 6 ? 1 : 2
        let cmf: UInt8 = 0x78
        var flg = levelFlag << 6
        flg += UInt8(31 - (Int(cmf) << 8 | Int(flg)) % 31)
        return [cmf, flg]
    }()

    /// What follows the bands: a final fixed-Huffman block holding only its end code (BFINAL 1,
    /// BTYPE 01, code 0000000), then the Adler-32 of all the filtered rows.
    static func zlibTrailer(adler: UInt32) -> [UInt8] {
        var trailer: [UInt8] = [0x03, 0x00]
        PNGChunks.appendUInt32(&trailer, adler)
        return trailer
    }

    /// The zlib stream: header, the bands, a final empty block, the combined Adler-32.
    private func zlibStream() -> [UInt8] {
        let encoded = bands.map { band in
            guard let encoded = band.encoded else { preconditionFailure("a band left unencoded") }
            return encoded
        }
        var stream = Self.zlibHeader
        stream.reserveCapacity(encoded.reduce(8) { $0 + $1.compressed.count })
        var adler: uLong = 1
        for band in encoded {
            stream += band.compressed
            adler = adler32_combine(adler, uLong(band.adler), off_t(band.length))
        }
        stream += Self.zlibTrailer(adler: UInt32(truncatingIfNeeded: adler))
        return stream
    }

    /// Band `band` filtered and deflated on its own (its first row without the row above), ending
    /// in a full flush (byte-aligned, not final).
    private static func compress(
        _ pixels: [UInt8], band: Int, rowBytes: Int, height: Int, stream: inout z_stream
    ) throws(ZlibError) -> (Encoded, UInt64) {
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
                        row: row, above: r > 0 ? row - rowBytes : nil, rowBytes: rowBytes,
                        into: out + r * (rowBytes + 1))
                }
            }
        }
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
        let adler = filtered.withUnsafeBufferPointer { libdeflate_adler32(1, $0.baseAddress, length) }
        let pixelHash = pixels.withUnsafeBytes { raw in
            PixelHash.value(of: UnsafeRawBufferPointer(rebasing: raw[(first * rowBytes)..<((first + rows) * rowBytes)]))
        }
        return (Encoded(compressed: compressed, adler: adler, length: length), pixelHash)
    }
}
