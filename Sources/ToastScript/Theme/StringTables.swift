import Foundation
import ToastCore

/// The strings of a theme: its own `strings = { … }`, plus a `Localizable.xcstrings` catalog
/// and `<locale>.lproj/Localizable.strings` and `.stringsdict` files beside it. The theme's own
/// entries win over `.lproj` files, which win over the catalog; a `.stringsdict` entry wins
/// over the same key in `.strings`, as in Foundation.
///
/// Folder names are read as Xcode reads them: `zh_CN.lproj` is `zh-CN`, the legacy
/// `English.lproj` (French, German, Japanese, Spanish, Italian, Dutch) is `en` (`fr` …), and
/// `Base.lproj` fills in the development language. A file that does not parse is a warning and
/// only its own locale loses those strings.
struct StringTables {
    var tables: [String: [String: String]] = [:]
    var entries: [String: [String: LocalizedEntry]] = [:]
    /// Locale → key → (file, line) of the value, for warnings.
    var origins: [String: [String: (file: String, line: Int)]] = [:]
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    /// The catalog's `sourceLanguage`, if there is a catalog.
    var sourceLanguage: String?

    static let legacyNames = ["English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
                              "Italian": "it", "Dutch": "nl"]

    /// The locale a `.lproj` folder stands for (`zh_CN.lproj` → `zh-CN`), `Base` for `Base.lproj`.
    static func locale(ofFolder folder: String) -> String {
        let name = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : folder
        return legacyNames[name] ?? String(name.map { $0 == "_" ? "-" : $0 })
    }

    static func load(besides themeFile: String, theme: [String: [String: String]], development: String?) -> StringTables {
        var result = StringTables()
        let dir = ThemeFiles.directory(of: themeFile)
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
        let catalog = "\(dir)/Localizable.xcstrings"
        if let data = FileManager.default.contents(atPath: catalog) {
            result.files.append(catalog)
            do {
                let contents = try StringCatalog.read([UInt8](data), file: catalog)
                result.sourceLanguage = contents.sourceLanguage
                result.merge(contents, file: catalog)
            } catch {
                result.warn(error, unused: "its strings are not used")
            }
        }
        var base: StringFileContents?
        for entry in entries where entry.hasSuffix(".lproj") {
            let locale = locale(ofFolder: entry)
            for name in ["Localizable.strings", "Localizable.stringsdict"] {
                let file = "\(dir)/\(entry)/\(name)"
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                result.files.append(file)
                do {
                    let contents = name.hasSuffix("dict")
                        ? try StringsDictFile.read([UInt8](data), file: file, locale: locale)
                        : try StringsFile.contents([UInt8](data), file: file, locale: locale)
                    if locale == "Base" { base = contents } else { result.merge(contents, file: file) }
                } catch {
                    result.warn(error, unused: "the '\(locale)' strings of this file are not used")
                }
            }
        }
        let developmentLanguage = development ?? result.sourceLanguage ?? "en"
        if let base {
            for (key, text) in base.tables["Base"] ?? [:] where result.tables[developmentLanguage]?[key] == nil {
                result.tables[developmentLanguage, default: [:]][key] = text
                result.entries[developmentLanguage]?[key] = nil
                if let entry = base.entries["Base"]?[key] { result.entries[developmentLanguage, default: [:]][key] = entry }
            }
        }
        for (locale, strings) in theme {
            result.tables[locale, default: [:]].reserveCapacity(strings.count)
            for (key, text) in strings {
                result.tables[locale, default: [:]][key] = text
                result.entries[locale]?[key] = nil
            }
        }
        return result
    }

    private mutating func merge(_ contents: StringFileContents, file: String) {
        for (locale, table) in contents.tables {
            let lines = contents.lines[locale] ?? [:]
            if tables[locale] == nil {   // the first file of this locale: its tables as they are
                tables[locale] = table
                entries[locale] = contents.entries[locale]
                origins[locale] = lines.mapValues { (file, $0) }
                for key in table.keys where lines[key] == nil { origins[locale]?[key] = (file, 1) }
                continue
            }
            for (key, text) in table {
                tables[locale, default: [:]][key] = text
                entries[locale]?[key] = contents.entries[locale]?[key]
                if let entry = contents.entries[locale]?[key] { entries[locale, default: [:]][key] = entry }
                origins[locale, default: [:]][key] = (file, lines[key] ?? 1)
            }
        }
    }

    private mutating func warn(_ error: StringFileError, unused: String) {
        diagnostics.append(Diagnostic(.warning, file: error.file, line: error.line, path: .root,
                                      message: "\(error.message); \(unused)"))
    }
}
