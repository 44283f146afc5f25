import ToastCore
import ToastPNG

/// Draws `Frame`s to pixels with Cairo and Pango, deterministically.
///
/// The background (plain colour or mock app) is drawn once per screen and kept (once per process
/// for renderers of the same screen, scale, options and fonts: `Canvas.backgrounds`). Each frame then
/// repaints only what changed: the areas of the layers that changed, came or went since the
/// previous frame (compared toast by toast, `DamageRegion.changed(from:to:)`; all that the previous
/// and this frame's layers cover when a popup is in either or the toasts changed order) are
/// restored from the background, and this frame's layers that touch them are drawn clipped to
/// them, each layer clipped to its own bounds (shape, shadow, transform). The result is byte-for-byte what a
/// fresh renderer draws for the same frame. Text layouts, shadow masks and images are cached.
///
/// Not thread-safe: use one renderer per thread (they can share a `FontSet`).
public final class FrameRenderer {
    /// The appearance, scale and background the renderer was made with.
    public let options: RenderOptions
    /// Pixels per point: `options.scale`, or the screen's scale.
    public let pixelScale: Double
    let fonts: FontSet
    let text: TextPainter
    private let backgrounds: BackgroundCache
    private let shadows: ShadowCache
    /// Whether the background, shadow masks and material backdrops come from the process's
    /// (`SharedPixels`).
    private let sharesPixels: Bool
    private let images = ImageCache()
    private var canvas: Canvas
    /// What the last frame drew over the background (restored before the next one).
    private var painted: [PixelRect] = []
    /// Set when Cairo latched an error in the canvas's context (which then stays unusable).
    private var canvasFailed = false
    /// The RGBA copy `render` hands out, and the areas it has not caught up with yet (`nil`: all).
    private var mirror = RGBAMirror()
    /// The sequence of the images `render` hands out, and the number of the last one.
    private let sequence = PixelLineage.Sequence()
    private var version = 0
    private var mirrorBehind: [PixelRect]? = nil
    private var lastDamage: [PixelRect] = []
    /// What the surface shows, when it was drawn from a frame of toasts alone (`nil` otherwise):
    /// a frame that draws the same is not painted again.
    private var lastDrawn: DrawnLayers? = nil
    /// The layers the surface shows, with their bounds, when it was drawn from a frame of toasts
    /// alone (`nil` otherwise, and while a frame is drawn): what the next frame's layers are
    /// compared with, one by one, to find the pixels that change.
    private var shownLayers: [DrawnLayers.Placed]? = nil
    /// The surface layers below full opacity are drawn on (``layerSurface(holding:)``).
    private var layerScratch: ImageSurface?

    /// The pixel areas the last `draw` repainted, as x, y, width, height (the whole picture
    /// after a new background): what a viewer holding the picture before it must copy again.
    /// Empty when the frame covered nothing, as the one before, or drew the same toasts.
    package var repainted: [(x: Int, y: Int, width: Int, height: Int)] {
        lastDamage.map { ($0.x0, $0.y0, $0.width, $0.height) }
    }

    /// Creates a renderer for the frames of `screen`.
    /// - Parameters:
    ///   - screen: the screen frames are drawn for (a frame for another screen rebuilds the background).
    ///   - options: appearance, scale, background.
    ///   - fonts: the pinned fonts.
    /// - Throws: `CairoStatus` (surface too large, out of memory), `RenderError`.
    public convenience init(screen: Screen, options: RenderOptions = RenderOptions(), fonts: FontSet) throws {
        try self.init(screen: screen, options: options, fonts: fonts, sharesPixels: true, backgrounds: .standard)
    }

    /// `init(screen:options:fonts:)`; `sharesPixels` false draws the background and makes every
    /// shadow mask and material backdrop in this renderer instead of taking the process's
    /// (`SharedPixels`): for tests that check the shared ones are the same bytes.
    package convenience init(screen: Screen, options: RenderOptions, fonts: FontSet, sharesPixels: Bool) throws {
        try self.init(
            screen: screen, options: options, fonts: fonts, sharesPixels: sharesPixels, backgrounds: .standard)
    }

