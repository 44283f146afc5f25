/// A JSON value and the line it starts on, so that a problem found later (a wrong type, a missing
/// key) can still be reported with its line.
struct JSONNode: Sendable {
    enum Value: Sendable {
        case object([(key: String, node: JSONNode)])
        case array([JSONNode])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    var value: Value
    var line: Int

    /// The member `key` of an object (the last, if given twice); `nil` for a missing key or a
    /// value that is not an object.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.node
    }

    /// What the value is, for messages: `an object`, `a string` …
    var kind: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A JSON syntax error: the line and what is wrong.
struct JSONSyntaxError: Error, Sendable, Equatable {
    var line: Int
    var message: String
}

/// A strict RFC 8259 JSON reader over UTF-8 bytes (a leading BOM is skipped) that records
/// each value's line. Foundation's parser gives no line for a value, so it cannot say where a
/// well-formed but wrong catalog entry is.
struct JSONReader {
    let bytes: [UInt8]
    var position = 0
    /// The line of the cursor (1-based).
    private(set) var line = 1
    static let maximumDepth = 512

    /// Parses one JSON document.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var reader = JSONReader(bytes: bytes)
        let node = try reader.parseValue(depth: 0)
        reader.skipSpace()
        if reader.position < bytes.count { throw reader.failure("unexpected \(reader.found) after the JSON value") }
        return node
    }

