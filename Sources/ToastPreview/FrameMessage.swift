import ToastPNG

/// The binary WebSocket message of one frame: the pixel areas that changed since the last frame
/// sent to that page, each deflated (a zlib stream of its rows as the renderer's surface holds
/// them), for the page to inflate (`DecompressionStream`), convert and put into its canvas
/// (`putImageData`) over what it already shows. A frame whose pixels did not change carries no
/// area: 28 bytes that tell the page its moment.
///
/// Deflated raw rows rather than PNGs: the server's work is a copy and zlib's (no per-pixel
/// conversion or row filtering of its own, which a debug build runs many times slower), the
/// browser inflates natively, and the page's picture holds exactly the renderer's bytes.
///
/// Layout, little-endian: `u8 2` (a frame of deflated areas), `u8 flags` (1: a keyframe, the
/// one area covers the whole picture), `u8 1` (pixels are premultiplied B, G, R, A: the page
/// unpremultiplies them as Cairo's PNG writer does, `(c · 255 + a / 2) / a`), `u8 0`,
/// `u32 theme generation`, `u32 width`, `u32 height` (the canvas in pixels), `f64 clock time`,
/// `u32 area count` (at most ``FrameRegion/maximumAreas``), then per area `u32 x, y, w, h`,
/// `u32 n` and the `n` bytes of the zlib stream of its `w × h × 4` bytes.
struct FrameMessage {
    /// One changed area of the picture.
    struct Area: Hashable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The message's first byte.
    static let kind: UInt8 = 2
    /// Bytes before the first area.
    static let headerBytes = 28
    /// zlib level of the areas: the fastest (a toast's area at 3× in a few milliseconds).
    static let compressionLevel: Int32 = 1

    /// The bytes of the message for `areas`; `copy` fills each area's `w × h × 4` bytes with
    /// premultiplied B, G, R, A pixels, as the renderer's surface holds them.
    /// - Throws: `ZlibError` with zlib's words.
    static func encode(
        areas: [Area], width: Int, height: Int, generation: Int, time: Double, keyframe: Bool,
        copy: (Area, UnsafeMutableRawBufferPointer) -> Void
    ) throws(ZlibError) -> [UInt8] {
        var message: [UInt8] = [kind, keyframe ? 1 : 0, 1, 0]
        func put(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { message += $0 } }
        put(UInt32(truncatingIfNeeded: generation))
        put(UInt32(width))
        put(UInt32(height))
        withUnsafeBytes(of: time.bitPattern.littleEndian) { message += $0 }
        put(UInt32(areas.count))
        for area in areas {
            var pixels = [UInt8](repeating: 0, count: area.width * area.height * 4)
            pixels.withUnsafeMutableBytes { copy(area, $0) }
            let deflated = try Deflate.compress(pixels, level: compressionLevel)
            for value in [area.x, area.y, area.width, area.height, deflated.count] { put(UInt32(value)) }
            message += deflated
        }
        return message
    }
}
