/// Touch areas side by side: each button's area is grown to the minimum hit target, and where
/// two grown areas overlap they are cut halfway between the buttons, so that a point belongs to
/// at most one button and `FrameLint` measures the area a finger really has.
extension [HitRegion] {
    /// The areas with every overlap between two of them split at the middle of the gap between
    /// their buttons (across the axis on which the buttons are apart).
    func separated() -> [HitRegion] {
        var out = self
        for i in out.indices {
            for j in out.indices where j > i && out[i].frame.intersects(out[j].frame) {
                var (a, b) = (out[i], out[j])
                let (shown, other) = (a.visibleFrame, b.visibleFrame)
                if shown.maxX <= other.minX {
                    Self.split(&a, &b, horizontally: true)
                } else if other.maxX <= shown.minX {
                    Self.split(&b, &a, horizontally: true)
                } else if shown.maxY <= other.minY {
                    Self.split(&a, &b, horizontally: false)
                } else if other.maxY <= shown.minY {
                    Self.split(&b, &a, horizontally: false)
                }
                (out[i], out[j]) = (a, b)
            }
        }
        return out
    }

    /// Cuts the areas of `before` and `after` (whose buttons are apart, `before` first along the
    /// axis) at the middle of the gap between their buttons.
    private static func split(_ before: inout HitRegion, _ after: inout HitRegion, horizontally: Bool) {
        let (first, second) = (before.visibleFrame, after.visibleFrame)
        if horizontally {
            let cut = (first.maxX + second.minX) / 2
            before.frame = before.frame.clipped(maxX: cut)
            after.frame = after.frame.clipped(minX: cut)
        } else {
            let cut = (first.maxY + second.minY) / 2
            before.frame = before.frame.clipped(maxY: cut)
            after.frame = after.frame.clipped(minY: cut)
        }
    }

    /// The area under `point` (in the same coordinates), if any; the first in order where two
    /// buttons themselves overlap.
    func region(at point: Point) -> HitRegion? {
        first { $0.frame.contains(point) }
    }
}

extension HitRegion {
    /// The same area reflected across the vertical line at `width / 2`.
    func mirrored(inWidth width: Double) -> HitRegion {
        HitRegion(
            actionID: actionID, visibleFrame: visibleFrame.mirrored(inWidth: width),
            frame: frame.mirrored(inWidth: width))
    }
}

extension LinkRegion {
    /// The same area moved with its text box reflected across the vertical line at
    /// `width / 2`; inside the box it stays where the text's direction put it.
    func mirrored(inWidth width: Double) -> LinkRegion {
        let box = textFrame.mirrored(inWidth: width)
        var copy = self
        copy.frame = frame.offsetBy(dx: box.minX - textFrame.minX, dy: 0)
        copy.textFrame = box
        return copy
    }
}

extension ToastLayout {
    /// The button whose touch area holds `point`, relative to the toast's top-left corner.
    public func hitRegion(at point: Point) -> HitRegion? {
        hitRegions.region(at: point)
    }

    /// The link under `point`, relative to the toast's top-left corner, if no button's touch
    /// area holds it (a button's area, grown to the minimum target, wins over a link).
    public func link(at point: Point) -> LinkRegion? {
        guard hitRegion(at: point) == nil else { return nil }
        return links.first { $0.frame.contains(point) }
    }
}

extension ToastLayer {
    /// The button under `point`, in screen points, where the toast is at this moment (its
    /// frame moved by its transform's offset), if any.
    public func hitRegion(atScreen point: Point) -> HitRegion? {
        let origin = frame.offsetBy(dx: transform.offset.x, dy: transform.offset.y)
        return layout.hitRegion(at: Point(x: point.x - origin.minX, y: point.y - origin.minY))
    }

    /// The link under `point`, in screen points, where the toast is at this moment, if any (and
    /// no button's touch area holds the point).
    public func link(atScreen point: Point) -> LinkRegion? {
        let origin = frame.offsetBy(dx: transform.offset.x, dy: transform.offset.y)
        return layout.link(at: Point(x: point.x - origin.minX, y: point.y - origin.minY))
    }
}

extension Rect {
    /// Whether `point` lies inside (the left and top edges in, the right and bottom out).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle with its edges moved in to the given lines, where they lie beyond them.
    func clipped(
        minX x0: Double = -.infinity, maxX x1: Double = .infinity, minY y0: Double = -.infinity,
        maxY y1: Double = .infinity
    ) -> Rect {
        let left = Swift.max(minX, x0), right = Swift.min(maxX, x1)
        let top = Swift.max(minY, y0), bottom = Swift.min(maxY, y1)
        return Rect(x: left, y: top, width: Swift.max(right - left, 0), height: Swift.max(bottom - top, 0))
    }
}
