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
/// It reads strings and counts lines as Lua 5.4's lexer does (`llex.c`), so that a key means
/// the same string and sits on the same line for both: every escape (`\a \b \f \n \r \t \v
/// \\ \" \'`, a backslash before a line break, `\z`, `\xXX`, `\ddd`, `\u{XXX}`), long strings
/// (their first line break dropped), and line breaks `\n`, `\r`, `\r\n` and `\n\r`, each one line.
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

    private mutating func advance() { index += 1 }

    private func isNewline(_ c: UInt8?) -> Bool { c == 0x0A || c == 0x0D }

    /// At a line break: skips it (`\r\n` and `\n\r` are one) and counts the line, as Lua's
    /// `inclinenumber` does.
    private mutating func newline() {
        let first = bytes[index]
        index += 1
        if let next = peek(), isNewline(next), next != first { index += 1 }
        line += 1
    }

    private mutating func next() -> LuaToken? {
        while let c = peek() {
            if c == UInt8(ascii: "-") && peek(1) == UInt8(ascii: "-") {
                index += 2
                if let level = longBracketLevel() { skipLongBracket(level: level) } else { skipLine() }
                continue
            }
            if isNewline(c) {
                newline()
                continue
            }
            if c == 0x20 || c == 0x09 || c == 0x0B || c == 0x0C {
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

    private func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
    }

    private func hexValue(_ c: UInt8) -> UInt32 {
        isDigit(c) ? UInt32(c - 0x30) : UInt32((c | 0x20) - 0x61 + 10)
    }

    /// A short string's bytes, its escapes decoded as Lua decodes them (`read_string`).
    private mutating func readQuoted(_ quote: UInt8) -> String {
        advance()
        var out: [UInt8] = []
        while let c = peek(), c != quote {
            if isNewline(c) { break }  // unterminated: Lua reports it
            guard c == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                out.append(c)
                advance()
                continue
            }
            advance()
            let escaped = bytes[index]
            let simple: [UInt8: UInt8] = [
                UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C,
                UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
                UInt8(ascii: "v"): 0x0B, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "\""): 0x22,
                UInt8(ascii: "'"): 0x27,
            ]
            if let byte = simple[escaped] {
                out.append(byte)
                advance()
            } else if isNewline(escaped) {
                out.append(0x0A)
                newline()
            } else if escaped == UInt8(ascii: "x") {
                advance()
                var value: UInt32 = 0
                for _ in 0..<2 {
                    guard let digit = peek(), isHexDigit(digit) else { break }
                    value = value * 16 + hexValue(digit)
                    advance()
                }
                out.append(UInt8(truncatingIfNeeded: value))
            } else if escaped == UInt8(ascii: "z") {
                advance()
                while let space = peek(), space == 0x20 || (space >= 0x09 && space <= 0x0D) {
                    if isNewline(space) { newline() } else { advance() }
                }
            } else if escaped == UInt8(ascii: "u") {
                advance()
                if peek() == UInt8(ascii: "{") { advance() }
                var value: UInt32 = 0
                while let digit = peek(), isHexDigit(digit), value <= 0x7FF_FFFF {
                    value = value * 16 + hexValue(digit)
                    advance()
                }
                if peek() == UInt8(ascii: "}") { advance() }
                out += Self.utf8(value)
            } else if isDigit(escaped) {
                var value = 0
                for _ in 0..<3 {
                    guard let digit = peek(), isDigit(digit) else { break }
                    value = value * 10 + Int(digit - 0x30)
                    advance()
                }
                out.append(UInt8(truncatingIfNeeded: value))
            } else {
                out.append(escaped)  // not an escape: Lua reports it
                advance()
            }
        }
        if peek() == quote { advance() }
        return String(decoding: out, as: UTF8.self)
    }

    /// `value` as Lua's `\u{XXX}` writes it (`luaO_utf8esc`): UTF-8 extended to 31 bits, up to
    /// six bytes.
    static func utf8(_ value: UInt32) -> [UInt8] {
        guard value >= 0x80 else { return [UInt8(value)] }
        var x = value
        var tail: [UInt8] = []
        var first: UInt32 = 0x3F  // the most bits that fit in the first byte
        repeat {
            tail.insert(UInt8(0x80 | (x & 0x3F)), at: 0)
            x >>= 6
            first >>= 1
        } while x > first
        let lead = UInt8(truncatingIfNeeded: (~first << 1) | x)
        return [lead] + tail
    }

    /// At `[` or after `--`: the level of a long bracket `[==[` starting here, if it is one.
    private func longBracketLevel() -> Int? {
        guard peek() == UInt8(ascii: "[") else { return nil }
        var level = 0
        while peek(1 + level) == UInt8(ascii: "=") { level += 1 }
        return peek(1 + level) == UInt8(ascii: "[") ? level : nil
    }

    /// A long string or comment's text, as Lua reads it: a line break right after the opening
    /// bracket dropped, every line break one `\n`.
    @discardableResult
    private mutating func skipLongBracket(level: Int) -> String {
        for _ in 0..<(level + 2) { advance() }
        if isNewline(peek()) { newline() }
        var text: [UInt8] = []
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: "]") {
                var l = 0
                while peek(1 + l) == UInt8(ascii: "=") { l += 1 }
                if l == level && peek(1 + l) == UInt8(ascii: "]") {
                    for _ in 0..<(level + 2) { advance() }
                    return String(decoding: text, as: UTF8.self)
                }
            }
            if isNewline(c) {
                text.append(0x0A)
                newline()
            } else {
                text.append(c)
                advance()
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func skipLine() {
        while let c = peek(), !isNewline(c) { index += 1 }
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
