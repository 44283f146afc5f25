import ArgumentParser
import ToastCore
import ToastRender

/// The flags that say what screen and circumstances to draw in.
struct SceneOptions: ParsableArguments {
    @Option(
        help: ScreenPreset.help(
            "Screen preset, or WIDTHxHEIGHT points for a desktop screen at scale 1", default: "iphone-15"),
        transform: ScreenPreset.choice)
    var screen = ScreenPreset(.iPhone15)

    @Option(help: "Pixels per point, above 0 and at most 4 (default: the screen's own, e.g. 3 for iPhone 15).")
    var scale: Double?

    @Option(help: Appearance.help("Light or dark.", default: "light"), transform: Appearance.choice)
    var appearance = Appearance.light

    @Option(help: "Locale of the theme's strings (\"pseudo\" for the pseudo-locale).")
    var locale = "en"

    @Option(help: "Dynamic Type multiplier, above 0.5 and at most 4.")
    var textSize = 1.0

    @Flag(help: "Show the keyboard.")
    var keyboard = false

    @Option(
        help: LayoutDirection.help(
            "The interface's direction, whatever the locale", default: "the locale's: rtl for ar, he, fa, ur …"),
        transform: LayoutDirection.choice)
    var direction: LayoutDirection?

    @Flag(help: "Right-to-left interface (the same as --direction rtl).")
    var rtl = false

    @OptionGroup var access: AccessibilityOptions

    @Option(
        help: Backdrop.help("A mock app under the toasts, or the plain system background.", default: "app"),
        transform: Backdrop.choice)
    var background = Backdrop.app

    func validate() throws {
        try OptionRange.check("--scale", scale, within: .positive(atMost: 4))
        try OptionRange.check("--text-size", textSize, within: .above(0.5, atMost: 4))
        if rtl, direction == .leftToRight { throw ValidationError("--rtl contradicts --direction ltr") }
    }

    /// The direction told (`--direction`, `--rtl`), if any.
    var toldDirection: LayoutDirection? { rtl ? .rightToLeft : direction }

    /// The direction told, else the locale's (as iOS does).
    var resolvedDirection: LayoutDirection { LayoutDirection.resolved(toldDirection, locale: locale) }

    var resolvedScreen: Screen {
        var s = screen.screen
        if keyboard { s = s.withKeyboard() }
        s = s.rightToLeft(resolvedDirection.isRightToLeft)
        return s
    }

    /// Where and how the scene is drawn.
    var stage: Stage {
        Stage(
            setting: SceneSetting(
                screen: resolvedScreen, locale: locale, appearance: appearance, textSize: textSize,
                accessibility: access.settings, reducedMotion: false),
            scale: scale,
            background: background == .plain ? .plain(SystemColor.systemBackground.color) : .mockApp(MockApp()))
    }
}
