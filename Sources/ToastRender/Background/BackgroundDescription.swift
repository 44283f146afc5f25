import ToastCore

/// What a mock-app background shows, as the text of its cache key (``BackgroundCache``):
/// `String(reflecting:)` of the screen and of the app, then the appearance and the scale.
///
/// Written out field by field rather than through reflection: reflection's first-time protocol
/// conformance lookups for each nested type cost about 9 million instructions, a sixth of a
/// one-toast render. The text is the one reflection gives (a test holds the two equal for every
/// preset screen and several apps), so a field added to `Screen` or `MockApp` fails that test
/// until it is written here too, and no key loses what went into the pixels.
enum BackgroundDescription {
    static func text(screen: Screen, app: MockApp, appearance: Appearance, scale: Double) -> String {
        "screen \(reflected(screen))\napp \(reflected(app))\nappearance \(appearance.rawValue)\nscale \(scale)"
    }

    /// `String(reflecting: screen)`.
    static func reflected(_ screen: Screen) -> String {
        let insets = screen.safeArea
        let keyboard = screen.keyboardHeight.map { "Optional(\($0.debugDescription))" } ?? "nil"
        return "ToastCore.Screen(id: \(screen.id.debugDescription), name: \(screen.name.debugDescription), "
            + "size: \(screen.size.description), scale: \(screen.scale.debugDescription), "
            + "safeArea: ToastCore.EdgeInsets(top: \(insets.top.debugDescription), left: \(insets.left.debugDescription), "
            + "bottom: \(insets.bottom.debugDescription), right: \(insets.right.debugDescription)), "
            + "keyboardHeight: \(keyboard), typicalKeyboardHeight: \(screen.typicalKeyboardHeight.debugDescription), "
            + "isRightToLeft: \(screen.isRightToLeft), "
            + "deviceClass: ToastCore.DeviceClass.\(screen.deviceClass.rawValue), "
            + "chrome: ToastCore.ScreenChrome(design: ToastCore.ChromeDesign.\(screen.chrome.design), "
            + "navigationBarHeight: \(screen.chrome.navigationBarHeight.debugDescription), "
            + "tabBarHeight: \(screen.chrome.tabBarHeight.debugDescription)))"
    }

    /// `String(reflecting: app)`.
    static func reflected(_ app: MockApp) -> String {
        "ToastRender.MockApp(title: \(app.title.debugDescription), showsModalSheet: \(app.showsModalSheet), "
            + "showsTabBar: \(app.showsTabBar))"
    }
}
