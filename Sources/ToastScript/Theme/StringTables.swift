import ToastCore
import ToastFiles
import ToastStrings

/// The strings of a theme: its own `strings = { … }`, plus a `Localizable.xcstrings` catalog
/// and `<locale>.lproj/Localizable.strings` and `.stringsdict` files beside it. The theme's own
/// entries win over `.lproj` files, which win over the catalog; a `.stringsdict` entry wins
/// over the same key in `.strings`, as in Foundation.
///
/// Folder names are read as Xcode reads them: `zh_CN.lproj` is `zh-CN`, the legacy
/// `English.lproj` (French, German, Japanese, Spanish, Italian, Dutch) is `en` (`fr` …), and
/// `Base.lproj` fills in the development language.
///
/// Nothing is skipped silently, and nothing takes the other locales down: a string file that
/// cannot be read (too large, not a regular file, the system's reason) or does not parse, and
/// an `.lproj` that is not a directory, are warnings naming the path, and only that file's
/// locale loses those strings; what a reader accepts but leaves out (a comment never closed)
/// is a warning at its line. A theme directory that cannot be listed is an error.
struct StringTables {
    var tables: [String: [String: String]] = [:]
    var entries: [String: [String: LocalizedEntry]] = [:]
    /// Locale → key → (file, line) of the value, for warnings.
    var origins: [String: [String: (file: String, line: Int)]] = [:]
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    /// The catalog's `sourceLanguage`, if there is a catalog.
    var sourceLanguage: String?

    static let legacyNames = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
        "Italian": "it", "Dutch": "nl",
    ]

    /// The locale a `.lproj` folder stands for (`zh_CN.lproj` → `zh-CN`), `Base` for `Base.lproj`.
    static func locale(ofFolder folder: String) -> String {
        let name = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : folder
        return legacyNames[name] ?? String(name.map { $0 == "_" ? "-" : $0 })
    }

    /// The strings of the theme at `themeFile`: its own (`theme`) over the files beside it; a
    /// theme that is no file (`nil`: a plugin's stand-in) has its own strings only.
    static func load(besides themeFile: String?, theme: [String: [String: String]], development: String?)
        -> StringTables
    {
        var result = StringTables()
        var base: StringFileContents?
        if let themeFile { base = result.readFiles(in: Paths.directory(of: themeFile)) }
        let developmentLanguage = development ?? result.sourceLanguage ?? "en"
        if let base {
            for (key, text) in base.tables["Base"] ?? [:] where result.tables[developmentLanguage]?[key] == nil {
                result.tables[developmentLanguage, default: [:]][key] = text
                result.entries[developmentLanguage]?[key] = nil
                if let entry = base.entries["Base"]?[key] {
                    result.entries[developmentLanguage, default: [:]][key] = entry
                }
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

    /// Reads the catalog and the `.lproj` folders in `dir` into the tables.
    /// - Returns: the `Base.lproj` strings, which fill in the development language afterwards.
    private mutating func readFiles(in dir: String) -> StringFileContents? {
        let entries: [DirectoryEntry]
        do {
            entries = try Files.entries(of: dir, endingWith: [".lproj", "Localizable.xcstrings"]).sorted {
                $0.name < $1.name
            }
        } catch {
            diagnostics.append(
                Diagnostic(
                    .error, file: dir, line: nil, path: .root,
                    message: "cannot list the theme's directory: \(error)"))
            entries = []
        }
        let catalog = Paths.join(dir, "Localizable.xcstrings")
        if entries.contains(where: { $0.name == "Localizable.xcstrings" }),
            let data = read(catalog, unused: "its strings are not used")
        {
            do {
                let contents = try StringCatalog.read(data, file: catalog)
                sourceLanguage = contents.sourceLanguage
                merge(contents, file: catalog)
            } catch {
                warn(error, unused: "its strings are not used")
            }
        }
        var base: StringFileContents?
        for entry in entries where entry.name.hasSuffix(".lproj") {
            let locale = Self.locale(ofFolder: entry.name)
            let unused = "the '\(locale)' strings of this file are not used"
            let folder = Paths.join(dir, entry.name)
            guard entry.kind == .directory || entry.kind == .symbolicLink else {
                warn(
                    file: folder, "\(entry.kind), not a directory of strings; the '\(locale)' strings are not used")
                continue
            }
            for name in ["Localizable.strings", "Localizable.stringsdict"] {
                let file = Paths.join(folder, name)
                let present: Bool
                do { present = try Files.exists(file) } catch {
                    warn(file: file, "cannot read the strings: \(error.reason); \(unused)")
                    continue
                }
                guard present, let data = read(file, unused: unused) else { continue }
                do {
                    let contents =
                        name.hasSuffix("dict")
                        ? try StringsDictFile.read(data, file: file, locale: locale)
                        : try StringsFile.contents(data, file: file, locale: locale)
                    if locale == "Base" {
                        base = contents
                        warn(contents.warnings)
                    } else {
                        merge(contents, file: file)
                    }
                } catch {
                    warn(error, unused: unused)
                }
            }
        }
        return base
    }

    /// The bytes of a string file (noted as a dependency), or `nil` with a warning that says
    /// why and what is not used.
    private mutating func read(_ file: String, unused: String) -> [UInt8]? {
        files.append(file)
        do { return try Files.read(file, limit: Limits.stringsFileSize) } catch {
            warn(file: file, "cannot read the strings: \(error.reason); \(unused)")
            return nil
        }
    }

    private mutating func merge(_ contents: StringFileContents, file: String) {
        warn(contents.warnings)
        for (locale, table) in contents.tables {
            let lines = contents.lines[locale] ?? [:]
            if tables[locale] == nil {  // the first file of this locale: its tables as they are
                tables[locale] = table
                entries[locale] = contents.entries[locale]
                origins[locale] = lines.mapValues { (file, $0) }
                // Every reader gives each key its line: a table as long as its lines lacks none.
                if lines.count != table.count {
                    for key in table.keys where lines[key] == nil { origins[locale]?[key] = (file, 1) }
                }
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
        diagnostics.append(
            Diagnostic(
                .warning, file: error.file, line: error.line, path: .root,
                message: "\(error.message); \(unused)"))
    }

    /// The warnings of a file that was read (its strings are used).
    private mutating func warn(_ warnings: [StringFileError]) {
        for warning in warnings {
            diagnostics.append(
                Diagnostic(.warning, file: warning.file, line: warning.line, path: .root, message: warning.message))
        }
    }

    private mutating func warn(file: String, _ message: String) {
        diagnostics.append(Diagnostic(.warning, file: file, line: nil, path: .root, message: message))
    }
}
