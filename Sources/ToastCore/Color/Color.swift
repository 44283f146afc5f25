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
/// System colours also carry their increased-contrast variants (``increasedContrast``), which a
/// toast resolved with ``AccessibilitySettings/increaseContrast`` is drawn with.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// The colour used in ``Appearance/light``.
    public var light: RGBA
    /// The colour used in ``Appearance/dark``.
    public var dark: RGBA
    /// The light and dark values drawn instead when the user asks for increased contrast (a
    /// system colour's accessible variant, as UIKit resolves it); `nil` when the colour has no
    /// variant of its own and stays as it is.
    public var increasedContrast: Variant?

    /// A light and a dark value, as a colour's increased-contrast variant holds them.
    public struct Variant: Sendable, Hashable {
        /// The value in light appearance.
        public var light: RGBA
        /// The value in dark appearance.
        public var dark: RGBA

        /// Creates a variant.
        public init(light: RGBA, dark: RGBA) {
            self.light = light
            self.dark = dark
        }
    }

    /// A colour that is the same in both appearances.
    /// - Parameter rgba: The colour for light and dark alike.
    public init(_ rgba: RGBA) {
        self.light = rgba
        self.dark = rgba
    }

    /// A colour with one value per appearance.
    /// - Parameter light: The colour in light appearance.
    /// - Parameter dark: The colour in dark appearance.
    /// - Parameter increasedContrast: The values drawn under increased contrast, if the colour
    ///   has its own (`nil`: the same as without).
    public init(light: RGBA, dark: RGBA, increasedContrast: Variant? = nil) {
        self.light = light
        self.dark = dark
        self.increasedContrast = increasedContrast
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
        Color(
            light: light.withAlpha(alpha), dark: dark.withAlpha(alpha),
            increasedContrast: increasedContrast.map {
                Variant(light: $0.light.withAlpha(alpha), dark: $0.dark.withAlpha(alpha))
            })
    }

    /// The colour as drawn when the user asks for increased contrast: its own variant's values,
    /// or itself when it has none.
    public var withIncreasedContrast: Color {
        guard let variant = increasedContrast else { return self }
        return Color(light: variant.light, dark: variant.dark)
    }

    /// The light side of `self` and the dark side of `dark`, each with its increased-contrast
    /// value (a side without one keeps its plain value): `light-dark(a, b)`.
    public func pairedLight(withDarkOf dark: Color) -> Color {
        let variant: Variant? =
            increasedContrast == nil && dark.increasedContrast == nil
            ? nil
            : Variant(
                light: increasedContrast?.light ?? light, dark: dark.increasedContrast?.dark ?? dark.dark)
        return Color(light: light, dark: dark.dark, increasedContrast: variant)
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
    /// Both forms are accepted by ``init(parsing:)``, which gives back the same light and dark
    /// values whenever the components are multiples of 1/255 (an increased-contrast variant has
    /// no string form: a system colour's name carries it).
    public var description: String {
        isDynamic ? "light-dark(\(light.hexString), \(dark.hexString))" : light.hexString
    }
}
