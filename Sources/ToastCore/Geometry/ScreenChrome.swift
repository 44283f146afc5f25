/// The app's bars on a screen, which a theme may ask toasts to keep clear of: the navigation
/// bar below the top safe area and the tab bar above the bottom one, in the look of the
/// screen's platform (UIKit's 44 and 49 pt by default; Material 3's 64 dp top app bar and
/// 80 dp navigation bar on Android).
public struct ScreenChrome: Sendable, Hashable {
    /// Whose design the bars follow (and the mock app drawn behind toasts).
    public var design: ChromeDesign
    /// The navigation bar's height below the top safe area (its large title is content); on
    /// Android, the top app bar's.
    public var navigationBarHeight: Double
    /// The tab bar's height above the bottom safe area; on Android, the navigation bar's
    /// (Material's bottom bar of destinations, above the gesture bar).
    public var tabBarHeight: Double

    /// Creates the chrome; the defaults are UIKit's bars.
    public init(design: ChromeDesign = .uiKit, navigationBarHeight: Double = 44, tabBarHeight: Double = 49) {
        self.design = design
        self.navigationBarHeight = navigationBarHeight
        self.tabBarHeight = tabBarHeight
    }

    /// Material 3's bars on Android: a small top app bar 64 dp tall and a navigation bar 80 dp tall.
    public static let material3 = ScreenChrome(design: .material3, navigationBarHeight: 64, tabBarHeight: 80)

    /// A desktop monitor's (`Screen.desktop`, the notification server's monitors): no tab bar,
    /// so a bottom toast sits its margin above the bottom edge (a panel or dock there is the
    /// screen's safe area); the navigation bar as UIKit's.
    public static let desktop = ScreenChrome(tabBarHeight: 0)
}

/// The design system of a screen's app bars.
public enum ChromeDesign: String, Sendable, Hashable, CaseIterable {
    /// iOS and iPadOS (UIKit): a navigation bar with a large title, a tab bar, the home indicator.
    case uiKit = "uikit"
    /// Android (Material 3): a top app bar, a navigation bar, the gesture bar.
    case material3
}

extension Screen {
    /// The navigation bar (Android: the top app bar), from the top of the screen to
    /// `chrome.navigationBarHeight` below the top safe area, as the mock app draws it.
    public var navigationBarFrame: Rect {
        Rect(x: 0, y: 0, width: size.width, height: safeArea.top + chrome.navigationBarHeight)
    }

    /// The tab bar (Android: the navigation bar), from `chrome.tabBarHeight` above the bottom
    /// safe area down to the bottom edge, as the mock app draws it; a bottom toast that keeps
    /// clear of it sits its bottom margin above its top.
    public var tabBarFrame: Rect {
        let height = chrome.tabBarHeight + safeArea.bottom
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }
}

/// Something on screen a toast can keep clear of (a style's `keep_clear`).
public enum ChromeBar: String, Sendable, Hashable, CaseIterable {
    /// Top toasts go below the navigation bar (Android: the top app bar).
    case navigationBar = "navigation_bar"
    /// Bottom toasts go above the tab bar (Android: the navigation bar) (the default).
    case tabBar = "tab_bar"
    /// Bottom toasts go above the keyboard while it is up, and centred ones centre above it (the default).
    case keyboard
}
