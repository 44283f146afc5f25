/// A toast laid out: its outer size and, relative to its top-left corner, everything to draw
/// (in drawing order) and every touch area. Mirrored for right-to-left screens.
public struct ToastLayout: Sendable, Hashable {
    /// The toast's outer size.
    public var size: Size
    /// What to draw, bottom to top.
    public var primitives: [Primitive]
    /// The touch areas of the toast's buttons.
    public var hitRegions: [HitRegion]
    /// Whether the frames were mirrored for a right-to-left screen.
    public var isRightToLeft: Bool
    /// The touch areas of the links in its rich text, one per line of a link, in reading order.
    public var links: [LinkRegion] = []

    /// The frame of the first primitive with `role`, if any.
    public func frame(of role: PrimitiveRole) -> Rect? {
        primitives.first { $0.role == role }?.frame
    }

    /// The first text run with `role`, if any.
    public func text(_ role: PrimitiveRole) -> TextRun? {
        for case .text(let run, role) in primitives { return run }
        return nil
    }

    /// Every text run, in drawing order.
    public var textRuns: [(run: TextRun, role: PrimitiveRole)] {
        primitives.compactMap { if case .text(let run, let role) = $0 { (run, role) } else { nil } }
    }

    /// The area the layer may paint in its own coordinates: every box and its shadow's reach
    /// (`reach` turns a shadow into how far its blur spreads; `includesShadow` drops invisible ones).
    public func extent(reach: (Shadow) -> Double, includesShadow: (Shadow) -> Bool) -> Rect {
        primitives.extent(of: size, reach: reach, includesShadow: includesShadow)
    }
}

extension [Primitive] {
    /// The area a layer of `size` with these primitives may paint: its shape, every box, and
    /// every visible shadow's reach.
    func extent(of size: Size, reach: (Shadow) -> Double, includesShadow: (Shadow) -> Bool) -> Rect {
        var area = Rect(origin: .zero, size: size)
        for case .box(let box, _) in self {
            area = area.union(box.frame)
            if let shadow = box.shadow, includesShadow(shadow) {
                area = area.union(
                    box.frame.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).outset(by: reach(shadow)))
            }
        }
        return area
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The rectangle grown by `amount` on every side.
    public func outset(by amount: Double) -> Rect {
        Rect(x: minX - amount, y: minY - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The rectangle grown about its centre to at least `side` × `side`.
    func grown(toAtLeast side: Double) -> Rect {
        let w = max(side, width), h = max(side, height)
        return Rect(x: midX - w / 2, y: midY - h / 2, width: w, height: h)
    }
}
