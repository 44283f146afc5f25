/// A problem in an Xcode String Catalog (`.xcstrings`).
public typealias StringCatalogError = StringFileError

/// Xcode's String Catalog format (`Localizable.xcstrings`, JSON).
public enum StringCatalog {
    /// Parses a String Catalog into its development language and one table per locale.
    ///
    /// Reads `sourceLanguage` and `strings` → key → `localizations` → locale →
    /// `stringUnit` → `value`. A localization with `variations` instead of a `stringUnit` gives
    /// `variations.plural.other.stringUnit.value` when there is one (other variations, by device
    /// or plural category, are not used); `state` is not looked at. A key with no value in the
    /// source language has the key itself as its source-language value, as Xcode shows it. The
    /// source language always has a table, even if empty.
    ///
    /// - Parameters:
    ///   - data: the file's bytes (UTF-8 JSON).
    ///   - file: the file's name, used in errors.
    /// - Returns: the source language and locale → key → value.
    /// - Throws: ``StringCatalogError`` with a line: for JSON that does not parse, a missing
    ///   `sourceLanguage` or `strings`, or a value of the wrong type.
    public static func parse(
        _ data: [UInt8], file: String
    ) throws(StringCatalogError) -> (sourceLanguage: String, tables: [String: [String: String]]) {
        let root: JSONNode
        do {
            root = try JSONReader.parse(data)
        } catch {
            throw StringCatalogError(file: file, line: error.line, message: error.message)
        }
        var reader = CatalogReader(file: file)
        return try reader.read(root)
    }
}

/// Walks a parsed catalog, checking each value's type and naming its path in errors.
private struct CatalogReader {
    let file: String

    mutating func read(
        _ root: JSONNode
    ) throws(StringCatalogError) -> (sourceLanguage: String, tables: [String: [String: String]]) {
        guard case .object = root.value else {
            throw StringCatalogError(
                file: file, line: root.line, message: "expected an object at the top level, found \(root.kind)")
        }
        let sourceLanguage = try string(try required("sourceLanguage", in: root, path: ""), path: "sourceLanguage")
        var tables: [String: [String: String]] = [sourceLanguage: [:]]
        for (key, entry) in try members(try required("strings", in: root, path: ""), path: "strings") {
            let entryPath = "strings[\(quoted(key))]"
            _ = try members(entry, path: entryPath)
            if let localizations = entry["localizations"] {
                let localizationsPath = entryPath + ".localizations"
                for (locale, localization) in try members(localizations, path: localizationsPath) {
                    let path = localizationsPath + "." + locale
                    if let value = try value(of: localization, path: path) {
                        tables[locale, default: [:]][key] = value
                    }
                }
            }
            if tables[sourceLanguage]?[key] == nil {
                tables[sourceLanguage]?[key] = key
            }
        }
        return (sourceLanguage, tables)
    }

    /// The text of one localization: its `stringUnit`'s value, else its plural `other` form.
    private func value(of localization: JSONNode, path: String) throws(StringCatalogError) -> String? {
        _ = try members(localization, path: path)
        if let unit = localization["stringUnit"] {
            return try unitValue(unit, path: path + ".stringUnit")
        }
        let otherPath = path + ".variations.plural.other"
        guard let variations = localization["variations"] else { return nil }
        _ = try members(variations, path: path + ".variations")
        guard let plural = variations["plural"] else { return nil }
        _ = try members(plural, path: path + ".variations.plural")
        guard let other = plural["other"] else { return nil }
        _ = try members(other, path: otherPath)
        guard let unit = other["stringUnit"] else { return nil }
        return try unitValue(unit, path: otherPath + ".stringUnit")
    }

    private func unitValue(_ unit: JSONNode, path: String) throws(StringCatalogError) -> String {
        _ = try members(unit, path: path)
        return try string(try required("value", in: unit, path: path), path: path + ".value")
    }

    // MARK: Typed access

    private func required(_ key: String, in node: JSONNode, path: String) throws(StringCatalogError) -> JSONNode {
        guard let member = node[key] else {
            throw StringCatalogError(
                file: file, line: node.line, message: "\(path.isEmpty ? "" : path + ": ")missing '\(key)'")
        }
        return member
    }

    private func members(_ node: JSONNode, path: String) throws(StringCatalogError) -> [(key: String, node: JSONNode)] {
        guard case .object(let members) = node.value else { throw mismatch(node, path: path, expected: "an object") }
        return members
    }

    private func string(_ node: JSONNode, path: String) throws(StringCatalogError) -> String {
        guard case .string(let text) = node.value else { throw mismatch(node, path: path, expected: "a string") }
        return text
    }

    private func mismatch(_ node: JSONNode, path: String, expected: String) -> StringCatalogError {
        StringCatalogError(file: file, line: node.line, message: "\(path): expected \(expected), found \(node.kind)")
    }

    /// A key as it appears in a path: in double quotes, with `"` and `\` escaped.
    private func quoted(_ key: String) -> String {
        var text = "\""
        for character in key {
            if character == "\"" || character == "\\" { text.append("\\") }
            text.append(character)
        }
        return text + "\""
    }
}
