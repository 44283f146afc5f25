/// A rectangle of pixels (a monitor's, a surface's or a frame's, top-left origin): the one
/// rectangle type of the display seam and its edges, with the arithmetic the notification
/// display's policy does on them.
public struct PixelRectangle: Sendable, Hashable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// A rectangle with these values.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether it holds no pixel (a width or height of 0 or less).
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether it is not empty and lies inside a `width` × `height` surface.
    public func isInside(width: Int, height: Int) -> Bool {
        x >= 0 && y >= 0 && self.width > 0 && self.height > 0 && x + self.width <= width && y + self.height <= height
    }

    /// The smallest rectangle holding both.
    public func union(_ other: PixelRectangle) -> PixelRectangle {
        let left = min(x, other.x)
        let top = min(y, other.y)
        let right = max(x + width, other.x + other.width)
        let bottom = max(y + height, other.y + other.height)
        return PixelRectangle(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle holding every non-empty one of `rectangles`; `nil` when all are empty.
    public static func union(_ rectangles: [PixelRectangle]) -> PixelRectangle? {
        rectangles.filter { !$0.isEmpty }.reduce(nil) { sum, next in sum.map { $0.union(next) } ?? next }
    }

    /// The pixels both share; `nil` when they share none.
    public func intersection(_ other: PixelRectangle) -> PixelRectangle? {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width)
        let y1 = min(y + height, other.y + other.height)
        guard x1 > x0, y1 > y0 else { return nil }
        return PixelRectangle(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether it holds every pixel of `inner`.
    public func contains(_ inner: PixelRectangle) -> Bool {
        inner.x >= x && inner.y >= y && inner.x + inner.width <= x + width && inner.y + inner.height <= y + height
    }

    /// Whether the point (`px`, `py`) is in it (its right and bottom edges excluded).
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    /// The same rectangle moved by (`dx`, `dy`).
    public func offset(x dx: Int, y dy: Int) -> PixelRectangle {
        PixelRectangle(x: x + dx, y: y + dy, width: width, height: height)
    }
}
