import Testing
@testable import ToastCore

/// Where toasts sit when a style keeps clear of the app's bars: a 93 × 42 pt toast on iPhone 15
/// (safe area 59 / 34, navigation bar 44, tab bar 49, keyboard 336).
@Suite("Keeping clear of bars")
struct KeepClearTests {
    let engine = ToastLayoutEngine(measurer: MonospaceMeasurer())
    let size = Size(width: 93, height: 42)

    func y(_ position: ToastPosition, _ keepClear: Set<ChromeBar>, keyboard: Bool = false) -> Double {
        var style = ToastStyle()
        style.keepClear = keepClear
        let screen = keyboard ? Screen.iPhone15.withKeyboard() : .iPhone15
        return engine.frame(size: size, position: position, style: style, on: screen).minY
    }

    @Test("by default a bottom toast keeps clear of the tab bar and the keyboard, not of the navigation bar")
    func defaultKeepsClearOfTheTabBar() {
        #expect(ToastStyle().keepClear == [.keyboard, .tabBar])
        #expect(y(.bottom, ToastStyle().keepClear) == 687)  // 852 − (34 + 49) − 40 − 42
        #expect(y(.top, ToastStyle().keepClear) == 79)  // 59 + 20
    }

    @Test("a style that leaves the tab bar out sits the seed's 40 pt above the safe area, across the tab bar")
    func optingOutCrossesTheTabBar() {
        #expect(y(.bottom, [.keyboard]) == 736)  // 852 − 34 − 40 − 42
    }

    @Test(
        "on every screen, each bottom position in both directions sits its margin above the tab bar the mock app draws",
        arguments: Screen.presets + [Screen.desktop(width: 1440, height: 900)!])
    func everyScreenKeepsClearOfItsTabBar(screen: Screen) {
        let style = ToastStyle()
        for position in ToastPosition.allCases where position.verticalEdge == .bottom {
            for rightToLeft in [false, true] {
                let frame = engine.frame(
                    size: size, position: position, style: style, on: screen.rightToLeft(rightToLeft))
                let bar = screen.tabBarFrame
                #expect(
                    frame.maxY == bar.minY - style.margins.bottom,
                    "\(screen.id) \(position) rtl \(rightToLeft): toast \(frame), tab bar \(bar)")
            }
        }
    }

    @Test("a desktop monitor has no tab bar: a bottom toast sits its margin above the bottom edge")
    func desktopHasNoTabBar() throws {
        let screen = try #require(Screen.desktop(width: 1440, height: 900))
        #expect(screen.chrome == .desktop && screen.tabBarFrame.height == 0)
        #expect(engine.frame(size: size, position: .bottomTrailing, style: ToastStyle(), on: screen).maxY == 900 - 40)
    }

    @Test(
        "Android's screens have Material 3's bars: an 80 dp navigation bar above the gesture bar, a 64 dp top app bar")
    func androidBars() {
        #expect(Screen.pixel8.chrome == .material3)
        #expect(Screen.pixel8.tabBarFrame.minY == Screen.pixel8.size.height - 16 - 80)
        #expect(Screen.pixel8.navigationBarFrame.maxY == 24 + 64)
        #expect(Screen.presets.filter { $0.chrome.design == .material3 }.map(\.id) == ["pixel-8"])
    }

    @Test("keeping clear of the tab bar and the navigation bar counts the margins from the bars")
    func bars() {
        #expect(y(.bottom, [.keyboard, .tabBar]) == 687)  // 852 − (34 + 49) − 40 − 42
        #expect(y(.top, [.navigationBar]) == 123)  // 59 + 44 + 20
        var screen = Screen.iPhone15
        screen.chrome = ScreenChrome(navigationBarHeight: 50, tabBarHeight: 60)
        var style = ToastStyle()
        style.keepClear = [.tabBar]
        #expect(engine.frame(size: size, position: .bottom, style: style, on: screen).minY == 676)
    }

    @Test("the keyboard wins over the tab bar while it is up; without 'keyboard' the toast stays put")
    func keyboard() {
        #expect(y(.bottom, [.keyboard, .tabBar], keyboard: true) == 458)  // 852 − 336 − 16 − 42
        #expect(y(.bottom, [.tabBar], keyboard: true) == 687)
        #expect(y(.center, [], keyboard: true) == 405)  // (852 − 42) / 2
        #expect(y(.center, [.keyboard], keyboard: true) == 237)  // (852 − 336 − 42) / 2
    }
}