    /// `init(screen:options:fonts:sharesPixels:)` with the mock app's pixels kept between runs in
    /// `backgrounds` (tests give their own directory).
    init(
        screen: Screen, options: RenderOptions, fonts: FontSet, sharesPixels: Bool, backgrounds: BackgroundCache
    ) throws {
        let scale = options.scale ?? screen.scale
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        self.options = options
        self.pixelScale = scale
        self.fonts = fonts
        self.sharesPixels = sharesPixels
        self.shadows = ShadowCache(store: sharesPixels ? ShadowCache.shared : nil)
        self.text = TextPainter(context: try TextContext(fonts: fonts))
        self.backgrounds = backgrounds
        self.canvas = try Self.makeCanvas(
            screen, scale: scale, options: options, fonts: fonts, sharesPixels: sharesPixels, text: text,
            backgrounds: backgrounds)
        canvas.cairo.setFontOptions(text.context.fontOptions)
    }

    /// The screen the background is drawn for.
    public var screen: Screen { canvas.screen }
    /// The width of the pictures in pixels (`screen.size.width × pixelScale`, rounded).
    public var pixelWidth: Int { canvas.screenWidth }
    /// The height of the pictures in pixels (`screen.size.height × pixelScale`, rounded).
    public var pixelHeight: Int { canvas.screenHeight }

    /// Draws `frame` and copies the pixels out.
    /// - Returns: RGBA, 8 bits per channel, straight alpha, rows top to bottom.
    ///
    /// Only the areas repainted since the last `render` are converted; an image still held from
    /// an earlier call is copied first (copy-on-write) and never changes.
    public func render(_ frame: Frame) throws -> RenderedImage {
        try draw(frame, within: nil)
        let changedRows = mirror.update(from: canvas.surface, areas: mirrorBehind)
        mirrorBehind = []
        version += 1
        return RenderedImage(
            width: canvas.width, height: canvas.height, pixels: mirror.pixels, fonts: fonts,
            lineage: PixelLineage(sequence: sequence, version: version, changedRows: changedRows))
    }

    /// Draws `frame` into the internal surface only (no copy out): for benchmarks and `pngData`.
    public func draw(_ frame: Frame) throws {
        try draw(frame, within: nil)
    }

    /// Draws `frame` into the internal surface, which holds only `viewport` of the screen (in
    /// pixels, top-left origin; `nil`: all of it): a host that shows part of the screen (the
    /// notification server's windows) keeps that part, not a screen-sized surface. The pixels
    /// inside are the ones a whole screen has (``copyPixels(x:y:width:height:into:)`` reads them).
    /// A new viewport starts a new surface, drawn whole. `render` and `pngData` give the whole
    /// screen only after a `draw` without a viewport.
    package func draw(_ frame: Frame, within viewport: (x: Int, y: Int, width: Int, height: Int)?) throws {
        // Compared as the canvas keeps it (within its screen); a new screen's canvas clamps it.
        let asked = viewport.map { PixelRect(x0: $0.x, y0: $0.y, x1: $0.x + $0.width, y1: $0.y + $0.height) }
        let wanted = asked.map { $0.clamped(width: canvas.screenWidth, height: canvas.screenHeight) }
            .flatMap { $0.isEmpty ? nil : $0 }
        if frame.screen != canvas.screen || canvasFailed || wanted != canvas.viewport {
            canvas = try Self.makeCanvas(
                frame.screen, scale: pixelScale, options: options, fonts: fonts, sharesPixels: sharesPixels, text: text,
                backgrounds: backgrounds, viewport: frame.screen == canvas.screen ? wanted : asked)
            canvas.cairo.setFontOptions(text.context.fontOptions)
            painted = [canvas.full]
            canvasFailed = false
            mirrorBehind = nil
            lastDrawn = nil
            shownLayers = nil
        }
        // The very drawing the surface shows (a toast standing still): nothing to repaint.
        let drawn = DrawnLayers(frame)
        if let drawn, drawn == lastDrawn {
            lastDamage = []
            return
        }
        lastDrawn = nil
        // Every surface this frame needs is sized before any is allocated.
        try SurfaceSize.check(frame, pixelScale: pixelScale)
        let plan = FramePlan(frame, appearance: options.appearance, pixelScale: pixelScale, canvas: canvas)
        // A frame of toasts alone repaints what changed layer by layer (a card fading in a still
        // stack: that card's pixels); else all the last frame and this one cover.
        let placed = drawn.map { _ in
            plan.toasts.map {
                DrawnLayers.Placed(id: $0.layer.id, layer: DrawnLayers.Layer($0.layer), bounds: $0.bounds)
            }
        }
        let changed = placed.flatMap { new in shownLayers.flatMap { DamageRegion.changed(from: $0, to: new) } }
        let damage = DamageRegion.merge(changed ?? painted + plan.covered, within: canvas.full)
        lastDamage = damage
        guard !damage.isEmpty else {
            lastDrawn = drawn
            shownLayers = placed
            return
        }
        // If drawing fails half way, the next frame starts over.
        painted = [canvas.full]
        shownLayers = nil
        mirrorBehind = mirrorBehind.map { DamageRegion.merge($0 + damage, within: canvas.full) }
        canvas.restore(damage)
        try paint(plan, clippedTo: damage)
        do {
            try canvas.cairo.check("drawing frame at t=\(frame.time)")
        } catch {
            canvasFailed = true
            throw error
        }
        painted = plan.covered
        lastDrawn = drawn
        shownLayers = placed
    }

