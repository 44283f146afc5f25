import Testing
import ToastCore

@testable import ToastRender

/// The mock app behind toasts looks like the screen's platform: on Android screens (Material 3
/// chrome, such as `pixel-8`) a Material app, a top app bar, a navigation bar with its active
/// indicator and the gesture bar; on iOS screens the iOS app, tab bar and home indicator.
/// Colours are read at the pixels, at scale 1.
@Suite("Android mock app")
struct AndroidMockAppTests {
    typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    func picture(_ screen: Screen, _ appearance: Appearance = .light, app: MockApp = MockApp()) throws
        -> RenderedImage
    {
        let options = RenderOptions(appearance: appearance, scale: 1, background: .mockApp(app))
        return try FrameRenderer(screen: screen, options: options, fonts: fonts, sharesPixels: false)
            .render(emptyFrame(on: screen))
    }

    func rgb(_ image: RenderedImage, _ x: Double, _ y: Double) -> UInt32 {
        let p = image.pixel(x: Int(x), y: Int(y))
        return UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)
    }

    @Test("every preset screen but pixel-8 is an iOS or macOS one; pixel-8 has Material 3's chrome")
    func screensByDesign() {
        for screen in Screen.presets {
            #expect((screen.chrome.design == .material3) == (screen.id == "pixel-8"), "\(screen.id)")
        }
    }

    @Test(
        "pixel-8 draws Material 3: surface, navigation bar, active indicator, gesture bar; no iOS tab bar",
        arguments: [(Appearance.light, 0xFEF7FF, 0xF3EDF7, 0xE8DEF8), (.dark, 0x141218, 0x211F26, 0x4A4458)])
    func pixel8IsMaterial(appearance: Appearance, surface: Int, bar: Int, indicator: Int) throws {
        let screen = Screen.pixel8
        let image = try picture(screen, appearance)
        let navigation = screen.tabBarFrame
        // The surface beside the top app bar's title, and the navigation bar's container.
        #expect(rgb(image, screen.size.width / 2, screen.safeArea.top + 6) == UInt32(surface))
        #expect(rgb(image, 2, navigation.minY + 2) == UInt32(bar))
        #expect(rgb(image, 2, navigation.minY - 2) != UInt32(bar))
        // The first destination's active indicator (a 64 × 32 pill, 12 below the bar's top), at its edge.
        let first = screen.size.width / 8
        #expect(rgb(image, first - 28, navigation.minY + 28) == UInt32(indicator))
        #expect(rgb(image, first - 36, navigation.minY + 28) == UInt32(bar))
        // The gesture bar's handle (108 wide), and none of the home indicator's 134 beyond it.
        let handleY = screen.size.height - screen.safeArea.bottom / 2
        #expect(rgb(image, screen.size.width / 2, handleY) != UInt32(bar))
        #expect(rgb(image, screen.size.width / 2 + 60, handleY) == UInt32(bar))
    }

    @Test("iPhone 15 keeps the iOS app: grouped background, translucent tab bar with its hairline, home indicator")
    func iPhoneIsIOS() throws {
        let screen = Screen.iPhone15
        let image = try picture(screen)
        let tabs = screen.tabBarFrame
        #expect(rgb(image, screen.size.width / 2, screen.safeArea.top + 60) == 0xF2F2F7)
        // The bar (249, 249, 249 at 94 % over the app), its hairline, and the home indicator (134 wide).
        func isBar(_ x: Double, _ y: Double) -> Bool {
            let p = image.pixel(x: Int(x), y: Int(y))
            return [p.r, p.g, p.b].allSatisfy { (247...249).contains($0) }
        }
        #expect(isBar(2, tabs.minY + 2))
        #expect(!isBar(2, tabs.minY))
        #expect(!isBar(screen.size.width / 2 + 60, screen.size.height - 10.5))
        #expect(isBar(screen.size.width / 2 + 70, screen.size.height - 10.5))
    }

    @Test(
        "pixel-8's keyboard is Gboard's: keys without shadows on the surface container, enter in the primary colour",
        arguments: [
            (Appearance.light, 0xF3EDF7, 0xFFFFFF, 0xE8DEF8, 0x6750A4), (.dark, 0x211F26, 0x36343B, 0x4A4458, 0xD0BCFF),
        ])
    func pixel8Keyboard(appearance: Appearance, surface: Int, key: Int, function: Int, primary: Int) throws {
        let screen = Screen.pixel8.withKeyboard()
        let image = try picture(screen, appearance)
        let top = screen.size.height - (screen.keyboardHeight ?? 0)
        let keyWidth = (screen.size.width - 8 - 54) / 10
        let rowsTop = top + 48
        #expect(rgb(image, 2, top + 2) == UInt32(surface))
        // The q key's body, and right below it the keyboard's surface (an iOS key has a shadow there).
        #expect(rgb(image, 4 + 2, rowsTop + 22) == UInt32(key))
        #expect(rgb(image, 4 + keyWidth / 2, rowsTop + 44 + 1) == UInt32(surface))
        // Shift (a function key) on the third row, and enter at the bottom row's trailing end.
        #expect(rgb(image, 4 + 2, rowsTop + 2 * 54 + 22) == UInt32(function))
        #expect(rgb(image, screen.size.width - 4 - 3, rowsTop + 3 * 54 + 22) == UInt32(primary))
    }

    @Test("pixel-8's modal is a bottom sheet: 28-point corners over the scrim, a 32-point drag handle")
    func pixel8Sheet() throws {
        let screen = Screen.pixel8
        let image = try picture(screen, app: MockApp(showsModalSheet: true))
        let top = screen.safeArea.top + 72
        let sheet: UInt32 = 0xF7F2FA
        #expect(rgb(image, screen.size.width / 2, top + 10) == sheet)
        #expect(rgb(image, 4, top + 4) != sheet)
        #expect(rgb(image, 28, top + 28) == sheet)
        #expect(rgb(image, screen.size.width / 2, top + 24) != sheet)
        #expect(rgb(image, screen.size.width / 2 + 20, top + 24) == sheet)
    }
}
