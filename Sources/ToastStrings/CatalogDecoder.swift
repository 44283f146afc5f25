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
///
/// Catalogs run to megabytes, so the walk is over the file's buffer: a member's key is compared
/// as bytes and made a String only when it is data (a string's key, a locale, a variable);
/// locales are looked up once per name and each gets its own tables (see ``CatalogLocales``).
struct CatalogDecoder {
    /// Why the fast path gave up; never shown (the tree reader says what is wrong).
    private static let giveUp = JSONSyntaxError(line: 0, message: "")

    /// The file, for the rare token read by ``JSONReader`` (a string with escapes, a number).
    private let bytes: [UInt8]
    /// The same bytes, valid for the whole decode (``decode(_:)`` holds them).
    private let buffer: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// The line of the cursor (1-based).
    private var line = 1

    /// The catalog's contents, or `nil` when the tree reader must decide (see the type's doc).
    static func decode(_ bytes: [UInt8]) -> StringFileContents? {
        bytes.withUnsafeBufferPointer { buffer in
            var decoder = CatalogDecoder(bytes: bytes, buffer: buffer)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { decoder.position = 3 }
            do throws(JSONSyntaxError) { return try decoder.catalog() } catch { return nil }
        }
    }

    private init(bytes: [UInt8], buffer: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.buffer = buffer
    }

    private mutating func catalog() throws(JSONSyntaxError) -> StringFileContents {
        var sourceLanguage: String?
        var contents: StringFileContents?
        try members(depth: 0) { decoder, key throws(JSONSyntaxError) in
            if decoder.key(key, is: "sourceLanguage") {
                guard sourceLanguage == nil, contents == nil else { throw Self.giveUp }
                sourceLanguage = try decoder.string()
            } else if decoder.key(key, is: "strings") {
                guard contents == nil, let language = sourceLanguage else { throw Self.giveUp }
                contents = try decoder.strings(sourceLanguage: language)
            } else {
                try decoder.skip(depth: 1)
            }
        }
        skipSpace()
        guard position == buffer.count, let contents else { throw Self.giveUp }
        return contents
    }

    /// `strings`: key → `{ localizations = { locale → value } }`.
    private mutating func strings(sourceLanguage: String) throws(JSONSyntaxError) -> StringFileContents {
        var locales = CatalogLocales(sourceLanguage: sourceLanguage)
        let start = position
        var count = 0
        try members(depth: 1) { decoder, name throws(JSONSyntaxError) in
            count += 1
            if count == Self.sample + 1 {
                // The tables sized once for the whole catalog, from the bytes the first keys took,
                // rather than grown (and every key hashed again) as they fill; never for more
                // localizations than the rest of the file can hold (40 bytes each at least).
                let remaining = decoder.buffer.count - decoder.position
                let perKey = max(1, (decoder.position - start) / Self.sample)
                locales.reserve(Self.sample + min(remaining / perKey, remaining / (40 * locales.count)))
            }
            let key = decoder.text(of: name)
            let entryLine = decoder.line
            var sawLocalizations = false
            try decoder.members(depth: 2) { decoder, member throws(JSONSyntaxError) in
                guard decoder.key(member, is: "localizations") else { return try decoder.skip(depth: 3) }
                guard !sawLocalizations else { throw Self.giveUp }
                sawLocalizations = true
                try decoder.members(depth: 3) { decoder, localeName throws(JSONSyntaxError) in
                    let locale = decoder.locale(localeName, in: &locales)
                    let line = decoder.line
                    let found = try decoder.value(.localization, depth: 4)
                    if let text = found.text, found.substitutions.isEmpty {
                        locales.add(key, text: text, locale: locale, line: line)  // the common case, unboxed
                    } else if let value = found.value {
                        locales.add(
                            key, LocalizedEntry(value: value, substitutions: found.substitutions), locale: locale,
                            line: line)
                    }
                }
            }
            if !locales.sourceHas(key) {
                locales.add(key, text: key, locale: CatalogLocales.source, line: entryLine)
            }
        }
        return locales.contents
    }

    /// How many keys the size of the tables is estimated from.
    private static let sample = 16

    /// Which keys of a value object are read: a localization's substitutions, a substitution's
    /// argument and directive; a nested form has only its text or variations.
    private enum Role { case localization, form, substitution }

