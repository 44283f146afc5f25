import ToastCore
import ToastScript

/// What the page's controls show: the theme, its kinds, the choices and the current settings,
/// and the error of the last save, if it broke.
struct PreviewStatus {
    var theme: LoadedTheme
    var settings: PreviewSettings
    var generation: Int
    var error: String?

    var message: PreviewMessage {
        .json(
            Message(
                theme: TextMedium.terminal.field(theme.theme.name),
                generation: generation,
                kinds: theme.theme.kinds.map { kind in
                    switch kind.icon {
                    case .emoji(let text): Kind(id: kind.id, emoji: text)
                    case .image(let path): Kind(id: kind.id, image: path)
                    case .pixels: Kind(id: kind.id)
                    case nil: Kind(id: kind.id)
                    }
                },
                locales: Array(Set(theme.theme.strings.locales + ["en", "pseudo"])).sorted(),
                screens: Screen.presets.map {
                    ScreenChoice(id: $0.id, name: $0.name, width: $0.size.width, height: $0.size.height)
                },
                textSizes: PreviewSettings.textSizes,
                settings: Settings(
                    screen: settings.screen.id, appearance: settings.appearance.rawValue, locale: settings.locale,
                    textSize: settings.textSize, reducedMotion: settings.reducedMotion,
                    screenReader: settings.accessibility.screenReader,
                    increaseContrast: settings.accessibility.increaseContrast,
                    reduceTransparency: settings.accessibility.reduceTransparency, still: settings.still ?? -1,
                    arguments: settings.arguments),
                warnings: warnings,
                error: error))
    }

    /// What the kind buttons would draw other than meant with the settings' arguments (a `%d`
    /// or a plural's count not given), one line each, as `tartine render` prints them.
    var warnings: [String] {
        theme.argumentWarnings(
            kinds: theme.theme.kinds.map(\.id), arguments: settings.formatArguments, context: settings.context,
            how: "the Arguments field, or ?args=3,Ana in the address"
        ).map(\.description)
    }

    /// The status message as JSON: `{"error":…,"generation":…,"kinds":[…],…,"type":"status"}`
    /// (`error` only after a save that broke).
    private struct Message: Encodable {
        var type = "status"
        var theme: String
        var generation: Int
        var kinds: [Kind]
        var locales: [String]
        var screens: [ScreenChoice]
        var textSizes: [Double]
        var settings: Settings
        var warnings: [String]
        var error: String?
    }

    /// A kind of the theme and its icon, if it has one.
    private struct Kind: Encodable {
        var id: String
        var emoji: String?
        var image: String?
    }

    /// A screen the page offers.
    private struct ScreenChoice: Encodable {
        var id: String
        var name: String
        var width: Double
        var height: Double
    }

    /// The page's toggles as they are now; `still` is -1 when the preview plays.
    private struct Settings: Encodable {
        var screen: String
        var appearance: String
        var locale: String
        var textSize: Double
        var reducedMotion: Bool
        var screenReader: Bool
        var increaseContrast: Bool
        var reduceTransparency: Bool
        var still: Double
        var arguments: [String]
    }
}
