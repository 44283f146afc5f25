import CPangoCairo

/// An owned Cairo image surface (`cairo_surface_t` of type image). Internal: the pointer never
/// leaves ToastRender. Destroyed with `cairo_surface_destroy` when released.
final class ImageSurface {
    /// The pixel formats ToastRender uses.
    enum Format {
        /// `CAIRO_FORMAT_ARGB32`: premultiplied, native-endian 32-bit (B, G, R, A bytes on little-endian).
        case argb32
        /// `CAIRO_FORMAT_A8`: one coverage byte per pixel (shadow masks).
        case a8

        var cairo: cairo_format_t { self == .argb32 ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8 }
    }

    let pointer: OpaquePointer
    let width: Int
    let height: Int
    let stride: Int
    let format: Format

    /// `cairo_image_surface_create`; the pixels start cleared to transparent.
    /// - Throws: `CairoStatus` (invalid size, out of memory).
    init(format: Format, width: Int, height: Int) throws(CairoStatus) {
        let surface = try CairoStatus.checked(
            cairo_image_surface_create(format.cairo, Int32(clamping: width), Int32(clamping: height)),
            function: "cairo_image_surface_create", status: cairo_surface_status, destroy: cairo_surface_destroy)
        self.pointer = surface
        self.width = width
        self.height = height
        self.stride = Int(cairo_image_surface_get_stride(surface))
        self.format = format
    }

    /// The bytes between rows of a surface of `format` that is `width` pixels wide, as
    /// `init(format:width:height:)` makes it (`cairo_format_stride_for_width`).
    static func stride(of format: Format, width: Int) -> Int {
        Int(cairo_format_stride_for_width(format.cairo, Int32(clamping: width)))
    }

    /// `cairo_image_surface_create_from_png_stream` over PNG bytes already read (the file layer
    /// reads icon files: regular files only, size capped).
    /// - Throws: `CairoStatus` (invalid PNG, out of memory).
    init(pngBytes bytes: [UInt8]) throws(CairoStatus) {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Source(bytes)
        let made = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
                    let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard source.bytes.count - source.offset >= count else { return CAIRO_STATUS_READ_ERROR }
                    source.bytes.withUnsafeBufferPointer { all in
                        guard let base = all.baseAddress else { return }
                        data.update(from: base + source.offset, count: count)
                    }
                    source.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(source).toOpaque())
        }
        let surface = try CairoStatus.checked(
            made, function: "cairo_image_surface_create_from_png_stream", status: cairo_surface_status,
            destroy: cairo_surface_destroy)
        self.pointer = surface
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
        self.stride = Int(cairo_image_surface_get_stride(surface))
        self.format = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? .a8 : .argb32
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Makes user space at the identity matrix `x`, `y` pixels off the surface's own: drawing at
    /// (`x`, `y`) lands on the surface's top-left pixel (`cairo_surface_set_device_offset`). An
    /// offset of whole pixels moves the drawing, nothing else.
    func setOrigin(x: Int, y: Int) {
        cairo_surface_set_device_offset(pointer, Double(-x), Double(-y))
    }

    /// Runs `body` over the pixel bytes (`cairo_image_surface_get_data`), bracketed by
    /// `cairo_surface_flush` before and `cairo_surface_mark_dirty` after, so Cairo sees the changes.
    func withMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        defer { cairo_surface_mark_dirty(pointer) }
        let base = cairo_image_surface_get_data(pointer)
        return try body(UnsafeMutableRawBufferPointer(start: base, count: stride * height))
    }

    /// Runs `body` over the pixel bytes read-only, after `cairo_surface_flush`.
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        let base = cairo_image_surface_get_data(pointer)
        return try body(UnsafeRawBufferPointer(start: base, count: stride * height))
    }
}
