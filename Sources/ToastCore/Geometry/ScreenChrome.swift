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

    /// A desktop monitor's (`Screen.desktop`, the notification server's monitors): no tab bar,
    /// so a bottom toast sits its margin above the bottom edge (a panel or dock there is the
    /// screen's safe area); the navigation bar as UIKit's.
    public static let desktop = ScreenChrome(tabBarHeight: 0)
}

extension Screen {
    /// The navigation bar, from the top of the screen to
    /// `chrome.navigationBarHeight` below the top safe area, as the mock app draws it.
    public var navigationBarFrame: Rect {
        Rect(x: 0, y: 0, width: size.width, height: safeArea.top + chrome.navigationBarHeight)
    }

    /// The tab bar, from `chrome.tabBarHeight` above the bottom
    /// safe area down to the bottom edge, as the mock app draws it; a bottom toast that keeps
    /// clear of it sits its bottom margin above its top.
    public var tabBarFrame: Rect {
        let height = chrome.tabBarHeight + safeArea.bottom
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }
}

/// Something on screen a toast can keep clear of (a style's `keep_clear`).
public enum ChromeBar: String, Sendable, Hashable, CaseIterable {
    /// Top toasts go below the navigation bar.
    case navigationBar = "navigation_bar"
    /// Bottom toasts go above the tab bar (the default).
    case tabBar = "tab_bar"
    /// Bottom toasts go above the keyboard while it is up, and centred ones centre above it (the default).
    case keyboard
}
