import ToastText

/// Names that Lua files give and commands use as file names (a theme's or scenario's `name`):
/// one plain path component, so a file written under it stays in the directory it was meant for.
package enum OutputName {
    /// Why `name` cannot name a file, or `nil` when it can: no `/` or `\`, not `.` or `..`, not
    /// empty, and no control character (U+0000–U+001F, U+007F–U+009F).
    package static func problem(_ name: String) -> String? {
        if name.isEmpty { return "is empty" }
        if name == "." || name == ".." { return "is '\(name)'" }
        if name.contains("..") { return "contains '..'" }
        for separator in ["/", "\\"] where name.contains(separator) { return "contains '\(separator)'" }
        if let control = name.unicodeScalars.first(where: ControlText.isControl) {
            return "contains the control character \(ControlText.escape(control))"
        }
        return nil
    }
}
