import ToastCore

/// A problem in an Xcode String Catalog (`.xcstrings`).
public typealias StringCatalogError = StringFileError

/// Xcode's String Catalog format (`Localizable.xcstrings`, JSON).
public enum StringCatalog {
    /// Parses a String Catalog into its development language and one table per locale (each
    /// string's plain text: for a string that varies, its `other` form). See ``read(_:file:)``.
    public static func parse(
        _ data: [UInt8], file: String
    ) throws(StringCatalogError) -> (sourceLanguage: String, tables: [String: [String: String]]) {
        let contents = try read(data, file: file)
        return (contents.sourceLanguage ?? "en", contents.tables)
    }

    /// Reads a String Catalog as Xcode does: `sourceLanguage`, and `strings` → key →
    /// `localizations` → locale → a `stringUnit`'s `value`, or `variations` by `plural`
    /// (zero/one/two/few/many/other) or `device` (iphone/ipad/mac/other; Apple TV, Watch and
    /// Vision forms are not used), nested either way, and `substitutions` (`%#@name@` with
    /// `argNum`, `formatSpecifier` and plural forms written with `%arg`). `state` is not looked
    /// at. A key with no value in the source language has the key itself as its value, as
    /// Xcode shows it; the source language always has a table, even if empty.
    ///
    /// - Parameters:
    ///   - data: the file's bytes (UTF-8 JSON).
    ///   - file: the file's name, used in errors.
    /// - Throws: ``StringCatalogError`` with a line: for JSON that does not parse, a missing
    ///   `sourceLanguage` or `strings`, or a value of the wrong type.
    public static func read(_ data: [UInt8], file: String) throws(StringCatalogError) -> StringFileContents {
        // Straight from the bytes when the catalog is well formed; the tree reader otherwise,
        // for its exact messages and lines.
        if let contents = CatalogDecoder.decode(data) { return contents }
        return try readTree(data, file: file)
    }

    /// The catalog read straight from the bytes (``CatalogDecoder``), or `nil` when it is not
    /// well formed (``readTree(_:file:)`` then reads it, or says why not).
    package static func decodeFast(_ data: [UInt8]) -> StringFileContents? { CatalogDecoder.decode(data) }

    /// Reads a catalog through a JSON tree: slower than ``CatalogDecoder``, and the reader of
    /// record for every error and its line.
    package static func readTree(_ data: [UInt8], file: String) throws(StringCatalogError) -> StringFileContents {
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

    mutating func read(_ root: JSONNode) throws(StringCatalogError) -> StringFileContents {
        guard case .object = root.value else {
            throw StringCatalogError(
                file: file, line: root.line, message: "expected an object at the top level, found \(root.kind)")
        }
        let sourceLanguage = try string(try required("sourceLanguage", in: root, path: ""), path: "sourceLanguage")
        var contents = StringFileContents(sourceLanguage: sourceLanguage)
        contents.tables[sourceLanguage] = [:]
        for (key, entry) in try members(try required("strings", in: root, path: ""), path: "strings") {
            let entryPath = "strings[\(quoted(key))]"
            _ = try members(entry, path: entryPath)
            if let localizations = entry["localizations"] {
                let localizationsPath = entryPath + ".localizations"
                for (locale, localization) in try members(localizations, path: localizationsPath) {
                    let path = localizationsPath + "." + locale
                    guard let value = try value(of: localization, path: path) else { continue }
                    let substitutions = try self.substitutions(of: localization, path: path)
                    contents.add(
                        key, LocalizedEntry(value: value, substitutions: substitutions), locale: locale,
                        line: localization.line)
                }
            }
            if contents.tables[sourceLanguage]?[key] == nil {
                contents.add(key, LocalizedEntry(value: .text(key)), locale: sourceLanguage, line: entry.line)
            }
        }
        return contents
    }

    /// A `stringUnit`'s text, or the forms of its `variations` (plural or device, nested).
    private func value(of node: JSONNode, path: String) throws(StringCatalogError) -> LocalizedValue? {
        _ = try members(node, path: path)
        if let unit = node["stringUnit"] {
            return .text(try unitValue(unit, path: path + ".stringUnit"))
        }
        guard let variations = node["variations"] else { return nil }
        let variationsPath = path + ".variations"
        _ = try members(variations, path: variationsPath)
        if let plural = variations["plural"] {
            let forms: [PluralCategory: LocalizedValue] = try forms(of: plural, path: variationsPath + ".plural")
            return forms.isEmpty ? nil : .plural(forms)
        }
        if let device = variations["device"] {
            let forms: [DeviceClass: LocalizedValue] = try forms(of: device, path: variationsPath + ".device")
            return forms.isEmpty ? nil : .device(forms)
        }
        return nil
    }

    /// The forms of one variation (`plural` or `device`) by their names; names the host does
    /// not know (Apple TV, Watch, …) are skipped.
    private func forms<Name: RawRepresentable & Hashable>(
        of node: JSONNode, path: String
    ) throws(StringCatalogError) -> [Name: LocalizedValue] where Name.RawValue == String {
        var forms: [Name: LocalizedValue] = [:]
        for (name, form) in try members(node, path: path) {
            guard let key = Name(rawValue: name) else { continue }
            forms[key] = try value(of: form, path: path + "." + name)
        }
        return forms
    }

    /// `substitutions`: name → argument, specifier and plural forms.
    private func substitutions(of node: JSONNode, path: String) throws(StringCatalogError) -> [String: Substitution] {
        guard let list = node["substitutions"] else { return [:] }
        var result: [String: Substitution] = [:]
        for (name, item) in try members(list, path: path + ".substitutions") {
            let itemPath = path + ".substitutions." + name
            _ = try members(item, path: itemPath)
            var argument: Int?
            if let number = item["argNum"] {
                guard case .number(let text) = number.value, let n = Int(text), n > 0 else {
                    throw mismatch(number, path: itemPath + ".argNum", expected: "a whole number ≥ 1")
                }
                argument = n
            }
            let specifier =
                try item["formatSpecifier"].map { node throws(StringCatalogError) in
                    try string(node, path: itemPath + ".formatSpecifier")
                } ?? "lld"
            guard let forms = try value(of: item, path: itemPath) else { continue }
            result[name] = Substitution(argument: argument, specifier: specifier, forms: forms)
        }
        return result
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
        if !key.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + key + "\""
        }
        var text = "\""
        for character in key {
            if character == "\"" || character == "\\" { text.append("\\") }
            text.append(character)
        }
        return text + "\""
    }
}
