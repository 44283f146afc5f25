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
/// key itself; Chinese scripts and regions stand in for each other (`zh-Hans` finds `zh-CN`,
/// `zh-TW` finds `zh-Hant`). The pseudo-locale (`pseudo`, also `en-XA`) takes the
/// development-language text, accents it and makes it about 40% longer, to find truncation
/// before translators do.
///
/// `tables` holds each string's plain text (for a string that varies, its `other` form);
/// `entries` holds the strings that vary by plural, device or substitution.
public struct Localization: Sendable, Hashable {
    /// The locale whose table is the fallback for every other (`en` by default).
    public var developmentLanguage: String
    /// The tables, by locale: each maps a key to its text.
    public var tables: [String: [String: String]]
    /// Locale → key → the string's forms, for strings that vary.
    public var entries: [String: [String: LocalizedEntry]]

    /// The locale names that pseudo-localize the development-language text.
    public static let pseudoLocales: Set<String> = ["pseudo", "en-XA"]

    /// Creates strings from tables (and entries with plural, device or substitution forms),
    /// falling back to `developmentLanguage`.
    public init(
        developmentLanguage: String = "en", tables: [String: [String: String]] = [:],
        entries: [String: [String: LocalizedEntry]] = [:]
    ) {
        self.developmentLanguage = developmentLanguage
        self.tables = tables
        self.entries = entries
    }

    /// The text a `show` call's message stands for: a key that some table has is looked up
    /// (`"notes.saved"`), anything else is literal text (`"Saved"`). Scenarios, plugins and
    /// ``ToastCenter`` calls read a message the same way.
    public func text(forMessage message: String) -> ToastText {
        tables.values.contains { $0[message] != nil } ? .localized(key: message) : .literal(message)
    }

    /// The locales that have a table, sorted.
    public var locales: [String] { tables.keys.sorted() }

    /// Looks `key` up for `locale`: the plain text, unformatted.
    public func lookup(_ key: String, locale: String) -> LocalizedString {
        lookup(key, locale: locale, arguments: [], device: .other, formats: false)
    }

    /// Looks `key` up for `locale` and formats it with `arguments`: plural forms chosen by the
    /// locale's CLDR rules, device forms by `device`, `%` directives filled, control characters
    /// removed (``TextSanitizer``). Without arguments a string that has no directives is as
    /// written; directives without arguments are left out (``StringFormatter``).
    public func lookup(
        _ key: String, locale: String, arguments: [FormatArgument],
        device: DeviceClass = .other, markup: Bool = false
    ) -> LocalizedString {
        lookup(key, locale: locale, arguments: arguments, device: device, formats: true, markup: markup)
    }

    private func lookup(
        _ key: String, locale: String, arguments: [FormatArgument], device: DeviceClass,
        formats: Bool, markup: Bool = false
    ) -> LocalizedString {
        if Self.pseudoLocales.contains(locale) {
            let base = lookup(
                key, locale: developmentLanguage, arguments: arguments, device: device, formats: formats,
                markup: markup)
            return LocalizedString(
                text: PseudoLocalizer.transform(base.text, markup: markup), locale: locale,
                isFallback: base.isFallback)
        }
        let requested = Self.language(of: locale)
        for candidate in Self.fallbackChain(locale) + Self.fallbackChain(developmentLanguage) {
            guard let text = tables[candidate]?[key] else { continue }
            let found =
                formats
                ? render(
                    text, entry: entries[candidate]?[key], locale: candidate,
                    arguments: arguments, device: device, markup: markup) : text
            let fallback = Self.language(of: candidate) != requested
            return LocalizedString(text: found, locale: candidate, isFallback: fallback)
        }
        return LocalizedString(text: formats ? TextSanitizer.sanitize(key) : key, locale: nil, isFallback: true)
    }

    private func render(
        _ text: String, entry: LocalizedEntry?, locale: String, arguments: [FormatArgument],
        device: DeviceClass, markup: Bool
    ) -> String {
        let format = Self.entry(entry, text).format(locale: locale, device: device, arguments: arguments)
        return TextSanitizer.sanitize(Self.formatted(format, arguments, escapingMarkup: markup))
    }

    /// The entry, or plain text as one (so that a `%#@variable@` without a rule is left out).
    static func entry(_ entry: LocalizedEntry?, _ text: String) -> LocalizedEntry {
        entry ?? LocalizedEntry(value: .text(text))
    }

