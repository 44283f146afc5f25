import ToastCore

/// Reads a well-formed String Catalog straight from its bytes into ``StringFileContents``, in
/// one pass, without building a JSON tree: the keys Xcode writes are matched as they stream by,
/// everything else is checked for syntax and skipped.
///
/// It understands exactly what ``StringCatalog/read(_:file:)`` documents, and gives up (returns
/// `nil`) at the first thing it would have to report or decide differently: a syntax error, a
/// value of the wrong type, a key that is looked up given twice (the tree reader takes the last
/// one), `strings` before `sourceLanguage`, nesting past the reader's depth limit. The caller
/// then reads the file with the tree reader, whose errors carry their exact line: a catalog
/// that Tartine refuses costs a second read, one that it accepts costs none.
struct CatalogDecoder {
    /// Why the fast path gave up; never shown (the tree reader says what is wrong).
    private static let giveUp = JSONSyntaxError(line: 0, message: "")

    private var reader: JSONReader

    /// The catalog's contents, or `nil` when the tree reader must decide (see the type's doc).
    static func decode(_ bytes: [UInt8]) -> StringFileContents? {
        var decoder = CatalogDecoder(reader: JSONReader(bytes: bytes))
        do throws(JSONSyntaxError) { return try decoder.catalog() } catch { return nil }
    }

    private mutating func catalog() throws(JSONSyntaxError) -> StringFileContents {
        var sourceLanguage: String?
        var contents: StringFileContents?
        try members(depth: 0) { decoder, key throws(JSONSyntaxError) in
            switch key {
            case "sourceLanguage":
                guard sourceLanguage == nil, contents == nil else { throw Self.giveUp }
                sourceLanguage = try decoder.string()
            case "strings":
                guard contents == nil, let language = sourceLanguage else { throw Self.giveUp }
                contents = try decoder.strings(sourceLanguage: language)
            default: try decoder.skip(depth: 1)
            }
        }
        reader.skipSpace()
        guard reader.position == reader.bytes.count, let contents else { throw Self.giveUp }
        return contents
    }

    /// `strings`: key → `{ localizations = { locale → value } }`.
    private mutating func strings(sourceLanguage: String) throws(JSONSyntaxError) -> StringFileContents {
        var contents = StringFileContents(sourceLanguage: sourceLanguage)
        contents.tables[sourceLanguage] = [:]
        try members(depth: 1) { decoder, key throws(JSONSyntaxError) in
            let entryLine = decoder.reader.line
            var sawLocalizations = false
            try decoder.members(depth: 2) { decoder, member throws(JSONSyntaxError) in
                guard member == "localizations" else { return try decoder.skip(depth: 3) }
                guard !sawLocalizations else { throw Self.giveUp }
                sawLocalizations = true
                try decoder.members(depth: 3) { decoder, locale throws(JSONSyntaxError) in
                    let line = decoder.reader.line
                    let found = try decoder.value(.localization, depth: 4)
                    guard let value = found.value else { return }
                    contents.add(
                        key, LocalizedEntry(value: value, substitutions: found.substitutions), locale: locale,
                        line: line)
                }
            }
            if contents.tables[sourceLanguage]?[key] == nil {
                contents.add(key, LocalizedEntry(value: .text(key)), locale: sourceLanguage, line: entryLine)
            }
        }
        return contents
    }

    /// Which keys of a value object are read: a localization's substitutions, a substitution's
    /// argument and directive; a nested form has only its text or variations.
    private enum Role { case localization, form, substitution }

    private struct Found {
        var value: LocalizedValue?
        var substitutions: [String: Substitution] = [:]
        var argument: Int?
        var specifier = "lld"
    }

    /// A value object: `stringUnit` wins over `variations`, as in the tree reader.
    private mutating func value(_ role: Role, depth: Int) throws(JSONSyntaxError) -> Found {
        var unit: String?
        var variations: LocalizedValue??
        var found = Found()
        var seen: (substitutions: Bool, argument: Bool, specifier: Bool) = (false, false, false)
        try members(depth: depth) { decoder, key throws(JSONSyntaxError) in
            switch key {
            case "stringUnit":
                guard unit == nil else { throw Self.giveUp }
                unit = try decoder.unitValue(depth: depth + 1)
            case "variations":
                guard variations == nil else { throw Self.giveUp }
                variations = .some(try decoder.variations(depth: depth + 1))
            case "substitutions" where role == .localization:
                guard !seen.substitutions else { throw Self.giveUp }
                seen.substitutions = true
                found.substitutions = try decoder.substitutions(depth: depth + 1)
            case "argNum" where role == .substitution:
                guard !seen.argument else { throw Self.giveUp }
                seen.argument = true
                guard let first = decoder.reader.peek, first == UInt8(ascii: "-") || (0x30...0x39).contains(first),
                    let n = Int(try decoder.reader.parseNumber()), n > 0
                else { throw Self.giveUp }
                found.argument = n
            case "formatSpecifier" where role == .substitution:
                guard !seen.specifier else { throw Self.giveUp }
                seen.specifier = true
                found.specifier = try decoder.string()
            default: try decoder.skip(depth: depth + 1)
            }
        }
        if let unit {
            found.value = .text(unit)
        } else if let variations {
            found.value = variations
        }
        return found
    }

