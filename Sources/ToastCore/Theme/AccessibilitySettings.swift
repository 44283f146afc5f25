/// The user's accessibility settings a toast is resolved and shown under, as iOS's (VoiceOver,
/// Increase Contrast, Reduce Transparency). Reduce Motion is apart: it changes the presenter's
/// transitions, not a toast's content (`reducedMotion` beside the context).
///
/// Each is an axis of a snapshot matrix (a manifest's `screen_reader`, `increase_contrast` and
/// `reduce_transparency`) and a flag of `tartine render`, `sheet` and `preview`.
public struct AccessibilitySettings: Sendable, Hashable {
    /// A screen reader (VoiceOver) is on: a toast with an action holds as the theme's
    /// ``ScreenReaderHold`` says (by default it stays until dismissed, WCAG 2.2.1).
    public var screenReader: Bool
    /// Increase Contrast is on: colours are drawn with their increased-contrast variants
    /// (``Color/increasedContrast``; every system colour's tint and grey has one).
    public var increaseContrast: Bool
    /// Reduce Transparency is on: a material is drawn as a solid fill and a translucent
    /// background as an opaque one (``ToastStyle/withReducedTransparency``).
    public var reduceTransparency: Bool

    /// Creates settings; by default everything is off.
    public init(screenReader: Bool = false, increaseContrast: Bool = false, reduceTransparency: Bool = false) {
        self.screenReader = screenReader
        self.increaseContrast = increaseContrast
        self.reduceTransparency = reduceTransparency
    }

    /// Nothing on.
    public static let none = AccessibilitySettings()

    /// Every setting on here or in `other`.
    public func adding(_ other: AccessibilitySettings) -> AccessibilitySettings {
        AccessibilitySettings(
            screenReader: screenReader || other.screenReader,
            increaseContrast: increaseContrast || other.increaseContrast,
            reduceTransparency: reduceTransparency || other.reduceTransparency)
    }

    /// Every combination of the values listed for each setting, in a stable order (the last
    /// setting varies fastest): a snapshot manifest's matrix axis.
    public static func combinations(
        screenReader: [Bool], increaseContrast: [Bool], reduceTransparency: [Bool]
    ) -> [AccessibilitySettings] {
        screenReader.flatMap { reader in
            increaseContrast.flatMap { contrast in
                reduceTransparency.map {
                    AccessibilitySettings(screenReader: reader, increaseContrast: contrast, reduceTransparency: $0)
                }
            }
        }
    }

    /// The settings that are on, by their Lua and manifest names (`screen_reader`,
    /// `increase_contrast`, `reduce_transparency`), in that order; empty when none is.
    public var names: [String] {
        var out: [String] = []
        if screenReader { out.append("screen_reader") }
        if increaseContrast { out.append("increase_contrast") }
        if reduceTransparency { out.append("reduce_transparency") }
        return out
    }
}

/// What a toast with an action does while a screen reader is on: a toast that vanishes before
/// the user has heard it and reached its button fails WCAG 2.2.1 (Timing Adjustable).
public enum ScreenReaderHold: Sendable, Hashable {
    /// It stays until it is dismissed (the default).
    case untilDismissed
    /// It holds this many times as long as it would (1...20).
    case factor(Double)

    /// The factors a theme may set.
    public static let factorRange: ClosedRange<Double> = 1...20

    /// How long `content` (a toast with an action, under a screen reader) holds: sticky, or its
    /// hold multiplied (a sticky toast stays sticky).
    public func duration(of content: ToastContent) -> DisplayDuration {
        switch self {
        case .untilDismissed: return .forever
        case .factor(let factor):
            if content.duration.isForever { return .forever }
            return .fixed(
                content.holdSeconds * min(max(factor, Self.factorRange.lowerBound), Self.factorRange.upperBound))
        }
    }
}
