/// Turns one unfiltered row of samples into RGBA8 pixels.
enum PixelRow {
    /// Writes the `width` pixels of `row` into `out`, the first at pixel index `start`, the next
    /// ones `step` pixels apart (an Adam7 pass spreads its pixels).
    /// - Throws: `PNGError.paletteIndex` for an index past the palette.
    static func expand(
        _ row: UnsafeBufferPointer<UInt8>, width: Int, header: PNGHeader, structure: PNGStructure,
        into out: UnsafeMutablePointer<UInt8>, at start: Int, step: Int
    ) throws(PNGError) {
        let depth = header.bitDepth
        var o = start * 4
        let oStep = step * 4
        switch header.colorType {
        case .rgba where depth == 8:
            if step == 1 {
                out.advanced(by: o).update(from: row.baseAddress!, count: width * 4)
                return
            }
            for x in 0..<width {
                out[o] = row[4 * x]; out[o + 1] = row[4 * x + 1]; out[o + 2] = row[4 * x + 2];
                out[o + 3] = row[4 * x + 3]
                o += oStep
            }
        case .rgb where depth == 8 && structure.transparentKey == nil:
            for x in 0..<width {
                out[o] = row[3 * x]; out[o + 1] = row[3 * x + 1]; out[o + 2] = row[3 * x + 2]; out[o + 3] = 255
                o += oStep
            }
        case .palette:
            let palette = structure.palette
            for x in 0..<width {
                let index = sample(row, x, depth)
                guard index < palette.count else { throw .paletteIndex(index: index, paletteSize: palette.count) }
                let p = palette[index]
                out[o] = UInt8(p & 0xFF); out[o + 1] = UInt8(p >> 8 & 0xFF); out[o + 2] = UInt8(p >> 16 & 0xFF);
                out[o + 3] = UInt8(p >> 24)
                o += oStep
            }
        default:
            let channels = header.colorType.channels
            let key = structure.transparentKey
            var s = [Int](repeating: 0, count: 4)
            for x in 0..<width {
                for c in 0..<channels { s[c] = sample(row, x * channels + c, depth) }
                switch header.colorType {
                case .grey:
                    let v = scale(s[0], depth)
                    out[o] = v; out[o + 1] = v; out[o + 2] = v
                    out[o + 3] = key.map { $0[0] == s[0] ? 0 : 255 } ?? 255
                case .greyAlpha:
                    let v = scale(s[0], depth)
                    out[o] = v; out[o + 1] = v; out[o + 2] = v; out[o + 3] = scale(s[1], depth)
                case .rgb:
                    out[o] = scale(s[0], depth); out[o + 1] = scale(s[1], depth); out[o + 2] = scale(s[2], depth)
                    out[o + 3] = key.map { $0[0] == s[0] && $0[1] == s[1] && $0[2] == s[2] ? 0 : 255 } ?? 255
                case .rgba, .palette:
                    out[o] = scale(s[0], depth); out[o + 1] = scale(s[1], depth); out[o + 2] = scale(s[2], depth)
                    out[o + 3] = scale(s[3], depth)
                }
                o += oStep
            }
        }
    }

    /// Sample number `i` of a row at `depth` bits (1, 2 and 4 bits packed from the high bit down).
    @inline(__always)
    static func sample(_ row: UnsafeBufferPointer<UInt8>, _ i: Int, _ depth: Int) -> Int {
        switch depth {
        case 8: return Int(row[i])
        case 16: return Int(row[2 * i]) << 8 | Int(row[2 * i + 1])
        default:
            let bit = i * depth
            let shift = 8 - depth - bit % 8
            return Int(row[bit / 8]) >> shift & (1 << depth - 1)
        }
    }

    /// A sample at `depth` bits as 8 bits: 16 bits rounded (`v × 255 / 65535`), lower depths
    /// stretched (`v × 255 / (2^depth − 1)`).
    @inline(__always)
    static func scale(_ v: Int, _ depth: Int) -> UInt8 {
        switch depth {
        case 8: return UInt8(v)
        case 16: return UInt8((v * 255 + 32767) / 65535)
        default: return UInt8(v * 255 / (1 << depth - 1))
        }
    }
}