    /// A `stringUnit`: its `value`.
    private mutating func unitValue(depth: Int) throws(JSONSyntaxError) -> String {
        var value: String?
        try members(depth: depth) { decoder, key throws(JSONSyntaxError) in
            guard key == "value" else { return try decoder.skip(depth: depth + 1) }
            guard value == nil else { throw Self.giveUp }
            value = try decoder.string()
        }
        guard let value else { throw Self.giveUp }
        return value
    }

    /// `variations`: `plural` (which wins) or `device` forms; unknown categories are skipped.
    private mutating func variations(depth: Int) throws(JSONSyntaxError) -> LocalizedValue? {
        var plural: [PluralCategory: LocalizedValue]?
        var device: [DeviceClass: LocalizedValue]?
        try members(depth: depth) { decoder, key throws(JSONSyntaxError) in
            switch key {
            case "plural":
                guard plural == nil else { throw Self.giveUp }
                plural = try decoder.forms(depth: depth + 1)
            case "device":
                guard device == nil else { throw Self.giveUp }
                device = try decoder.forms(depth: depth + 1)
            default: try decoder.skip(depth: depth + 1)
            }
        }
        if let plural { return plural.isEmpty ? nil : .plural(plural) }
        if let device { return device.isEmpty ? nil : .device(device) }
        return nil
    }

    /// The forms of one variation (`plural` or `device`) by their names; names the host does
    /// not know (Apple TV, Watch, …) are skipped.
    private mutating func forms<Name: RawRepresentable & Hashable>(
        depth: Int
    ) throws(JSONSyntaxError) -> [Name: LocalizedValue] where Name.RawValue == String {
        var forms: [Name: LocalizedValue] = [:]
        try members(depth: depth) { decoder, name throws(JSONSyntaxError) in
            guard let key = Name(rawValue: name) else { return try decoder.skip(depth: depth + 1) }
            forms[key] = try decoder.value(.form, depth: depth + 1).value
        }
        return forms
    }

    /// `substitutions`: name → `{ argNum, formatSpecifier, stringUnit | variations }`.
    private mutating func substitutions(depth: Int) throws(JSONSyntaxError) -> [String: Substitution] {
        var result: [String: Substitution] = [:]
        try members(depth: depth) { decoder, name throws(JSONSyntaxError) in
            let found = try decoder.value(.substitution, depth: depth + 1)
            guard let forms = found.value else { return }
            result[name] = Substitution(argument: found.argument, specifier: found.specifier, forms: forms)
        }
        return result
    }

    // MARK: Tokens

    /// The object at the cursor: `body` is called with each key, the cursor at its value (which
    /// it must read or skip), in the file's order.
    private mutating func members(
        depth: Int, _ body: (inout CatalogDecoder, String) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        guard depth < JSONReader.maximumDepth else { throw Self.giveUp }
        reader.skipSpace()
        guard reader.peek == UInt8(ascii: "{") else { throw Self.giveUp }
        reader.position += 1
        reader.skipSpace()
        if reader.peek == UInt8(ascii: "}") {
            reader.position += 1
            return
        }
        while true {
            reader.skipSpace()
            let key = try string()
            reader.skipSpace()
            guard reader.peek == UInt8(ascii: ":") else { throw Self.giveUp }
            reader.position += 1
            reader.skipSpace()
            try body(&self, key)
            reader.skipSpace()
            switch reader.peek {
            case UInt8(ascii: ","): reader.position += 1
            case UInt8(ascii: "}"):
                reader.position += 1
                return
            default: throw Self.giveUp
            }
        }
    }

    /// The string at the cursor.
    private mutating func string() throws(JSONSyntaxError) -> String {
        reader.skipSpace()
        guard reader.peek == UInt8(ascii: "\"") else { throw Self.giveUp }
        return try reader.parseString()
    }

    /// Checks the value at the cursor as the tree reader would parse it, and moves past it.
    private mutating func skip(depth: Int) throws(JSONSyntaxError) {
        guard depth < JSONReader.maximumDepth else { throw Self.giveUp }
        reader.skipSpace()
        switch reader.peek ?? 0 {
        case UInt8(ascii: "{"):
            try members(depth: depth) { decoder, _ throws(JSONSyntaxError) in try decoder.skip(depth: depth + 1) }
        case UInt8(ascii: "["):
            reader.position += 1
            reader.skipSpace()
            if reader.peek == UInt8(ascii: "]") {
                reader.position += 1
                return
            }
            while true {
                try skip(depth: depth + 1)
                reader.skipSpace()
                switch reader.peek {
                case UInt8(ascii: ","): reader.position += 1
                case UInt8(ascii: "]"):
                    reader.position += 1
                    return
                default: throw Self.giveUp
                }
            }
        case UInt8(ascii: "\""): try reader.skipString()
        case UInt8(ascii: "t"): try reader.expectWord("true")
        case UInt8(ascii: "f"): try reader.expectWord("false")
        case UInt8(ascii: "n"): try reader.expectWord("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try reader.parseNumber()
        default: throw Self.giveUp
        }
    }
}
