/// The weight of a font, with the CSS/OpenType numeric value.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    /// The nine OpenType weights, from 100 (ultralight) to 900 (black).
    case ultralight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType weight class (100…900).
    public var numericValue: Int {
        switch self {
        case .ultralight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// A font request: family, size in points and weight. The renderer resolves it through its
/// pinned font configuration; the core only passes it to a `TextMeasurer`.
public struct FontSpec: Sendable, Hashable {
    /// The family name the font configuration resolves (`Inter`).
    public var family: String
    /// The size in points.
    public var size: Double
    /// How heavy the strokes are.
    public var weight: FontWeight
    /// Whether the italic face is asked for.
    public var italic: Bool

    /// Creates a font request; the default is regular Inter at 14 points.
    public init(
        family: String = "Inter", size: Double = 14, weight: FontWeight = .regular,
        italic: Bool = false
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// The same font scaled by a Dynamic Type multiplier.
    public func scaled(by factor: Double) -> FontSpec {
        var copy = self
        copy.size = size * factor
        return copy
    }

    /// The same font at another weight.
    public func withWeight(_ weight: FontWeight) -> FontSpec {
        var copy = self
        copy.weight = weight
        return copy
    }
}
