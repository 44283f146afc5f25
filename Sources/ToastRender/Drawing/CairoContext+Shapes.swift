import ToastCore

/// Path helpers built on the wrapped Cairo calls.
extension CairoContext {
    /// A rectangle with circular corners of `radius` (clamped to half the shorter side).
    /// `corners` selects which corners are rounded: top-left, top-right, bottom-right, bottom-left.
    func roundedRectangle(_ rect: Rect, radius: Double, corners: (Bool, Bool, Bool, Bool) = (true, true, true, true)) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        newPath()
        guard r > 0 else {
            rectangle(rect)
            return
        }
        let half = Double.pi / 2
        let (tl, tr, br, bl) = corners
        if tl {
            arc(centre: rect.minX + r, rect.minY + r, radius: r, from: 2 * half, to: 3 * half)
        } else {
            move(to: rect.minX, rect.minY)
        }
        if tr {
            arc(centre: rect.maxX - r, rect.minY + r, radius: r, from: 3 * half, to: 4 * half)
        } else {
            line(to: rect.maxX, rect.minY)
        }
        if br {
            arc(centre: rect.maxX - r, rect.maxY - r, radius: r, from: 0, to: half)
        } else {
            line(to: rect.maxX, rect.maxY)
        }
        if bl {
            arc(centre: rect.minX + r, rect.maxY - r, radius: r, from: half, to: 2 * half)
        } else {
            line(to: rect.minX, rect.maxY)
        }
        closePath()
    }

    /// Fills `rect` with rounded corners in `color`.
    func fillRoundedRectangle(_ rect: Rect, radius: Double, color: RGBA) {
        roundedRectangle(rect, radius: radius)
        setSource(color)
        fill()
    }

    /// Fills a circle.
    func fillCircle(centre x: Double, _ y: Double, radius: Double, color: RGBA) {
        newPath()
        arc(centre: x, y, radius: radius, from: 0, to: 2 * .pi)
        setSource(color)
        fill()
    }

    /// Strokes a straight line.
    func strokeLine(from a: Point, to b: Point, width: Double, color: RGBA) {
        newPath()
        move(to: a.x, a.y)
        line(to: b.x, b.y)
        setLineWidth(width)
        setSource(color)
        stroke()
    }
}
