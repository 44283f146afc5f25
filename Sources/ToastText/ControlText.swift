/// Control characters written visibly, spelled one way everywhere (diagnostics, terminal output,
/// transcripts): line feed, carriage return and tab as `\n`, `\r`, `\t`; every other C0 or C1
/// control character and DEL as `\u{1B}` (hexadecimal, upper case). Text from files then stays on
/// one line and never drives a terminal.
///
/// ``escaped(_:)`` (diagnostics, and every medium's writer, `TextMedium`) also spells format
/// characters (Unicode category Cf: the bidirectional controls U+202A–U+202E and U+2066–U+2069,
/// zero-width characters U+200B–U+200F, U+2060–U+2064, U+FEFF, the soft hyphen, …) as
/// `\u{202E}`: they would reorder or hide what the reader sees; and the line and paragraph
/// separators U+2028 and U+2029, which end a line as a line feed does.
package enum ControlText {
    /// Whether `scalar` is a C0 or C1 control character or DEL.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `scalar` is a format character (Unicode general category Cf), invisible and able
    /// to reorder the text around it.
    package static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xAD && scalar.properties.generalCategory == .format
    }

    /// Whether `scalar` is a line or paragraph separator (U+2028, U+2029): a line break to
    /// editors, browsers and some terminals.
    package static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// Whether `scalar` is never written raw from untrusted text: a control, format or
    /// separator character.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || isFormat(scalar) || isSeparator(scalar)
    }

    /// The visible spelling of the control or format character `scalar`: `\n`, `\r`, `\t` or `\u{1B}`.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// `text` with every control, format and separator character escaped (``isHidden(_:)``):
    /// one line, shown as written.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
