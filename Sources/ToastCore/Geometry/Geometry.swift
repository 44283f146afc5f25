/// A point in screen points (not pixels), origin at the top-left corner.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(x), \(y))" }
}

/// A width and a height in points.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width)×\(height)" }
}

/// An axis-aligned rectangle in points.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.left, y: minY + insets.top,
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

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}

/// Distances from the four edges of a rectangle, in points.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

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

    public static let zero = EdgeInsets()
    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }
}

/// One of the four edges of the screen.
public enum Edge: String, Sendable, Hashable, CaseIterable {
    case top, bottom, leading, trailing
}
