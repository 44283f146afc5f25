import ToastCore

/// What the page's toggles choose: the screen, its appearance, the locale, the text size,
/// reduced motion, the accessibility settings, a still moment, and the arguments of the messages
/// the kind buttons show.
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
    /// Screen reader, increased contrast, reduced transparency.
    package var accessibility: AccessibilitySettings = .none
    /// When set, a kind button shows the toast alone and freezes the clock this many seconds
    /// after the show: the picture `tartine render --at` draws.
    package var still: Double?
    /// The arguments of a kind's message (`%d`, a plural's count), in order, as typed in the
    /// page's field or its address (`?args=3,Ana`): each a whole number, a number or text.
    package var arguments: [String] = []

    /// ``arguments`` as the message formats them.
    package var formatArguments: [FormatArgument] { arguments.map(FormatArgument.init(typed:)) }

    /// Arguments kept at most, and the longest kept (a page's field, not a data channel).
    package static let argumentLimits = (count: 16, bytes: 256)

    /// The context kinds are resolved in.
    package var context: ResolutionContext {
        ResolutionContext(
            locale: locale, appearance: appearance, textSize: textSize, device: screen.deviceClass,
            accessibility: accessibility)
    }

    /// Text sizes the page offers, as `tartine render --text-size` takes them.
    package static let textSizes: [Double] = [0.8, 1, 1.3, 1.6, 2]
}
