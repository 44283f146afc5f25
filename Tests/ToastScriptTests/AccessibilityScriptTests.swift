import Testing
import ToastCore

@testable import ToastScript

/// `screen_reader_hold` from Lua, its errors, and the check that a toast with an action cannot
/// vanish under a screen reader.
@Suite("Screen reader hold from Lua")
struct AccessibilityScriptTests {
    static func theme(_ hold: String) -> String {
        """
        return toast.theme {
          name = "a",
          screen_reader_hold = \(hold),
          kinds = {
            archived = { message = "Archived", action = { id = "undo", title = "Undo" } },
            pinned = { message = "Pinned", duration = "forever", action = { id = "ok", title = "OK" } },
            saved = { message = "Saved" },
          },
        }
        """
    }

    @Test("the default keeps a toast with an action until dismissed; a factor warns at each kind that can vanish")
    func holdAndCheck() throws {
        let dir = try temporaryDirectory([
            "stays.lua": Self.theme("\"until_dismissed\""), "factor.lua": Self.theme("3"),
        ])
        let stays = try ThemeLoader().load("\(dir)/stays.lua")
        #expect(stays.warnings.isEmpty)
        let reader = SceneSetting.standard.with(accessibility: AccessibilitySettings(screenReader: true)).context
        #expect(try stays.theme.content(kind: "archived", context: reader).duration == .forever)
        let factor = try ThemeLoader().load("\(dir)/factor.lua")
        #expect(try factor.theme.content(kind: "archived", context: reader).duration == .fixed(6))
        #expect(
            factor.warnings.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                "DIR/factor.lua:5: warning: kinds.archived.action: "
                    + AccessibilityChecks.canVanish(kind: "archived", factor: 3)
            ])
    }

    @Test(
        "a word other than until_dismissed or a factor out of range is an error at its line",
        arguments: [
            (
                "\"until_dismised\"",
                "expected \"until_dismissed\" or a factor from 1 to 20, got string \"until_dismised\". Did you mean 'until_dismissed'?"
            ),
            ("50", "expected a number from 1 to 20, got number 50"),
        ])
    func errors(value: String, message: String) throws {
        let dir = try temporaryDirectory(["bad.lua": Self.theme(value)])
        do {
            _ = try ThemeLoader().load("\(dir)/bad.lua")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/bad.lua:3: screen_reader_hold: " + message
                ])
        }
    }
}
