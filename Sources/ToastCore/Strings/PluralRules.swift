/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The six categories, in CLDR order.
    case zero, one, two, few, many, other

    /// CLDR order: zero, one, two, few, many, other.
    public static func < (a: Self, b: Self) -> Bool {
        a.order < b.order
    }

    /// Equal when the same case (not by comparing the raw-value texts).
    public static func == (a: Self, b: Self) -> Bool { a.order == b.order }

    /// Hashes the case (a raw-value enum otherwise hashes its raw-value text: plural forms are
    /// looked up by category for every string of a catalog).
    public func hash(into hasher: inout Hasher) { hasher.combine(order) }

    /// The position in CLDR order.
    private var order: Int {
        switch self {
        case .zero: 0
        case .one: 1
        case .two: 2
        case .few: 3
        case .many: 4
        case .other: 5
        }
    }
}

/// CLDR's cardinal plural rules (CLDR 44, `plurals.xml`) for the languages toasts are
/// translated into most; a language not listed has only `other`, as CLDR's root.
public enum PluralRules {
    /// CLDR's operands of a number: `n` absolute value, `i` integer digits, `v` visible
    /// fraction digits, `f` those digits as a number.
    struct Operands {
        var n: Double
        var i: Int
        var v: Int
        var f: Int

        init(_ number: Double) {
            n = abs(number)
            i = n < 9.2e18 ? Int(n) : Int.max
            let fractionText: Substring
            if n.rounded() == n {
                fractionText = ""
            } else {
                let text = String(n)
                fractionText = text.split(separator: ".").dropFirst().first ?? ""
            }
            v = fractionText.count
            f = Int(fractionText) ?? 0
        }
    }

    /// The category of `number` in `locale` (`ru`, `pt-PT`, `zh-Hans`; `_` counts as `-`).
    public static func category(of number: Double, locale: String) -> PluralCategory {
        let o = Operands(number)
        let (n, i, v, f) = (o.n, o.i, o.v, o.f)
        var language = Localization.language(of: locale)
        if language.utf8.contains(where: { (65...90).contains($0) }) { language = language.lowercased() }
        let i10 = i % 10, i100 = i % 100
        let millions = i != 0 && i % 1_000_000 == 0 && v == 0
        switch language {
        case "ja", "ko", "zh", "th", "vi", "id", "ms", "my", "lo", "km":
            return .other
        case "en", "de", "nl", "sv", "fi", "et", "gl", "ca":
            return i == 1 && v == 0 ? .one : .other
        case "it":
            if i == 1 && v == 0 { return .one }
            return millions ? .many : .other
        case "es":
            if n == 1 { return .one }
            return millions ? .many : .other
        case "fr":
            if i == 0 || i == 1 { return .one }
            return millions ? .many : .other
        case "pt":
            if locale.replacingUnderscores.hasPrefix("pt-PT") {
                if i == 1 && v == 0 { return .one }
            } else if i == 0 || i == 1 {
                return .one
            }
            return millions ? .many : .other
        case "tr", "el", "hu", "nb", "no", "bg", "ka":
            return n == 1 ? .one : .other
        case "da":
            return n == 1 || (f != 0 && (i == 0 || i == 1)) ? .one : .other
        case "ru", "uk":
            guard v == 0 else { return .other }
            if i10 == 1 && i100 != 11 { return .one }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case "pl":
            if i == 1 && v == 0 { return .one }
            guard v == 0 else { return .other }
            if (2...4).contains(i10) && !(12...14).contains(i100) { return .few }
            return .many
        case "cs", "sk":
            if i == 1 && v == 0 { return .one }
            if (2...4).contains(i) && v == 0 { return .few }
            return v != 0 ? .many : .other
        case "ar":
            let n100 = n.truncatingRemainder(dividingBy: 100)
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            if n.rounded() == n && (3...10).contains(n100) { return .few }
            if n.rounded() == n && (11...99).contains(n100) { return .many }
            return .other
        case "he", "iw":
            if (i == 1 && v == 0) || (i == 0 && v != 0) { return .one }
            if i == 2 && v == 0 { return .two }
            return .other
        default:
            return .other
        }
    }

    /// The categories a whole count below 1000 takes in `locale`, and `other`, in CLDR order
    /// (`ru`: one, few, many, other; `fr`: one, other): the forms a translation must give.
    public static func categories(locale: String) -> [PluralCategory] {
        let used = Set((0...200).map { category(of: Double($0), locale: locale) }).union([.other])
        return PluralCategory.allCases.filter(used.contains)
    }
}

extension String {
    var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
