import ToastFiles

/// The strings of a theme: its own `strings = { … }`, plus `<locale>.lproj/Localizable.strings`
/// files and a `Localizable.xcstrings` catalog beside it. The theme's own entries win.
///
/// Nothing is skipped silently: a theme directory that cannot be listed, an `.lproj` that is
/// not a directory or cannot be read, or a strings file that cannot be read is an error naming
/// the path and the system's reason. An `.lproj` without `Localizable.strings` has no strings.
struct StringTables {
    var tables: [String: [String: String]] = [:]
    var files: [String] = []
    var diagnostics: [Diagnostic] = []

    static func load(besides themeFile: String, theme: [String: [String: String]], development: String) -> StringTables {
        var result = StringTables()
        let dir = Paths.directory(of: themeFile)
        let entries: [DirectoryEntry]
        do { entries = try Files.entries(of: dir) } catch {
            result.fail(file: dir, "cannot list the theme's directory: \(error)")
            entries = []
        }
        let catalog = Paths.join(dir, "Localizable.xcstrings")
        if entries.contains(where: { $0.name == "Localizable.xcstrings" }), let data = result.read(catalog) {
            do {
                let parsed = try StringCatalog.parse(data, file: catalog)
                for (locale, strings) in parsed.tables { result.tables[locale, default: [:]].merge(strings) { a, _ in a } }
            } catch {
                result.diagnostics.append(Diagnostic(.error, file: catalog, line: error.line, path: .root, message: error.message))
            }
        }
        for entry in entries where entry.name.hasSuffix(".lproj") {
            let file = Paths.join(Paths.join(dir, entry.name), "Localizable.strings")
            guard entry.kind == .directory || entry.kind == .symbolicLink else {
                result.fail(file: Paths.join(dir, entry.name), "\(entry.kind), not a directory of strings")
                continue
            }
            let present: Bool
            do { present = try Files.exists(file) } catch {
                result.fail(file: file, "cannot read the strings: \(error)")
                continue
            }
            guard present, let data = result.read(file) else { continue }
            let locale = String(entry.name.dropLast(".lproj".count))
            do {
                let strings = try StringsFile.parse(data, file: file)
                result.tables[locale, default: [:]].merge(strings) { _, b in b }
            } catch {
                result.diagnostics.append(Diagnostic(.error, file: file, line: error.line, path: .root, message: error.message))
            }
        }
        for (locale, strings) in theme { result.tables[locale, default: [:]].merge(strings) { _, b in b } }
        return result
    }

    /// The bytes of a strings file (noted as a dependency), or `nil` with an error diagnostic.
    private mutating func read(_ file: String) -> [UInt8]? {
        files.append(file)
        do { return try Files.read(file, limit: Limits.stringsFileSize) } catch {
            fail(file: file, "cannot read the strings: \(error)")
            return nil
        }
    }

    private mutating func fail(file: String, _ message: String) {
        diagnostics.append(Diagnostic(.error, file: file, line: nil, path: .root, message: message))
    }
}
