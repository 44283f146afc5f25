import Testing

@testable import ToastText

/// Issue 38, item 8: one writer of untrusted text per medium, and no writer lets a hidden
/// character through. Every medium (a new one too: the list is `TextMedium.allCases`) gets
/// every C0 control (line feed among them), DEL, every C1 control, the line and paragraph
/// separators and every format character (Cf: the bidirectional controls and the rest) Unicode
/// has, alone and between text; its output must hold none of them raw, and stay on one line.
@Suite("Untrusted text, one writer per medium")
struct TextMediumTests {
    /// Every scalar no writer may let through: C0, DEL, C1, U+2028, U+2029 and each Cf scalar.
    static let hidden: [Unicode.Scalar] = {
        var scalars: [Unicode.Scalar] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let control = value < 0x20 || (0x7F...0x9F).contains(value)
            let separator = value == 0x2028 || value == 0x2029
            if control || separator || scalar.properties.generalCategory == .format { scalars.append(scalar) }
        }
        return scalars
    }()

    @Test("the hidden set holds the controls, the separators and every bidirectional control")
    func theSetIsComplete() {
        let values = Set(Self.hidden.map(\.value))
        for value in [0x0, 0x7, 0xA, 0xD, 0x1B, 0x7F, 0x85, 0x9B, 0xAD, 0x61C, 0x200E, 0x200F, 0x2028, 0x2029]
            + Array(0x202A...0x202E) + Array(0x2066...0x2069) + [0xFEFF, 0xE0001]
        {
            #expect(values.contains(UInt32(value)), "U+\(String(value, radix: 16))")
        }
        #expect(Self.hidden.count > 190)
    }

    @Test("every medium writes every hidden character escaped, and on one line", arguments: TextMedium.allCases)
    func noHiddenCharacterRaw(medium: TextMedium) {
        var leaked: [String] = []
        for scalar in Self.hidden {
            let text = "a" + String(scalar) + "b"
            let written = medium.field(text)
            if written.unicodeScalars.contains(where: { ControlText.isHidden($0) }) {
                leaked.append("U+" + String(scalar.value, radix: 16, uppercase: true))
            }
        }
        #expect(leaked == [], "\(medium) lets these through raw")
        // All at once, as a forged line would come.
        let all = String(String.UnicodeScalarView(Self.hidden))
        let written = medium.field("x" + all + "stats: disabled after repeated failures")
        #expect(!written.contains("\n") && !written.contains("\r"))
        #expect(written.unicodeScalars.allSatisfy { !ControlText.isHidden($0) })
    }

    @Test(
        "each medium's spelling of a forged line and a bidirectional override",
        arguments: [
            (TextMedium.terminal, "x\\nstats: y\\u{202E}z\\u{1B}[2J"),
            (.html, "x\\nstats: y\\u{202E}z\\u{1B}[2J"),
            (.xml, "x\\nstats: y\\u{202E}z\\u{1B}[2J"),
            (.markdown, "x\\\\nstats: y\\\\u{202E}z\\\\u{1B}\\[2J"),
            (.markdownCode, "x\\nstats: y\\u{202E}z\\u{1B}[2J"),
            (.markdownBlock, "x\\nstats: y\\u{202E}z\\u{1B}[2J"),
            (.json, "x\\nstats: y\\u202ez\\u001b[2J"),
            (.githubMessage, "x\\nstats: y\\u{202E}z\\u{1B}[2J"),
            (.githubProperty, "x\\nstats%3A y\\u{202E}z\\u{1B}[2J"),
        ])
    func spelling(medium: TextMedium, expected: String) {
        #expect(medium.field("x\nstats: y\u{202E}z\u{1B}[2J") == expected)
    }

    @Test("a workflow command's message and properties cannot end the command or start another")
    func githubCommands() {
        #expect(TextMedium.githubMessage.field("50% done::error::x\r\n") == "50%25 done::error::x\\r\\n")
        #expect(TextMedium.githubProperty.field("a,b:c%") == "a%2Cb%3Ac%25")
    }

    @Test("JSON keeps a character outside the Basic Multilingual Plane as its surrogate pair")
    func jsonSurrogates() {
        #expect(TextMedium.json.field("\u{E0001}") == "\\udb40\\udc01")
        #expect(JSONValue.quoted("a\u{2028}b") == "\"a\\u2028b\"")
    }

    /// Every ASCII character, alone and among printable ones: the quote and the backslash
    /// escaped, line feed, carriage return and tab by name, the other controls and DEL as
    /// `\u00XX`, everything else as it is.
    @Test func jsonEveryASCIICharacter() {
        for value in UInt8(0)...0x7F {
            let scalar = Unicode.Scalar(value)
            let expected: String =
                switch scalar {
                case "\"": "\\\""
                case "\\": "\\\\"
                case "\n": "\\n"
                case "\r": "\\r"
                case "\t": "\\t"
                case _ where value < 0x20 || value == 0x7F:
                    "\\u00" + (value < 0x10 ? "0" : "") + String(value, radix: 16)
                default: String(scalar)
                }
            #expect(TextMedium.json.field(String(scalar)) == expected)
            #expect(TextMedium.json.field("ab " + String(scalar) + "~") == "ab " + expected + "~")
        }
    }

    /// A document pretty-printed: two spaces a level, `"key": value`, empty containers on one line.
    @Test func jsonDocumentIndentedTwoSpacesALevel() {
        let document = JSONValue.object([
            ("a", .array([.int(1), .object([("b", .null), ("c", .array([]))]), .string("x\"y")])),
            ("d", .object([])), ("e", .double(0.5)), ("f", .number("1.50")), ("g", .bool(true)),
        ])
        let expected = """
            {
              "a": [
                1,
                {
                  "b": null,
                  "c": []
                },
                "x\\"y"
              ],
              "d": {},
              "e": 0.5,
              "f": 1.50,
              "g": true
            }
            """
        #expect(document.rendered() == expected)
        #expect(JSONValue.array([.int(1)]).rendered(indent: "  ") == "[\n    1\n  ]")
        #expect(document.renderedOnOneLine() == #"{"a":[1,{"b":null,"c":[]},"x\"y"],"d":{},"e":0.5,"f":1.50,"g":true}"#)
    }
}
