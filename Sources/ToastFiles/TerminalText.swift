/// Text from files (theme names, paths) made safe for a terminal: control characters, ESC
/// among them, are shown as escapes instead of reaching the terminal raw.
package enum TerminalText {
    /// Whether `scalar` is a C0 or C1 control character or DEL.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `\u{1B}` for ESC: a control character spelled as Swift writes it.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// `text` with every control character but tab and line feed escaped.
    package static func escaped(_ text: String) -> String {
        func unsafe(_ scalar: Unicode.Scalar) -> Bool { isControl(scalar) && scalar != "\t" && scalar != "\n" }
        guard text.unicodeScalars.contains(where: unsafe) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if unsafe(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
