/// A value of an XML property list and the line it starts on.
struct PlistNode: Sendable {
    enum Value: Sendable {
        case dict([(key: String, node: PlistNode)])
        case array([PlistNode])
        case string(String)
        /// `<integer>`, `<real>`, `<true/>`, `<date>`, `<data>`: kept as text.
        case other(String)
    }

    var value: Value
    var line: Int

    subscript(key: String) -> PlistNode? {
        guard case .dict(let members) = value else { return nil }
        return members.last { $0.key == key }?.node
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }
}

/// Reads XML property lists (`.stringsdict`): `<plist>`, `<dict>`, `<key>`, `<string>`,
/// `<array>` and the scalar elements, comments, the XML declaration and DOCTYPE, the five named
/// entities and character references.
struct PlistXMLReader {
    private let text: [Unicode.Scalar]
    private let file: String
    private var position = 0
    private var line = 1

    static func parse(_ data: [UInt8], file: String) throws(StringFileError) -> PlistNode {
        var reader = PlistXMLReader(text: try TextDecoding.scalars(of: data, file: file), file: file)
        reader.skipMisc()
        guard let (name, _, _) = try reader.openTag() else { throw reader.failure("expected <plist>") }
        let node: PlistNode
        if name == "plist" {
            reader.skipMisc()
            guard let (inner, line, empty) = try reader.openTag() else {
                throw reader.failure("expected a value in <plist>")
            }
            node = try reader.value(inner, line: line, empty: empty)
            reader.skipMisc()
            try reader.closeTag("plist")
        } else {
            node = try reader.value(name, line: reader.line, empty: false)
        }
        return node
    }

    private init(text: [Unicode.Scalar], file: String) {
        self.text = text
        self.file = file
    }

    private mutating func value(_ name: String, line: Int, empty: Bool) throws(StringFileError) -> PlistNode {
        switch name {
        case "dict":
            var members: [(key: String, node: PlistNode)] = []
            if empty { return PlistNode(value: .dict([]), line: line) }
            while true {
                skipMisc()
                if peekCloseTag() {
                    try closeTag("dict")
                    return PlistNode(value: .dict(members), line: line)
                }
                guard let (keyTag, _, keyEmpty) = try openTag(), keyTag == "key" else {
                    throw failure("expected <key> in <dict>")
                }
                let key = keyEmpty ? "" : try characters(until: "key")
                skipMisc()
                guard let (inner, innerLine, innerEmpty) = try openTag() else {
                    throw failure("expected a value after <key>\(key)</key>")
                }
                members.append((key, try value(inner, line: innerLine, empty: innerEmpty)))
            }
        case "array":
            var items: [PlistNode] = []
            if empty { return PlistNode(value: .array([]), line: line) }
            while true {
                skipMisc()
                if peekCloseTag() {
                    try closeTag("array")
                    return PlistNode(value: .array(items), line: line)
                }
                guard let (inner, innerLine, innerEmpty) = try openTag() else {
                    throw failure("expected a value in <array>")
                }
                items.append(try value(inner, line: innerLine, empty: innerEmpty))
            }
        case "string":
            return PlistNode(value: .string(empty ? "" : try characters(until: "string")), line: line)
        case "true", "false":
            if !empty { try closeTag(name) }
            return PlistNode(value: .other(name), line: line)
        case "integer", "real", "date", "data":
            return PlistNode(value: .other(empty ? "" : try characters(until: name)), line: line)
        default:
            throw failure("unknown element <\(name)>")
        }
    }

    /// Text up to `</name>`, entities decoded.
    private mutating func characters(until name: String) throws(StringFileError) -> String {
        var out = String.UnicodeScalarView()
        while let scalar = peek {
            if scalar == "<" {
                if starts(with: "<![CDATA[") {
                    skip(9)
                    while peek != nil && !starts(with: "]]>") {
                        out.append(peek!)
                        advance()
                    }
                    skip(3)
                    continue
                }
                try closeTag(name)
                return String(out)
            }
            if scalar == "&" {
                out.append(try entity())
            } else {
                out.append(scalar)
                advance()
            }
        }
        throw failure("unterminated <\(name)>")
    }

    private mutating func entity() throws(StringFileError) -> Unicode.Scalar {
        advance()
        var name = ""
        while let scalar = peek, scalar != ";", name.count < 10 {
            name.unicodeScalars.append(scalar)
            advance()
        }
        guard peek == ";" else { throw failure("unterminated entity '&\(name)'") }
        advance()
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let hex = name.hasPrefix("#x") || name.hasPrefix("#X")
            if name.hasPrefix("#"), let code = UInt32(name.dropFirst(hex ? 2 : 1), radix: hex ? 16 : 10),
                let scalar = Unicode.Scalar(code)
            {
                return scalar
            }
            throw failure("unknown entity '&\(name);'")
        }
    }

    /// `<name …>` or `<name/>`: the name, its line, whether it was empty.
    private mutating func openTag() throws(StringFileError) -> (String, Int, Bool)? {
        guard peek == "<", let next = peek(at: 1), next != "/" else { return nil }
        let tagLine = line
        advance()
        var name = ""
        while let scalar = peek, scalar != ">", scalar != "/", !scalar.properties.isWhitespace {
            name.unicodeScalars.append(scalar)
            advance()
        }
        while let scalar = peek, scalar != ">" { advance() }
        guard peek == ">" else { throw failure("unterminated <\(name)>") }
        let empty = position > 0 && text[position - 1] == "/"
        advance()
        return (name, tagLine, empty)
    }

    private func peekCloseTag() -> Bool { peek == "<" && peek(at: 1) == "/" }

    private mutating func closeTag(_ name: String) throws(StringFileError) {
        guard starts(with: "</\(name)") else { throw failure("expected </\(name)>") }
        while let scalar = peek, scalar != ">" { advance() }
        advance()
    }

    /// Skips space, comments, `<?…?>` and `<!DOCTYPE …>`.
    private mutating func skipMisc() {
        while let scalar = peek {
            if scalar.properties.isWhitespace {
                advance()
            } else if starts(with: "<!--") {
                while peek != nil && !starts(with: "-->") { advance() }
                skip(3)
            } else if starts(with: "<?") || starts(with: "<!") {
                while let s = peek, s != ">" { advance() }
                advance()
            } else {
                return
            }
        }
    }

    private func starts(with prefix: String) -> Bool {
        for (offset, scalar) in prefix.unicodeScalars.enumerated() where peek(at: offset) != scalar { return false }
        return true
    }

    private mutating func skip(_ count: Int) { for _ in 0..<count { advance() } }

    private var peek: Unicode.Scalar? { peek(at: 0) }

    private func peek(at offset: Int) -> Unicode.Scalar? {
        position + offset < text.count ? text[position + offset] : nil
    }

    private mutating func advance() {
        guard let scalar = peek else { return }
        if scalar == "\n" { line += 1 }
        position += 1
    }

    private func failure(_ message: String) -> StringFileError {
        StringFileError(file: file, line: line, message: message)
    }
}
