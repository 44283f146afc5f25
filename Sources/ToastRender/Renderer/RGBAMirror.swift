import ToastFiles

/// A straight-alpha RGBA copy of a renderer's working surface, brought up to date area by area:
/// after an incremental frame only the repainted areas are converted. When the last image handed
/// out still shares the buffer, Swift's copy-on-write copies it first, so handed-out images never
/// change.
///
/// Each row of an area is converted into a line buffer and compared with the picture's: only
/// the rows that differ are copied in, and an update that changes nothing leaves the array
/// untouched (an image handed out keeps sharing it: no copy-on-write of the whole picture).
package struct RGBAMirror {
    private(set) var pixels: [UInt8] = []
    private var width = 0
    private var height = 0
    /// Two converted rows: the current one and the one above it.
    private var lines: [UInt8] = []

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
                let target = UnsafeMutableRawPointer(buffer.baseAddress!)
                surface.withBytes { source in
                    var above: UnsafeRawPointer? = nil
                    for y in 0..<height {
                        let out = target + y * width * 4
                        Self.convert(
                            source, stride: surface.stride, x0: 0, y: y, pixels: width, above: above, into: out)
                        above = UnsafeRawPointer(out)
                    }
                }
                initialized = count
            }
            lines = [UInt8](repeating: 0, count: 2 * width * 4)
            return height > 0 ? [0..<height] : []
        }
        let (width, height, stride) = (self.width, self.height, surface.stride)
        let all = (areas ?? [PixelRect(x0: 0, y0: 0, x1: width, y1: height)])
            .map { $0.clamped(width: width, height: height) }.filter { !$0.isEmpty }
        // Read only up to the first row that changes.
        var first: (area: Int, row: Int)? = nil
        surface.withBytes { source in
            lines.withUnsafeMutableBytes { lines in
                pixels.withUnsafeBytes { current in
                    var line = Lines(lines)
                    search: for (index, area) in all.enumerated() {
                        line.restart()
                        for y in area.y0..<area.y1 {
                            let converted = line.convert(source, stride: stride, area: area, y: y)
                            if !Memory.equal(
                                converted, current.baseAddress! + (y * width + area.x0) * 4, count: area.width * 4)
                            {
                                first = (index, y)
                                break search
                            }
                        }
                    }
                }
            }
        }
        guard let first else { return [] }
        // From that row on, every converted row that differs is copied in.
        var changed: [Int] = []
        surface.withBytes { source in
            lines.withUnsafeMutableBytes { lines in
                pixels.withUnsafeMutableBytes { target in
                    var line = Lines(lines)
                    for (index, area) in all.enumerated() where index >= first.area {
                        line.restart()
                        for y in (index == first.area ? first.row : area.y0)..<area.y1 {
                            let converted = line.convert(source, stride: stride, area: area, y: y)
                            let row = target.baseAddress! + (y * width + area.x0) * 4
                            if !Memory.equal(converted, row, count: area.width * 4) {
                                row.copyMemory(from: converted, byteCount: area.width * 4)
                                changed.append(y)
                            }
                        }
                    }
                }
            }
        }
        return Self.ranges(of: changed)
    }

    /// Two row buffers taking turns: each row converted into one, the row above kept in the
    /// other (a row whose source repeats the row above is copied from its result).
    private struct Lines {
        let buffers: UnsafeMutableRawBufferPointer
        private var current = 0
        private var above: (row: Int, area: PixelRect)? = nil

        init(_ buffers: UnsafeMutableRawBufferPointer) { self.buffers = buffers }

        mutating func restart() { above = nil }

        /// Row `y` of `area` converted (valid until the next call but one).
        mutating func convert(_ source: UnsafeRawBufferPointer, stride: Int, area: PixelRect, y: Int)
            -> UnsafeRawPointer
        {
            let half = buffers.count / 2
            let out = buffers.baseAddress! + current * half
            let previous = above.flatMap {
                $0.row == y - 1 && $0.area == area ? UnsafeRawPointer(buffers.baseAddress! + (1 - current) * half) : nil
            }
            RGBAMirror.convert(
                source, stride: stride, x0: area.x0, y: y, pixels: area.width, above: previous, into: out)
            above = (y, area)
            current = 1 - current
            return UnsafeRawPointer(out)
        }
    }

    /// Converts `count` pixels of row `y` of the surface's bytes `source` from `x0` into `out`.
    /// When the source row repeats the row above and `above` holds that row converted, it is
    /// copied instead: a plain background costs a comparison, not a conversion.
    private static func convert(
        _ source: UnsafeRawBufferPointer, stride: Int, x0: Int, y: Int, pixels count: Int, above: UnsafeRawPointer?,
        into out: UnsafeMutableRawPointer
    ) {
        let row = source.baseAddress! + y * stride + x0 * 4
        if let above, Memory.equal(row, row - stride, count: count * 4) {
            out.copyMemory(from: above, byteCount: count * 4)
            return
        }
        convertRow(row, into: out, pixels: count)
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
    package static func straightRGBA(_ argb: UInt32) -> UInt32 {
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
