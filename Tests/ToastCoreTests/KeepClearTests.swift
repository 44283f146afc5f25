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

    @Test("by default a bottom toast sits the seed's 40 pt above the safe area, across the tab bar")
    func defaultKeepsTheSeedMargin() {
        #expect(ToastStyle().keepClear == [.keyboard])
        #expect(y(.bottom, [.keyboard]) == 736)  // 852 − 34 − 40 − 42
        #expect(y(.top, [.keyboard]) == 79)  // 59 + 20
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