    private struct Found {
        /// A `stringUnit`'s text (which wins over variations).
        var text: String?
        var variations: LocalizedValue?
        var substitutions: [String: Substitution] = [:]
        var argument: Int?
        var specifier = "lld"

        /// The text or the variations.
        var value: LocalizedValue? { text.map(LocalizedValue.text) ?? variations }
    }

    /// A value object: `stringUnit` wins over `variations`, as in the tree reader.
    private mutating func value(_ role: Role, depth: Int) throws(JSONSyntaxError) -> Found {
        var unit: String?
        var variations: LocalizedValue??
        var found = Found()
        var seen: (substitutions: Bool, argument: Bool, specifier: Bool) = (false, false, false)
        try members(depth: depth) { decoder, key throws(JSONSyntaxError) in
            if decoder.key(key, is: "stringUnit") {
                guard unit == nil else { throw Self.giveUp }
                unit = try decoder.unitValue(depth: depth + 1)
            } else if decoder.key(key, is: "variations") {
                guard variations == nil else { throw Self.giveUp }
                variations = .some(try decoder.variations(depth: depth + 1))
            } else if role == .localization, decoder.key(key, is: "substitutions") {
                guard !seen.substitutions else { throw Self.giveUp }
                seen.substitutions = true
                found.substitutions = try decoder.substitutions(depth: depth + 1)
            } else if role == .substitution, decoder.key(key, is: "argNum") {
                guard !seen.argument else { throw Self.giveUp }
                seen.argument = true
                let first = decoder.byte
                guard first == UInt8(ascii: "-") || (0x30...0x39).contains(first),
                    let n = Int(try decoder.withReader { reader throws(JSONSyntaxError) in try reader.parseNumber() }),
                    n > 0
                else { throw Self.giveUp }
                found.argument = n
            } else if role == .substitution, decoder.key(key, is: "formatSpecifier") {
                guard !seen.specifier else { throw Self.giveUp }
                seen.specifier = true
                found.specifier = try decoder.string()
            } else {
                try decoder.skip(depth: depth + 1)
            }
        }
        found.text = unit
        if let variations { found.variations = variations }
        return found
    }

    /// A `stringUnit`: its `value`.
    private mutating func unitValue(depth: Int) throws(JSONSyntaxError) -> String {
        var value: String?
        try members(depth: depth) { decoder, key throws(JSONSyntaxError) in
            guard decoder.key(key, is: "value") else { return try decoder.skip(depth: depth + 1) }
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
            if decoder.key(key, is: "plural") {
                guard plural == nil else { throw Self.giveUp }
                plural = try decoder.forms(depth: depth + 1, capacity: 6, named: Self.pluralCategory)
            } else if decoder.key(key, is: "device") {
                guard device == nil else { throw Self.giveUp }
                device = try decoder.forms(depth: depth + 1, capacity: 4, named: Self.deviceClass)
            } else {
                try decoder.skip(depth: depth + 1)
            }
        }
        if let plural { return plural.isEmpty ? nil : .plural(plural) }
        if let device { return device.isEmpty ? nil : .device(device) }
        return nil
    }

    /// The forms of one variation (`plural` or `device`) by their names; names the host does
    /// not know (Apple TV, Watch, …) are skipped. Inlined, so that each kind of name has its
    /// own specialized copy.
    @inline(__always)
    private mutating func forms<Name: Hashable>(
        depth: Int, capacity: Int, named: (CatalogDecoder, Key) -> Name?
    ) throws(JSONSyntaxError) -> [Name: LocalizedValue] {
        var forms = [Name: LocalizedValue](minimumCapacity: capacity)  // at once, not grown form by form
        try members(depth: depth) { decoder, name throws(JSONSyntaxError) in
            guard let key = named(decoder, name) else { return try decoder.skip(depth: depth + 1) }
            forms[key] = try decoder.value(.form, depth: depth + 1).value
        }
        return forms
    }

    /// `substitutions`: name → `{ argNum, formatSpecifier, stringUnit | variations }`.
    private mutating func substitutions(depth: Int) throws(JSONSyntaxError) -> [String: Substitution] {
        var result: [String: Substitution] = [:]
        try members(depth: depth) { decoder, key throws(JSONSyntaxError) in
            let name = decoder.text(of: key)
            let found = try decoder.value(.substitution, depth: depth + 1)
            guard let forms = found.value else { return }
            result[name] = Substitution(argument: found.argument, specifier: found.specifier, forms: forms)
        }
        return result
    }

