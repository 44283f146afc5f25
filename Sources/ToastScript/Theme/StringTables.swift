import Foundation

/// The strings of a theme: its own `strings = { … }`, plus `<locale>.lproj/Localizable.strings`
/// files and a `Localizable.xcstrings` catalog beside it. The theme's own entries win.
struct StringTables {
    var tables: [String: [String: String]] = [:]
    var files: [String] = []
    var diagnostics: [Diagnostic] = []

    static func load(besides themeFile: String, theme: [String: [String: String]], development: String) -> StringTables {
        var result = StringTables()
        let dir = ThemeFiles.directory(of: themeFile)
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
        let catalog = "\(dir)/Localizable.xcstrings"
        if FileManager.default.fileExists(atPath: catalog), let data = FileManager.default.contents(atPath: catalog) {
            result.files.append(catalog)
            do {
                let parsed = try StringCatalog.parse([UInt8](data), file: catalog)
                for (locale, strings) in parsed.tables { result.tables[locale, default: [:]].merge(strings) { a, _ in a } }
            } catch {
                result.diagnostics.append(Diagnostic(.error, file: catalog, line: error.line, path: .root, message: error.message))
            }
        }
        for entry in entries where entry.hasSuffix(".lproj") {
            let file = "\(dir)/\(entry)/Localizable.strings"
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            result.files.append(file)
            let locale = String(entry.dropLast(".lproj".count))
            do {
                let strings = try StringsFile.parse([UInt8](data), file: file)
                result.tables[locale, default: [:]].merge(strings) { _, b in b }
            } catch {
                result.diagnostics.append(Diagnostic(.error, file: file, line: error.line, path: .root, message: error.message))
            }
        }
        for (locale, strings) in theme { result.tables[locale, default: [:]].merge(strings) { _, b in b } }
        return result
    }
}
