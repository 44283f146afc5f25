@testable import ToastCore
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

    @Test("characters a caller keeps stay raw")
    func kept() {
        #expect(ControlText.escaped("a\tb\nc\rd", keeping: { $0 == "\t" || $0 == "\n" }) == "a\tb\nc\\rd")
    }
}
