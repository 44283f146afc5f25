/// The app's bars on a screen, which a theme may ask toasts to keep clear of: the navigation
/// bar below the top safe area and the tab bar above the bottom one (UIKit's standard 44 and
/// 49 pt by default).
public struct ScreenChrome: Sendable, Hashable {
    /// The navigation bar's height below the top safe area (its large title is content).
    public var navigationBarHeight: Double
    /// The tab bar's height above the bottom safe area.
    public var tabBarHeight: Double

    /// Creates the chrome; the defaults are UIKit's bars.
    public init(navigationBarHeight: Double = 44, tabBarHeight: Double = 49) {
        self.navigationBarHeight = navigationBarHeight
        self.tabBarHeight = tabBarHeight
    }
}

/// Something on screen a toast can keep clear of (a style's `keep_clear`).
public enum ChromeBar: String, Sendable, Hashable, CaseIterable {
    /// Top toasts go below the navigation bar.
    case navigationBar = "navigation_bar"
    /// Bottom toasts go above the tab bar.
    case tabBar = "tab_bar"
    /// Bottom toasts go above the keyboard while it is up, and centred ones centre above it (the default).
    case keyboard
}