    /// The pixels a toast layer draws on this renderer's pictures (its card, shadow and
    /// transform included), within the picture: what a host that shows each toast or stack in a
    /// window of its own (the notification server) copies out. Empty when nothing of it is on
    /// the picture.
    /// - Parameter layer: a layer of a frame of this renderer's screen.
    /// - Returns: the area in pixels, top-left origin.
    public func area(of layer: ToastLayer) -> (x: Int, y: Int, width: Int, height: Int) {
        area(of: layer, width: pixelWidth, height: pixelHeight)
    }

    /// ``area(of:)`` for a layer of a frame of `screen`, which may not be the one this
    /// renderer drew last (a host asking where to draw before it draws).
    /// Empty for a screen no canvas can be made for.
    package func area(of layer: ToastLayer, on screen: Screen) -> (x: Int, y: Int, width: Int, height: Int) {
        guard let size = try? Canvas.pixelSize(of: screen, scale: pixelScale) else { return (0, 0, 0, 0) }
        return area(of: layer, width: size.width, height: size.height)
    }

    private func area(of layer: ToastLayer, width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let area = LayerGeometry.pixels(of: layer, appearance: options.appearance, pixelScale: pixelScale)
            .clamped(width: width, height: height)
        guard !area.isEmpty else { return (0, 0, 0, 0) }
        return (area.x0, area.y0, area.width, area.height)
    }

    /// Forgets what the last frame drew, so the next `draw` repaints the whole screen (from the
    /// cached background). Drawing never needs it; it is there to measure or to rule out the
    /// incremental path.
    public func invalidate() {
        painted = [canvas.full]
        lastDrawn = nil
        shownLayers = nil
    }

    /// The PNG of the last frame drawn, with the Tartine manifest (library versions, font
    /// hashes, and `manifest`) in an `iTXt` chunk after IHDR.
    /// - Throws: `PNGError.encoding` with zlib's words.
    public func pngData(manifest: PictureManifest = [:]) throws(PNGError) -> [UInt8] {
        try PNGEncoding.png(of: canvas.surface, manifest: fonts.manifest(manifest).entries)
    }

    /// The PNG of `image`, a frame this renderer drew, through `encoder`: a frame of a sequence,
    /// whose unchanged bands of rows the encoder reuses from the frame before. With the Tartine
    /// manifest, as `pngData(manifest:)`.
    /// - Throws: `PNGError.encoding` with zlib's words.
    package func pngData(
        of image: RenderedImage, encoder: BandedPNGEncoder, manifest: PictureManifest = [:]
    ) throws(PNGError) -> [UInt8] {
        try encoder.encode(
            rgba: image.pixels, width: image.width, height: image.height, manifest: fonts.manifest(manifest).entries,
            lineage: image.lineage)
    }

