import CDeflate
import ToastFiles

/// Where each band of rows starts in a PNG's image data, so that a band can be compared by its
/// compressed bytes and inflated on its own: `tartine diff` of two pictures Tartine wrote decodes
/// only the bands that differ (and their neighbours), not twelve megabytes a side.
///
/// `BandedPNGEncoder` writes it in a private chunk, `tbIX` (ancillary, private, and unsafe to
/// copy: an editor that rewrites the image data must drop it, PNG spec §5.4). Version 1 promises
/// what makes a band independent of the rest:
/// - each band is deflated by a fresh stream ending in a full flush (no match reaches before it);
/// - its first row is filtered without the row above (None or Sub), so its pixels are a function
///   of its own bytes: two files whose band holds the same bytes hold the same pixels there.
///
/// The chunk is trusted only when it fits the file: an 8-bit RGBA picture, not interlaced, the
/// band count its height needs, band lengths that add up to the image data (zlib header, bands,
/// final empty block, Adler-32), each band ending in a full flush's marker, and the hash of the
/// whole image data stored in it equal to the data's. Anything else and the index is not
/// available: the file is decoded whole, as any PNG.
///
/// Layout (big-endian): version (1 byte, 1), rows per band (4), band count (4), hash of the
/// image data (8, `PixelHash.value(of:)`), then each band's compressed length (4 each).
package struct PNGBandIndex: Sendable {
    /// The chunk's type.
    package static let chunkType = "tbIX"
    static let version: UInt8 = 1
    /// The bytes that end every band: the empty stored block of a full flush (LEN 0, NLEN ~0).
    static let flushMarker: [UInt8] = [0x00, 0x00, 0xFF, 0xFF]
    /// The final block `BandedPNGEncoder` ends the stream with: fixed Huffman, only its end code.
    static let finalBlock: [UInt8] = [0x03, 0x00]

    /// The picture's width and height.
    package let width: Int
    package let height: Int
    /// Rows in a band (the last may hold fewer).
    package let rowsPerBand: Int
    /// The zlib stream (the `IDAT` data, concatenated).
    private let imageData: [UInt8]
    /// Each band's bytes in `imageData`.
    private let bands: [Range<Int>]

    /// How many bands the picture has.
    package var bandCount: Int { bands.count }

    /// The chunk's data for a picture of `height` rows whose zlib stream `imageData` holds bands
    /// of `rowsPerBand` rows, `lengths` compressed bytes each, after the 2-byte zlib header.
    static func chunkData(rowsPerBand: Int, lengths: [Int], imageData: [UInt8]) -> [UInt8] {
        var data: [UInt8] = [version]
        PNGChunks.appendUInt32(&data, UInt32(rowsPerBand))
        PNGChunks.appendUInt32(&data, UInt32(lengths.count))
        let hash = imageData.withUnsafeBytes { PixelHash.value(of: $0) }
        PNGChunks.appendUInt32(&data, UInt32(truncatingIfNeeded: hash >> 32))
        PNGChunks.appendUInt32(&data, UInt32(truncatingIfNeeded: hash))
        for length in lengths { PNGChunks.appendUInt32(&data, UInt32(length)) }
        return data
    }

    /// The index of `png`, or nil when it has none or one that does not fit the file (then the
    /// file is decoded whole, which also says what is wrong with a damaged one).
    package init?(png: [UInt8], limits: PNGLimits = .standard) {
        let structure: PNGStructure
        do { structure = try PNGStructure(png, limits: limits) } catch { return nil }
        guard let chunks = PNGChunks.chunks(ofType: Self.chunkType, in: png), chunks.count == 1,
            chunks[0].crcIsValid
        else { return nil }
        let header = structure.header
        guard header.colorType == .rgba, header.bitDepth == 8, !header.interlaced else { return nil }
        let data = Array(png[chunks[0].data])
        guard data.count >= 17, data[0] == Self.version else { return nil }
        let rows = Int(PNGChunks.readUInt32(data, at: 1))
        let count = Int(PNGChunks.readUInt32(data, at: 5))
        guard rows >= 2, count == (header.height + rows - 1) / rows, data.count == 17 + 4 * count else { return nil }
        let stored = UInt64(PNGChunks.readUInt32(data, at: 9)) << 32 | UInt64(PNGChunks.readUInt32(data, at: 13))
        let imageData = structure.imageData
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(count)
        var offset = 2
        for band in 0..<count {
            let length = Int(PNGChunks.readUInt32(data, at: 17 + 4 * band))
            guard length >= Self.flushMarker.count, length <= imageData.count - offset else { return nil }
            ranges.append(offset..<(offset + length))
            offset += length
        }
        guard imageData.count == offset + Self.finalBlock.count + 4,
            imageData[offset..<(offset + Self.finalBlock.count)].elementsEqual(Self.finalBlock),
            ranges.allSatisfy({
                imageData[($0.upperBound - Self.flushMarker.count)..<$0.upperBound].elementsEqual(Self.flushMarker)
            }),
            imageData.withUnsafeBytes({ PixelHash.value(of: $0) }) == stored
        else { return nil }
        self.width = header.width
        self.height = header.height
        self.rowsPerBand = rows
        self.imageData = imageData
        self.bands = ranges
    }

    /// The rows of band `band`.
    package func rows(of band: Int) -> Range<Int> {
        (band * rowsPerBand)..<min(height, (band + 1) * rowsPerBand)
    }

    /// Whether band `band` holds the same compressed bytes here and in `other` (an index of a
    /// picture of the same size and bands): then it holds the same pixels.
    package func sameBand(_ band: Int, as other: PNGBandIndex) -> Bool {
        let here = bands[band]
        let there = other.bands[band]
        guard here.count == there.count else { return false }
        return imageData.withUnsafeBytes { a in
            other.imageData.withUnsafeBytes { b in
                Memory.equal(a.baseAddress! + here.lowerBound, b.baseAddress! + there.lowerBound, count: here.count)
            }
        }
    }

    /// A decoder of bands, holding a decompressor and scratch buffers (one per thread).
    package final class BandDecoder {
        private let decompressor: OpaquePointer
        private var compressed: [UInt8] = []
        private var filtered: [UInt8] = []

        package init?() {
            guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
            self.decompressor = decompressor
        }

        deinit { libdeflate_free_decompressor(decompressor) }

        /// Inflates band `band` of `index` on its own and writes its pixels (straight RGBA) at
        /// their rows in `pixels`, the base of a `width × height × 4` buffer. False when the band
        /// does not inflate on its own to exactly its rows, or its first row uses the row above
        /// (a file that breaks the index's promise: decode it whole instead).
        package func decode(band: Int, of index: PNGBandIndex, into pixels: UnsafeMutableRawPointer) -> Bool {
            let range = index.bands[band]
            let rows = index.rows(of: band)
            let rowBytes = index.width * 4
            let expected = rows.count * (rowBytes + 1)
            compressed.removeAll(keepingCapacity: true)
            compressed += index.imageData[range]
            compressed += PNGBandIndex.finalBlock
            if filtered.count < expected { filtered = [UInt8](repeating: 0, count: expected) }
            let result = compressed.withUnsafeBufferPointer { source in
                filtered.withUnsafeMutableBufferPointer { target in
                    libdeflate_deflate_decompress(
                        decompressor, source.baseAddress, source.count, target.baseAddress, expected, nil)
                }
            }
            guard result == LIBDEFLATE_SUCCESS else { return false }
            return filtered.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                guard base[0] <= 1 else { return false }
                let out = pixels.assumingMemoryBound(to: UInt8.self) + rows.lowerBound * rowBytes
                for r in 0..<rows.count {
                    let raw = base + r * (rowBytes + 1)
                    let row = out + r * rowBytes
                    row.update(from: raw + 1, count: rowBytes)
                    guard
                        RowFilter.undo(
                            type: raw[0], row: row, previous: r == 0 ? nil : row - rowBytes, count: rowBytes, stride: 4)
                    else { return false }
                }
                return true
            }
        }
    }
}
