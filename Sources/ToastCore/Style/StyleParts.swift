/// How text lines up inside its box. `natural` is leading: left in left-to-right
/// interfaces, right in right-to-left ones.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    /// Follow the reading direction, or force a side, or centre.
    case natural, leading, center, trailing
}

/// A stroke around the toast.
public struct Border: Sendable, Hashable {
    /// The stroke's width in points.
    public var width: Double
    /// The stroke's colour.
    public var color: Color

    /// Creates a border.
    public init(width: Double, color: Color) {
        self.width = width
        self.color = color
    }
}

/// A drop shadow with a Gaussian blur.
public struct Shadow: Sendable, Hashable {
    /// The shadow's colour, alpha included.
    public var color: Color
    /// Blur radius in points (as in CSS `box-shadow` / SwiftUI `shadow(radius:)`).
    public var radius: Double
    /// How far the shadow is moved from the toast, in points.
    public var offset: Point

    /// Creates a shadow.
    public init(color: Color, radius: Double, offset: Point) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}

/// The widest a toast may be: a fraction of the screen width or a number of points.
public enum MaxWidth: Sendable, Hashable {
    /// A fraction of the screen width (0.9 is 90 %).
    case fraction(Double)
    /// A fixed number of points.
    case points(Double)

    /// The width in points on a screen `screenWidth` points wide.
    public func resolve(screenWidth: Double) -> Double {
        switch self {
        case .fraction(let f): f * screenWidth
        case .points(let p): p
        }
    }
}

/// Distances between the toast and the edges it is placed against.
public struct Margins: Sendable, Hashable {
    /// Below the top safe area, for top toasts (seed default 20).
    public var top: Double
    /// Above the bottom safe area, for bottom toasts (seed default 40).
    public var bottom: Double
    /// The least distance from the left and right screen edges.
    public var horizontal: Double
    /// Above the keyboard, for bottom toasts while the keyboard is up.
    public var keyboard: Double

    /// Creates margins; the defaults are the seed's (20, 40, 16 and 16 points).
    public init(top: Double = 20, bottom: Double = 40, horizontal: Double = 16, keyboard: Double = 16) {
        self.top = top
        self.bottom = bottom
        self.horizontal = horizontal
        self.keyboard = keyboard
    }
}

/// What touching a toast does to its countdown when the finger lifts.
public enum PauseBehavior: String, Sendable, Hashable, CaseIterable {
    /// The countdown is not paused at all.
    case none
    /// The countdown pauses and resumes with the time that was left.
    case resume
    /// The countdown pauses and starts over from the full duration.
    case restart
}

/// The look of the optional action button inside a toast ("Undo").
public struct ActionButtonStyle: Sendable, Hashable {
    /// The colour of the button's title.
    public var foreground: Color
    /// The button's fill (clear by default: only the title shows).
    public var background: Color
    /// The font of the button's title.
    public var font: FontSpec
    /// The corner radius of the button's fill.
    public var cornerRadius: Double
    /// Space between the button's edges and its title.
    public var padding: EdgeInsets
    /// Space between the message and the button.
    public var spacing: Double

    /// Creates a button style; the defaults are a yellow semibold title on no fill.
    public init(
        foreground: Color = Color(RGBA(r255: 255, g255: 214, b255: 10)),
        background: Color = .clear,
        font: FontSpec = FontSpec(size: 14, weight: .semibold),
        cornerRadius: Double = 8,
        padding: EdgeInsets = EdgeInsets(vertical: 6, horizontal: 8),
        spacing: Double = 12
    ) {
        self.foreground = foreground
        self.background = background
        self.font = font
        self.cornerRadius = cornerRadius
        self.padding = padding
        self.spacing = spacing
    }
}
