import ToastCore

/// The pixels a renderer works on for one screen: the background, drawn once and kept, and the
/// working surface that frames are drawn on (the background plus the layers of the last frame).
final class Canvas {
    let screen: Screen
    let pixelScale: Double
    /// The background's pixels: premultiplied ARGB32 rows, as the surface holds them.
    let background: SharedPixels<BackgroundIdentity>.Pixels
    let surface: ImageSurface
    let cairo: CairoContext
    /// The material backdrops blurred from `background`.
    let backdrops: BackdropCache

    var width: Int { surface.width }
    var height: Int { surface.height }
    var full: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

    /// Makes both surfaces `screen.size × pixelScale` (rounded), paints the background with
    /// `paint` (given the background surface and a context scaled to points), and copies it to
    /// the working surface.
    /// - Parameter identity: what `paint` draws the background from (its screen and scale are
    ///   the canvas's).
    /// - Parameter sharesPixels: whether the background and the backdrops come from the
    ///   process's (`Canvas.backgrounds`, `BackdropCache.shared`).
    /// - Parameter stored: the background's pixels kept from an earlier run, when there are
    ///   (`width`, `height`, `stride` → premultiplied ARGB32 rows, `stride × height` bytes): taken
    ///   as they are, without a surface to paint and copy (a picture-sized buffer less).
    init(
        _ identity: BackgroundIdentity, sharesPixels: Bool = true,
        stored: (_ width: Int, _ height: Int, _ stride: Int) -> [UInt8]? = { _, _, _ in nil },
        paint: (ImageSurface, CairoContext) throws -> Void
    ) throws {
        let (screen, pixelScale) = (identity.screen, identity.pixelScale)
        backdrops = BackdropCache(background: identity, store: sharesPixels ? BackdropCache.shared : nil)
        let (width, height) = try SurfaceSize.check(
            width: (screen.size.width * pixelScale).rounded(), height: (screen.size.height * pixelScale).rounded(),
            of: .screen(width: screen.size.width, height: screen.size.height))
        guard width >= 1, height >= 1 else { throw RenderError.emptySurface(width: width, height: height) }
        self.screen = screen
        self.pixelScale = pixelScale
        func draw() throws -> SharedPixels<BackgroundIdentity>.Pixels {
            let stride = ImageSurface.stride(of: .argb32, width: width)
            if let bytes = stored(width, height, stride), bytes.count == stride * height {
                return .init(format: .argb32, width: width, height: height, stride: stride, bytes: bytes)
            }
            let surface = try ImageSurface(format: .argb32, width: width, height: height)
            let painter = try CairoContext(surface: surface)
            painter.scale(pixelScale, pixelScale)
            try paint(surface, painter)
            try painter.check("drawing the background")
            return .init(surface)
        }
        background = sharesPixels ? try Self.backgrounds.pixels(for: identity, make: draw) : try draw()
        surface = try ImageSurface(format: .argb32, width: width, height: height)
        cairo = try CairoContext(surface: surface)
        restore([full])
    }

    /// The backgrounds every renderer of the process has drawn: renderers of the same identity
    /// (a snapshot suite's workers) share one.
    static let backgrounds = SharedPixels<BackgroundIdentity>(capacity: 64 << 20)

    /// Copies the background over `areas` of the working surface (row by row, no blending).
    func restore(_ areas: [PixelRect]) {
        guard !areas.isEmpty else { return }
        let stride = surface.stride
        background.withBytes { source in
            surface.withMutableBytes { target in
                for area in areas {
                    let clamped = area.clamped(width: width, height: height)
                    guard !clamped.isEmpty else { continue }
                    let rowBytes = clamped.width * 4
                    for y in clamped.y0..<clamped.y1 {
                        let offset = y * stride + clamped.x0 * 4
                        (target.baseAddress! + offset).copyMemory(
                            from: source.baseAddress! + offset, byteCount: rowBytes)
                    }
                }
            }
        }
    }
}
