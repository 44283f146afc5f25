/// The media Tartine writes text into, each with the one writer of untrusted text for it (text
/// from a file, a plugin, a D-Bus client, a report read back): ``field(_:)``.
///
/// Whatever the medium, a field is written so that it cannot change what surrounds it: no
/// control character (C0, DEL, C1), no line or paragraph separator and no format character
/// (Unicode category Cf: the bidirectional controls U+202A–U+202E and U+2066–U+2069, zero-width
/// characters, U+FEFF, …) reaches the output raw (`ControlText.isHidden`), so a field is always
/// on one line, never reorders or hides the text around it, and never drives a terminal. A
/// reader sees them spelled as `ControlText` spells them (`\n`, `\u{1B}`, `\u{202E}`); JSON,
/// which machines read back, keeps them as its own escapes (`\n`, `\u202e`). What structures
/// the output (the lines of a report, its tags) is the host's, and never comes from a field.
package enum TextMedium: String, CaseIterable, Sendable {
    /// A line on a terminal: standard output and standard error, and the log lines of a page.
    case terminal
    /// HTML text content or a double-quoted attribute value.
    case html
    /// XML 1.0 content or a double-quoted attribute value (JUnit).
    case xml
    /// One line of Markdown prose (a table cell, a list item): `&`, `<` and `>` as entities (no
    /// HTML gets into a pull-request comment), the characters Markdown formats with backslash-escaped.
    case markdown
    /// A Markdown code span in a table cell (a path in backticks): a backtick, which would end
    /// the span, becomes `'`; a bar, which would end the cell, `\|`.
    case markdownCode
    /// One line of a fenced Markdown code block (a transcript's diff; its fence is longer than
    /// any run of backticks in it).
    case markdownBlock
    /// The message of a GitHub Actions workflow command (`::warning file=…::message`), which the
    /// runner reads from a log line: a terminal field with `%` spelled `%25` (the runner decodes
    /// `%25`, `%0D` and `%0A`, so nothing in a field can end the command or start another).
    case githubMessage
    /// A property value of a workflow command (`file=…`, `title=…`): a message with `:` and
    /// `,`, which end a property, spelled `%3A` and `%2C`.
    case githubProperty
    /// The inside of a JSON string literal: `"` and `\` escaped, every hidden character as a
    /// JSON escape, so a reader gets the text back as it was.
    case json

    /// `text` written as a field of this medium: on one line, every hidden character escaped,
    /// and the medium's own special characters escaped.
    /// - Parameter text: untrusted text.
    /// - Returns: the text as the medium's bytes should hold it.
    package func field(_ text: String) -> String {
        switch self {
        case .terminal, .markdownBlock:
            return ControlText.escaped(text)
        case .html, .xml:
            return Self.map(text) { scalar in
                switch scalar {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\"": "&quot;"
                case "'": "&apos;"
                case "\u{FFFE}", "\u{FFFF}": "\u{FFFD}"  // not characters in XML 1.0
                default: nil
                }
            }
        case .markdown:
            return Self.map(text) { scalar in
                switch scalar {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\\", "`", "*", "_", "[", "]", "|", "#", "~": "\\" + String(scalar)
                default: nil
                }
            }
        case .githubMessage, .githubProperty:
            let property = self == .githubProperty
            return Self.map(text) { scalar in
                switch scalar {
                case "%": "%25"
                case ":" where property: "%3A"
                case "," where property: "%2C"
                default: nil
                }
            }
        case .markdownCode:
            return Self.map(text) { scalar in
                switch scalar {
                case "`": "'"
                case "|": "\\|"
                default: nil
                }
            }
        case .json:
            // Printable ASCII but the quote and the backslash is written as it is (most of a report).
            if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) && $0 != 0x22 && $0 != 0x5C }) { return text }
            var out = ""
            out.reserveCapacity(text.utf8.count)
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where ControlText.isHidden(scalar):
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out
        }
    }

    /// `text` with every hidden character spelled visibly (`ControlText`), then each character
    /// of that spelling `special` has a replacement for replaced (so the backslash of `\u{1B}`
    /// is escaped too where the medium escapes backslashes): the loop of the markup writers.
    private static func map(_ text: String, special: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in ControlText.escaped(text).unicodeScalars {
            if let replacement = special(scalar) { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
