@testable import ToastPNG

/// Builds PNG files of any colour type, bit depth, filter and interlacing, straight from the
/// spec, for the decoder's tests (independent of `PNGEncoder`, which writes RGBA8 only).
struct TestPNG {
    var width: Int
    var height: Int
    var colorType: UInt8
    var depth: Int
    var interlaced = false
    var palette: [(UInt8, UInt8, UInt8)] = []
    var transparency: [UInt8]?
    var extraChunks: [(String, [UInt8])] = []
    /// The samples of pixel (x, y), at `depth` bits.
    var samples: (Int, Int) -> [Int]

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

    func encoded() -> [UInt8] {
        var header: [UInt8] = []
        PNGChunks.appendUInt32(&header, UInt32(width))
        PNGChunks.appendUInt32(&header, UInt32(height))
        header += [UInt8(depth), colorType, 0, 0, interlaced ? 1 : 0]
        var png = PNGChunks.signature + PNGChunks.encode(type: "IHDR", data: header)
        for (type, data) in extraChunks { png += PNGChunks.encode(type: type, data: data) }
        if !palette.isEmpty { png += PNGChunks.encode(type: "PLTE", data: palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if let transparency { png += PNGChunks.encode(type: "tRNS", data: transparency) }
        png += PNGChunks.encode(type: "IDAT", data: try! Deflate.compress(scanlines(), level: 6))
        return png + PNGChunks.encode(type: "IEND", data: [])
    }

    /// The filtered scanlines of every pass; row n uses filter n mod 5.
    func scanlines() -> [UInt8] {
        let passes: [(Int, Int, Int, Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var out: [UInt8] = []
        var rowNumber = 0
        let bpp = max(1, channels * depth / 8)
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx))
            let ys = Array(stride(from: y0, to: height, by: dy))
            guard !xs.isEmpty, !ys.isEmpty else { continue }
            var previous: [UInt8]?
            for y in ys {
                let row = pack(xs.flatMap { samples($0, y) })
                let filter = UInt8(rowNumber % 5)
                out.append(filter)
                out += Self.filter(row, previous: previous, type: filter, bpp: bpp)
                previous = row
                rowNumber += 1
            }
        }
        return out
    }

    private func pack(_ values: [Int]) -> [UInt8] {
        switch depth {
        case 8: return values.map { UInt8($0) }
        case 16: return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        default:
            var bytes = [UInt8](repeating: 0, count: (values.count * depth + 7) / 8)
            for (i, v) in values.enumerated() {
                let bit = i * depth
                bytes[bit / 8] |= UInt8(v << (8 - depth - bit % 8))
            }
            return bytes
        }
    }

    static func filter(_ row: [UInt8], previous: [UInt8]?, type: UInt8, bpp: Int) -> [UInt8] {
        let up = previous ?? [UInt8](repeating: 0, count: row.count)
        return row.indices.map { i in
            let a = i >= bpp ? Int(row[i - bpp]) : 0
            let b = Int(up[i])
            let c = i >= bpp ? Int(up[i - bpp]) : 0
            let predicted: Int
            switch type {
            case 1: predicted = a
            case 2: predicted = b
            case 3: predicted = (a + b) / 2
            case 4:
                let p = a + b - c
                let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            default: predicted = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - predicted)
        }
    }
}
