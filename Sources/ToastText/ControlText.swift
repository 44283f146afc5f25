/// Control characters written visibly, spelled one way everywhere (diagnostics, terminal output,
/// transcripts): line feed, carriage return and tab as `\n`, `\r`, `\t`; every other C0 or C1
/// control character and DEL as `\u{1B}` (hexadecimal, upper case). Text from files then stays on
/// one line and never drives a terminal.
///
/// ``escaped(_:keeping:)`` (diagnostics and terminal output) also spells format characters
/// (Unicode category Cf: the bidirectional controls U+202A–U+202E and U+2066–U+2069, zero-width
/// characters U+200B–U+200F, U+2060–U+2064, U+FEFF, the soft hyphen, …) as `\u{202E}`: they
/// would reorder or hide what the reader sees.
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

    /// The visible spelling of the control or format character `scalar`: `\n`, `\r`, `\t` or `\u{1B}`.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// `text` with every control and format character escaped, but those `kept` says stay raw.
    package static func escaped(_ text: String, keeping kept: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool { (isControl(scalar) || isFormat(scalar)) && !kept(scalar) }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if escapes(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
