/// One value an export writes for an app (`tartine export tokens`, `swift`, `kotlin`), in one
/// appearance: what the format of each export spells in its own way.
public enum ExportedValue: Sendable, Hashable {
    /// An sRGB colour with its alpha.
    case color(RGBA)
    /// A length in points.
    case dimension(Double)
    /// A plain number (a fraction, a scale).
    case number(Double)
    /// A whole number (a line limit).
    case integer(Int)
    /// A switch.
    case flag(Bool)
    /// A font: family, size in points, weight and italic.
    case font(FontSpec)
    /// How text lines up.
    case alignment(TextAlignment)
    /// A stroke: width in points and colour.
    case border(width: Double, color: RGBA)
    /// A drop shadow: colour, blur radius and offset in points.
    case shadow(color: RGBA, radius: Double, x: Double, y: Double)

    /// The shape of the value, the same for every style a row reads: what a generated source
    /// declares the property as.
    public enum Shape: String, Sendable, Hashable, CaseIterable {
        /// One per case of `ExportedValue`, named as it.
        case color, dimension, number, integer, flag, font, alignment, border, shadow
    }

    /// This value's shape.
    public var shape: Shape {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .number: .number
        case .integer: .integer
        case .flag: .flag
        case .font: .font
        case .alignment: .alignment
        case .border: .border
        case .shadow: .shadow
        }
    }
}

/// One value of a resolved style that the exports write: its name (a path of token names,
/// `["action", "corner-radius"]`), its shape, whether some styles have none, and how it is read
/// from a style in an appearance. The one table of what a theme's style exports: the tokens,
/// the Swift and the Kotlin sources all walk ``all``, so that a value added here appears in each.
public struct ExportedStyleField: Sendable {
    /// The token path under a kind's group (`["padding", "top"]`); a generated source's property
    /// is the path in lower camel case (`paddingTop`).
    public let path: [String]
    /// What the value is.
    public let shape: ExportedValue.Shape
    /// Whether the value may be absent (no border, a fixed width instead of a fraction).
    public let optional: Bool
    /// Reads the value from a style as drawn in an appearance.
    public let read: @Sendable (ToastStyle, Appearance) -> ExportedValue?

    init(
        _ path: [String], _ shape: ExportedValue.Shape, optional: Bool = false,
        _ read: @escaping @Sendable (ToastStyle, Appearance) -> ExportedValue?
    ) {
        self.path = path
        self.shape = shape
        self.optional = optional
        self.read = read
    }

    /// The property name of a generated source: the path's names joined in lower camel case.
    public var propertyName: String {
        let words = path.flatMap { $0.split(separator: "-").map(String.init) }
        return words.enumerated().map { $0 == 0 ? $1 : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
    }

    private static func color(_ path: [String], _ pick: @escaping @Sendable (ToastStyle) -> Color) -> Self {
        Self(path, .color) { .color(pick($0).resolved(for: $1)) }
    }

    private static func dimension(_ path: [String], _ pick: @escaping @Sendable (ToastStyle) -> Double) -> Self {
        Self(path, .dimension) { style, _ in .dimension(pick(style)) }
    }

    private static func edges(_ path: [String], _ pick: @escaping @Sendable (ToastStyle) -> EdgeInsets) -> [Self] {
        [
            dimension(path + ["top"]) { pick($0).top }, dimension(path + ["left"]) { pick($0).left },
            dimension(path + ["bottom"]) { pick($0).bottom }, dimension(path + ["right"]) { pick($0).right },
        ]
    }

    /// The layout the toast is drawn with: its own, or the seed's row.
    private static func layout(_ style: ToastStyle) -> LayoutNode { style.layout ?? .row(style) }

    /// The tree's first progress bar, or a bar with no colours of its own (what a layout
    /// without one would draw with, were one added).
    private static func progress(_ style: ToastStyle) -> LayoutNode {
        layout(style).first { $0 == .progress } ?? LayoutNode(.progress)
    }

    /// Every exported value of a style, in the order the exports write them.
    public static let all: [ExportedStyleField] =
        [
            color(["background"]) { $0.background }, color(["foreground"]) { $0.foreground },
            Self(["font"], .font) { style, _ in .font(style.font) },
            Self(["title-font"], .font) { style, _ in .font(style.titleFont) },
            Self(["max-lines"], .integer) { style, _ in .integer(style.maxLines) },
            Self(["text-alignment"], .alignment) { style, _ in .alignment(style.textAlignment) },
        ] + edges(["padding"]) { $0.padding }
        + [
            dimension(["margins", "top"]) { $0.margins.top },
            dimension(["margins", "bottom"]) { $0.margins.bottom },
            dimension(["margins", "horizontal"]) { $0.margins.horizontal },
            dimension(["margins", "keyboard"]) { $0.margins.keyboard },
            Self(["max-width"], .dimension, optional: true) { style, _ in
                if case .points(let points) = style.maxWidth { return .dimension(points) }
                return nil
            },
            Self(["max-width-fraction"], .number, optional: true) { style, _ in
                if case .fraction(let fraction) = style.maxWidth { return .number(fraction) }
                return nil
            },
            Self(["fills-width"], .flag) { style, _ in .flag(style.fillsWidth) },
            dimension(["min-height"]) { $0.minHeight }, dimension(["corner-radius"]) { $0.cornerRadius },
            Self(["border"], .border, optional: true) { style, appearance in
                style.border.map { .border(width: $0.width, color: $0.color.resolved(for: appearance)) }
            },
            Self(["shadow"], .shadow, optional: true) { style, appearance in
                style.shadow.map {
                    .shadow(
                        color: $0.color.resolved(for: appearance), radius: $0.radius, x: $0.offset.x, y: $0.offset.y)
                }
            },
            dimension(["icon-size"]) { $0.iconSize }, dimension(["icon-spacing"]) { $0.iconSpacing },
            dimension(["stack-spacing"]) { $0.stackSpacing },
            color(["link-color"]) { $0.linkColor },
            color(["action", "foreground"]) { $0.action.foreground },
            color(["action", "background"]) { $0.action.background },
            Self(["action", "font"], .font) { style, _ in .font(style.action.font) },
            dimension(["action", "corner-radius"]) { $0.action.cornerRadius },
        ] + edges(["action", "padding"]) { $0.action.padding }
        + [
            dimension(["action", "spacing"]) { $0.action.spacing },
            color(["progress", "track"]) { progress($0).progressTrack(foreground: $0.foreground) },
            color(["progress", "fill"]) { progress($0).drawnFill(foreground: $0.foreground) },
            color(["spinner"]) { style in
                (layout(style).first { $0 == .spinner } ?? LayoutNode(.spinner)).drawnFill(foreground: style.foreground)
            },
        ]
}
