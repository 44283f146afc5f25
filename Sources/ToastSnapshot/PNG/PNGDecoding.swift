import CPangoCairo
import ToastRender

/// Decoding PNG files into `RenderedImage`s with Cairo's PNG reader: the one C call ToastSnapshot
/// makes itself (everything else goes through ToastRender).
enum PNGDecoding {
    /// The pixels of `png`, straight alpha, unpremultiplied the way Cairo's PNG writer does it
    /// (`(c · 255 + a / 2) / a`), so an image written by `RenderedImage.pngData` reads back with
    /// the pixels it was written from (Cairo premultiplies on reading, so for semi-transparent
    /// pixels "the same" means as Cairo sees them: both sides of a comparison go the same way).
    ///
    /// Wraps `cairo_image_surface_create_from_png_stream` (reading from memory) and
    /// `cairo_image_surface_get_data`. Formats other than ARGB32 and RGB24 (16-bit PNGs on newer
    /// Cairo) are first painted onto an ARGB32 surface.
    /// - Throws: `CairoStatus` naming the Cairo function (for bytes that are not a PNG, Cairo says
    ///   "invalid data").
    static func image(fromPNG png: [UInt8]) throws(CairoStatus) -> RenderedImage {
        let surface = try readSurface(png)
        defer { cairo_surface_destroy(surface) }
        let format = cairo_image_surface_get_format(surface)
        if format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 {
            return pixels(of: surface, opaque: format == CAIRO_FORMAT_RGB24)
        }
        let converted = try argb32Copy(of: surface)
        defer { cairo_surface_destroy(converted) }
        return pixels(of: converted, opaque: false)
    }

    /// Whether `bytes` start with the 8-byte PNG signature. Checked before Cairo reads them:
    /// Cairo reports a file that is not a PNG as "out of memory".
    static func hasSignature(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    /// `cairo_image_surface_create_from_png_stream` over `png`.
    private static func readSurface(_ png: [UInt8]) throws(CairoStatus) -> OpaquePointer {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source(png)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard source.bytes.count - source.offset >= count else { return CAIRO_STATUS_READ_ERROR }
                    source.bytes.withUnsafeBufferPointer { bytes in
                        guard let base = bytes.baseAddress else { return }
                        data.update(from: base + source.offset, count: count)
                    }
                    source.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(source).toOpaque())
        }
        let function = "cairo_image_surface_create_from_png_stream"
        guard let surface else { throw CairoStatus(code: CairoStatus.noMemoryCode, function: function) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoStatus(code: Int(status.rawValue), function: function)
        }
        return surface
    }

    /// A new ARGB32 surface with `surface` painted onto it (`cairo_set_source_surface`, `cairo_paint`).
    private static func argb32Copy(of surface: OpaquePointer) throws(CairoStatus) -> OpaquePointer {
        let width = cairo_image_surface_get_width(surface)
        let height = cairo_image_surface_get_height(surface)
        guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw CairoStatus(code: CairoStatus.noMemoryCode, function: "cairo_image_surface_create")
        }
        let context = cairo_create(copy)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_paint(context)
        let status = cairo_status(context)
        cairo_destroy(context)
        cairo_surface_flush(copy)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(copy)
            throw CairoStatus(code: Int(status.rawValue), function: "cairo_paint")
        }
        return copy
    }

    /// The straight-alpha RGBA pixels of an ARGB32 or RGB24 image surface.
    private static func pixels(of surface: OpaquePointer, opaque: Bool) -> RenderedImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
            return RenderedImage(width: 0, height: 0, pixels: [])
        }
        let source = UnsafeRawPointer(data)
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            guard let out = buffer.baseAddress else { return }
            let target = UnsafeMutableRawPointer(out)
            for y in 0..<height {
                let row = source + y * stride
                let outRow = target + y * width * 4
                if opaque {  // RGB24: the top byte is unused; swap R and B, set A
                    for x in 0..<width {
                        let xrgb = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                        let rgba = xrgb & 0x0000_FF00 | (xrgb >> 16) & 0xFF | (xrgb & 0xFF) << 16 | 0xFF00_0000
                        outRow.storeBytes(of: rgba.littleEndian, toByteOffset: x &* 4, as: UInt32.self)
                    }
                } else {
                    for x in 0..<width {
                        let argb = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                        outRow.storeBytes(of: straightRGBA(argb).littleEndian, toByteOffset: x &* 4, as: UInt32.self)
                    }
                }
            }
            count = width * height * 4
        }
        return RenderedImage(width: width, height: height, pixels: pixels)
    }

    /// A premultiplied native-endian `0xAARRGGBB` pixel as straight-alpha `0xAABBGGRR` (R, G, B, A
    /// in memory on little-endian), unpremultiplied as Cairo's PNG writer does.
    @inline(__always)
    static func straightRGBA(_ argb: UInt32) -> UInt32 {
        let a = argb >> 24
        if a == 255 { return argb & 0xFF00_FF00 | (argb >> 16) & 0xFF | (argb & 0xFF) << 16 }
        if a == 0 { return 0 }
        let r = ((argb >> 16 & 0xFF) &* 255 &+ a / 2) / a
        let g = ((argb >> 8 & 0xFF) &* 255 &+ a / 2) / a
        let b = ((argb & 0xFF) &* 255 &+ a / 2) / a
        return a << 24 | b << 16 | g << 8 | r
    }
}

extension RenderedImage {
    /// Decodes PNG bytes (straight-alpha RGBA).
    /// - Throws: `SnapshotError.notPNG` or `.unreadablePNG`.
    public init(png: [UInt8]) throws(SnapshotError) {
        guard PNGDecoding.hasSignature(png) else { throw .notPNG(role: .actual, path: nil) }
        do { self = try PNGDecoding.image(fromPNG: png) } catch { throw .unreadablePNG(role: .actual, path: nil, error) }
    }
}
