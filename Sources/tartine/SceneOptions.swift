import ArgumentParser
import ToastCore
import ToastRender

/// The flags that say what screen and circumstances to draw in.
struct SceneOptions: ParsableArguments {
    @Option(help: "Screen preset: \(Screen.presets.map(\.id).joined(separator: ", ")).")
    var screen = "iphone-15"

    @Option(help: "Pixels per point (default: the screen's own, e.g. 3 for iPhone 15).")
    var scale: Double?

    @Option(help: "light or dark.")
    var appearance = "light"

    @Option(help: "Locale of the theme's strings (\"pseudo\" for the pseudo-locale).")
    var locale = "en"

    @Option(help: "Dynamic Type multiplier.")
    var textSize = 1.0

    @Flag(help: "Show the keyboard.")
    var keyboard = false

    @Flag(help: "Right-to-left interface.")
    var rtl = false

    @Option(help: "app (a mock app under the toasts) or plain.")
    var background = "app"

    func validate() throws {
        guard Screen.preset(named: screen) != nil else {
            throw ValidationError("unknown screen '\(screen)'; expected one of \(Screen.presets.map(\.id).joined(separator: ", "))")
        }
        guard Appearance(rawValue: appearance) != nil else { throw ValidationError("--appearance is light or dark, got '\(appearance)'") }
        guard ["app", "plain"].contains(background) else { throw ValidationError("--background is app or plain, got '\(background)'") }
        if let scale, !(scale > 0 && scale <= 4) { throw ValidationError("--scale must be within 0…4, got \(scale)") }
        guard textSize > 0.5 && textSize <= 4 else { throw ValidationError("--text-size must be within 0.5…4, got \(textSize)") }
    }

    var resolvedScreen: Screen {
        var s = Screen.preset(named: screen) ?? .iPhone15
        if keyboard { s = s.withKeyboard() }
        if rtl { s = s.rightToLeft() }
        return s
    }

    var resolvedAppearance: Appearance { Appearance(rawValue: appearance) ?? .light }

    var context: ResolutionContext {
        ResolutionContext(locale: locale, appearance: resolvedAppearance, textSize: textSize,
                          device: resolvedScreen.deviceClass)
    }

    var renderOptions: RenderOptions {
        RenderOptions(appearance: resolvedAppearance, scale: scale,
                      background: background == "plain" ? .plain(SystemColor.systemBackground.color) : .mockApp(MockApp()))
    }
}
