import ToastCore
import ToastPNG

/// The size of a surface the renderer is about to allocate, computed in points before any
/// allocation and refused with a `RenderError` when it is not a finite number or larger than
/// Tartine draws: the PNG limits (`PNGLimits`: 16,384 pixels a side, 33,554,432 pixels), so
/// that Cairo never sees a size it would refuse and no `Double` is converted to an `Int` out of
/// range.
enum SurfaceSize {
    /// The pixels of a `width`×`height` point area at `scale`, rounded up.
    /// - Throws: `RenderError.surfaceTooLarge` naming `surface` when a side is not a finite
    ///   number, or the size is over the limits (a negative side counts as 0).
    static func pixels(
        width: Double, height: Double, scale: Double, of surface: RenderSurface
    ) throws(RenderError) -> (width: Int, height: Int) {
        try check(width: (width * scale).rounded(.up), height: (height * scale).rounded(.up), of: surface)
    }

    /// `width`×`height` pixels, checked against the limits.
    /// - Throws: `RenderError.surfaceTooLarge` as `pixels(width:height:scale:of:)`.
    static func check(width: Double, height: Double, of surface: RenderSurface) throws(RenderError) -> (
        width: Int, height: Int
    ) {
        guard width.isFinite, height.isFinite else {
            throw RenderError.surfaceTooLarge(surface, width: .nan, height: .nan)
        }
        // A negative side draws nothing: it counts as 0.
        let (width, height) = (max(width, 0), max(height, 0))
        let side = Double(PNGLimits.maxDimension)
        guard width <= side, height <= side, width * height <= Double(PNGLimits.maxPixels) else {
            throw RenderError.surfaceTooLarge(surface, width: width, height: height)
        }
        return (Int(width), Int(height))
    }

    /// Checks every surface drawing `frame` allocates before any is: each visible toast (the
    /// box it is drawn in), its shadow masks (the box padded by the blur's reach) and the
    /// popup's card, at `pixelScale`. Geometry that is not a finite number is refused too.
    /// - Throws: `RenderError.surfaceTooLarge` for the first that cannot be drawn.
    static func check(_ frame: Frame, pixelScale: Double) throws(RenderError) {
        for layer in frame.toasts {
            let kind = layer.content.kind
            try check(
                layer.frame, transform: layer.transform, primitives: layer.layout.primitives,
                pixelScale: pixelScale, toast: .toast(kind: kind), shadow: .shadow(kind: kind))
        }
        if let popup = frame.popup {
            try check(
                popup.layout.frame, transform: popup.transform, primitives: popup.layout.primitives,
                pixelScale: pixelScale, toast: .popup, shadow: .popup)
        }
    }

    private static func check(
        _ frame: Rect, transform: LayerTransform, primitives: [Primitive], pixelScale: Double,
        toast: RenderSurface, shadow: RenderSurface
    ) throws(RenderError) {
        let placement = [
            frame.minX, frame.minY, transform.offset.x, transform.offset.y, transform.scale,
            transform.rotation, transform.opacity,
        ]
        // A layer placed at a coordinate that is not a finite number has no pixels to name.
        guard placement.allSatisfy(\.isFinite) else {
            throw RenderError.surfaceTooLarge(toast, width: .nan, height: .nan)
        }
        _ = try pixels(width: frame.width, height: frame.height, scale: pixelScale * max(transform.scale, 1), of: toast)
        for primitive in primitives {
            let box = primitive.frame
            guard [box.minX, box.minY].allSatisfy(\.isFinite) else {
                throw RenderError.surfaceTooLarge(toast, width: .nan, height: .nan)
            }
            _ = try pixels(width: box.width, height: box.height, scale: pixelScale, of: toast)
            if case .material(let painted, _) = primitive {
                // The backdrop is blurred over the area padded by three standard deviations.
                let pad = 3 * max(painted.material.radius, 0)
                _ = try pixels(
                    width: box.width + pad, height: box.height + pad, scale: pixelScale, of: backdrop(of: toast))
            }
            guard case .box(let shape, _) = primitive, let drop = shape.shadow else { continue }
            guard drop.radius.isFinite, drop.offset.x.isFinite, drop.offset.y.isFinite else {
                throw RenderError.surfaceTooLarge(shadow, width: .nan, height: .nan)
            }
            let reach = ShadowCache.reach(blurRadius: drop.radius, pixelScale: pixelScale)
            _ = try pixels(width: box.width + 2 * reach, height: box.height + 2 * reach, scale: pixelScale, of: shadow)
        }
    }

    private static func backdrop(of surface: RenderSurface) -> RenderSurface {
        if case .toast(let kind) = surface { return .material(kind: kind) }
        return surface
    }
}
