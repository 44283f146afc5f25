@testable import ToastText
import Testing

@Suite("Control characters, spelled one way")
struct ControlTextTests {
    @Test(
        "line feed, return and tab by name; other C0, DEL and C1 as upper-case hex",
        arguments: [
            ("a\nb", "a\\nb"), ("a\rb", "a\\rb"), ("a\tb", "a\\tb"), ("\u{1B}[31m", "\\u{1B}[31m"),
            ("bell\u{7}", "bell\\u{7}"), ("del\u{7F}", "del\\u{7F}"), ("c1\u{85}", "c1\\u{85}"),
            ("plain é ✓", "plain é ✓"), ("\u{A0}", "\u{A0}"),
        ])
    func escaped(input: String, expected: String) {
        #expect(ControlText.escaped(input) == expected)
    }

    @Test(
        "format characters (Cf: bidirectional controls, zero-width characters) as hex, like controls",
        arguments: [
            ("abc\u{202E}fed", "abc\\u{202E}fed"),
            ("\u{202A}\u{202B}\u{202C}\u{202D}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}"),
            ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"), ("a\u{200B}b\u{200F}", "a\\u{200B}b\\u{200F}"),
            ("\u{FEFF}bom", "\\u{FEFF}bom"), ("\u{2060}", "\\u{2060}"), ("soft\u{AD}hyphen", "soft\\u{AD}hyphen"),
        ])
    func formatCharacters(input: String, expected: String) {
        #expect(ControlText.escaped(input) == expected)
    }
}
