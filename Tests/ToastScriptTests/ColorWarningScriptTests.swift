import Testing
import ToastCore
@testable import ToastScript

/// Issue 39, item 2: an Android-ordered hex colour is a warning at its line, naming the key
/// and both readings, wherever a theme writes a colour (a plain string, a light/dark table,
/// `light-dark(…)`); the colour is drawn as written.
@Suite("Colours in themes: Android's #AARRGGBB order warned of at the line")
struct ColorWarningScriptTests {
    @Test("each place a theme writes a colour")
    func everyPlace() throws {
        let dir = try temporaryDirectory([
            "theme.lua": """
            return toast.theme {
              name = "x",
              style = { background = "#80FF3B30" },
              kinds = {
                k = { message = "m", foreground = { light = "#FF000000", dark = "#FFFFFFFF" } },
                j = { message = "m", background = "light-dark(#FFFFFF, #CC1C1C1E)" },
              },
            }
            """
        ])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        let warnings = loaded.warnings.map { $0.description.replacingOccurrences(of: dir, with: "DIR") }
        let tail = "Write rgb(… / alpha) or #RRGGBB@alpha to say which"
        #expect(
            warnings == [
                "DIR/theme.lua:3: warning: style.background: '#80FF3B30' is #RRGGBBAA here: rgb(128 255 59 / 19%); Android's #AARRGGBB would read it as rgb(255 59 48 / 50%), which is '#FF3B3080' here. \(tail)",
                "DIR/theme.lua:5: warning: kinds.k.foreground.light: '#FF000000' is #RRGGBBAA here: rgb(255 0 0 / 0%); Android's #AARRGGBB would read it as rgb(0 0 0), which is '#000000FF' here. \(tail)",
                "DIR/theme.lua:6: warning: kinds.j.background: '#CC1C1C1E' is #RRGGBBAA here: rgb(204 28 28 / 12%); Android's #AARRGGBB would read it as rgb(28 28 30 / 80%), which is '#1C1C1ECC' here. \(tail)",
            ], "\(warnings)")
        // Drawn as written: the CSS reading.
        #expect(loaded.theme.style.background.light.hexString == "#80FF3B30")
    }
}
