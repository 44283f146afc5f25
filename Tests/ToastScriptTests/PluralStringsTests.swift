import Foundation
import Testing
import ToastCore
@testable import ToastScript

/// A theme whose `deleted` kind takes a count, with its strings in a String Catalog.
let pluralTheme = """
    return toast.theme {
      name = "plurals",
      kinds = { deleted = { message = "toast.deleted" } },
    }
    """

private func unit(_ value: String) -> String {
    #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"#
}

let pluralCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "toast.deleted" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : \(unit("%lld entry deleted")), "other" : \(unit("%lld entries deleted")) } } },
            "ru" : { "variations" : { "plural" : {
              "one" : \(unit("%lld запись удалена")), "few" : \(unit("%lld записи удалены")),
              "many" : \(unit("%lld записей удалено")), "other" : \(unit("%lld записи удалено")) } } },
            "ar" : { "variations" : { "plural" : {
              "zero" : \(unit("لم يُحذف أي إدخال")), "one" : \(unit("حُذف إدخال واحد")), "two" : \(unit("حُذف إدخالان")),
              "few" : \(unit("حُذفت %lld إدخالات")), "many" : \(unit("حُذف %lld إدخالًا")), "other" : \(unit("حُذف %lld إدخال")) } } }
          }
        }
      },
      "version" : "1.0"
    }
    """

func stringsdict(_ forms: [(String, String)]) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>toast.deleted</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@entries@</string>
        <key>entries</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>lld</string>
    \(forms.map { "      <key>\($0.0)</key>\n      <string>\($0.1)</string>" }.joined(separator: "\n"))
        </dict>
      </dict>
    </dict>
    </plist>
    """
}

let englishForms = [("one", "%lld entry deleted"), ("other", "%lld entries deleted")]
let russianForms = [
    ("one", "%lld запись удалена"), ("few", "%lld записи удалены"), ("many", "%lld записей удалено"),
    ("other", "%lld записи удалено"),
]
let arabicForms = [
    ("zero", "لم يُحذف أي إدخال"), ("one", "حُذف إدخال واحد"), ("two", "حُذف إدخالان"),
    ("few", "حُذفت %lld إدخالات"), ("many", "حُذف %lld إدخالًا"), ("other", "حُذف %lld إدخال"),
]

/// What a theme draws for `deleted` with `count` in `locale`.
func deletedMessage(_ theme: Theme, _ count: Int, _ locale: String) throws -> String {
    try theme.content(
        kind: "deleted", arguments: [.integer(count)], context: SceneSetting.standard.with(locale: locale).context
    ).message
}

@Suite("Strings: a count in English, Russian and Arabic, from .xcstrings and .stringsdict")
struct PluralStringsTests {
    static let expected: [(String, Int, String)] = [
        ("en", 1, "1 entry deleted"), ("en", 3, "3 entries deleted"),
        ("ru", 1, "1 запись удалена"), ("ru", 3, "3 записи удалены"), ("ru", 5, "5 записей удалено"),
        ("ru", 21, "21 запись удалена"),
        ("ar", 0, "لم يُحذف أي إدخال"), ("ar", 1, "حُذف إدخال واحد"), ("ar", 2, "حُذف إدخالان"),
        ("ar", 3, "حُذفت 3 إدخالات"),
        ("ar", 11, "حُذف 11 إدخالًا"), ("ar", 100, "حُذف 100 إدخال"),
    ]

    @Test func fromAStringCatalog() throws {
        let dir = try temporaryDirectory(["theme.lua": pluralTheme, "Localizable.xcstrings": pluralCatalog])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(loaded.warnings.isEmpty)
        for (locale, count, text) in Self.expected {
            #expect(try deletedMessage(loaded.theme, count, locale) == text, "\(locale) \(count)")
        }
    }

