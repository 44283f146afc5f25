/// Reads any PNG a user may hold into straight-alpha RGBA8 pixels, exactly: grey, grey+alpha,
/// RGB, RGBA and palette pictures at every bit depth the format allows (1, 2, 4, 8, 16), with
/// `tRNS` transparency, Adam7 interlacing and all five row filters. 16-bit samples are scaled to
/// 8 bits with rounding (`v × 255 / 65535`, as pngjs does for the pixelmatch CLI), 1-, 2- and
/// 4-bit grey is stretched to 0…255. Gamma, colour-space and ICC chunks are ignored, so the bytes
/// that come out are the bytes the file stores, never premultiplied and unpremultiplied again.
/// For an APNG the default image (`IDAT`) is read.
///
/// Every chunk's CRC is checked, and the declared size is checked against `PNGLimits` before
/// pixel memory is allocated.
public enum PNGDecoder {
    /// The pixels of `png`.
    /// - Parameters:
    ///   - png: the file's bytes.
    ///   - limits: the largest picture to accept.
    /// - Throws: `PNGError` saying what is wrong with the file.
    public static func decode(_ png: [UInt8], limits: PNGLimits = .standard) throws(PNGError) -> PNGImage {
        let structure = try PNGStructure(png, limits: limits)
        let header = structure.header
        if !header.interlaced && header.colorType == .rgba && header.bitDepth == 8 { return try rgba8(structure) }
        let passes = header.interlaced ? Adam7.passes : [Adam7.Pass(x0: 0, y0: 0, dx: 1, dy: 1)]
        var expected = 0
        for pass in passes {
            let (w, h) = pass.size(width: header.width, height: header.height)
            if w > 0 && h > 0 { expected += h * (1 + header.rowBytes(pixels: w)) }
        }
        var raw = [UInt8](repeating: 0, count: expected)
        let outcome: Inflate.Outcome
        do {
            outcome = try raw.withUnsafeMutableBufferPointer { buffer throws(ZlibError) in
                try Inflate.decompress(structure.imageData, into: buffer)
            }
        } catch { throw .corruptImageData(error) }
        switch outcome {
        case .complete: break
        case .short(let produced): throw .imageDataSize(expected: expected, actual: produced)
        case .long: throw .imageDataSize(expected: expected, actual: nil)
        }
        let pixelCount = header.width * header.height
        var failure: PNGError?
        let pixels = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { out, count in
            HugePages.advise(out)
            count = pixelCount * 4
            raw.withUnsafeMutableBufferPointer { rawBuffer in
                var offset = 0
                var rowNumber = 0
                for pass in passes {
                    let (w, h) = pass.size(width: header.width, height: header.height)
                    guard w > 0 && h > 0 else { continue }
                    let rowBytes = header.rowBytes(pixels: w)
                    for y in 0..<h {
                        let row = rawBuffer.baseAddress! + offset + 1
                        let previous: UnsafeMutablePointer<UInt8>? = y == 0 ? nil : row - (rowBytes + 1)
                        let type = row[-1]
                        guard
                            RowFilter.undo(
                                type: type, row: row, previous: previous, count: rowBytes, stride: header.filterStride)
                        else {
                            failure = .badFilter(type: type, row: rowNumber)
                            return
                        }
                        do throws(PNGError) {
                            try PixelRow.expand(
                                UnsafeBufferPointer(start: row, count: rowBytes), width: w, header: header,
                                structure: structure, into: out.baseAddress!,
                                at: (pass.y0 + y * pass.dy) * header.width + pass.x0, step: pass.dx)
                        } catch {
                            failure = error
                            return
                        }
                        offset += rowBytes + 1
                        rowNumber += 1
                    }
                }
            }
        }
        if let failure { throw failure }
        return PNGImage(width: header.width, height: header.height, pixels: pixels)
    }

    /// The common case (Tartine's own files): 8-bit RGBA, not interlaced. The rows are inflated
    /// into the output array itself, unfiltered in place and moved down over the filter bytes,
    /// so no second buffer is allocated or copied.
    private static func rgba8(_ structure: PNGStructure) throws(PNGError) -> PNGImage {
        let (width, height) = (structure.header.width, structure.header.height)
        let rowBytes = width * 4
        let expected = height * (rowBytes + 1)
        var failure: PNGError?
        var pixels = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            HugePages.advise(buffer)
            count = expected
            guard let base = buffer.baseAddress else { return }
            do throws(ZlibError) {
                switch try Inflate.decompress(structure.imageData, into: buffer) {
                case .complete: break
                case .short(let produced): failure = .imageDataSize(expected: expected, actual: produced); return
                case .long: failure = .imageDataSize(expected: expected, actual: nil); return
                }
            } catch {
                failure = .corruptImageData(error)
                return
            }
            for y in 0..<height {
                let raw = base + y * (rowBytes + 1)
                let row = raw + 1
                guard
                    RowFilter.undo(
                        type: raw[0], row: row, previous: y == 0 ? nil : base + (y - 1) * rowBytes,
                        count: rowBytes, stride: 4)
                else {
                    failure = .badFilter(type: raw[0], row: y)
                    return
                }
                UnsafeMutableRawPointer(base + y * rowBytes).copyMemory(from: row, byteCount: rowBytes)
            }
        }
        if let failure { throw failure }
        pixels.removeLast(height)
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    /// Whether `a` and `b` store the same image: the same header, palette, transparency and image
    /// data bytes, so they decode to the same pixels (other chunks, such as the manifest, may
    /// differ). Reads the chunks and their CRCs but inflates nothing. False when either file is
    /// not a well-formed PNG within `limits` (decoding it says why).
    public static func storeSameImage(_ a: [UInt8], _ b: [UInt8], limits: PNGLimits = .standard) -> Bool {
        do {
            let first = try PNGStructure(a, limits: limits)
            let second = try PNGStructure(b, limits: limits)
            return first.header == second.header && first.palette == second.palette
                && first.transparentKey == second.transparentKey && first.imageData == second.imageData
        } catch {
            return false
        }
    }

    /// The header of `png`, checked (size against `limits` too), without decoding the pixels.
    /// - Throws: `PNGError`.
    public static func header(of png: [UInt8], limits: PNGLimits = .standard) throws(PNGError) -> PNGHeader {
        try PNGStructure(png, limits: limits).header
    }
}

/// The seven passes of Adam7 interlacing (PNG spec §8.2).
enum Adam7 {
    struct Pass {
        let x0: Int, y0: Int, dx: Int, dy: Int

        /// The pass's size for a `width`×`height` picture (0 when it holds no pixel).
        func size(width: Int, height: Int) -> (Int, Int) {
            (width > x0 ? (width - x0 + dx - 1) / dx : 0, height > y0 ? (height - y0 + dy - 1) / dy : 0)
        }
    }

    static let passes = [
        Pass(x0: 0, y0: 0, dx: 8, dy: 8), Pass(x0: 4, y0: 0, dx: 8, dy: 8), Pass(x0: 0, y0: 4, dx: 4, dy: 8),
        Pass(x0: 2, y0: 0, dx: 4, dy: 4), Pass(x0: 0, y0: 2, dx: 2, dy: 4), Pass(x0: 1, y0: 0, dx: 2, dy: 2),
        Pass(x0: 0, y0: 1, dx: 1, dy: 2),
    ]
}
