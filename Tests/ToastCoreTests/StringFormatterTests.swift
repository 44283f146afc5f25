import Testing
@testable import ToastCore

@Suite("Strings: Apple's % directives, formatted in pure Swift")
struct StringFormatterTests {
    /// Each line: format, arguments, what `String(format:)` gives on Apple platforms (and C's printf).
    @Test(
        arguments: [
            ("%@ saved", ["Photo"], "Photo saved"),
            ("%@", [3], "3"),
            ("%@", [2.5], "2.5"),
            ("%d items", [3], "3 items"),
            ("%i", [-42], "-42"),
            ("%u", [-1], "4294967295"),
            ("%ld", [9_000_000_000], "9000000000"),
            ("%d", [9_000_000_000], "410065408"),
            ("%lld entries", [1], "1 entries"),
            ("%lu", [-1], "18446744073709551615"),
            ("%f", [3.14159], "3.141590"),
            ("%.2f", [2.675], "2.67"),
            ("%.2f", [0.125], "0.12"),
            ("%.0f", [0.5], "0"),
            ("%.0f", [1.5], "2"),
            ("%.1f", [9.96], "10.0"),
            ("%.3f", [1e-7], "0.000"),
            ("%f", [1e20], "100000000000000000000.000000"),
            ("%e", [12345.678], "1.234568e+04"),
            ("%.2E", [0.000123], "1.23E-04"),
            ("%g", [0.0001], "0.0001"),
            ("%g", [123456789.0], "1.23457e+08"),
            ("%g", [100.0], "100"),
            ("%.3g", [3.14159], "3.14"),
            ("%x", [255], "ff"),
            ("%X", [255], "FF"),
            ("%#x", [255], "0xff"),
            ("%o", [8], "10"),
            ("%c", [65], "A"),
            ("%s!", ["hi"], "hi!"),
            ("100%%", [], "100%"),
            ("%5d|%-5d|%05d", [42, 42, 42], "   42|42   |00042"),
            ("%+d %+.1f", [5, 2.25], "+5 +2.2"),
            ("%.3s", ["abcdef"], "abc"),
            ("%2$@ then %1$@", ["A", "B"], "B then A"),
            ("%1$@ and %1$@", ["x"], "x and x"),
            ("%f", [.double(.infinity)], "inf"),
            ("%d", [3.0], "3"),
        ] as [(String, [FormatArgument], String)])
    func formatsAsApple(format: String, arguments: [FormatArgument], expected: String) {
        let result = StringFormatter.format(format, arguments)
        #expect(result.text == expected)
        #expect(result.problems.isEmpty)
    }

    @Test("a directive without a fitting argument is left out, never drawn raw, and named")
    func mismatchesAreLeftOut() {
        #expect(
            StringFormatter.format("%lld entries deleted", [])
                == .init(text: "entries deleted", problems: ["%lld has no argument 1"]))
        #expect(
            StringFormatter.format("Deleted %d of %d", [3])
                == .init(text: "Deleted 3 of", problems: ["%d has no argument 2"]))
        #expect(
            StringFormatter.format("%d files", ["many"])
                == .init(text: "files", problems: ["%d cannot show the text \"many\""]))
        #expect(
            StringFormatter.format("50%y off", [1])
                == .init(text: "50 off", problems: ["'%y' is not a format directive"]))
    }

    @Test("control characters are removed, line breaks kept, tabs become spaces")
    func sanitizer() {
        #expect(TextSanitizer.sanitize("a\u{0}b\u{7}c\u{1B}d\u{7F}e\u{85}f") == "abcdef")
        #expect(TextSanitizer.sanitize("one\r\ntwo\rthree\tfour") == "one\ntwo\nthree four")
        #expect(TextSanitizer.sanitize("\u{200F}שלום") == "\u{200F}שלום")
    }
}

@Suite("Strings: CLDR plural rules")
struct PluralRulesTests {
    /// CLDR 44's examples (`plurals.xml`, `@integer` / `@decimal` samples) per category.
    @Test(
        arguments: [
            ("en", [1], PluralCategory.one), ("en", [0, 2, 16, 100, 1.5], .other),
            ("de", [1], .one), ("de", [0, 2, 1.5], .other),
            ("fr", [0, 1, 1.5], .one), ("fr", [2, 17, 100], .other), ("fr", [1_000_000], .many),
            ("es", [1], .one), ("es", [0, 2, 1.5], .other), ("es", [1_000_000], .many),
            ("it", [1], .one), ("it", [0, 2], .other), ("it", [2_000_000], .many),
            ("pt", [0, 1, 1.5], .one), ("pt", [2, 100], .other), ("pt-PT", [1], .one), ("pt-PT", [0], .other),
            ("ru", [1, 21, 31, 101, 1001], .one), ("ru", [2, 3, 4, 22, 24, 102], .few),
            ("ru", [0, 5, 11, 12, 14, 19, 100, 111], .many), ("ru", [1.5, 0.1], .other),
            ("uk", [1, 21], .one), ("uk", [2, 23], .few), ("uk", [5, 11, 0], .many),
            ("pl", [1], .one), ("pl", [2, 3, 4, 22, 24], .few), ("pl", [0, 5, 12, 14, 21, 25, 112], .many),
            ("pl", [1.5], .other),
            ("cs", [1], .one), ("cs", [2, 3, 4], .few), ("cs", [1.5, 0.1], .many), ("cs", [0, 5, 100], .other),
            ("ar", [0], .zero), ("ar", [1], .one), ("ar", [2], .two), ("ar", [3, 10, 103, 110], .few),
            ("ar", [11, 26, 99, 111], .many), ("ar", [100, 102, 200, 0.5], .other),
            ("he", [1, 0.5], .one), ("he", [2], .two), ("he", [0, 3, 10, 20, 100], .other),
            ("ja", [0, 1, 2, 1.5], .other), ("ko", [1, 2], .other), ("zh-Hans", [1, 2], .other),
        ] as [(String, [Double], PluralCategory)])
    func cldrExamples(locale: String, numbers: [Double], category: PluralCategory) {
        for number in numbers {
            #expect(PluralRules.category(of: number, locale: locale) == category, "\(locale) \(number)")
        }
    }