    @Test("from .stringsdict files (UTF-8, UTF-16 LE and BE), in English.lproj, ru.lproj and ar.lproj")
    func fromStringsDicts() throws {
        let dir = try temporaryDirectory([
            "theme.lua": pluralTheme, "English.lproj/Localizable.stringsdict": stringsdict(englishForms),
        ])
        let ru = Array(stringsdict(russianForms).utf16)
        let ar = Array(stringsdict(arabicForms).utf16)
        try FileManager.default.createDirectory(atPath: "\(dir)/ru.lproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(dir)/ar.lproj", withIntermediateDirectories: true)
        try Data([0xFF, 0xFE] + ru.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            .write(to: URL(fileURLWithPath: "\(dir)/ru.lproj/Localizable.stringsdict"))
        try Data([0xFE, 0xFF] + ar.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
            .write(to: URL(fileURLWithPath: "\(dir)/ar.lproj/Localizable.stringsdict"))
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(loaded.warnings.isEmpty)
        for (locale, count, text) in Self.expected {
            #expect(try deletedMessage(loaded.theme, count, locale) == text, "\(locale) \(count)")
        }
    }

    @Test("check warns with file:line about missing plural forms, foreign directives and variables without rules")
    func checkWarnings() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "toast.deleted" : {
                  "localizations" : {
                    "en" : { "variations" : { "plural" : {
                      "one" : \(unit("%lld entry deleted")), "other" : \(unit("%lld entries deleted")) } } },
                    "ru" : { "variations" : { "plural" : {
                      "one" : \(unit("%lld запись удалена")), "other" : \(unit("%lld записи удалено")) } } },
                    "fr" : \(unit("%@ entrées supprimées")),
                    "de" : \(unit("%#@count@ gelöscht 50%y"))
                  }
                }
              }
            }
            """
        let dir = try temporaryDirectory(["theme.lua": pluralTheme, "Localizable.xcstrings": catalog])
        let warnings = try ThemeLoader().load("\(dir)/theme.lua").warnings.map {
            $0.description.replacingOccurrences(of: dir, with: "DIR")
        }
        #expect(
            warnings == [
                "DIR/Localizable.xcstrings:11: warning: 'toast.deleted' (de): '%y' is not a format directive; it is left out",
                "DIR/Localizable.xcstrings:11: warning: 'toast.deleted' (de): variable 'count' has no rule; it is left out",
                "DIR/Localizable.xcstrings:11: warning: 'toast.deleted' (de): its directives (no arguments) differ from 'en' (1: integer); arguments would not fit",
                "DIR/Localizable.xcstrings:10: warning: 'toast.deleted' (fr): its directives (1: object) differ from 'en' (1: integer); arguments would not fit",
                "DIR/Localizable.xcstrings:8: warning: 'toast.deleted' (ru): no plural forms 'few', 'many'; the 'other' form is drawn",
            ])
    }

    @Test(
        "a development string with a variable and no rule: every locale compares with it as drawn, the variable left out, whether it sorts before or after the development language"
    )
    func developmentVariableWithoutRule() throws {
        // 'de' sorts before 'en' and 'fr' after: both read one object once the variable is left
        // out, as 'en' does, so neither mismatches.
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "toast.deleted" : {
                  "localizations" : {
                    "en" : \(unit("%#@count@ and %@")),
                    "de" : \(unit("%#@count@ und %@")),
                    "fr" : \(unit("%@ et %#@count@"))
                  }
                }
              }
            }
            """
        let dir = try temporaryDirectory(["theme.lua": pluralTheme, "Localizable.xcstrings": catalog])
        let warnings = try ThemeLoader().load("\(dir)/theme.lua").warnings.map {
            $0.description.replacingOccurrences(of: dir, with: "DIR")
        }
        #expect(
            warnings == [
                "DIR/Localizable.xcstrings:7: warning: 'toast.deleted' (de): variable 'count' has no rule; it is left out",
                "DIR/Localizable.xcstrings:6: warning: 'toast.deleted' (en): variable 'count' has no rule; it is left out",
                "DIR/Localizable.xcstrings:8: warning: 'toast.deleted' (fr): variable 'count' has no rule; it is left out",
            ])
    }

    @Test("a broken file is a warning for its locale; the others still load and --locale en works")
    func brokenLocale() throws {
        let dir = try temporaryDirectory([
            "theme.lua": pluralTheme,
            "en.lproj/Localizable.strings": "\"toast.deleted\" = \"Deleted\";",
            "fr.lproj/Localizable.strings": "\"toast.deleted\" = \"Supprimé\"\n\"x\" = \"y\";",
        ])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(
            loaded.warnings.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                "DIR/fr.lproj/Localizable.strings:1: warning: expected ';' after value; the 'fr' strings of this file are not used"
            ])
        #expect(
            try loaded.theme.content(kind: "deleted", context: SceneSetting.standard.with(locale: "en").context).message
                == "Deleted")
        #expect(
            try loaded.theme.content(kind: "deleted", context: SceneSetting.standard.with(locale: "fr").context).message
                == "Deleted")
    }

    @Test("folder names: English.lproj is en, zh_CN.lproj answers zh-Hans, Base.lproj fills the development language")
    func folderNames() throws {
        let theme = """
            return toast.theme { name = "f", kinds = { a = { message = "a" }, b = { message = "b" } } }
            """
        let dir = try temporaryDirectory([
            "theme.lua": theme,
            "English.lproj/Localizable.strings": "\"a\" = \"English A\";",
            "German.lproj/Localizable.strings": "\"a\" = \"Deutsch A\";",
            "zh_CN.lproj/Localizable.strings": "\"a\" = \"简体 A\";",
            "Base.lproj/Localizable.strings": "\"a\" = \"Base A\"; \"b\" = \"Base B\";",
        ])
        let theme_ = try ThemeLoader().load("\(dir)/theme.lua").theme
        func message(_ kind: String, _ locale: String) throws -> String {
            try theme_.content(kind: kind, context: SceneSetting.standard.with(locale: locale).context).message
        }
        #expect(try message("a", "en") == "English A")
        #expect(try message("a", "de-AT") == "Deutsch A")
        #expect(try message("a", "zh-Hans") == "简体 A")
        #expect(try message("a", "zh-CN") == "简体 A")
        #expect(try message("a", "zh_CN") == "简体 A")
        #expect(try message("b", "en") == "Base B")
    }

    @Test("a zh-Hans-first catalog falls back to zh-Hans, without warning that 'en' is missing")
    func sourceLanguage() throws {
        let catalog = """
            { "sourceLanguage" : "zh-Hans", "strings" : { "toast.deleted" : { "localizations" : {
              "zh-Hans" : \(unit("已删除")), "ja" : \(unit("削除しました")) } } } }
            """
        let dir = try temporaryDirectory(["theme.lua": pluralTheme, "Localizable.xcstrings": catalog])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(loaded.warnings.isEmpty)
        #expect(try deletedMessage(loaded.theme, 1, "en") == "已删除")
        #expect(try deletedMessage(loaded.theme, 1, "ja") == "削除しました")
        #expect(loaded.theme.strings.developmentLanguage == "zh-Hans")
    }

    @Test("device variations follow the screen's device class")
    func deviceVariations() throws {
        let catalog = """
            { "sourceLanguage" : "en", "strings" : { "toast.deleted" : { "localizations" : {
              "en" : { "variations" : { "device" : { "iphone" : \(unit("Swipe to undo")), "mac" : \(unit("Press ⌘Z to undo")),
                                                      "other" : \(unit("Undo")) } } } } } } }
            """
        let dir = try temporaryDirectory(["theme.lua": pluralTheme, "Localizable.xcstrings": catalog])
        let theme = try ThemeLoader().load("\(dir)/theme.lua").theme
        func message(_ device: DeviceClass) throws -> String {
            let screen = try #require(
                Screen.presets.first { $0.deviceClass == device } ?? Screen.desktop(width: 800, height: 600))
            return try theme.content(kind: "deleted", context: SceneSetting.standard.with(screen: screen).context)
                .message
        }
        #expect(try message(.iphone) == "Swipe to undo")
        #expect(try message(.mac) == "Press ⌘Z to undo")
        #expect(try message(.ipad) == "Undo")
    }

    @Test("diagnostics: a key with a newline stays on one line; drawing commands get a summary")
    func noise() {
        let d = Diagnostic(.warning, file: "Localizable.strings", line: 3, path: .root, message: "'a\nb' (fr): x\u{7}")
        #expect(d.description == "Localizable.strings:3: warning: 'a\\nb' (fr): x\\u{7}")
        let many = (1...36).map { (n: Int) in
            Diagnostic(
                .warning, file: "t.lua", line: n, path: .root, message: "no 'fr' string for 'k\(n)'",
                group: "untranslated strings")
        }
        let other = Diagnostic(.warning, file: "t.lua", line: 1, path: .root, message: "something else")
        #expect(
            Diagnostic.summarized(many + [other, other], checkCommand: "tartine check t.lua") == [
                "t.lua: warning: 36 untranslated strings; `tartine check t.lua` lists them all",
                "t.lua:1: warning: something else",
            ])
    }

    @Test("a scenario shows a kind with arguments; arguments that do not fit are a warning with the line")
    func scenarioArguments() throws {
        let dir = try temporaryDirectory([
            "theme.lua": pluralTheme, "Localizable.xcstrings": pluralCatalog,
            "s.lua": """
            return toast.scenario {
              theme = "theme.lua", locale = "ru",
              events = {
                { at = 0, show = "deleted", arguments = { 3 } },
                { at = 5, show = "deleted", arguments = { "many" } },
              },
              capture = { 1 },
            }
            """,
        ])
        let loaded = try ScenarioLoader().load("\(dir)/s.lua")
        #expect(
            loaded.warnings.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                "DIR/s.lua:5: warning: events[2]: the message of 'deleted' (ru): %1$lld cannot show the text \"many\""
            ])
        let frame = try loaded.timeline()
        #expect(frame.toasts.first?.content.message == "3 записи удалены")
    }
}
