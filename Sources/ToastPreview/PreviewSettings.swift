import ToastCore

/// What the page's toggles choose: the screen, its appearance, the locale, the text size,
/// reduced motion, and a still moment.
package struct PreviewSettings: Sendable, Hashable {
    /// The screen preset the phone shows.
    package var screen: Screen
    /// Light or dark.
    package var appearance: Appearance
    /// The locale strings are resolved in (`pseudo` included).
    package var locale: String
    /// The Dynamic Type multiplier.
    package var textSize: Double
    /// Whether transitions are the motion's reduced-motion cross-fade.
    package var reducedMotion: Bool
    /// When set, a kind button shows the toast alone and freezes the clock this many seconds
    /// after the show: the picture `tartine render --at` draws.
    package var still: Double?

    /// The context kinds are resolved in.
    package var context: ResolutionContext {
        ResolutionContext(locale: locale, appearance: appearance, textSize: textSize, device: screen.deviceClass)
    }

    /// Text sizes the page offers, as `tartine render --text-size` takes them.
    package static let textSizes: [Double] = [0.8, 1, 1.3, 1.6, 2]
}
