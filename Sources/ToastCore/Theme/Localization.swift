/// A string looked up for a locale, and how it was found.
public struct LocalizedString: Sendable, Hashable {
    /// The text found (the key itself when no table had it).
    public var text: String
    /// The table the text came from (`ko`, `en`), or `nil` when the key itself was used.
    public var locale: String?
    /// Whether the requested locale had no entry and a fallback was used.
    public var isFallback: Bool
}

/// The strings of a theme: one table per locale, and the development language to fall back to.
///
/// Lookup for `ko-KR` tries `ko-KR`, then `ko`, then the development language, then gives the
/// key itself. The pseudo-locale (`pseudo`, also `en-XA`) takes the development-language text,
/// accents it and makes it about 40% longer, to find truncation before translators do.
public struct Localization: Sendable, Hashable {
    /// The locale whose table is the fallback for every other (`en` by default).
    public var developmentLanguage: String
    /// The tables, by locale: each maps a key to its text.
    public var tables: [String: [String: String]]

    /// The locale names that pseudo-localize the development-language text.
    public static let pseudoLocales: Set<String> = ["pseudo", "en-XA"]

    /// Creates strings from tables, falling back to `developmentLanguage`.
    public init(developmentLanguage: String = "en", tables: [String: [String: String]] = [:]) {
        self.developmentLanguage = developmentLanguage
        self.tables = tables
    }

    /// The locales that have a table, sorted.
    public var locales: [String] { tables.keys.sorted() }

    /// Looks `key` up for `locale`.
    public func lookup(_ key: String, locale: String) -> LocalizedString {
        if Self.pseudoLocales.contains(locale) {
            let base = lookup(key, locale: developmentLanguage)
            return LocalizedString(text: PseudoLocalizer.transform(base.text), locale: locale, isFallback: base.isFallback)
        }
        for candidate in Self.fallbackChain(locale) {
            if let text = tables[candidate]?[key] {
                return LocalizedString(text: text, locale: candidate, isFallback: candidate != locale && candidate != Self.language(of: locale))
            }
        }
        if let text = tables[developmentLanguage]?[key] {
            return LocalizedString(text: text, locale: developmentLanguage, isFallback: true)
        }
        return LocalizedString(text: key, locale: nil, isFallback: true)
    }

    /// Resolves literal or localized text.
    public func resolve(_ text: ToastText, locale: String) -> LocalizedString {
        switch text {
        case .literal(let value): LocalizedString(text: value, locale: locale, isFallback: false)
        case .localized(let key): lookup(key, locale: locale)
        }
    }

    /// `ko-KR` → [`ko-KR`, `ko`]; `zh-Hant-TW` → [`zh-Hant-TW`, `zh-Hant`, `zh`]. `_` counts as `-`.
    static func fallbackChain(_ locale: String) -> [String] {
        var parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        var chain: [String] = []
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return chain
    }

    static func language(of locale: String) -> String {
        fallbackChain(locale).last ?? locale
    }
}

/// Pseudo-localization: accented letters, ~40% longer, bracketed, so that untranslated and
/// truncated text stands out.
public enum PseudoLocalizer {
    private static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ",
        "k": "ķ", "l": "ļ", "m": "ɱ", "n": "ñ", "o": "ó", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ",
        "u": "ú", "v": "ṽ", "w": "ŵ", "x": "ẋ", "y": "ý", "z": "ž",
        "A": "Á", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Í", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ó", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ",
        "U": "Ú", "V": "Ṽ", "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]

    /// `Saved` → `[Šáṽéð ~~]`: accented, padded to at least 1.4 × the length, in brackets.
    public static func transform(_ text: String) -> String {
        let accented = String(text.map { accents[$0] ?? $0 })
        let target = (text.count * 14 + 9) / 10
        let padding = max(0, target - text.count)
        return "[" + accented + (padding > 0 ? " " + String(repeating: "~", count: padding) : "") + "]"
    }
}