    /// A string without directives is drawn as written; one with directives is formatted.
    static func formatted(_ format: String, _ arguments: [FormatArgument], escapingMarkup: Bool = false) -> String {
        let parsed = FormatString(format)
        if parsed.specifiers.isEmpty && parsed.invalid.isEmpty && arguments.isEmpty { return format }
        return StringFormatter.format(format, arguments, escapingMarkup: escapingMarkup).text
    }

    /// What would not be formatted if `text` were shown with `arguments` (`"%lld has no argument 1"`).
    public func formatProblems(
        _ text: ToastText, locale: String, arguments: [FormatArgument],
        device: DeviceClass
    ) -> [String] {
        var format: String
        switch text {
        case .literal(let value): format = value
        case .localized(let key):
            let found = (Self.fallbackChain(locale) + Self.fallbackChain(developmentLanguage)).first {
                tables[$0]?[key] != nil
            }
            guard let found, let plain = tables[found]?[key] else { return [] }
            let entry = Self.entry(entries[found]?[key], plain)
            format = entry.format(locale: found, device: device, arguments: arguments)
            if arguments.isEmpty && entry.variesByPlural {
                // The count is missing: the 'other' form is drawn ("Deleted notes"), whatever it reads.
                let problems = StringFormatter.format(format, arguments).problems
                return ["its plural form is chosen by a count that is not given; the 'other' form is drawn"] + problems
            }
        }
        let parsed = FormatString(format)
        if parsed.specifiers.isEmpty && parsed.invalid.isEmpty && arguments.isEmpty { return [] }
        return StringFormatter.format(format, arguments).problems
    }

    /// Resolves literal or localized text (unformatted).
    public func resolve(_ text: ToastText, locale: String) -> LocalizedString {
        switch text {
        case .literal(let value): LocalizedString(text: value, locale: locale, isFallback: false)
        case .localized(let key): lookup(key, locale: locale)
        }
    }

    /// Resolves literal or localized text and formats it with `arguments` (see
    /// ``lookup(_:locale:arguments:device:markup:)``). Literal text is formatted only when arguments are
    /// given: without them it is the text itself ("50 %" stays "50 %"), as a string shown without
    /// `String(format:)` is in an app. With `markup` (the text is rich text), every argument is
    /// escaped (``MarkupParser/escape(_:)``) as it is put in, so that it cannot add markup.
    public func resolve(
        _ text: ToastText, locale: String, arguments: [FormatArgument],
        device: DeviceClass, markup: Bool = false
    ) -> LocalizedString {
        switch text {
        case .literal(let value):
            let text = arguments.isEmpty ? value : Self.formatted(value, arguments, escapingMarkup: markup)
            return LocalizedString(
                text: TextSanitizer.sanitize(text), locale: locale,
                isFallback: false)
        case .localized(let key):
            return lookup(key, locale: locale, arguments: arguments, device: device, markup: markup)
        }
    }

    /// `ko-KR` → [`ko-KR`, `ko`]; `zh-Hant-TW` → [`zh-Hant-TW`, `zh-Hant`, `zh-TW`, `zh`];
    /// `zh-Hans` → [`zh-Hans`, `zh-CN`, `zh`]. `_` counts as `-`.
    static func fallbackChain(_ locale: String) -> [String] {
        var parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        var chain: [String] = []
        while !parts.isEmpty {
            chain.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        if chain.last == "zh", chain.count > 1 {
            let traditional = chain.contains { ["zh-Hant", "zh-TW", "zh-HK", "zh-MO"].contains($0) }
            let extra = traditional ? ["zh-Hant", "zh-TW", "zh-HK"] : ["zh-Hans", "zh-CN", "zh-SG"]
            for candidate in extra where !chain.contains(candidate) { chain.insert(candidate, at: chain.count - 1) }
        }
        return chain
    }

    static func language(of locale: String) -> String {
        guard let end = locale.utf8.firstIndex(where: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") }) else {
            return locale
        }
        return String(locale[..<end])
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
    /// With `markup`, tags and entities are kept as written (only the text between them is
    /// accented and counted).
    public static func transform(_ text: String, markup: Bool = false) -> String {
        var accented = ""
        var count = 0
        var closer: Character?
        for character in text {
            if let end = closer {
                accented.append(character)
                if character == end || (end == ";" && character == " ") { closer = nil }
            } else if markup && (character == "<" || character == "&") {
                accented.append(character)
                closer = character == "<" ? ">" : ";"
            } else {
                accented.append(accents[character] ?? character)
                count += 1
            }
        }
        let target = (count * 14 + 9) / 10
        let padding = max(0, target - count)
        return "[" + accented + (padding > 0 ? " " + String(repeating: "~", count: padding) : "") + "]"
    }
}
