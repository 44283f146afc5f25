/// Escaping text for the markup and data formats the reports are written in.
enum Escaping {
    /// Text for XML and HTML content and double-quoted attributes: `& < > " '` as entities, line
    /// breaks and tabs as character references (so attributes keep them), and the control
    /// characters XML 1.0 forbids as U+FFFD.
    static func xml(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t": escaped += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    /// Text for one line of Markdown (a table cell, a list item): `&`, `<` and `>` as entities
    /// (no HTML gets into a pull-request comment), the characters Markdown formats with (the
    /// backslash, the backtick, `*`, `_`, `[`, `]`, `|`, `#` and `~`) backslash-escaped, line
    /// breaks and tabs as spaces, other control characters as U+FFFD, so the text reads as
    /// written and stays on its line.
    static func markdown(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~": escaped += "\\" + String(scalar)
            case "\n", "\r", "\t": escaped += " "
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    escaped += "\u{FFFD}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }
}
