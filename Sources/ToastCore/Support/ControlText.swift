/// Control characters written visibly, spelled one way everywhere (diagnostics, terminal output,
/// transcripts): line feed, carriage return and tab as `\n`, `\r`, `\t`; every other C0 or C1
/// control character and DEL as `\u{1B}` (hexadecimal, upper case). Text from files then stays on
/// one line and never drives a terminal.
package enum ControlText {
    /// Whether `scalar` is a C0 or C1 control character or DEL.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The visible spelling of the control character `scalar`: `\n`, `\r`, `\t` or `\u{1B}`.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// `text` with every control character escaped, but those `kept` says stay raw.
    package static func escaped(_ text: String, keeping kept: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool { isControl(scalar) && !kept(scalar) }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if escapes(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
