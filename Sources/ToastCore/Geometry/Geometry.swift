/// A point in screen points (not pixels), origin at the top-left corner.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// Creates a point from its two coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
    /// The point as `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

/// A width and a height in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal extent in points.
    public var width: Double
    /// The vertical extent in points.
    public var height: Double

    /// Creates a size from a width and a height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)
    /// The size as `width×height`.
    public var description: String { "\(width)×\(height)" }
}

/// An axis-aligned rectangle in points.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its top-left corner and its size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from the coordinates of its top-left corner and its size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width of `size`.
    public var width: Double { size.width }
    /// The height of `size`.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom)
    }

    /// The rectangle reflected about the vertical line `x = axis / 2` (right-to-left mirroring
    /// inside a container of width `axis`).
    public func mirrored(inWidth axis: Double) -> Rect {
        Rect(x: axis - maxX, y: minY, width: width, height: height)
    }

    /// Whether `other` lies entirely inside this rectangle (edges included).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles share any area.
    public func intersects(_ other: Rect) -> Bool {
        other.minX < maxX && other.maxX > minX && other.minY < maxY && other.maxY > minY
    }

    /// The rectangle as `(x, y, width, height)`.
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

/// Distances from the four edges of a rectangle, in points.
public struct EdgeInsets: Sendable, Hashable {
    /// The inset from the top edge.
    public var top: Double
    /// The inset from the left edge.
    public var left: Double
    /// The inset from the bottom edge.
    public var bottom: Double
    /// The inset from the right edge.
    public var right: Double

    /// Creates insets from the four distances; each defaults to zero.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// CSS-like shorthand: `vertical` for top and bottom, `horizontal` for left and right.
    public init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// The same inset on all four sides.
    public init(all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// No inset on any side.
    public static let zero = EdgeInsets()
    /// The sum of the left and right insets.
    public var horizontal: Double { left + right }
    /// The sum of the top and bottom insets.
    public var vertical: Double { top + bottom }
}

/// One of the four edges of the screen.
public enum Edge: String, Sendable, Hashable, CaseIterable {
    /// The edge, by its name; `leading` and `trailing` follow the reading direction.
    case top, bottom, leading, trailing
}
