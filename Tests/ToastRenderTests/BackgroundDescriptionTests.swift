import Testing
import ToastCore

@testable import ToastRender

/// The background cache's key text, written out field by field, is the text reflection gives:
/// a field added to `Screen` or `MockApp` (which reflection prints) fails here until the key
/// writes it too.
@Suite struct BackgroundDescriptionTests {
    static let screens: [Screen] = Screen.presets.flatMap { screen in
        [screen, screen.withKeyboard(), screen.rightToLeft(), screen.withKeyboard(height: 0.1).rightToLeft()]
    }

    static let apps = [
        MockApp(), MockApp(title: "Entrées \"du jour\"\n\\ 📔", showsModalSheet: true, showsTabBar: false),
        MockApp(title: "", showsModalSheet: true), MockApp(title: "tab\there\u{7}"),
    ]

    @Test("every preset screen, with and without keyboard and right to left, as String(reflecting:)")
    func screensAsReflected() {
        for screen in Self.screens {
            #expect(BackgroundDescription.reflected(screen) == String(reflecting: screen))
        }
        var odd = Screen.iPhone15
        odd.name = "A \"quoted\"\tname"
        odd.chrome = ScreenChrome(navigationBarHeight: 0.5, tabBarHeight: 1e20)
        odd.safeArea = EdgeInsets(top: -0.0, left: 1.25, bottom: 3, right: .greatestFiniteMagnitude)
        #expect(BackgroundDescription.reflected(odd) == String(reflecting: odd))
    }

    @Test("mock apps as String(reflecting:)")
    func appsAsReflected() {
        for app in Self.apps { #expect(BackgroundDescription.reflected(app) == String(reflecting: app)) }
    }

    @Test("the whole key text as the renderer wrote it with reflection")
    func keyText() {
        for (screen, app) in zip(Self.screens, Self.apps + Self.apps + Self.apps + Self.apps + Self.apps + Self.apps) {
            for appearance in Appearance.allCases {
                let scale = screen.scale
                #expect(
                    BackgroundDescription.text(screen: screen, app: app, appearance: appearance, scale: scale)
                        == "screen \(String(reflecting: screen))\napp \(String(reflecting: app))\n"
                        + "appearance \(appearance)\nscale \(scale)")
            }
        }
    }
}
