import Testing
import ToastCore
@testable import ToastScript

/// A catalog whose `deleted` message varies by device: iPhone, iPad, Mac and the rest.
private let deviceCatalog = """
    { "sourceLanguage" : "en", "strings" : { "toast.deleted" : { "localizations" : {
      "en" : { "variations" : { "device" : {
        "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Swipe to undo" } },
        "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Drag to undo" } },
        "mac" : { "stringUnit" : { "state" : "translated", "value" : "Press ⌘Z to undo" } },
        "other" : { "stringUnit" : { "state" : "translated", "value" : "Undo" } } } } } } } } }
    """

@Suite("The Mac screen preset")
struct MacScreenTests {
    @Test("macbook-air-13 is a Mac: 1470×956 pt @2x, menu bar 37 pt, no on-screen keyboard")
    func preset() throws {
        let mac = try #require(Screen.preset(named: "macbook-air-13"))
        #expect(mac == .macBookAir13)
        #expect(mac.deviceClass == .mac)
        #expect(mac.pixelWidth == 2940 && mac.pixelHeight == 1912)
        #expect(mac.safeArea == EdgeInsets(top: 37, bottom: 0))
        #expect(mac.typicalKeyboardHeight == 0)
    }

    @Test(
        "a scenario on each screen preset draws the device's variation of a catalog string",
        arguments: [
            ("iphone-15", "Swipe to undo"), ("iphone-se", "Swipe to undo"), ("ipad", "Drag to undo"),
            ("macbook-air-13", "Press ⌘Z to undo"), ("pixel-8", "Undo"),
        ])
    func deviceVariation(screen: String, expected: String) throws {
        let dir = try temporaryDirectory([
            "theme.lua": pluralTheme, "Localizable.xcstrings": deviceCatalog,
            "s.lua": """
            return toast.scenario { theme = "theme.lua", screen = "\(screen)",
              events = { { at = 0, show = "deleted" } }, capture = { 1 } }
            """,
        ])
        let loaded = try ScenarioLoader().load("\(dir)/s.lua")
        #expect(loaded.warnings.isEmpty)
        let shown = try loaded.run().timeline.toasts.map(\.content.message)
        #expect(shown == [expected])
    }
}
