import ToastDisplay

/// The premultiplied ARGB32 rows a surface is shown (ToastDisplay's `PixelRows`, the one
/// pixel-rows type of every display edge), lent for the length of a call: as a Cairo image
/// surface holds them and as `wl_shm`'s `argb8888` format takes them, so a surface copies the
/// rows into its buffer with no conversion.
public typealias WaylandPixelRows = PixelRows

/// A rectangle of a surface's pixels (buffer pixels, top-left origin): ToastDisplay's `PixelRectangle`.
public typealias WaylandRectangle = PixelRectangle

extension PixelRows {
    /// Whether a surface can show them: 1 to ``WaylandLimits/surfaceSide`` pixels each way.
    var isShowable: Bool { fits(side: WaylandLimits.surfaceSide) }
}
