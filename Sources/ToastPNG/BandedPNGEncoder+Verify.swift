import CDeflate
import CZlib
import ToastFiles

extension BandedPNGEncoder {
    /// Whether the PNG `png` holds exactly the pixels `pixels` (`width × height × 4` bytes,
    /// straight RGBA), found without encoding them: the banded pixel hash of `pixels` when it
    /// does, `nil` when it does not or cannot tell this way (then decode `png` and compare).
    ///
    /// `png` must be intact (every chunk's CRC), 8-bit RGBA, not interlaced, and its image data
    /// a zlib stream of bands of `bandRows` rows each standing alone, as this encoder writes
    /// them. The bands are checked in order. A band is the PNG's when its bytes there are
    /// those this encoder compressed from the same rows, or those an earlier verification found
    /// to decode to the same rows (`Band.matched`), or the band of the row above (the rows
    /// and the row above repeating it); otherwise its bytes are inflated on their own and each
    /// row unfiltered (any PNG filter) against the row above and compared with the pixels.
    /// After the last band come the final empty block and the Adler-32 of every filtered byte.
    /// So every byte of the image data is accounted for and decodes to the pixels: the file's
    /// pixels are `pixels`.
    ///
    /// The encoder's state is brought up to `pixels` first, as `encode` does (the bands whose
    /// rows changed are hashed, and will be compressed by the next `encode`): verifying and
    /// encoding one picture after the other gives the bytes a fresh encoder gives.
    /// - Parameter lineage: where the pixels come from, as `encode` takes it.
    package func verify(
        rgba pixels: [UInt8], width: Int, height: Int, against png: [UInt8], lineage: PixelLineage? = nil
    ) -> String? {
        precondition(pixels.count == width * height * 4, "expected \(width * height * 4) bytes, got \(pixels.count)")
        advance(to: pixels, width: width, height: height, lineage: lineage)
        let hash = PixelHash.banded(bands.map(\.pixelHash), rowsPerBand: Self.bandRows)
        guard let structure = try? PNGStructure(png, limits: .standard),
            structure.header.width == width, structure.header.height == height, structure.header.bitDepth == 8,
            structure.header.colorType == .rgba, !structure.header.interlaced
        else { return nil }
        return matches(structure.imageData, pixels) ? hash : nil
    }

    /// Brings the bands up to `pixels` without compressing: each band whose rows or row above
    /// changed since the last picture is hashed, and forgets its bytes.
    private func advance(to pixels: [UInt8], width: Int, height: Int, lineage: PixelLineage?) {
        let rowBytes = width * 4
        let bandCount = (height + Self.bandRows - 1) / Self.bandRows
        let basis = basis(for: pixels, width: width, height: height, lineage: lineage)
        let changed: [Int]
        switch basis {
        case .fresh:
            bands = Array(repeating: Band(encoded: nil, pixelHash: 0, matched: nil), count: bandCount)
            changed = Array(0..<bandCount)
        case .sameStorage:
            changed = []
        case .lineage(let mayDiffer):
            // The picture after the last one in its sequence: the other bands hold its bytes.
            changed = mayDiffer.sorted()
        case .compare:
            changed = (0..<bandCount).filter {
                Self.differs(pixels, previous, band: $0, rowBytes: rowBytes, height: height)
            }
        }
        let hashes = pixels.withUnsafeBytes { raw in
            PixelHash.values(
                of: changed.map { band in
                    let first = band * Self.bandRows * rowBytes
                    return UnsafeRawBufferPointer(
                        rebasing: raw[first..<min(raw.count, first + Self.bandRows * rowBytes)])
                })
        }
        for (band, hash) in zip(changed, hashes) { bands[band] = Band(encoded: nil, pixelHash: hash, matched: nil) }
        keep(pixels, lineage: lineage, fresh: basis == .fresh, changed: changed)
    }

