/// The binary WebSocket message of one frame: the pixel areas that changed, as the renderer's
/// surface holds them, for the page to convert and put into its canvas (`putImageData`) over
/// what it already shows. Raw pixels, not PNG: the page's picture then holds exactly the
/// renderer's bytes, and on the loopback copying bytes costs less than encoding them would.
///
/// Layout, little-endian: `u8 1` (frame), `u8 flags` (1: the areas cover the whole screen),
/// `u8 1` (pixels are premultiplied B, G, R, A: the page unpremultiplies them as Cairo's PNG
/// writer does, `(c · 255 + a / 2) / a`), `u8 0`, `u32 theme generation`, `u32 width`,
/// `u32 height` (the canvas in pixels), `f64 clock time`, `u32 area count`, then per area
/// `u32 x, y, w, h` and `w × h × 4` bytes.
struct FrameMessage {
    /// One changed area of the picture.
    struct Area {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The bytes of the message for `areas`; `copy` fills each area's `w × h × 4` bytes.
    static func encode(
        areas: [Area], width: Int, height: Int, generation: Int, time: Double, full: Bool,
        copy: (Area, UnsafeMutableRawBufferPointer) -> Void
    ) -> [UInt8] {
        var size = 28
        for area in areas { size += 16 + area.width * area.height * 4 }
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            let out = UnsafeMutableRawBufferPointer(buffer)
            var offset = 0
            func put(_ value: UInt32) {
                out.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt32.self)
                offset += 4
            }
            out.storeBytes(of: UInt32(1 | (full ? 1 : 0) << 8 | 1 << 16).littleEndian, toByteOffset: 0, as: UInt32.self)
            offset = 4
            put(UInt32(truncatingIfNeeded: generation))
            put(UInt32(width))
            put(UInt32(height))
            out.storeBytes(of: time.bitPattern.littleEndian, toByteOffset: offset, as: UInt64.self)
            offset += 8
            put(UInt32(areas.count))
            for area in areas {
                for value in [area.x, area.y, area.width, area.height] { put(UInt32(value)) }
                let bytes = area.width * area.height * 4
                copy(area, UnsafeMutableRawBufferPointer(rebasing: out[offset..<(offset + bytes)]))
                offset += bytes
            }
            count = offset
        }
    }
}
