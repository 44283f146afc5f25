/// Which fonts a host draws a theme's text with.
///
/// Every picture (`tartine render`, `snapshot`, `sheet`, `play`, the preview) is drawn with the
/// pinned fonts, so that it is the same on every machine. A theme's
/// `notifications = { fonts = "installed" }` lets the live desktop server (`tartine notifyd`)
/// draw with any family the machine's fontconfig has, the pinned fonts still standing in for
/// what the family lacks.
public enum FontSource: String, Sendable, Hashable, CaseIterable {
    /// Only the pinned Debian font files (Inter, Noto Sans CJK, Noto Color Emoji, DejaVu Sans).
    case pinned
    /// The families fontconfig finds on the machine (the user's and the system's configuration),
    /// with the pinned fonts.
    case installed

    /// How a message names the fonts: `the pinned fonts`, `the installed fonts`.
    public var fontsName: String { "the \(rawValue) fonts" }
}
