/// Writes PNG files from straight-alpha RGBA8 pixels: IHDR, the Tartine manifest chunk (with the
/// pixels' `PixelHash`), the
/// image data (each row filtered with whichever of None, Sub and Up leaves the smallest sum, as
/// libpng's heuristic does, then deflated), IEND.
///
/// Its own encoder rather than Cairo's: Cairo's goes through libpng at its default compression,
/// which took most of the time of a contact sheet; this one uses a fast zlib level (UI pictures
/// compress well anyway) and needs no premultiplied surface.
package enum PNGEncoder {
    /// zlib level 3: about a tenth larger than level 6 on Tartine's pictures, and several times faster.
    package static let compressionLevel: Int32 = 3

    /// The PNG of `pixels` (`width × height × 4` bytes) with `manifest` and the pixel hash.
    /// - Throws: `PNGError.encoding` with zlib's words.
    package static func encode(
        rgba pixels: [UInt8], width: Int, height: Int,
        manifest: [String: String]
    ) throws(PNGError) -> [UInt8] {
        precondition(pixels.count == width * height * 4, "expected \(width * height * 4) bytes, got \(pixels.count)")
        return file(
            width: width, height: height, manifest: manifest, pixelHash: PixelHash.of(pixels),
            imageData: try imageData(rgba: pixels, width: width, height: height))
    }

    /// The image data of `pixels`: each row filtered, the whole deflated into one zlib stream.
    /// - Throws: `PNGError.encoding` with zlib's words.
    static func imageData(rgba pixels: [UInt8], width: Int, height: Int) throws(PNGError) -> [UInt8] {
        let rowBytes = width * 4
        var filtered = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        pixels.withUnsafeBufferPointer { source in
            filtered.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    filterRow(y, rowBytes: rowBytes, source: source, target: target)
                }
            }
        }
        do { return try Deflate.compress(filtered, level: compressionLevel) } catch { throw .encoding(error) }
    }

    /// A PNG file: signature, IHDR (8-bit RGBA, not interlaced), the manifest with the pixel
    /// hash, `extraChunks` (type and data), one IDAT holding `imageData` (a zlib stream), IEND.
    static func file(
        width: Int, height: Int, manifest: [String: String], pixelHash: String, imageData: [UInt8],
        extraChunks: [(type: String, data: [UInt8])] = []
    ) -> [UInt8] {
        var header: [UInt8] = []
        PNGChunks.appendUInt32(&header, UInt32(width))
        PNGChunks.appendUInt32(&header, UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        var png = PNGChunks.signature
        let manifestChunk = PNGManifest.chunk(
            for: manifest.merging([PixelHash.manifestKey: pixelHash]) { _, hash in hash })
        png.reserveCapacity(imageData.count + manifestChunk.count + 64)
        png += PNGChunks.encode(type: "IHDR", data: header)
        png += manifestChunk
        for chunk in extraChunks { png += PNGChunks.encode(type: chunk.type, data: chunk.data) }
        PNGChunks.append(
            type: "IDAT", data: imageData, dataCRC: CRC32.checksum(imageData), to: &png)
        png += PNGChunks.encode(type: "IEND", data: [])
        return png
    }

    /// Filters row `y` into `target`: a filter-type byte, then the filtered bytes.
    private static func filterRow(
        _ y: Int, rowBytes: Int, source: UnsafeBufferPointer<UInt8>,
        target: UnsafeMutableBufferPointer<UInt8>
    ) {
        guard let base = source.baseAddress, let outBase = target.baseAddress else { return }
        let row = base + y * rowBytes
        filter(row: row, above: y > 0 ? row - rowBytes : nil, rowBytes: rowBytes, into: outBase + y * (rowBytes + 1))
    }

    /// Filters one row (`above`: the row before it, nil for the first) into `target`: the
    /// filter-type byte, then `rowBytes` filtered bytes.
    static func filter(
        row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, rowBytes: Int, into target: UnsafeMutablePointer<UInt8>
    ) {
        // Each sum in a loop of its own, which the compiler vectorises (one loop computing the
        // three with a branch inside took most of an encoding's time).
        let sumNone = costs(row, count: rowBytes)
        let lead = min(4, rowBytes)
        let sumSub = costs(row, count: lead) + costs(row + lead, minus: row, count: rowBytes - lead)
        let sumUp = above.map { costs(row, minus: $0, count: rowBytes) } ?? Int.max
        let out = target + 1
        if let above, sumUp <= sumSub && sumUp <= sumNone {
            out[-1] = 2
            for i in 0..<rowBytes { out[i] = row[i] &- above[i] }
        } else if sumSub <= sumNone {
            out[-1] = 1
            out.update(from: row, count: lead)
            for i in lead..<rowBytes { out[i] = row[i] &- row[i - 4] }
        } else {
            out[-1] = 0
            out.update(from: row, count: rowBytes)
        }
    }

    /// The heuristic's sum for `count` bytes left as they are.
    @inline(__always)
    private static func costs(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum: UInt32 = 0  // at most 128 a byte: a row of 2²⁴ bytes fits
        for i in 0..<count { sum &+= UInt32(cost(bytes[i])) }
        return Int(sum)
    }

    /// The heuristic's sum for `count` bytes each less the byte of `minus` at the same place.
    @inline(__always)
    private static func costs(_ bytes: UnsafePointer<UInt8>, minus: UnsafePointer<UInt8>, count: Int) -> Int {
        var sum: UInt32 = 0
        for i in 0..<count { sum &+= UInt32(cost(bytes[i] &- minus[i])) }
        return Int(sum)
    }

    /// A filtered byte's weight in the heuristic: its distance from zero as a signed byte.
    @inline(__always)
    private static func cost(_ b: UInt8) -> UInt8 {
        Int8(bitPattern: b).magnitude
    }
}
