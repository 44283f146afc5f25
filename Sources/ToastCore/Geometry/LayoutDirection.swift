/// Which way an interface reads: the direction a locale writes in, unless told otherwise.
///
/// As iOS lays out a right-to-left language (Arabic, Hebrew, Persian, Urdu …) from right to
/// left, ``init(locale:)`` reads the locale's script subtag when it has one (`az-Arab`,
/// `pa-Arab`, `sd-Deva`), else its language's usual script: ``rightToLeftScripts`` and
/// ``rightToLeftLanguages`` are the table. The pseudo-locale, and anything else, is left to
/// right.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Left to right (`ltr`).
    case leftToRight = "ltr"
    /// Right to left (`rtl`).
    case rightToLeft = "rtl"

    /// The ISO 15924 scripts written right to left: Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam,
    /// Hanifi Rohingya, Mandaic, Samaritan, Mende Kikakui, Old South Arabian, Imperial Aramaic.
    public static let rightToLeftScripts: Set<String> = [
        "arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr", "mend", "sarb", "armi",
    ]

    /// The languages (ISO 639) written right to left in their usual script: Arabic, Imperial
    /// Aramaic, Central Kurdish (Sorani), Dhivehi, Persian, Hebrew (and its old code `iw`),
    /// Kashmiri, Northern Luri, Mazanderani, N'Ko, Pashto, Sindhi, Syriac, Uyghur, Urdu, Yiddish
    /// (and `ji`), Hanifi Rohingya, as Apple's and CLDR's locale data give them.
    public static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "lrc", "mzn", "nqo", "ps", "sd", "syr", "ug", "ur",
        "yi", "ji", "rhg",
    ]

    /// The direction `locale` (a BCP 47 tag such as `ar`, `he-IL`, `az-Arab-IR`, `en_US`)
    /// writes in: its script subtag's (four letters after the language) when it has one, else
    /// its language's; `_` counts as `-`, case is ignored.
    /// - Parameter locale: the locale, `pseudo` included (left to right).
    public init(locale: String) {
        let parts = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let language = parts.first else {
            self = .leftToRight
            return
        }
        if parts.count > 1, parts[1].count == 4, parts[1].allSatisfy(\.isLetter) {
            self = Self.rightToLeftScripts.contains(String(parts[1])) ? .rightToLeft : .leftToRight
        } else {
            self = Self.rightToLeftLanguages.contains(String(language)) ? .rightToLeft : .leftToRight
        }
    }

    /// The direction told (`override`), else the one `locale` writes in: how every command, the
    /// snapshot suite and scenarios choose it, so that one rule holds everywhere.
    /// - Parameters:
    ///   - override: an explicit direction (`--direction`, a scenario's or manifest's
    ///     `direction`), or `nil` to follow the locale.
    ///   - locale: the locale of the strings.
    public static func resolved(_ override: LayoutDirection?, locale: String) -> LayoutDirection {
        override ?? LayoutDirection(locale: locale)
    }

    /// Whether it reads right to left.
    public var isRightToLeft: Bool { self == .rightToLeft }
}
