/// A problem in a `Localizable.strings` file.
public typealias StringsFileError = StringFileError

/// Apple's `Localizable.strings` format, read as Apple's old-style property-list parser does.
public enum StringsFile {
    /// Parses a `.strings` file into its key → value table.
    ///
    /// Follows CoreFoundation's old-style property-list parser (`CFOldStylePList.c`):
    /// `"key" = "value";` pairs and the shorthand `"key";` (the value is the key); strings in
    /// double or single quotes, or unquoted when made of `A-Z a-z 0-9 _ . $ : / -`; `/* … */`
    /// and `//` comments, a `/*` never closed running to the end of the file (a warning of
    /// ``contents(_:file:locale:)``); in quoted strings
    /// the escapes `\n` `\t` `\r` `\a` `\b` `\f` `\v`, octal `\0`…`\377`, `\U` with up to four
    /// hex digits (`\U26` is `&`; surrogate pairs joined, a lone one becomes U+FFFD), a
    /// backslash before a line feed, and any other character after a backslash standing for
    /// itself (`\"`, `\\`, `\Μ` → `Μ`, `\u` → `u`). The text may be UTF-8 (with or without a BOM) or
    /// UTF-16 with a BOM (or, without one, when its first character shows a zero byte). A key
    /// given twice takes its last value, as Apple's parser does.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: the file's name, used in errors.
    /// - Returns: the table, key → value.
    /// - Throws: ``StringsFileError`` at the first problem, with its line.
    public static func parse(_ data: [UInt8], file: String) throws(StringsFileError) -> [String: String] {
        let text = try TextDecoding.scalars(of: data, file: file)
        var parser = StringsParser(text: text, file: file)
        return try parser.parseTable()
    }

    /// The file as the strings of `locale`, with the line of each value, and warnings for what
    /// Apple's parser accepts but a writer hardly means (a `/*` never closed).
    public static func contents(_ data: [UInt8], file: String, locale: String) throws(StringsFileError)
        -> StringFileContents
    {
        let text = try TextDecoding.scalars(of: data, file: file)
        var parser = StringsParser(text: text, file: file)
        let table = try parser.parseTable()
        var contents = StringFileContents()
        contents.tables[locale] = table
        contents.lines[locale] = parser.lines
        contents.warnings = parser.warnings
        return contents
    }
}

/// Reads `.strings` text: a cursor over Unicode scalars that knows its line.
struct StringsParser {
    let text: [Unicode.Scalar]
    let file: String
    var position = 0
    var line = 1
    /// Key → the line its pair starts on.
    var lines: [String: Int] = [:]
    /// What the file says that Apple's parser accepts but hardly means (a comment never closed).
    var warnings: [StringsFileError] = []

    init(text: [Unicode.Scalar], file: String) {
        self.text = text
        self.file = file
    }

    mutating func parseTable() throws(StringsFileError) -> [String: String] {
        var table: [String: String] = [:]
        while try skipSpaceAndComments() {
            let keyLine = line
            guard let key = try parseString() else { throw failure("expected a key") }
            lines[key] = keyLine
            var value = key
            var endLine = line
            guard try skipSpaceAndComments(), peek == "=" || peek == ";" else {
                throw failure("expected '=' or ';' after key", line: endLine)
            }
            if peek == "=" {
                advance()
                guard try skipSpaceAndComments(), let parsed = try parseString() else {
                    throw failure("expected a value after '='")
                }
                value = parsed
                endLine = line
                guard try skipSpaceAndComments(), peek == ";" else {
                    throw failure("expected ';' after value", line: endLine)
                }
            }
            advance()
            table[key] = value
        }
        return table
    }

    // MARK: Strings

    /// A quoted or unquoted string at the cursor, or `nil` (cursor unmoved) if none starts here.
    private mutating func parseString() throws(StringsFileError) -> String? {
        if let quote = peek, quote == "\"" || quote == "'" { return try parseQuoted(quote) }
        var scalars = String.UnicodeScalarView()
        while let scalar = peek, Self.isUnquoted(scalar) {
            scalars.append(scalar)
            advance()
        }
        return scalars.isEmpty ? nil : String(scalars)
    }

