#if canImport(Glibc)
    import Glibc
#endif

/// A straight-alpha RGBA copy of a renderer's working surface, brought up to date area by area:
/// after an incremental frame only the repainted areas are converted. When the last image handed
/// out still shares the buffer, Swift's copy-on-write copies it first, so handed-out images never
/// change.
///
/// An update converts its areas into a scratch buffer first and compares them with the pixels:
/// only the rows that differ are copied in, and an update that changes nothing leaves the array
/// untouched (an image handed out keeps sharing it: no copy-on-write of the whole picture).
struct RGBAMirror {
    private(set) var pixels: [UInt8] = []
    private var width = 0
    private var height = 0
    /// The converted areas, row after row, before they are compared with `pixels`.
    private var scratch: [UInt8] = []

    /// Makes the next `update` convert the whole surface.
    mutating func invalidate() {
        width = 0
        height = 0
    }

    /// Converts `areas` of `surface` (all of it when `nil`, or when the size changed).
    /// - Returns: the rows whose pixels changed (sorted, apart): every other row holds the bytes
    ///   it held before the update.
    @discardableResult
    mutating func update(from surface: ImageSurface, areas: [PixelRect]?) -> [Range<Int>] {
        if surface.width != width || surface.height != height {
            width = surface.width
            height = surface.height
            // Every byte is written by the conversion of the whole surface: no zeroing first.
            let (width, height, count) = (width, height, width * height * 4)
            pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                let full = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
                Self.convert(surface, area: full, into: UnsafeMutableRawPointer(buffer.baseAddress!), rowBytes: width * 4)
                initialized = count
            }
            return height > 0 ? [0..<height] : []
        }
        let (width, height) = (self.width, self.height)
        let all = (areas ?? [PixelRect(x0: 0, y0: 0, x1: width, y1: height)])
            .map { $0.clamped(width: width, height: height) }.filter { !$0.isEmpty }
        let needed = all.reduce(0) { $0 + $1.width * 4 * $1.height }
        if scratch.count < needed { scratch = [UInt8](repeating: 0, count: needed) }
        // Converted into the scratch buffer, each row compared with the picture's.
        var changed: [(area: Int, row: Int)] = []
        scratch.withUnsafeMutableBytes { scratch in
            pixels.withUnsafeBytes { current in
                var offset = 0
                for (index, area) in all.enumerated() {
                    let rowBytes = area.width * 4
                    let out = scratch.baseAddress! + offset
                    Self.convert(surface, area: area, into: out, rowBytes: rowBytes)
                    for y in area.y0..<area.y1 {
                        let converted = out + (y - area.y0) * rowBytes
                        if memcmp(converted, current.baseAddress! + (y * width + area.x0) * 4, rowBytes) != 0 {
                            changed.append((index, y))
                        }
                    }
                    offset += rowBytes * area.height
                }
            }
        }
        guard !changed.isEmpty else { return [] }
        var starts: [Int] = []
        for index in all.indices {
            starts.append(index == 0 ? 0 : starts[index - 1] + all[index - 1].width * 4 * all[index - 1].height)
        }
        scratch.withUnsafeBytes { scratch in
            pixels.withUnsafeMutableBytes { target in
                for (index, y) in changed {
                    let area = all[index]
                    let rowBytes = area.width * 4
                    (target.baseAddress! + (y * width + area.x0) * 4).copyMemory(
                        from: scratch.baseAddress! + starts[index] + (y - area.y0) * rowBytes, byteCount: rowBytes)
                }
            }
        }
        return Self.ranges(of: changed.map(\.row))
    }

    /// The rows of `rows` as sorted ranges apart from one another.
    static func ranges(of rows: [Int]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for row in Set(rows).sorted() {
            if let last = ranges.last, last.upperBound == row {
                ranges[ranges.count - 1] = last.lowerBound..<(row + 1)
            } else {
                ranges.append(row..<(row + 1))
            }
        }
        return ranges
    }

    /// Converts `area` of `surface` into `target`, rows of `rowBytes` (the area's width × 4) one
    /// after the other. A row whose source bytes are those of the row above it (converted just
    /// before) is copied from that row's result: a plain background costs a comparison, not a
    /// conversion.
    private static func convert(
        _ surface: ImageSurface, area: PixelRect, into target: UnsafeMutableRawPointer, rowBytes: Int
    ) {
        let stride = surface.stride
        surface.withBytes { source in
            for y in area.y0..<area.y1 {
                let row = source.baseAddress! + y * stride + area.x0 * 4
                let out = target + (y - area.y0) * rowBytes
                if y > area.y0, memcmp(row, row - stride, rowBytes) == 0 {
                    out.copyMemory(from: out - rowBytes, byteCount: rowBytes)
                    continue
                }
                convertRow(row, into: out, pixels: area.width)
            }
        }
    }

    /// Converts `count` premultiplied ARGB32 pixels to straight RGBA, four at a time where all
    /// four are opaque (a swap of two bytes each), one at a time otherwise.
    @inline(__always)
    static func convertRow(_ row: UnsafeRawPointer, into out: UnsafeMutableRawPointer, pixels count: Int) {
        var x = 0
        let opaque = SIMD4<UInt32>(repeating: 0xFF00_0000)
        while x &+ 4 <= count {
            let argb = row.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self)
            if all(argb .>= opaque) {
                let rgba = argb & 0xFF00_FF00 | (argb &>> 16) & 0xFF | (argb & 0xFF) &<< 16
                out.storeBytes(of: rgba, toByteOffset: x &* 4, as: SIMD4<UInt32>.self)
            } else {
                for k in x..<(x &+ 4) {
                    let pixel = row.loadUnaligned(fromByteOffset: k &* 4, as: UInt32.self)
                    out.storeBytes(of: straightRGBA(pixel).littleEndian, toByteOffset: k &* 4, as: UInt32.self)
                }
            }
            x &+= 4
        }
        while x < count {
            let pixel = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
            out.storeBytes(of: straightRGBA(pixel).littleEndian, toByteOffset: x &* 4, as: UInt32.self)
            x &+= 1
        }
    }

    /// A premultiplied `0xAARRGGBB` pixel as straight-alpha `0xAABBGGRR` (R, G, B, A in memory
    /// on little-endian), unpremultiplied as Cairo's PNG writer does: `(c · 255 + a / 2) / a`.
    @inline(__always)
    static func straightRGBA(_ argb: UInt32) -> UInt32 {
        let a = argb >> 24
        if a == 255 {
            return argb & 0xFF00_FF00 | (argb >> 16) & 0xFF | (argb & 0xFF) << 16
        }
        if a == 0 { return 0 }
        let r = ((argb >> 16 & 0xFF) &* 255 &+ a / 2) / a
        let g = ((argb >> 8 & 0xFF) &* 255 &+ a / 2) / a
        let b = ((argb & 0xFF) &* 255 &+ a / 2) / a
        return a << 24 | b << 16 | g << 8 | r
    }
}
