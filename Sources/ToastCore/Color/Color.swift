/// Light or dark user-interface appearance.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
    /// Dark content on light backgrounds.
    case light
    /// Light content on dark backgrounds.
    case dark
}

/// A colour that may differ between light and dark appearance.
///
/// Most colours are the same in both (``isDynamic`` is `false`); system colours such as
/// ``SystemColor/systemBlue`` and `light-dark(…)` strings carry one value per appearance.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The colour used in ``Appearance/light``.
    public var light: RGBA
    /// The colour used in ``Appearance/dark``.
    public var dark: RGBA

    /// A colour that is the same in both appearances.
    /// - Parameter rgba: The colour for light and dark alike.
    public init(_ rgba: RGBA) {
        self.light = rgba
        self.dark = rgba
    }

    /// A colour with one value per appearance.
    /// - Parameter light: The colour in light appearance.
    /// - Parameter dark: The colour in dark appearance.
    public init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// The concrete colour to draw with.
    /// - Parameter appearance: The current appearance.
    /// - Returns: ``light`` or ``dark``.
    public func resolved(for appearance: Appearance) -> RGBA {
        switch appearance {
        case .light: light
        case .dark: dark
        }
    }

    /// The same colour with the alpha of both sides replaced (not multiplied).
    /// - Parameter alpha: The new opacity, 0...1.
    /// - Returns: A copy whose light and dark sides both have opacity `alpha`.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(light: light.withAlpha(alpha), dark: dark.withAlpha(alpha))
    }

    /// Whether the colour differs between light and dark appearance.
    public var isDynamic: Bool { light != dark }

    /// Fully transparent, `#00000000`.
    public static let clear = Color(.clear)
    /// Opaque black in both appearances.
    public static let black = Color(.black)
    /// Opaque white in both appearances.
    public static let white = Color(.white)

    /// `"#RRGGBBAA"` for a static colour, `"light-dark(#RRGGBBAA, #RRGGBBAA)"` for a dynamic one.
    ///
    /// Both forms are accepted by ``init(parsing:)``, which gives back an equal colour
    /// whenever the components are multiples of 1/255.
    public var description: String {
        isDynamic ? "light-dark(\(light.hexString), \(dark.hexString))" : light.hexString
    }
}