    @Test func requiredForms() {
        #expect(PluralRules.categories(locale: "ru") == [.one, .few, .many, .other])
        #expect(PluralRules.categories(locale: "ar") == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.categories(locale: "en") == [.one, .other])
        #expect(PluralRules.categories(locale: "ja") == [.other])
    }
}

@Suite("Strings: forms by plural, device and substitution")
struct LocalizedEntryTests {
    static let deleted: [String: LocalizedEntry] = [
        "en": LocalizedEntry(
            value: .plural([.one: .text("%lld entry deleted"), .other: .text("%lld entries deleted")])),
        "ru": LocalizedEntry(
            value: .plural([
                .one: .text("%lld запись удалена"), .few: .text("%lld записи удалены"),
                .many: .text("%lld записей удалено"), .other: .text("%lld записи удалено"),
            ])),
    ]

    static var strings: Localization {
        Localization(
            developmentLanguage: "en",
            tables: ["en": ["deleted": "%lld entries deleted"], "ru": ["deleted": "%lld записи удалено"]],
            entries: ["en": ["deleted": deleted["en"]!], "ru": ["deleted": deleted["ru"]!]])
    }

    @Test func pluralFormsByCount() {
        let s = Self.strings
        #expect(s.lookup("deleted", locale: "en", arguments: [1]).text == "1 entry deleted")
        #expect(s.lookup("deleted", locale: "en", arguments: [3]).text == "3 entries deleted")
        #expect(s.lookup("deleted", locale: "ru", arguments: [1]).text == "1 запись удалена")
        #expect(s.lookup("deleted", locale: "ru", arguments: [3]).text == "3 записи удалены")
        #expect(s.lookup("deleted", locale: "ru", arguments: [5]).text == "5 записей удалено")
        #expect(s.lookup("deleted", locale: "ru-RU", arguments: [21]).text == "21 запись удалена")
        #expect(s.lookup("deleted", locale: "en", arguments: []).text == "entries deleted")
    }

    @Test("substitutions: %#@name@ with String Catalog %arg and .stringsdict %d, arguments in Apple's order")
    func substitutions() {
        let catalog = LocalizedEntry(
            value: .text("%@ has %#@followers@"),
            substitutions: [
                "followers": Substitution(
                    argument: 2, specifier: "lld",
                    forms: .plural([.one: .text("%arg follower"), .other: .text("%arg followers")]))
            ])
        #expect(
            StringFormatter.format(catalog.format(locale: "en", device: .iphone, arguments: ["Ana", 1]), ["Ana", 1])
                .text
                == "Ana has 1 follower")
        let dict = LocalizedEntry(
            value: .text("%#@files@ in %#@folders@"),
            substitutions: [
                "files": Substitution(
                    argument: nil, specifier: "d", forms: .plural([.one: .text("%d file"), .other: .text("%d files")])),
                "folders": Substitution(
                    argument: nil, specifier: "d",
                    forms: .plural([.one: .text("one folder"), .other: .text("%d folders")])),
            ])
        let format = dict.format(locale: "en", device: .iphone, arguments: [3, 1])
        #expect(StringFormatter.format(format, [3, 1]).text == "3 files in one folder")
    }

    @Test func deviceForms() {
        let entry = LocalizedEntry(
            value: .device([.iphone: .text("Tap"), .mac: .text("Click"), .other: .text("Select")]))
        #expect(entry.format(locale: "en", device: .iphone, arguments: []) == "Tap")
        #expect(entry.format(locale: "en", device: .mac, arguments: []) == "Click")
        #expect(entry.format(locale: "en", device: .ipad, arguments: []) == "Select")
        #expect(Screen.iPad10.deviceClass == .ipad && Screen.iPhone15.deviceClass == .iphone)
    }

    @Test("zh_CN, zh-Hans and zh-CN find each other; the development language is the last resort")
    func chineseFallbacks() {
        let s = Localization(developmentLanguage: "zh-Hans", tables: ["zh-CN": ["k": "简体"], "zh-Hant": ["k": "繁體"]])
        #expect(s.lookup("k", locale: "zh-Hans").text == "简体")
        #expect(s.lookup("k", locale: "zh_CN").text == "简体")
        #expect(s.lookup("k", locale: "zh-TW").text == "繁體")
        #expect(s.lookup("k", locale: "fr").text == "简体")
        #expect(s.lookup("k", locale: "fr").isFallback)
    }
}
