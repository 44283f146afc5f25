import ToastCore
import ToastScript

/// Says on standard error, in one line, when `locale` has no strings in the theme for some of
/// its kinds, so a fallback is shown (`--locale fr` for a theme without French). Silent for the
/// pseudo-locale and when every string is found.
func warnAboutMissingStrings(of loaded: LoadedTheme, path: String, locale: String) {
    if let line = missingStringsWarning(theme: loaded.theme, path: path, locale: locale) { printError(line) }
}

/// The warning of ``warnAboutMissingStrings(of:path:locale:)``, or `nil` when nothing is missing.
func missingStringsWarning(theme: Theme, path: String, locale: String) -> String? {
    guard !Localization.pseudoLocales.contains(locale) else { return nil }
    let missing = Array(Set(theme.missingStrings(locale: locale))).sorted()
    guard !missing.isEmpty else { return nil }
    let fallback = theme.strings.developmentLanguage
    return
        "\(path): warning: no '\(locale)' strings for \(missing.joined(separator: ", ")); falls back to '\(fallback)'"
}
