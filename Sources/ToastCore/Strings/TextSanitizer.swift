/// Makes text safe to draw: control characters would otherwise draw as hex boxes.
///
/// Line feeds stay (a message may have several lines); `\r\n` and a lone `\r` become `\n`; a tab
/// becomes a space; every other C0 or C1 control character and DEL is removed. Format
/// characters (bidi marks, joiners) are kept: they shape text, they are not drawn.
public enum TextSanitizer {
    /// `text` with line ends made `\n`, tabs made spaces and other control characters removed.
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar {
            case "\n": if !previousCR { out.append("\n") }
            case "\r": out.append("\n")
            case "\t": out.append(" ")
            default: if !isControl(scalar) { out.append(scalar) }
            }
        }
        return String(out)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        ControlText.isControl(scalar) && scalar != "\n"
    }
}
