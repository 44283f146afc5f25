/// Splits a format string into text, directives and variables (`%#@name@`, `%1$#@name@`), so
/// that variables can be replaced by their forms and directives made positional.
package enum VariableScanner {
    package enum Token: Equatable {
        /// Text, with `%%` kept as written.
        case text(String)
        /// A directive as written and its explicit position, if any.
        case directive(String, position: Int?)
        case variable(name: String, position: Int?, raw: String)
    }

    package static func tokens(_ format: String) -> [Token] {
        guard format.utf8.contains(UInt8(ascii: "%")) else { return format.isEmpty ? [] : [.text(format)] }
        var tokens: [Token] = []
        var text = String.UnicodeScalarView()
        let chars = Array(format.unicodeScalars)
        func string(_ slice: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(slice)) }
        var i = 0
        func flush() {
            if !text.isEmpty { tokens.append(.text(String(text))) }
            text = String.UnicodeScalarView()
        }
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else {
                text.append(chars[i])
                i += 1
                continue
            }
            if chars[i + 1] == "%" {
                text.append("%")
                text.append("%")
                i += 2
                continue
            }
            var j = i + 1
            var position = 0
            while j < chars.count, ("0"..."9").contains(chars[j]) {
                position = min(position * 10 + Int(chars[j].value - 48), 1_000_000)
                j += 1
            }
            var explicit: Int?
            if j > i + 1, j < chars.count, chars[j] == "$" {
                explicit = position
                j += 1
            } else {
                j = i + 1
            }
            if j + 1 < chars.count, chars[j] == "#", chars[j + 1] == "@",
                let close = chars[(j + 2)...].firstIndex(of: "@")
            {
                flush()
                tokens.append(
                    .variable(name: string(chars[(j + 2)..<close]), position: explicit, raw: string(chars[i...close])))
                i = close + 1
                continue
            }
            // A directive: up to its conversion character (or what FormatString calls invalid).
            var k = j
            while k < chars.count, "-+ #0'.0123456789hlqztjL".unicodeScalars.contains(chars[k]) { k += 1 }
            let end = min(k + 1, chars.count)
            flush()
            tokens.append(.directive(string(chars[i..<end]), position: explicit))
            i = end
        }
        flush()
        return tokens
    }

    /// `%lld` → `%3$lld`; a directive that has a position keeps it.
    static func positional(_ directive: String, argument: Int) -> String {
        guard directive.count > 1, !isPositional(directive), FormatString(directive).specifiers.count == 1 else {
            return directive
        }
        return "%\(argument)$" + directive.dropFirst()
    }

    private static func isPositional(_ directive: String) -> Bool {
        let body = directive.dropFirst()
        let digits = body.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && body.dropFirst(digits.count).first == "$"
    }

    /// Every directive without a position in `form` made to read argument `index`.
    static func bind(_ form: String, to index: Int) -> String {
        tokens(form).map { token in
            switch token {
            case .text(let text): text
            case .directive(let text, let position): position == nil ? positional(text, argument: index) : text
            case .variable(_, _, let raw): raw
            }
        }.joined()
    }
}
