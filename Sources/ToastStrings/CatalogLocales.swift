import ToastCore

/// The tables of a String Catalog as ``CatalogDecoder`` fills them: one set per locale, the
/// locale found by its name once per localization (by its bytes, without hashing it) and its
/// tables by index. What it gives is what ``StringFileContents/add(_:_:locale:line:)`` called
/// for each string would give.
struct CatalogLocales {
    /// The index of the source language, whose table exists even when empty.
    static let source = 0

    private struct Tables {
        var name: String
        var utf8: [UInt8]
        var isASCII: Bool
        var table: [String: String] = [:]
        var entries: [String: LocalizedEntry] = [:]
        var lines: [String: Int] = [:]
        /// Whether a string that varies was added (the locale then has an entries table, even
        /// if a later plain string took that key's place).
        var hasEntries = false
        /// Whether anything was added (the locale then has tables).
        var hasStrings = false

        init(name: String) {
            self.name = name
            utf8 = Array(name.utf8)
            isASCII = utf8.allSatisfy { $0 < 0x80 }
        }

        mutating func reserve(_ count: Int) {
            table.reserveCapacity(count)
            lines.reserveCapacity(count)
        }

        mutating func add(_ key: String, text: String, line: Int) {
            hasStrings = true
            // A key not in the table has no entry either: only a replaced one is looked up.
            if table.updateValue(text, forKey: key) != nil, hasEntries { entries[key] = nil }
            lines[key] = line
        }

        mutating func add(_ key: String, _ entry: LocalizedEntry, line: Int) {
            if case .text(let text) = entry.value, entry.substitutions.isEmpty {
                return add(key, text: text, line: line)
            }
            hasStrings = true
            table[key] = entry.value.otherForm
            if !hasEntries {
                hasEntries = true
                entries.reserveCapacity(table.capacity)  // as many as the strings at most
            }
            entries[key] = entry
            lines[key] = line
        }
    }

    private let sourceLanguage: String
    private var locales: [Tables]
    /// The locale found last: localizations come in the same order key after key, so the one
    /// after it is tried first.
    private var last = 0

    init(sourceLanguage: String) {
        self.sourceLanguage = sourceLanguage
        locales = [Tables(name: sourceLanguage)]
    }

    /// The number of locales met so far.
    var count: Int { locales.count }

    /// Room for `count` strings in the text and line tables of each locale met so far.
    mutating func reserve(_ count: Int) {
        for index in locales.indices { locales[index].reserve(count) }
    }

    /// Whether the source language has `key`.
    func sourceHas(_ key: String) -> Bool { locales[Self.source].table[key] != nil }

    /// The index of the locale named `name` (compared as Strings are), added when new.
    mutating func index(of name: String) -> Int {
        if let found = locales.firstIndex(where: { $0.name == name }) { return found }
        locales.append(Tables(name: name))
        return locales.count - 1
    }

    /// The index of the locale whose name has these bytes (well-formed UTF-8), added when new;
    /// `text` makes the name, for a new locale or a comparison that bytes cannot decide.
    mutating func index(of utf8: UnsafeBufferPointer<UInt8>, text: () -> String) -> Int {
        let next = last + 1
        if next < locales.count, locales[next].isASCII, locales[next].utf8.elementsEqual(utf8) {
            last = next
            return next
        }
        // An ASCII name equals an ASCII name byte for byte; anything else is compared as Strings
        // (canonical equivalence: U+212A KELVIN SIGN is "K").
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            last = index(of: text())
            return last
        }
        var name: String?
        for (index, locale) in locales.enumerated() {
            let same: Bool
            if locale.isASCII {
                same = locale.utf8.elementsEqual(utf8)
            } else {
                if name == nil { name = text() }
                same = locale.name == name
            }
            if same {
                last = index
                return index
            }
        }
        locales.append(Tables(name: name ?? text()))
        last = locales.count - 1
        return last
    }

    /// Adds `key` to the locale at `locale`, as ``StringFileContents/add(_:_:locale:line:)``.
    mutating func add(_ key: String, _ entry: LocalizedEntry, locale: Int, line: Int) {
        locales[locale].add(key, entry, line: line)
    }

    /// Adds `key` with a plain `text` (an entry of that text, without boxing it).
    mutating func add(_ key: String, text: String, locale: Int, line: Int) {
        locales[locale].add(key, text: text, line: line)
    }

    /// The tables, as contents.
    var contents: StringFileContents {
        var contents = StringFileContents(sourceLanguage: sourceLanguage)
        for (index, locale) in locales.enumerated() {
            if locale.hasStrings || index == Self.source { contents.tables[locale.name] = locale.table }
            if locale.hasStrings { contents.lines[locale.name] = locale.lines }
            if locale.hasEntries { contents.entries[locale.name] = locale.entries }
        }
        return contents
    }
}
