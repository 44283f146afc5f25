import ToastCore
import ToastFiles

/// Where icon names are looked up: the icon theme and the base directories of the freedesktop
/// Icon Theme Specification ("Directory Layout"), as the user's session says.
package struct IconSearch: Sendable, Hashable {
    /// The icon theme chosen outright (`tartine notifyd --icon-theme`, a theme's
    /// `notifications.icon_theme`); `nil` reads ``settingsFile``.
    package var themeName: String?
    /// The GTK settings file whose `gtk-icon-theme-name` names the user's icon theme when
    /// ``themeName`` is `nil`; `nil`, or a file without the key, leaves only `hicolor`.
    package var settingsFile: String?
    /// The base directories, in the order they are searched.
    package var baseDirectories: [String]

    /// Creates a search.
    package init(themeName: String?, settingsFile: String?, baseDirectories: [String]) {
        self.themeName = themeName
        self.settingsFile = settingsFile
        self.baseDirectories = baseDirectories
    }

    /// The session's search: `extraDirectories` first (a theme's own icon directories), then
    /// `$XDG_DATA_HOME/icons` (`~/.local/share/icons`), `~/.icons`, `icons` in each of
    /// `$XDG_DATA_DIRS` (`/usr/local/share:/usr/share`), and `/usr/share/pixmaps`; the icon
    /// theme `themeName`, else the one `$XDG_CONFIG_HOME/gtk-3.0/settings.ini`
    /// (`~/.config/gtk-3.0/settings.ini`) names. Relative directories in the variables are
    /// passed over, as the XDG Base Directory Specification says.
    package static func session(
        themeName: String? = nil, extraDirectories: [String] = [],
        environment: (String) -> String? = CurrentProcess.environmentValue
    ) -> IconSearch {
        let home = environment("HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
        func directory(_ variable: String, default relative: String) -> String? {
            if let value = environment(variable), value.hasPrefix("/") { return value }
            return home.map { Paths.join($0, relative) }
        }
        let dataDirectories =
            (environment("XDG_DATA_DIRS").flatMap { $0.isEmpty ? nil : $0 }
            ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        var bases = extraDirectories
        bases += [directory("XDG_DATA_HOME", default: ".local/share").map { Paths.join($0, "icons") }].compactMap { $0 }
        bases += [home.map { Paths.join($0, ".icons") }].compactMap { $0 }
        bases += dataDirectories.map { Paths.join($0, "icons") }
        bases.append("/usr/share/pixmaps")
        var seen = Set<String>()
        return IconSearch(
            themeName: themeName,
            settingsFile: directory("XDG_CONFIG_HOME", default: ".config").map {
                Paths.join($0, "gtk-3.0/settings.ini")
            },
            baseDirectories: bases.filter { seen.insert($0).inserted })
    }

    /// Whether `name` can name an icon theme (`NotificationRules.isIconThemeName`).
    package static func isThemeName(_ name: String) -> Bool {
        NotificationRules.isIconThemeName(name)
    }

    /// `gtk-icon-theme-name` of the `[Settings]` group of a GTK `settings.ini` text; `nil`
    /// without one or with a value that cannot name a theme.
    package static func themeName(inSettings text: String) -> String? {
        var inSettings = false
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("[") {
                inSettings = trimmed.hasPrefix("[Settings]")
                continue
            }
            guard inSettings, let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].filter { $0 != " " && $0 != "\t" }
            guard key == "gtk-icon-theme-name" else { continue }
            var value = trimmed[trimmed.index(after: equals)...].filter { $0 != "\t" }
            while value.hasPrefix(" ") { value.removeFirst() }
            while value.hasSuffix(" ") { value.removeLast() }
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            return isThemeName(value) ? value : nil
        }
        return nil
    }
}
