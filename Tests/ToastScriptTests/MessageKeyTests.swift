import Testing
import ToastCore
@testable import ToastScript

@Suite("Message keys")
struct MessageKeyTests {
    /// The warnings of a theme with `strings` (Lua, or nothing) and a kind `saved` whose message is `message`.
    private func warnings(message: String, strings: String? = "en = { [\"notes.saved\"] = \"Saved\" }") throws
        -> [String]
    {
        let dir = try temporaryDirectory([
            "theme.lua": """
            return toast.theme {
              name = "notes",
              \(strings.map { "strings = { \($0) }," } ?? "")
              kinds = {
                saved = {
                  message = "\(message)",
                },
              },
            }
            """
        ])
        return try ThemeLoader().load("\(dir)/theme.lua").warnings.map {
            $0.description.replacingOccurrences(of: dir, with: "DIR")
        }
    }

    @Test("a key no table has, near one that exists: a warning at the message's line with the near key")
    func misspeltKey() throws {
        #expect(
            try warnings(message: "notes.saveed") == [
                "DIR/theme.lua:6: warning: kinds.saved.message: 'notes.saveed' is no key of the theme's strings; "
                    + "it is drawn as written. Did you mean 'notes.saved'?"
            ])
    }

    @Test("a text shaped like a key with no near key: a warning without a suggestion")
    func keyShapedWithoutNearKey() throws {
        #expect(
            try warnings(message: "settings.exported") == [
                "DIR/theme.lua:6: warning: kinds.saved.message: 'settings.exported' is no key of the theme's strings; "
                    + "it is drawn as written"
            ])
    }

    @Test(
        "plain text is not warned about: words, punctuation, and any text of a theme without strings",
        arguments: [
            ("Note saved", "en = { [\"notes.saved\"] = \"Saved\" }"),
            ("Saved!", "en = { [\"notes.saved\"] = \"Saved\" }"),
            ("Saved.", "en = { [\"notes.saved\"] = \"Saved\" }"),
            ("notes.saved", "en = { [\"notes.saved\"] = \"Saved\" }"),
            ("notes.saveed", nil),
        ] as [(String, String?)])
    func plainText(message: String, strings: String?) throws {
        #expect(try warnings(message: message, strings: strings) == [])
    }
}