    /// Copies an area (screen pixels) of the last frame drawn as the surface holds it:
    /// premultiplied ARGB32 in native byte order (B, G, R, A on little-endian machines), rows top
    /// to bottom, no padding. Unpremultiplied as `render` does (`(c · 255 + a / 2) / a`), it is
    /// `render`'s RGBA; for a viewer that converts itself, it saves the conversion here.
    /// - Precondition: the area lies inside the surface (the viewport of the last `draw`, else
    ///   the picture); `target` holds `width × height × 4` bytes.
    package func copyPixels(
        x: Int, y: Int, width: Int, height: Int, into target: UnsafeMutableRawBufferPointer
    ) {
        precondition(target.count >= width * height * 4)
        withPixels(x: x, y: y, width: width, height: height) { source, stride in
            guard let from = source.baseAddress, let to = target.baseAddress else { return }
            for row in 0..<height {
                (to + row * width * 4).copyMemory(from: from + row * stride, byteCount: width * 4)
            }
        }
    }

    /// Runs `body` with an area (screen pixels) of the last frame drawn as the surface holds it,
    /// in place: premultiplied ARGB32 in native byte order, the area's top-left pixel first and
    /// each row `stride` bytes after the one before (the rest of the surface's row between).
    /// What `copyPixels` copies, for a viewer that converts the pixels itself and keeps none of
    /// these (the bytes are the renderer's: valid in `body` only, changed by the next `draw`).
    /// - Precondition: the area lies inside the surface (the viewport of the last `draw`, else
    ///   the picture).
    package func withPixels<R>(
        x: Int, y: Int, width: Int, height: Int, _ body: (_ bytes: UnsafeRawBufferPointer, _ stride: Int) throws -> R
    ) rethrows -> R {
        let held = canvas.full
        precondition(width >= 0 && height >= 0)
        precondition(x >= held.x0 && y >= held.y0 && x + width <= held.x1 && y + height <= held.y1)
        let stride = canvas.surface.stride
        let (left, top) = (x - held.x0, y - held.y0)
        return try canvas.surface.withBytes { surface in
            guard width > 0, height > 0 else {
                return try body(UnsafeRawBufferPointer(rebasing: surface[0..<0]), stride)
            }
            let first = top * stride + left * 4
            return try body(
                UnsafeRawBufferPointer(rebasing: surface[first..<first + (height - 1) * stride + width * 4]), stride)
        }
    }

    /// The working surface's raw bytes (premultiplied ARGB32 rows), for tests that compare
    /// frames without converting them.
    func surfaceBytes() -> [UInt8] {
        canvas.surface.withBytes { [UInt8]($0) }
    }

    // MARK: Drawing

    private func paint(_ plan: FramePlan, clippedTo damage: [PixelRect]) throws {
        let cairo = canvas.cairo
        cairo.save()
        defer { cairo.restore() }
        cairo.identityMatrix()
        for area in damage { cairo.rectangle(area.rect) }
        cairo.clip()
        cairo.scale(pixelScale, pixelScale)
        let popupPainter = PopupPainter(cairo: cairo)
        if let popup = plan.popup {
            if let backdrop = plan.backdrop { popupPainter.drawBackdrop(backdrop, screen: canvas.screen) }
            if let bounds = plan.popupBounds {
                try drawLayer(in: bounds, opacity: popup.transform.opacity) { cairo, painter in
                    LayerGeometry.apply(frame: popup.layout.frame, transform: popup.transform, on: cairo)
                    try painter.draw(popup.layout.primitives, frame: popup.layout.frame, transform: popup.transform)
                }
            }
        }
        // A layer outside the damage would draw nothing (the clip).
        for (layer, bounds) in plan.toasts where damage.contains(where: { $0.intersects(bounds) }) {
            try drawLayer(in: bounds, opacity: layer.transform.opacity) { cairo, painter in
                LayerGeometry.apply(frame: layer.frame, transform: layer.transform, on: cairo)
                try painter.draw(
                    layer.layout.primitives, frame: layer.frame, transform: layer.transform, age: layer.age)
            }
        }
    }

    /// The painter of layers drawn on `cairo` (the canvas's context, or the one of ``layerSurface``).
    private func painter(on cairo: CairoContext) -> PrimitivePainter {
        PrimitivePainter(
            cairo: cairo, text: text, shadows: shadows, images: images,
            appearance: options.appearance, pixelScale: pixelScale,
            materials: MaterialPainter(
                cairo: cairo, background: { [canvas] in canvas.background }, backdrops: canvas.backdrops,
                appearance: options.appearance, pixelScale: pixelScale))
    }

