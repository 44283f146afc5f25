#if canImport(Glibc)
    import Glibc
#endif

/// A straight-alpha RGBA copy of a renderer's working surface, brought up to date area by area:
/// after an incremental frame only the repainted areas are converted. When the last image handed
/// out still shares the buffer, Swift's copy-on-write copies it first, so handed-out images never
/// change.
struct RGBAMirror {
    private(set) var pixels: [UInt8] = []
    private var width = 0
    private var height = 0

    /// Makes the next `update` convert the whole surface.
    mutating func invalidate() {
        width = 0
        height = 0
    }

    /// Converts `areas` of `surface` (all of it when `nil`, or when the size changed).
    mutating func update(from surface: ImageSurface, areas: [PixelRect]?) {
        if surface.width != width || surface.height != height {
            width = surface.width
            height = surface.height
            // Every byte is written by the conversion of the whole surface: no zeroing first.
            let (width, height, count) = (width, height, width * height * 4)
            pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                Self.convert(
                    surface, areas: [PixelRect(x0: 0, y0: 0, x1: width, y1: height)], width: width, height: height,
                    into: UnsafeMutableRawBufferPointer(buffer))
                initialized = count
            }
            return
        }
        // Repainted to the same pixels (a toast standing still is drawn again each frame): the
        // array is not touched, so one handed out before keeps sharing it (no copy-on-write of
        // the whole picture, and a frame encoder sees the same storage).
        if let areas, !changes(surface, areas: areas) { return }
        let (width, height) = (self.width, self.height)
        let all = areas ?? [PixelRect(x0: 0, y0: 0, x1: width, y1: height)]
        pixels.withUnsafeMutableBytes { target in
            Self.convert(surface, areas: all, width: width, height: height, into: target)
        }
    }

    /// Converts `areas` of `surface` into `target` (`width × height` RGBA pixels). A row of an
    /// area whose source bytes are those of the row above it (converted just before) is copied
    /// from that row's result: a plain background costs a comparison, not a conversion.
    private static func convert(
        _ surface: ImageSurface, areas: [PixelRect], width: Int, height: Int, into target: UnsafeMutableRawBufferPointer
    ) {
        let stride = surface.stride
        surface.withBytes { source in
            for area in areas {
                let area = area.clamped(width: width, height: height)
                guard !area.isEmpty else { continue }
                let bytes = area.width * 4
                for y in area.y0..<area.y1 {
                    let row = source.baseAddress! + y * stride + area.x0 * 4
                    let out = target.baseAddress! + (y * width + area.x0) * 4
                    if y > area.y0, memcmp(row, row - stride, bytes) == 0 {
                        out.copyMemory(from: out - width * 4, byteCount: bytes)
                        continue
                    }
                    for x in 0..<area.width {
                        let argb = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                        out.storeBytes(of: straightRGBA(argb).littleEndian, toByteOffset: x &* 4, as: UInt32.self)
                    }
                }
            }
        }
    }

    /// Whether converting `areas` of `surface` would change any pixel (read only: the first
    /// difference ends the scan).
    private func changes(_ surface: ImageSurface, areas: [PixelRect]) -> Bool {
        let (width, height, stride) = (self.width, self.height, surface.stride)
        return surface.withBytes { source in
            pixels.withUnsafeBytes { target in
                for area in areas {
                    let area = area.clamped(width: width, height: height)
                    guard !area.isEmpty else { continue }
                    for y in area.y0..<area.y1 {
                        let row = source.baseAddress! + y * stride
                        let out = target.baseAddress! + y * width * 4
                        for x in area.x0..<area.x1 {
                            let argb = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                            let current = out.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                            if Self.straightRGBA(argb).littleEndian != current { return true }
                        }
                    }
                }
                return false
            }
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
