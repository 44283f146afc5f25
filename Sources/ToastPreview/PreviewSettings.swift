import ToastCore

/// What the page's toggles choose: the screen, its appearance, the locale, the text size,
/// reduced motion, the accessibility settings, a still moment, and the arguments of the messages
/// the kind buttons show.
@dynamicMemberLookup
package struct PreviewSettings: Sendable, Hashable {
    /// What the center runs in: the screen preset the phone shows, the locale (`pseudo`
    /// included), the appearance, the text size, the accessibility settings and reduced motion.
    package var setting: SceneSetting
    /// When set, a kind button shows the toast alone and freezes the clock this many seconds
    /// after the show: the picture `tartine render --at` draws.
    package var still: Double?
    /// The arguments of a kind's message (`%d`, a plural's count), in order, as typed in the
    /// page's field or its address (`?args=3,Ana`): each a whole number, a number or text.
    package var arguments: [String]
    /// The direction told when the preview started (`--direction`, `--rtl`); nil follows the
    /// locale, as iOS does, whichever locale and screen the toggles choose.
    package let direction: LayoutDirection?

    /// Settings; every part is said.
    package init(setting: SceneSetting, still: Double?, arguments: [String], direction: LayoutDirection?) {
        self.setting = setting
        self.still = still
        self.arguments = arguments
        self.direction = direction
    }

    /// Turns the screen to the direction told, else to the locale's (`tartine render --locale`'s
    /// rule): after a toggle changed the locale or the screen, whose preset knows no direction.
    package mutating func settleDirection() {
        let direction = LayoutDirection.resolved(direction, locale: setting.locale)
        setting.screen = setting.screen.rightToLeft(direction.isRightToLeft)
    }

    /// A part of ``setting`` by its name (`settings.locale`, `settings.screen = …`): the page's
    /// toggles read and change the one setting the center runs in.
    package subscript<Value>(dynamicMember part: WritableKeyPath<SceneSetting, Value>) -> Value {
        get { setting[keyPath: part] }
        set { setting[keyPath: part] = newValue }
    }

    /// ``arguments`` as the message formats them.
    package var formatArguments: [FormatArgument] { arguments.map(FormatArgument.init(typed:)) }

    /// Arguments kept at most, and the longest kept (a page's field, not a data channel).
    package static let argumentLimits = (count: 16, bytes: 256)

    /// The context kinds are resolved in.
    package var context: ResolutionContext { setting.context }

    /// Text sizes the page offers, as `tartine render --text-size` takes them.
    package static let textSizes: [Double] = [0.8, 1, 1.3, 1.6, 2]
}
