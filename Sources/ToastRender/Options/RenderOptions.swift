import ToastCore

/// How a `FrameRenderer` draws: the appearance, the pixel scale, and what lies under the toasts.
public struct RenderOptions: Sendable, Hashable {
    /// Light or dark: resolves every dynamic colour (toasts, popups, the mock app).
    public var appearance: Appearance = .light
    /// Pixels per point; `nil` for the screen's own scale (1x/2x/3x, or fractional).
    public var scale: Double? = nil
    /// What is drawn under the toasts.
    public var background: ScreenBackground = .mockApp(MockApp())

    /// Creates options; the defaults are light, the screen's scale, and the mock app.
    /// - Parameters:
    ///   - appearance: light or dark.
    ///   - scale: pixels per point, or `nil` for the screen's scale.
    ///   - background: a plain colour or the mock app.
    public init(
        appearance: Appearance = .light, scale: Double? = nil,
        background: ScreenBackground = .mockApp(MockApp())
    ) {
        self.appearance = appearance
        self.scale = scale
        self.background = background
    }
}

/// What is drawn under the toasts.
public enum ScreenBackground: Sendable, Hashable {
    /// One colour over the whole screen (use `.clear` for a transparent picture).
    case plain(Color)
    /// A simple app, so one sees the toasts above everything.
    case mockApp(MockApp)
}

/// A simple mock app drawn under the toasts so one sees toasts above everything, as in the seed
/// posts: status bar, navigation bar with a large title, some content cards and rows, a tab bar,
/// optionally a modal sheet, and the keyboard (which takes `screen.keyboardHeight` when the
/// screen has one). On a screen whose chrome is Material 3's (`ScreenChrome.material3`, such as
/// `pixel-8`) it is an Android app instead: a top app bar, a navigation bar and the gesture bar.
/// Its colours follow the appearance.
public struct MockApp: Sendable, Hashable {
    /// The navigation title (the top app bar's on Android).
    public var title: String = "Diary"
    /// Whether a page sheet ("New Entry") covers the app, as when a toast shows over a modal.
    public var showsModalSheet = false
    /// Whether the tab bar (Android: the navigation bar) is drawn at the bottom (hidden behind
    /// the keyboard when it is up).
    public var showsTabBar = true

    /// Creates a mock app; the defaults are the diary's title and a tab bar without a modal sheet.
    /// - Parameters:
    ///   - title: the navigation title.
    ///   - showsModalSheet: draw a page sheet over the app.
    ///   - showsTabBar: draw the tab bar.
    public init(title: String = "Diary", showsModalSheet: Bool = false, showsTabBar: Bool = true) {
        self.title = title
        self.showsModalSheet = showsModalSheet
        self.showsTabBar = showsTabBar
    }
}
