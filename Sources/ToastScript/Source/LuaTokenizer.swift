/// A Lua 5.4 token with the line it starts on. Only what `SourceMap` needs is kept: names,
/// strings, numbers and punctuation; comments and white space are skipped.
struct LuaToken: Equatable {
    enum Kind: Equatable {
        case name(String)
        case string(String)
        case number
        case symbol(String)
    }

    var kind: Kind
    var line: Int
}

/// Splits Lua source into tokens. Tolerant: the file has already been (or will be) parsed by
/// Lua itself, which reports syntax errors; this only needs lines of keys in valid source.
struct LuaTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// Every token of `source`, in order.
    static func tokens(of source: String) -> [LuaToken] {
        var tokenizer = LuaTokenizer(source)
        var out: [LuaToken] = []
        while let token = tokenizer.next() { out.append(token) }
        return out
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private mutating func next() -> LuaToken? {
        while let c = peek() {
            if c == UInt8(ascii: "-") && peek(1) == UInt8(ascii: "-") {
                index += 2
                if let level = longBracketLevel() { skipLongBracket(level: level) } else { skipLine() }
                continue
            }
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0B || c == 0x0C {
                advance()
                continue
            }
            let start = line
            if isNameStart(c) { return LuaToken(kind: .name(readName()), line: start) }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                return LuaToken(kind: .string(readQuoted(c)), line: start)
            }
            if c == UInt8(ascii: "["), let level = longBracketLevel() {
                let text = skipLongBracket(level: level)
                return LuaToken(kind: .string(text), line: start)
            }
            if isDigit(c) || (c == UInt8(ascii: ".") && peek(1).map(isDigit) == true) {
                readNumber()
                return LuaToken(kind: .number, line: start)
            }
            return LuaToken(kind: .symbol(readSymbol()), line: start)
        }
        return nil
    }

    private func isNameStart(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == UInt8(ascii: "_") || c >= 0x80
    }

    private func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    private mutating func readName() -> String {
        let start = index
        while let c = peek(), isNameStart(c) || isDigit(c) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func readNumber() {
        while let c = peek() {
            let isExponentSign =
                (c == UInt8(ascii: "+") || c == UInt8(ascii: "-"))
                && index > 0
                && [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(
                    bytes[index - 1])
            guard isNameStart(c) || isDigit(c) || c == UInt8(ascii: ".") || isExponentSign else { break }
            index += 1
        }
    }

    private mutating func readQuoted(_ quote: UInt8) -> String {
        advance()
        var out: [UInt8] = []
        while let c = peek(), c != quote {
            if c == UInt8(ascii: "\\"), index + 1 < bytes.count {
                advance()
                let escaped = bytes[index]
                let simple: [UInt8: UInt8] = [
                    UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09,
                    UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "\""): 0x22, UInt8(ascii: "'"): 0x27,
                ]
                out.append(simple[escaped] ?? escaped)
                advance()
                continue
            }
            if c == 0x0A { break }  // unterminated: Lua reports it
            out.append(c)
            advance()
        }
        if peek() == quote { advance() }
        return String(decoding: out, as: UTF8.self)
    }

    /// At `[` or after `--`: the level of a long bracket `[==[` starting here, if it is one.
    private func longBracketLevel() -> Int? {
        guard peek() == UInt8(ascii: "[") else { return nil }
        var level = 0
        while peek(1 + level) == UInt8(ascii: "=") { level += 1 }
        return peek(1 + level) == UInt8(ascii: "[") ? level : nil
    }

    @discardableResult
    private mutating func skipLongBracket(level: Int) -> String {
        for _ in 0..<(level + 2) { advance() }
        let start = index
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "]") {
                var l = 0
                while peek(1 + l) == UInt8(ascii: "=") { l += 1 }
                if l == level && peek(1 + l) == UInt8(ascii: "]") {
                    let text = String(decoding: bytes[start..<index], as: UTF8.self)
                    for _ in 0..<(level + 2) { advance() }
                    return text
                }
            }
            advance()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipLine() {
        while let c = peek(), c != 0x0A { index += 1 }
    }

    private mutating func readSymbol() -> String {
        for candidate in ["...", "..", "==", "~=", "<=", ">=", "//", "::", "<<", ">>"] {
            let utf8 = Array(candidate.utf8)
            if index + utf8.count <= bytes.count && Array(bytes[index..<index + utf8.count]) == utf8 {
                index += utf8.count
                return candidate
            }
        }
        let c = bytes[index]
        advance()
        return String(UnicodeScalar(c))
    }
}
