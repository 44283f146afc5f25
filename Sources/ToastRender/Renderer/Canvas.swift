import ToastCore

/// The pixels a renderer works on for one screen: the background, drawn once and kept, and the
/// working surface that frames are drawn on (the background plus the layers of the last frame).
///
/// A background of one colour (a plain one) is kept as that one pixel: the working surface is
/// restored by filling, and a clear one starts as the new surface's zeros, so that a screen-sized
/// canvas costs memory only where layers were drawn (a notification server's transparent
/// monitor-sized stage). Its picture-sized pixels are made only if a material asks for them.
///
/// The working surface may hold a part of the screen only (a viewport: the notification server
/// keeps the area its windows show): areas stay in the screen's pixels everywhere, and the
/// surface's origin is moved so that drawing at a screen pixel lands on the surface's own.
final class Canvas {
    let screen: Screen
    let pixelScale: Double
    /// The background's one pixel (premultiplied ARGB32 as the surface holds it) when it is a
    /// single colour; `nil` for a drawn one.
    let uniform: UInt32?
    /// The background's pixels once drawn or made.
    private var kept: SharedPixels<BackgroundIdentity>.Pixels?
    let surface: ImageSurface
    let cairo: CairoContext
    /// The material backdrops blurred from `background`.
    let backdrops: BackdropCache

    /// The screen's size in pixels.
    let screenWidth: Int
    let screenHeight: Int
    /// The screen pixels the working surface holds: the viewport asked for, else the screen.
    let full: PixelRect
    /// The viewport asked for (within the screen), or `nil` for the whole screen.
    let viewport: PixelRect?

    /// The working surface's size in pixels (the viewport's, else the screen's).
    var width: Int { surface.width }
    var height: Int { surface.height }

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
    /// - Parameter uniform: whether `paint` paints one colour all over: the background is then
    ///   kept as the pixel `paint` gives a 1 × 1 surface.
    /// - Parameter viewport: the screen pixels the working surface holds (clamped to the
    ///   screen; `nil` or an area outside it: the whole screen). Only a uniform background
    ///   is restored without the screen-sized pixels.
    init(
        _ identity: BackgroundIdentity, sharesPixels: Bool = true, viewport: PixelRect? = nil,
        stored: (_ width: Int, _ height: Int, _ stride: Int) -> [UInt8]? = { _, _, _ in nil },
        uniform: Bool = false,
        paint: (ImageSurface, CairoContext) throws -> Void
    ) throws {
        let (screen, pixelScale) = (identity.screen, identity.pixelScale)
        backdrops = BackdropCache(background: identity, store: sharesPixels ? BackdropCache.shared : nil)
        let (width, height) = try Self.pixelSize(of: screen, scale: pixelScale)
        guard width >= 1, height >= 1 else { throw RenderError.emptySurface(width: width, height: height) }
        self.screen = screen
        self.pixelScale = pixelScale
        (screenWidth, screenHeight) = (width, height)
        let inside = viewport?.clamped(width: width, height: height)
        self.viewport = inside.flatMap { $0.isEmpty ? nil : $0 }
        full = self.viewport ?? PixelRect(x0: 0, y0: 0, x1: width, y1: height)
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
        if uniform {
            let dot = try ImageSurface(format: .argb32, width: 1, height: 1)
            let painter = try CairoContext(surface: dot)
            try paint(dot, painter)
            try painter.check("drawing the background")
            self.uniform = dot.withBytes { $0.loadUnaligned(as: UInt32.self) }
        } else {
            self.uniform = nil
        }
        if !uniform { kept = sharesPixels ? try Self.backgrounds.pixels(for: identity, make: draw) : try draw() }
        // A new surface is all zeros: a clear background needs no restoring.
        surface = try ImageSurface(format: .argb32, width: full.width, height: full.height)
        surface.setOrigin(x: full.x0, y: full.y0)
        cairo = try CairoContext(surface: surface)
        if self.uniform != 0 { restore([full]) }
    }

    /// The size in pixels of `screen` at `scale` (rounded): the canvas's, within the PNG limits.
    /// - Throws: `RenderError.surfaceTooLarge` naming the screen.
    static func pixelSize(of screen: Screen, scale: Double) throws(RenderError) -> (width: Int, height: Int) {
        try SurfaceSize.check(
            width: (screen.size.width * scale).rounded(), height: (screen.size.height * scale).rounded(),
            of: .screen(width: screen.size.width, height: screen.size.height))
    }

    /// The background's pixels: premultiplied ARGB32 rows, as the surface holds them (for a
    /// uniform background, made on first use: only a material's backdrop reads them).
    var background: SharedPixels<BackgroundIdentity>.Pixels {
        if let kept { return kept }
        let (width, height) = (screenWidth, screenHeight)
        let stride = ImageSurface.stride(of: .argb32, width: width)
        var bytes = [UInt8](repeating: 0, count: stride * height)
        if let uniform, uniform != 0 {
            bytes.withUnsafeMutableBytes {
                Self.fill(
                    $0.baseAddress!, stride: stride, PixelRect(x0: 0, y0: 0, x1: width, y1: height), with: uniform)
            }
        }
        let made = SharedPixels<BackgroundIdentity>.Pixels(
            format: .argb32, width: width, height: height, stride: stride, bytes: bytes)
        kept = made
        return made
    }

    /// Sets every pixel of `area` in the ARGB32 rows at `base`, `stride` bytes apart, to `pixel`.
    private static func fill(_ base: UnsafeMutableRawPointer, stride: Int, _ area: PixelRect, with pixel: UInt32) {
        for y in area.y0..<area.y1 {
            (base + y * stride + area.x0 * 4).bindMemory(to: UInt32.self, capacity: area.width).update(
                repeating: pixel, count: area.width)
        }
    }

    /// The backgrounds every renderer of the process has drawn: renderers of the same identity
    /// (a snapshot suite's workers) share one.
    static let backgrounds = SharedPixels<BackgroundIdentity>(capacity: 64 << 20)

    /// Copies the background over `areas` (screen pixels) of the working surface (row by row,
    /// no blending).
    func restore(_ areas: [PixelRect]) {
        guard !areas.isEmpty else { return }
        let stride = surface.stride
        let origin = full
        if let uniform {
            surface.withMutableBytes { target in
                for area in areas {
                    let clamped = area.clamped(to: full)
                    guard !clamped.isEmpty else { continue }
                    let local = PixelRect(
                        x0: clamped.x0 - origin.x0, y0: clamped.y0 - origin.y0, x1: clamped.x1 - origin.x0,
                        y1: clamped.y1 - origin.y0)
                    Self.fill(target.baseAddress!, stride: stride, local, with: uniform)
                }
            }
            return
        }
        let background = self.background
        background.withBytes { source in
            surface.withMutableBytes { target in
                for area in areas {
                    let clamped = area.clamped(to: full)
                    guard !clamped.isEmpty else { continue }
                    let rowBytes = clamped.width * 4
                    for y in clamped.y0..<clamped.y1 {
                        (target.baseAddress! + (y - origin.y0) * stride + (clamped.x0 - origin.x0) * 4).copyMemory(
                            from: source.baseAddress! + y * background.stride + clamped.x0 * 4, byteCount: rowBytes)
                    }
                }
            }
        }
    }
}
