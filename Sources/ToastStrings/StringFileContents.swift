import ToastCore

/// What a string file gives: per locale, each key's plain text (a varying string's `other`
/// form), the forms of strings that vary, and the line of each value for messages.
public struct StringFileContents: Sendable {
    /// The catalog's `sourceLanguage`; `nil` for `.strings` and `.stringsdict` files.
    public var sourceLanguage: String?
    /// Locale → key → the plain text (a varying string's `other` form).
    public var tables: [String: [String: String]] = [:]
    /// Locale → key → the forms of a string that varies.
    public var entries: [String: [String: LocalizedEntry]] = [:]
    /// Locale → key → the line its value is on.
    public var lines: [String: [String: Int]] = [:]
    /// What the reader accepted but reports, each at its line: a file read to the end as a
    /// comment, a rule or form a reader does not know and leaves out.
    public var warnings: [StringFileError] = []

    /// Empty contents of a file in `sourceLanguage`.
    public init(sourceLanguage: String? = nil) {
        self.sourceLanguage = sourceLanguage
    }

    mutating func add(_ key: String, _ entry: LocalizedEntry, locale: String, line: Int) {
        if case .text(let text) = entry.value, entry.substitutions.isEmpty {
            tables[locale, default: [:]][key] = text
            if entries[locale] != nil { entries[locale]?[key] = nil }
        } else {
            tables[locale, default: [:]][key] = entry.value.otherForm
            entries[locale, default: [:]][key] = entry
        }
        lines[locale, default: [:]][key] = line
    }
}
