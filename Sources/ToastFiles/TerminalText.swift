import ToastText

/// Text from files (theme names, paths) made safe for a terminal: control characters, ESC
/// among them, and format characters (U+202E and the other bidirectional controls, zero-width
/// characters) are shown as escapes (ToastText's `ControlText`) instead of reaching the terminal raw.
package enum TerminalText {
    /// `text` with every control character but tab and line feed, and every format character, escaped.
    package static func escaped(_ text: String) -> String {
        ControlText.escaped(text, keeping: { $0 == "\t" || $0 == "\n" })
    }
}