    /// A reader at the start of `bytes` (past a leading BOM), for decoders that walk a document
    /// token by token (``CatalogDecoder``).
    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
        skipSpace()
        let line = line
        switch peek ?? 0 {
        case UInt8(ascii: "{"): return JSONNode(value: .object(try parseMembers(depth: depth)), line: line)
        case UInt8(ascii: "["): return JSONNode(value: .array(try parseElements(depth: depth)), line: line)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), line: line)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONNode(value: .bool(true), line: line)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONNode(value: .bool(false), line: line)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONNode(value: .null, line: line)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), line: line)
        default: throw failure("expected a value, found \(found)")
        }
    }

    private mutating func parseMembers(depth: Int) throws(JSONSyntaxError) -> [(key: String, node: JSONNode)] {
        var members: [(key: String, node: JSONNode)] = []
        try parseSequence(closing: "}", item: "a member") { reader throws(JSONSyntaxError) in
            guard reader.peek == UInt8(ascii: "\"") else {
                throw reader.failure("expected a key in double quotes, found \(reader.found)")
            }
            let key = try reader.parseString()
            reader.skipSpace()
            guard reader.peek == UInt8(ascii: ":") else {
                throw reader.failure("expected ':' after key \"\(key)\", found \(reader.found)")
            }
            reader.position += 1
            members.append((key, try reader.parseValue(depth: depth + 1)))
        }
        return members
    }

    private mutating func parseElements(depth: Int) throws(JSONSyntaxError) -> [JSONNode] {
        var elements: [JSONNode] = []
        try parseSequence(closing: "]", item: "an element") { reader throws(JSONSyntaxError) in
            elements.append(try reader.parseValue(depth: depth + 1))
        }
        return elements
    }

    /// The items of an object or array, the reader at its opening bracket: `parseItem` for each
    /// (called at the item's first non-space byte), separated by commas, up to `closing`.
    private mutating func parseSequence(
        closing: Unicode.Scalar, item: String, _ parseItem: (inout JSONReader) throws(JSONSyntaxError) -> Void
    ) throws(JSONSyntaxError) {
        position += 1  // { or [
        skipSpace()
        if peek == UInt8(ascii: closing) {
            position += 1
            return
        }
        while true {
            skipSpace()
            try parseItem(&self)
            skipSpace()
            switch peek {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: closing):
                position += 1
                return
            default: throw failure("expected ',' or '\(closing)' after \(item), found \(found)")
            }
        }
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        let startLine = line
        position += 1  // opening quote
        // The common case, a string without escapes: made straight from the file's bytes.
        var end = position
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\")
        {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = bytes.withUnsafeBufferPointer { Self.string(UnsafeBufferPointer(rebasing: $0[position..<end])) }
            guard let text else { throw JSONSyntaxError(line: startLine, message: "string is not valid UTF-8") }
            position = end + 1
            return text
        }
        var utf8: [UInt8] = []
        while let byte = peek {
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                // A run of plain bytes, copied at once.
                var end = position + 1
                while end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\""),
                    bytes[end] != UInt8(ascii: "\\")
                {
                    end += 1
                }
                utf8 += bytes[position..<end]
                position = end
                continue
            }
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = utf8.withUnsafeBufferPointer(Self.string) else {
                    throw JSONSyntaxError(line: startLine, message: "string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"): try parseEscape(into: &utf8)
            case 0..<0x20:
                throw failure(byte == 0x0A ? "unterminated string" : "control character in string")
            default: utf8.append(byte)
            }
        }
        throw JSONSyntaxError(line: startLine, message: "unterminated string")
    }

    /// The text of `utf8`, or `nil` when it is not well-formed UTF-8. The standard library's
    /// `String(validating:as:)` is generic and not specialized for this call: on a 2 MB catalog it
    /// spent more than the rest of the parse in metadata lookups.
    private static func string(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        UTF8Validation.isWellFormed(utf8) ? String(decoding: utf8, as: UTF8.self) : nil
    }

    /// Checks the string at the cursor as ``parseString()`` reads it and moves past it, without
    /// making a String when it has no escapes (a value a decoder skips).
    mutating func skipString() throws(JSONSyntaxError) {
        var end = position + 1
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\")
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
            _ = try parseString()
            return
        }
        let start = position + 1
        let valid = bytes.withUnsafeBufferPointer {
            UTF8Validation.isWellFormed(UnsafeBufferPointer(rebasing: $0[start..<end]))
        }
        guard valid else { throw JSONSyntaxError(line: line, message: "string is not valid UTF-8") }
        position = end + 1
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard let letter = peek else { throw failure("unterminated string") }
        position += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let byte = simple[letter] {
            utf8.append(byte)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            throw failure("invalid escape '\\\(Character(Unicode.Scalar(letter)))' in string")
        }
        var code = try hex4()
        if (0xD800...0xDBFF).contains(code), peek == UInt8(ascii: "\\"), peek(at: 1) == UInt8(ascii: "u") {
            position += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("unpaired surrogate in \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure("unpaired surrogate in \\u escape") }
        utf8 += Array(String(Character(scalar)).utf8)
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw failure("expected four hex digits after \\u")
            }
            value = value * 16 + UInt32(digit)
            position += 1
        }
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, kept as text.
    mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = position
        func digits(_ reader: inout JSONReader) -> Int {
            let from = reader.position
            while let byte = reader.peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                reader.position += 1
            }
            return reader.position - from
        }
        if peek == UInt8(ascii: "-") { position += 1 }
        let leadingZero = peek == UInt8(ascii: "0")
        let integerDigits = digits(&self)
        var valid = integerDigits > 0 && !(leadingZero && integerDigits > 1)
        if valid, peek == UInt8(ascii: ".") {
            position += 1
            valid = digits(&self) > 0
        }
        if valid, peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            valid = digits(&self) > 0
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard valid else { throw failure("invalid number '\(text)'") }
        return text
    }

    mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        for byte in word.utf8 {
            guard peek == byte else { throw failure("invalid literal, expected '\(word)'") }
            position += 1
        }
    }

    mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            if byte == 0x0A { line += 1 }
            position += 1
        }
    }

    var peek: UInt8? { peek(at: 0) }

    private func peek(at offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    /// The byte at the cursor, for messages: `'x'`, `end of file`, or `byte 0xC3`.
    private var found: String {
        guard let byte = peek else { return "end of file" }
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private func failure(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, message: message)
    }
}
