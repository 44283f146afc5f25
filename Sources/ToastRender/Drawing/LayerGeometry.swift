import ToastCore

/// Where layers land on screen once their transforms apply, and how far their shadows reach:
/// what the renderer clips each layer to and what it must repaint next frame.
enum LayerGeometry {
    /// The transform of a layer as Cairo calls, in points: move the layer's centre to its
    /// place (offset included), rotate and scale about it, and put the origin at the layer's top-left.
    static func apply(frame: Rect, transform: LayerTransform, on cairo: CairoContext) {
        cairo.translate(frame.midX + transform.offset.x, frame.midY + transform.offset.y)
        if transform.rotation != 0 { cairo.rotate(transform.rotation) }
        if transform.scale != 1 { cairo.scale(transform.scale, transform.scale) }
        cairo.translate(-frame.width / 2, -frame.height / 2)
    }

    /// The area a layer may paint in its own coordinates: its boxes and their shadows.
    static func localExtent(of primitives: ToastLayout, appearance: Appearance, pixelScale: Double) -> Rect {
        primitives.extent(
            reach: { ShadowCache.reach(blurRadius: $0.radius, pixelScale: pixelScale) },
            includesShadow: { $0.color.resolved(for: appearance).alpha > 0 })
    }

    /// `local` (in the layer's coordinates) on screen, in points, after the layer's transform.
    static func screenRect(_ local: Rect, frame: Rect, transform: LayerTransform) -> Rect {
        let s = transform.scale
        let cx = frame.midX + transform.offset.x
        let cy = frame.midY + transform.offset.y
        if transform.rotation != 0 {
            // The bounding box of the rotated, scaled corners.
            let (sin, cos) = (Math.sin(transform.rotation), Math.cos(transform.rotation))
            let corners = [
                (local.minX, local.minY), (local.maxX, local.minY), (local.minX, local.maxY), (local.maxX, local.maxY),
            ]
            .map { x, y in
                let (dx, dy) = (s * (x - frame.width / 2), s * (y - frame.height / 2))
                return (cx + dx * cos - dy * sin, cy + dx * sin + dy * cos)
            }
            let xs = corners.map(\.0), ys = corners.map(\.1)
            let (x0, y0) = (xs.min() ?? cx, ys.min() ?? cy)
            return Rect(x: x0, y: y0, width: (xs.max() ?? cx) - x0, height: (ys.max() ?? cy) - y0)
        }
        let x0 = cx + s * (local.minX - frame.width / 2)
        let x1 = cx + s * (local.maxX - frame.width / 2)
        let y0 = cy + s * (local.minY - frame.height / 2)
        let y1 = cy + s * (local.maxY - frame.height / 2)
        return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }

    /// The device pixels a toast layer may touch (transformed shape and shadow, rounded out).
    static func pixels(of layer: ToastLayer, appearance: Appearance, pixelScale: Double) -> PixelRect {
        let local = localExtent(of: layer.layout, appearance: appearance, pixelScale: pixelScale)
        return PixelRect(
            covering: screenRect(local, frame: layer.frame, transform: layer.transform),
            scale: pixelScale)
    }

    /// The device pixels a popup card may touch (its backdrop aside).
    static func pixels(of popup: PopupLayer, appearance: Appearance, pixelScale: Double) -> PixelRect {
        let local = popup.layout.extent(
            reach: { ShadowCache.reach(blurRadius: $0.radius, pixelScale: pixelScale) },
            includesShadow: { $0.color.resolved(for: appearance).alpha > 0 })
        return PixelRect(
            covering: screenRect(local, frame: popup.layout.frame, transform: popup.transform),
            scale: pixelScale)
    }
}

extension Int {
    /// A device-pixel coordinate from a `Double` that may be anything: held within ±2^40 (far
    /// beyond any surface, so sums of a few stay in range) and NaN as 0, so the conversion
    /// never traps. The renderer refuses such geometry before drawing (`SurfaceSize.check`);
    /// this keeps every conversion on the way safe whatever a caller hands it.
    init(pixel value: Double) {
        let limit = 1_099_511_627_776.0
        self = value.isNaN ? 0 : Int(Swift.min(Swift.max(value, -limit), limit))
    }
}

/// A rectangle of whole device pixels, half-open: `x0..<x1`, `y0..<y1`.
struct PixelRect: Hashable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The pixels `rect` (in points) touches at `scale`, plus one pixel of margin on each side
    /// for filtering when a layer is scaled or sits between pixels.
    init(covering rect: Rect, scale: Double) {
        x0 = Int(pixel: (rect.minX * scale).rounded(.down)) - 1
        y0 = Int(pixel: (rect.minY * scale).rounded(.down)) - 1
        x1 = Int(pixel: (rect.maxX * scale).rounded(.up)) + 1
        y1 = Int(pixel: (rect.maxY * scale).rounded(.up)) + 1
    }

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }

    func clamped(width: Int, height: Int) -> PixelRect {
        clamped(to: PixelRect(x0: 0, y0: 0, x1: width, y1: height))
    }

    /// The part of this area inside `bounds` (empty when they share no pixel).
    func clamped(to bounds: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, bounds.x0), y0: max(y0, bounds.y0), x1: min(x1, bounds.x1), y1: min(y1, bounds.y1))
    }

    func intersects(_ other: PixelRect) -> Bool {
        x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }

    func union(_ other: PixelRect) -> PixelRect {
        PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The same area as a `Rect` in pixel units (for Cairo calls made under the identity matrix).
    var rect: Rect { Rect(x: Double(x0), y: Double(y0), width: Double(width), height: Double(height)) }
}
