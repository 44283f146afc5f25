import ToastCore

/// Blurred shadow masks (A8 surfaces) of rounded rectangles, made once per shape and reused:
/// toasts of one theme share sizes, and a toast keeps its size for all the frames it is shown.
/// The masks are made once per process (`SharedPixels`, keyed by the shape: a mask depends on
/// nothing else), and each cache holds surfaces of its own.
final class ShadowCache {
    /// A shape at a pixel scale.
    struct Key: Hashable, Sendable {
        var size: Size
        var cornerRadius: Double
        /// The shadow's blur radius in points (σ = radius / 2, as CSS `box-shadow` blur).
        var blurRadius: Double
        var pixelScale: Double
    }

    /// A mask (in device pixels) and where its top-left lies, in points, relative to the
    /// shape's top-left.
    struct Mask {
        let surface: ImageSurface
        let origin: Point
    }

    private var masks: [Key: Mask] = [:]
    private let capacity = 64
    /// The masks every renderer of the process has made.
    static let shared = SharedPixels<Key>(capacity: 32 << 20)
    /// Where the process's masks are kept (`nil`: this cache makes its own).
    private let store: SharedPixels<Key>?

    /// - Parameter store: the process's masks (`shared`), or `nil` to make every one here.
    init(store: SharedPixels<Key>? = ShadowCache.shared) {
        self.store = store
    }

    /// How far (in points) the mask of `key` reaches beyond the shape on each side.
    static func reach(blurRadius: Double, pixelScale: Double) -> Double {
        let sigma = max(blurRadius, 0) / 2 * pixelScale
        return (3 * sigma).rounded(.up) / pixelScale + 2 / pixelScale
    }

    /// The mask for `key`, made on first use: the rounded rectangle filled on an A8 surface at
    /// the pixel scale, padded by 3σ, then blurred with three box passes per axis.
    func mask(_ key: Key) throws(CairoStatus) -> Mask {
        if let cached = masks[key] { return cached }
        if masks.count >= capacity { masks.removeAll(keepingCapacity: true) }
        let scale = key.pixelScale
        let padPixels = Int(pixel: (ShadowCache.reach(blurRadius: key.blurRadius, pixelScale: scale) * scale).rounded())
        let pad = Double(padPixels) / scale
        func make() throws(CairoStatus) -> SharedPixels<Key>.Pixels {
            let width = Int(pixel: (key.size.width * scale).rounded(.up)) + 2 * padPixels
            let height = Int(pixel: (key.size.height * scale).rounded(.up)) + 2 * padPixels
            let surface = try ImageSurface(format: .a8, width: max(width, 1), height: max(height, 1))
            let cairo = try CairoContext(surface: surface)
            cairo.scale(scale, scale)
            cairo.fillRoundedRectangle(
                Rect(x: pad, y: pad, width: key.size.width, height: key.size.height),
                radius: key.cornerRadius, color: .black)
            try cairo.check("shadow mask")
            surface.withMutableBytes { bytes in
                BoxBlur.gaussian(
                    bytes, width: surface.width, height: surface.height, stride: surface.stride,
                    sigma: key.blurRadius / 2 * scale)
            }
            return .init(surface)
        }
        let pixels: SharedPixels<Key>.Pixels
        if let store { pixels = try store.pixels(for: key, make: make) } else { pixels = try make() }
        let mask = Mask(surface: try pixels.surface(), origin: Point(x: -pad, y: -pad))
        masks[key] = mask
        return mask
    }

    /// Paints `shadow` under `box` (in the coordinates of a layer at `frame` on screen with `transform`):
    /// the blurred mask in the shadow colour. The mask is placed in device space: at whole pixels
    /// when the layer is not scaled (a sub-pixel shift of a blurred shadow cannot be seen, and
    /// Cairo then composites without resampling, several times faster), scaled about the layer's
    /// centre otherwise (sampled nearest-neighbour: a blur has no detail to alias, and the
    /// filtered path costs several times more). A zero blur radius paints the offset shape itself.
    func draw(
        _ shadow: Shadow, color: RGBA, cornerRadius: Double, box: Rect, layerFrame frame: Rect,
        transform: LayerTransform, pixelScale: Double, on cairo: CairoContext
    ) throws(CairoStatus) {
        guard color.alpha > 0 else { return }
        let shape = box
        guard shadow.radius > 0 else {
            cairo.fillRoundedRectangle(
                shape.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y), radius: cornerRadius,
                color: color)
            return
        }
        let mask = try self.mask(
            Key(
                size: box.size, cornerRadius: cornerRadius, blurRadius: shadow.radius,
                pixelScale: pixelScale))
        let local = Point(
            x: box.minX + mask.origin.x + shadow.offset.x, y: box.minY + mask.origin.y + shadow.offset.y)
        let s = transform.scale
        if transform.rotation != 0 {
            // A rotated layer: the mask goes through the layer's own transform, in device pixels.
            cairo.save()
            defer { cairo.restore() }
            cairo.identityMatrix()
            cairo.setSource(color)
            cairo.scale(pixelScale, pixelScale)
            LayerGeometry.apply(frame: frame, transform: transform, on: cairo)
            cairo.translate(local.x, local.y)
            cairo.scale(1 / pixelScale, 1 / pixelScale)
            cairo.maskNearest(mask.surface)
            return
        }
        let deviceX = pixelScale * (frame.midX + transform.offset.x + s * (local.x - frame.width / 2))
        let deviceY = pixelScale * (frame.midY + transform.offset.y + s * (local.y - frame.height / 2))
        cairo.save()
        defer { cairo.restore() }
        cairo.identityMatrix()
        cairo.setSource(color)
        if s == 1 {
            cairo.mask(mask.surface, x: deviceX.rounded(), y: deviceY.rounded())
        } else {
            cairo.translate(deviceX, deviceY)
            cairo.scale(s, s)
            cairo.maskNearest(mask.surface)
        }
    }
}