    /// Whether the zlib stream `data` decodes to `pixels`, band by band (see `verify`). Bands
    /// found by inflating keep the bytes that decoded to them (`Band.matched`).
    private func matches(_ data: [UInt8], _ pixels: [UInt8]) -> Bool {
        let (rowBytes, height) = (width * 4, self.height)
        let header = Self.zlibHeader
        guard data.count > header.count, data.starts(with: header) else { return false }
        let inflater = BandInflater()
        var scratch = [UInt8](repeating: 0, count: Self.bandRows * (rowBytes + 1))
        return data.withUnsafeBufferPointer { data in
            scratch.withUnsafeMutableBufferPointer { scratch in
                var offset = header.count
                var adler: uLong = 1
                // Where the band before lies in `data`, and the Adler-32 of what it decodes to.
                var before: (range: Range<Int>, adler: UInt32)? = nil
                for band in bands.indices {
                    let rows = min(height, (band + 1) * Self.bandRows) - band * Self.bandRows
                    let length = rows * (rowBytes + 1)
                    let known =
                        bands[band].encoded.map { ($0.compressed, $0.adler) }
                        ?? bands[band].matched.map { ($0.bytes, $0.adler) }
                    let count: Int
                    let bandAdler: UInt32
                    if let (bytes, knownAdler) = known, Self.holds(data, bytes, at: offset) {
                        (count, bandAdler) = (bytes.count, knownAdler)
                    } else if let before, rows == Self.bandRows,
                        Self.repeatsBandAbove(pixels, band: band, rowBytes: rowBytes, height: height),
                        Self.holds(data, UnsafeBufferPointer(rebasing: data[before.range]), at: offset)
                    {
                        (count, bandAdler) = (before.range.count, before.adler)
                    } else {
                        let output = UnsafeMutableBufferPointer(rebasing: scratch[0..<length])
                        guard let taken = inflater.inflate(data, at: offset, into: output) else { return false }
                        // The Adler-32 of the filtered bytes, before `unfilters` undoes the filters.
                        let filteredAdler = UInt32(
                            truncatingIfNeeded: libdeflate_adler32(1, output.baseAddress, length))
                        guard Self.unfilters(output, to: pixels, band: band, rows: rows, rowBytes: rowBytes) else {
                            return false
                        }
                        bands[band].matched = Matched(
                            bytes: Array(data[offset..<(offset + taken)]), adler: filteredAdler)
                        (count, bandAdler) = (taken, filteredAdler)
                    }
                    before = (offset..<(offset + count), bandAdler)
                    adler = adler32_combine(adler, uLong(bandAdler), off_t(length))
                    offset += count
                }
                let trailer = Self.zlibTrailer(adler: UInt32(truncatingIfNeeded: adler))
                return data.count - offset == trailer.count && Self.holds(data, trailer, at: offset)
            }
        }
    }

    /// Whether `data` holds `bytes` at `offset`.
    private static func holds(_ data: UnsafeBufferPointer<UInt8>, _ bytes: some Collection<UInt8>, at offset: Int)
        -> Bool
    {
        guard data.count - offset >= bytes.count else { return false }
        return bytes.withContiguousStorageIfAvailable { bytes in
            guard let a = data.baseAddress, let b = bytes.baseAddress else { return bytes.isEmpty }
            return Memory.equal(a + offset, b, count: bytes.count)
        } ?? false
    }

    /// Undoes the filter of each of the `rows` rows of `filtered` (a filter-type byte, then the
    /// row) in place, the row above being `pixels`' (the rows above the band were found equal
    /// already), and compares each with `pixels`' row.
    private static func unfilters(
        _ filtered: UnsafeMutableBufferPointer<UInt8>, to pixels: [UInt8], band: Int, rows: Int, rowBytes: Int
    ) -> Bool {
        pixels.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress, let out = filtered.baseAddress else { return false }
            for r in 0..<rows {
                let y = band * bandRows + r
                let line = out + r * (rowBytes + 1)
                let above = y > 0 ? UnsafeMutablePointer(mutating: base + (y - 1) * rowBytes) : nil
                guard RowFilter.undo(type: line[0], row: line + 1, previous: above, count: rowBytes, stride: 4),
                    Memory.equal(line + 1, base + y * rowBytes, count: rowBytes)
                else { return false }
            }
            return true
        }
    }
}