    // MARK: Keys

    /// A member's key: where its bytes are in the file, or its text when it has escapes.
    private struct Key {
        var start: Int
        var end: Int
        var escaped: String?
    }

    /// Whether `key` is `literal` (an ASCII word without `K`, `;` or `` ` ``, the only ASCII
    /// characters another scalar is canonically equivalent to: comparing bytes is String `==`).
    @inline(__always)
    private func key(_ key: Key, is literal: StaticString) -> Bool {
        if let escaped = key.escaped { return escaped == literal.description }
        let count = literal.utf8CodeUnitCount
        guard key.end - key.start == count else { return false }
        let word = literal.utf8Start
        for offset in 0..<count where buffer[key.start + offset] != word[offset] { return false }
        return true
    }

    /// The key as a String (its bytes were checked when it was read).
    private func text(of key: Key) -> String {
        key.escaped ?? String(decoding: UnsafeBufferPointer(rebasing: buffer[key.start..<key.end]), as: UTF8.self)
    }

    /// The plural category a form's key names, if any.
    private static func pluralCategory(_ decoder: CatalogDecoder, _ key: Key) -> PluralCategory? {
        if let escaped = key.escaped { return PluralCategory(rawValue: escaped) }
        switch key.end - key.start {
        case 3:
            if decoder.key(key, is: "one") { return .one }
            if decoder.key(key, is: "two") { return .two }
            if decoder.key(key, is: "few") { return .few }
        case 4:
            if decoder.key(key, is: "zero") { return .zero }
            if decoder.key(key, is: "many") { return .many }
        case 5:
            if decoder.key(key, is: "other") { return .other }
        default: break
        }
        return nil
    }

    /// The device class a form's key names, if any.
    private static func deviceClass(_ decoder: CatalogDecoder, _ key: Key) -> DeviceClass? {
        if let escaped = key.escaped { return DeviceClass(rawValue: escaped) }
        if decoder.key(key, is: "iphone") { return .iphone }
        if decoder.key(key, is: "ipad") { return .ipad }
        if decoder.key(key, is: "mac") { return .mac }
        if decoder.key(key, is: "other") { return .other }
        return nil
    }

    /// The index of the locale `key` names, made the first time it is met.
    private func locale(_ key: Key, in locales: inout CatalogLocales) -> Int {
        if let escaped = key.escaped { return locales.index(of: escaped) }
        return locales.index(of: UnsafeBufferPointer(rebasing: buffer[key.start..<key.end])) {
            text(of: key)
        }
    }

    // MARK: Tokens

    /// The byte at the cursor, 0 at the end (0 is never valid where a token is expected).
    private var byte: UInt8 { position < buffer.count ? buffer[position] : 0 }

