import Testing
import ToastCore

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    @Test(arguments: [
        ("", "", 0), ("abc", "", 3), ("", "abc", 3), ("same", "same", 0),
        ("kitten", "sitting", 3), ("flaw", "lawn", 2),
        ("ca", "ac", 1), ("abcd", "acbd", 1), ("backgrond", "background", 1), ("lable", "label", 1),
        // Optimal string alignment, not full Damerau–Levenshtein: "ca" → "abc" is 3, not 2.
        ("ca", "abc", 3),
        ("a", "A", 1), ("Colour", "colour", 1),
        ("café", "cafe", 1), ("🇫🇷", "🇩🇪", 1), ("e\u{301}", "é", 0),
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(a, b) == distance)
        #expect(Suggestion.editDistance(b, a) == distance)
    }

    @Test(
        arguments: [
            ("backgrond", ["foreground", "background", "border"], "background"),
            ("BACKGROUND", ["foreground", "background"], "background"),
            ("Background", ["background"], "background"),
            ("bakcground", ["background"], "background"),
            ("colour", ["colors", "color"], "color"),
            ("ab", ["ba"], "ba"),
            ("x", ["y"], "y"),
            // Ties go to the earlier candidate.
            ("cat", ["bat", "hat"], "bat"),
            ("cat", ["hat", "bat"], "hat"),
            // A nearer later candidate beats an earlier one.
            ("abcdef", ["abcxef", "abcdeg"], "abcxef"),
            ("borderr", ["border2x", "border"], "border"),
            // Six letters allow two edits, not three.
            ("abcdef", ["abcdxy"], "abcdxy"),
            ("abcdef", ["abcxyz"], nil),
            // Unrelated words get no suggestion.
            ("zebra", ["background", "foreground", "border"], nil),
            ("xyz", ["background", "border"], nil),
            ("padding", ["cornerRadius", "shadow"], nil),
            ("anything", [], nil),
        ] as [(String, [String], String?)])
    func closest(word: String, candidates: [String], suggestion: String?) {
        #expect(Suggestion.closest(to: word, in: candidates) == suggestion)
    }

    @Test func closestAcceptsAnySequence() {
        let keys: Set<String> = ["duration"]
        #expect(Suggestion.closest(to: "duraton", in: keys) == "duration")
        #expect(Suggestion.closest(to: "systemgreen", in: ["systemRed", "systemGreen"].lazy) == "systemGreen")
    }

    /// The one wording of every "Did you mean" in Tartine.
    @Test func wording() {
        #expect(Suggestion.sentence("corner_radius") == "Did you mean 'corner_radius'?")
        #expect(
            Suggestion.hint(for: "corner_radiu", in: ["background", "corner_radius"])
                == ". Did you mean 'corner_radius'?")
        #expect(Suggestion.hint(for: "zzzzzz", in: ["background", "corner_radius"]) == "")
    }
}
