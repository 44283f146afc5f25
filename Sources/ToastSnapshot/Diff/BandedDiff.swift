import Dispatch
import Synchronization
import ToastPNG

/// Two PNG files Tartine wrote, compared band by band through their band indexes
/// (`PNGBandIndex`): a band whose compressed bytes are the same in both holds the same pixels and
/// is neither inflated nor scanned. Only the bands that differ are inflated, with one band of
/// context above and below them (pixelmatch's anti-aliasing test looks two rows away), into
/// pixel buffers whose other rows are never touched; then those bands are scanned as a whole
/// comparison would scan them. The counts are the whole comparison's.
///
/// Not for a diff image, which needs every pixel of the first picture.
enum BandedDiff {
    /// The comparison of `first` and `second`, or nil when either has no usable band index, the
    /// two differ in size or bands, or a band does not decode on its own (then decode them whole).
    static func compare(_ first: [UInt8], _ second: [UInt8], options: DiffOptions) -> (
        width: Int, height: Int, result: DiffResult
    )? {
        guard let a = PNGBandIndex(png: first), let b = PNGBandIndex(png: second),
            a.width == b.width, a.height == b.height, a.rowsPerBand == b.rowsPerBand, a.width > 0, a.height > 0
        else { return nil }
        let count = a.bandCount
        let changed = (0..<count).map { !a.sameBand($0, as: b) }
        let (width, height) = (a.width, a.height)
        guard changed.contains(true) else {
            return (
                width, height,
                DiffResult(differentPixels: 0, antialiasedPixels: 0, totalPixels: width * height, isIdentical: true)
            )
        }
        let needed = (0..<count).filter { band in
            changed[band] || (band > 0 && changed[band - 1]) || (band + 1 < count && changed[band + 1])
        }
        // Uninitialised: only the rows of `needed` are written and read (untouched pages are
        // never even mapped in).
        let byteCount = width * height * 4
        let buffers = [
            UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16),
            UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16),
        ]
        defer { for buffer in buffers { buffer.deallocate() } }
        let decoded = Atomic(0)
        let sides = [a, b]
        let addresses = buffers.map { UInt(bitPattern: $0) }
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            guard let decoder = PNGBandIndex.BandDecoder(),
                let target = UnsafeMutableRawPointer(bitPattern: addresses[side])
            else { return }
            for band in needed where !decoder.decode(band: band, of: sides[side], into: target) { return }
            decoded.wrappingAdd(1, ordering: .relaxed)
        }
        guard decoded.load(ordering: .relaxed) == 2 else { return nil }
        let rows = (0..<count).filter { changed[$0] }.flatMap { a.rows(of: $0) }
        let result = ImageDiff.compare(
            UnsafeRawPointer(buffers[0]), UnsafeRawPointer(buffers[1]), width: width, height: height, rows: rows,
            options: options)
        return (width, height, result)
    }
}