    /// The object at the cursor: `body` is called with each key, the cursor at its value (which
    /// it must read or skip), in the file's order.
    private mutating func members(
        depth: Int, _ body: (inout CatalogDecoder, Key) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        guard depth < JSONReader.maximumDepth else { throw Self.giveUp }
        skipSpace()
        guard byte == UInt8(ascii: "{") else { throw Self.giveUp }
        position += 1
        skipSpace()
        if byte == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            skipSpace()
            let key = try memberKey()
            skipSpace()
            guard byte == UInt8(ascii: ":") else { throw Self.giveUp }
            position += 1
            skipSpace()
            try body(&self, key)
            skipSpace()
            switch byte {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return
            default: throw Self.giveUp
            }
        }
    }

    /// The key at the cursor, checked as the tree reader reads it, without making a String
    /// unless it has escapes.
    private mutating func memberKey() throws(JSONSyntaxError) -> Key {
        guard byte == UInt8(ascii: "\"") else { throw Self.giveUp }
        guard let (end, valid) = try plainString() else {
            let text = try withReader { reader throws(JSONSyntaxError) in try reader.parseString() }
            return Key(start: 0, end: 0, escaped: text)
        }
        guard valid else { throw Self.giveUp }
        let start = position + 1
        position = end + 1
        return Key(start: start, end: end, escaped: nil)
    }

    /// The end (closing quote) of the string at the cursor when it has no escapes, and whether
    /// its bytes are well-formed UTF-8; `nil` when it has escapes (``JSONReader`` reads those).
    /// A control character or the end of the file gives up.
    private func plainString() throws(JSONSyntaxError) -> (end: Int, valid: Bool)? {
        let start = position + 1
        var end = start
        let count = buffer.count
        // The bytes before the end, or'ed: ASCII needs no more checking.
        var seen: UInt64 = 0
        // Eight bytes at a time: the first that ends the run is found in one step (most keys
        // are shorter than eight bytes, most values a few words).
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while end + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self))
                let stops = Self.stops(word)
                if stops == 0 {
                    seen |= word
                    end += 8
                    continue
                }
                let offset = stops.trailingZeroBitCount >> 3
                seen |= word & ((1 << (UInt64(offset) << 3)) &- 1)
                end += offset
                break
            }
        }
        while end < count {
            let byte = buffer[end]
            if byte == UInt8(ascii: "\"") {
                let valid =
                    seen & Self.highBits == 0
                    || UTF8Validation.isWellFormed(UnsafeBufferPointer(rebasing: buffer[start..<end]))
                return (end, valid)
            }
            if byte == UInt8(ascii: "\\") { return nil }
            if byte < 0x20 { throw Self.giveUp }
            seen |= UInt64(byte)
            end += 1
        }
        throw Self.giveUp
    }

    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// The bytes of `word` (first byte lowest) that end a run of string text: `"`, `\\` or a
    /// control character (below 0x20), as the high bit of each; exact up to the first of them
    /// (the classic test for a zero byte, on the word made zero where those bytes are).
    @inline(__always)
    private static func stops(_ word: UInt64) -> UInt64 {
        func zeros(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highBits }
        // Below 0x20: subtracting 0x20 borrows into the high bit of a byte that has none.
        let control = (word &- 0x20 &* ones) & ~word & highBits
        return control | zeros(word ^ (0x22 &* ones)) | zeros(word ^ (0x5C &* ones))
    }

    /// The string at the cursor.
    private mutating func string() throws(JSONSyntaxError) -> String {
        skipSpace()
        guard byte == UInt8(ascii: "\"") else { throw Self.giveUp }
        guard let (end, valid) = try plainString() else {
            return try withReader { reader throws(JSONSyntaxError) in try reader.parseString() }
        }
        guard valid else { throw Self.giveUp }
        let utf8 = UnsafeBufferPointer(rebasing: buffer[(position + 1)..<end])
        position = end + 1
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Reads one token with ``JSONReader`` from the cursor (which it moves past the token).
    /// Tokens do not span lines, so the line stays.
    private mutating func withReader<T>(
        _ read: (inout JSONReader) throws(JSONSyntaxError) -> T
    ) throws(JSONSyntaxError) -> T {
        var reader = JSONReader(bytes: bytes)
        reader.position = position
        let result = try read(&reader)
        position = reader.position
        return result
    }

    /// Checks the value at the cursor as the tree reader would parse it, and moves past it.
    private mutating func skip(depth: Int) throws(JSONSyntaxError) {
        guard depth < JSONReader.maximumDepth else { throw Self.giveUp }
        skipSpace()
        switch byte {
        case UInt8(ascii: "{"):
            try members(depth: depth) { decoder, _ throws(JSONSyntaxError) in try decoder.skip(depth: depth + 1) }
        case UInt8(ascii: "["):
            position += 1
            skipSpace()
            if byte == UInt8(ascii: "]") {
                position += 1
                return
            }
            while true {
                try skip(depth: depth + 1)
                skipSpace()
                switch byte {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "]"):
                    position += 1
                    return
                default: throw Self.giveUp
                }
            }
        case UInt8(ascii: "\""):
            guard let (end, valid) = try plainString() else {
                _ = try withReader { reader throws(JSONSyntaxError) in try reader.parseString() }
                return
            }
            guard valid else { throw Self.giveUp }
            position = end + 1
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try withReader { reader throws(JSONSyntaxError) in try reader.parseNumber() }
        default: throw Self.giveUp
        }
    }

    /// Moves past `literal` (`true`, `false`, `null`) at the cursor.
    private mutating func word(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        guard position + count <= buffer.count else { throw Self.giveUp }
        let word = literal.utf8Start
        for offset in 0..<count where buffer[position + offset] != word[offset] { throw Self.giveUp }
        position += count
    }

    private mutating func skipSpace() {
        let count = buffer.count
        while position < count {
            switch buffer[position] {
            case 0x0A: line += 1
            case 0x20, 0x09, 0x0D: break
            default: return
            }
            position += 1
        }
    }
}