    /// Runs `body` (given the context to draw on, scaled to points, and its painter) clipped to
    /// `bounds`; below full opacity, on ``layerSurface``, then painted at `opacity` (what
    /// `cairo_push_group` does, without a new surface for each layer of each frame: a fading
    /// card's group was a block of some 200 KiB malloc mapped afresh, a page fault each 4 KiB).
    private func drawLayer(
        in bounds: PixelRect, opacity: Double, _ body: (CairoContext, PrimitivePainter) throws -> Void
    ) throws {
        let cairo = canvas.cairo
        cairo.save()
        defer { cairo.restore() }
        cairo.identityMatrix()
        cairo.rectangle(bounds.rect)
        cairo.clip()
        guard opacity < 1 else {
            cairo.scale(pixelScale, pixelScale)
            return try body(cairo, painter(on: cairo))
        }
        let layer = try layerSurface(holding: bounds)
        let group = try CairoContext(surface: layer)
        // Cleared through Cairo, which then knows the surface is clear, as a new one is (and
        // draws on it as on a new one: the same bytes as cairo_push_group's surface).
        group.clear()
        group.setFontOptions(text.context.fontOptions)
        group.rectangle(bounds.rect)
        group.clip()
        group.scale(pixelScale, pixelScale)
        try body(group, painter(on: group))
        try group.check("drawing a layer at opacity \(opacity)")
        cairo.setSource(layer, x: 0, y: 0, smooth: true)
        cairo.paint(alpha: opacity)
    }

    /// The surface a layer below full opacity is drawn on, its origin at `bounds`' top-left
    /// pixel (``drawLayer(in:opacity:_:)`` clears it). One surface, kept and grown to the
    /// largest layer.
    private func layerSurface(holding bounds: PixelRect) throws -> ImageSurface {
        let surface: ImageSurface
        if let kept = layerScratch, kept.width >= bounds.width, kept.height >= bounds.height {
            surface = kept
        } else {
            surface = try ImageSurface(
                format: .argb32, width: max(bounds.width, layerScratch?.width ?? 0),
                height: max(bounds.height, layerScratch?.height ?? 0))
            layerScratch = surface
        }
        surface.setOrigin(x: bounds.x0, y: bounds.y0)
        return surface
    }

    private static func makeCanvas(
        _ screen: Screen, scale: Double, options: RenderOptions, fonts: FontSet, sharesPixels: Bool,
        text: TextPainter, backgrounds: BackgroundCache, viewport: PixelRect? = nil
    ) throws -> Canvas {
        let identity = BackgroundIdentity(screen: screen, pixelScale: scale, options: options, fonts: fonts)
        // The app's text takes most of a render's drawing: its pixels are kept between runs,
        // keyed by all that went into them (see BackgroundCache).
        func key(_ app: MockApp, width: Int, height: Int, stride: Int) -> BackgroundCache.Key? {
            backgrounds.key(
                describing: BackgroundDescription.text(
                    screen: screen, app: app, appearance: options.appearance, scale: scale),
                width: width, height: height, stride: stride, fonts: fonts)
        }
        let stored = { (width: Int, height: Int, stride: Int) -> [UInt8]? in
            guard case .mockApp(let app) = options.background,
                let key = key(app, width: width, height: height, stride: stride)
            else { return nil }
            return backgrounds.pixels(key, byteCount: stride * height)
        }
        let uniform: Bool
        if case .plain = options.background { uniform = true } else { uniform = false }
        return try Canvas(identity, sharesPixels: sharesPixels, viewport: viewport, stored: stored, uniform: uniform) {
            surface, cairo in
            cairo.setFontOptions(text.context.fontOptions)
            switch options.background {
            case .plain(let color):
                cairo.setOperator(replacing: true)
                cairo.setSource(color.resolved(for: options.appearance))
                cairo.paint()
                cairo.setOperator(replacing: false)
            case .mockApp(let app):
                let key = key(app, width: surface.width, height: surface.height, stride: surface.stride)
                MockAppPainter(
                    app: app, screen: screen, palette: MockPalette(options.appearance, design: screen.chrome.design),
                    text: text,
                    cairo: cairo, hairline: 1 / scale
                ).paint()
                if let key {
                    try cairo.check("drawing the background")
                    backgrounds.store(key, from: surface)
                }
            }
        }
    }
}