    private mutating func parseQuoted(_ quote: Unicode.Scalar) throws(StringsFileError) -> String {
        let startLine = line
        advance()  // opening quote
        var scalars = String.UnicodeScalarView()
        while let scalar = peek {
            advance()
            switch scalar {
            case quote: return String(scalars)
            case "\\": scalars.append(try parseEscape())
            default: scalars.append(scalar)
            }
        }
        throw StringsFileError(file: file, line: startLine, message: "unterminated string")
    }

    /// The character an escape after `\` stands for.
    private mutating func parseEscape() throws(StringsFileError) -> Unicode.Scalar {
        guard let letter = peek else { throw failure("unterminated string") }
        advance()
        switch letter {
        case "n", "\n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "0"..."7": return parseOctal(first: letter)
        case "U": return parseUnicodeEscape()
        default: return letter
        }
    }

    /// `\` then one to three octal digits (the first already read): that code point, 0…255.
    private mutating func parseOctal(first: Unicode.Scalar) -> Unicode.Scalar {
        var value = first.value - 48
        for _ in 0..<2 {
            guard let digit = peek, ("0"..."7").contains(digit), value * 8 + digit.value - 48 <= 0o377 else { break }
            value = value * 8 + digit.value - 48
            advance()
        }
        return Unicode.Scalar(UInt8(value))
    }

    /// `\U` then up to four hex digits; a high surrogate followed by `\U` and a low one joins it.
    private mutating func parseUnicodeEscape() -> Unicode.Scalar {
        let high = hexDigits()
        if let scalar = Unicode.Scalar(high) { return scalar }
        guard (0xD800...0xDBFF).contains(high), peek == "\\", peek(at: 1) == "U" else { return "\u{FFFD}" }
        let save = (position, line)
        advance()
        advance()
        let low = hexDigits()
        guard (0xDC00...0xDFFF).contains(low),
            let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else {
            (position, line) = save
            return "\u{FFFD}"
        }
        return scalar
    }

    private mutating func hexDigits() -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = peek, scalar.isASCII, let digit = Character(scalar).hexDigitValue else { break }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }

    /// The characters Apple's parser accepts in an unquoted string.
    static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "$", ":", "/", "-": true
        default: false
        }
    }

    // MARK: Space, comments, cursor

    /// Skips white space and comments.
    /// - Returns: whether anything is left.
    private mutating func skipSpaceAndComments() throws(StringsFileError) -> Bool {
        while let scalar = peek {
            if (0x09...0x0D).contains(scalar.value) || scalar == " " || scalar == "\u{2028}" || scalar == "\u{2029}" {
                advance()
            } else if scalar == "/", peek(at: 1) == "/" {
                while let next = peek, next != "\n", next != "\r" { advance() }
            } else if scalar == "/", peek(at: 1) == "*" {
                let startLine = line
                advance()
                advance()
                while !(peek == "*" && peek(at: 1) == "/") {
                    guard peek != nil else {
                        // Apple's parser: the comment runs to the end. Read so, but not silently.
                        warnings.append(
                            StringsFileError(
                                file: file, line: startLine,
                                message: "unterminated comment: '/*' is never closed, "
                                    + "so the rest of the file is not read"))
                        return false
                    }
                    advance()
                }
                advance()
                advance()
            } else {
                return true
            }
        }
        return false
    }

    private var peek: Unicode.Scalar? { peek(at: 0) }

    private func peek(at offset: Int) -> Unicode.Scalar? {
        position + offset < text.count ? text[position + offset] : nil
    }

    /// Moves past one scalar, counting lines (`\n`, `\r\n` and a lone `\r` each end one).
    private mutating func advance() {
        guard let scalar = peek else { return }
        position += 1
        if scalar == "\n" || (scalar == "\r" && peek != "\n") { line += 1 }
    }

    /// An error at `line` (the cursor's line unless given: a missing `;` is reported where the
    /// value ended, not where the next token is).
    private func failure(_ message: String, line: Int? = nil) -> StringsFileError {
        StringsFileError(file: file, line: line ?? self.line, message: message)
    }
}
