/// Escaping text for the markup and data formats the reports are written in.
enum Escaping {
    /// Text for XML and HTML content and double-quoted attributes: `& < > " '` as entities, line
    /// breaks and tabs as character references (so attributes keep them), and the control
    /// characters XML 1.0 forbids as U+FFFD.
    static func xml(_ text: String) -> String {
        map(text, forbidden: { $0.value < 0x20 || $0.value == 0xFFFE || $0.value == 0xFFFF }) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\n": "&#10;"
            case "\r": "&#13;"
            case "\t": "&#9;"
            default: nil
            }
        }
    }

    /// Text for one line of Markdown (a table cell, a list item): `&`, `<` and `>` as entities
    /// (no HTML gets into a pull-request comment), the characters Markdown formats with (the
    /// backslash, the backtick, `*`, `_`, `[`, `]`, `|`, `#` and `~`) backslash-escaped, line
    /// breaks and tabs as spaces, other control characters as U+FFFD, so the text reads as
    /// written and stays on its line.
    static func markdown(_ text: String) -> String {
        map(text, forbidden: { $0.value < 0x20 || $0.value == 0x7F }) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~": "\\" + String(scalar)
            case "\n", "\r", "\t": " "
            default: nil
            }
        }
    }

    /// A path for a Markdown code span: a backtick would end the span (it becomes `'`), a bar
    /// the table cell (escaped, as GitHub's tables need even inside code), a line break the row
    /// (a space); other control characters become U+FFFD. Backslashes and HTML mean nothing
    /// inside a span.
    static func markdownCode(_ text: String) -> String {
        map(text, forbidden: { $0.value < 0x20 || $0.value == 0x7F }) { scalar in
            switch scalar {
            case "`": "'"
            case "|": "\\|"
            case "\n", "\r", "\t": " "
            default: nil
            }
        }
    }

    /// `text` with each scalar `special` has a replacement for replaced, each `forbidden` one
    /// as U+FFFD, the rest as they are: the one loop of every escaper here.
    private static func map(
        _ text: String, forbidden: (Unicode.Scalar) -> Bool, special: (Unicode.Scalar) -> String?
    ) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = special(scalar) {
                escaped += replacement
            } else if forbidden(scalar) {
                escaped += "\u{FFFD}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
