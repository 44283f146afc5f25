/// One `%…` directive of a format string, as Apple's `String(format:)` reads it:
/// `%` [position `N$`] [flags `-+ #0'`] [width] [`.` precision] [length `hh h l ll q z t j L`] conversion.
public struct FormatSpecifier: Sendable, Hashable {
    /// What the directive formats.
    public enum Kind: Sendable, Hashable {
        /// `d i u o x X c C` (an integer).
        case integer
        /// `f F e E g G` (a floating-point number).
        case floatingPoint
        /// `@ s S` (an object or a string).
        case object
    }

    /// 1-based argument number: the explicit `N$`, else the next in order.
    public var argument: Int
    /// Whether the directive named its argument (`%2$@`).
    public var isPositional: Bool
    public var flags: Set<Character>
    public var width: Int?
    public var precision: Int?
    /// `l`, `ll`, `h` …, or empty.
    public var length: String
    /// The conversion character (`d`, `@`, `f` …).
    public var conversion: Character
    /// The directive as written (`%1$lld`).
    public var text: String

    public var kind: Kind {
        switch conversion {
        case "d", "i", "u", "o", "x", "X", "c", "C": .integer
        case "f", "F", "e", "E", "g", "G": .floatingPoint
        default: .object
        }
    }

    /// The conversions Tartine formats.
    static let conversions: Set<Character> = ["d", "i", "u", "o", "x", "X", "c", "C", "f", "F", "e", "E", "g", "G", "@", "s", "S"]
}

/// A format string split into literal text and directives.
public struct FormatString: Sendable, Hashable {
    public enum Part: Sendable, Hashable {
        case text(String)
        case specifier(FormatSpecifier)
        /// A `%` that does not start a directive Tartine formats (`%y`, `%a`, a trailing `%`, `%*d`).
        case invalid(String)
    }

    public var parts: [Part]

    /// The directives, in order.
    public var specifiers: [FormatSpecifier] {
        parts.compactMap { if case .specifier(let s) = $0 { s } else { nil } }
    }

    /// The directives Tartine cannot format, as written.
    public var invalid: [String] {
        parts.compactMap { if case .invalid(let s) = $0 { s } else { nil } }
    }

    /// How many arguments the string reads: the highest argument number of its directives.
    public var argumentCount: Int { specifiers.map(\.argument).max() ?? 0 }

    /// Parses `format`; `%%` becomes text `%`. Never fails: what is not a directive is `.invalid`.
    public init(_ format: String) {
        guard format.utf8.contains(UInt8(ascii: "%")) else {
            parts = format.isEmpty ? [] : [.text(format)]
            return
        }
        var parts: [Part] = []
        var literal = String.UnicodeScalarView()
        var next = 1
        let chars = Array(format.unicodeScalars)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else {
                literal.append(chars[i])
                i += 1
                continue
            }
            if i + 1 < chars.count, chars[i + 1] == "%" {
                literal.append("%")
                i += 2
                continue
            }
            let (part, end) = Self.directive(chars, from: i, next: &next)
            if !literal.isEmpty { parts.append(.text(String(literal))) }
            literal = String.UnicodeScalarView()
            parts.append(part)
            i = end
        }
        if !literal.isEmpty { parts.append(.text(String(literal))) }
        self.parts = parts
    }

    private static func number(_ chars: [Unicode.Scalar], _ i: inout Int) -> Int? {
        var value: Int?
        while i < chars.count, ("0"..."9").contains(chars[i]) {
            value = min((value ?? 0) * 10 + Int(chars[i].value - 48), 1_000_000)
            i += 1
        }
        return value
    }

    private static func text(_ chars: ArraySlice<Unicode.Scalar>) -> String {
        String(String.UnicodeScalarView(chars))
    }

    private static func directive(_ chars: [Unicode.Scalar], from start: Int, next: inout Int) -> (Part, Int) {
        var i = start + 1
        var position: Int?
        let save = i
        if let n = number(chars, &i), i < chars.count, chars[i] == "$", n > 0 {
            position = n
            i += 1
        } else {
            i = save
        }
        var flags = Set<Character>()
        while i < chars.count, "-+ #0'".unicodeScalars.contains(chars[i]) {
            flags.insert(Character(chars[i]))
            i += 1
        }
        let width = number(chars, &i)
        var precision: Int?
        if i < chars.count, chars[i] == "." {
            i += 1
            precision = number(chars, &i) ?? 0
        }
        var length = ""
        while i < chars.count, "hlqztjL".unicodeScalars.contains(chars[i]), length.utf8.count < 2 {
            length.unicodeScalars.append(chars[i])
            i += 1
        }
        guard i < chars.count, FormatSpecifier.conversions.contains(Character(chars[i])) else {
            let end = min(i + 1, chars.count)
            return (.invalid(text(chars[start..<end])), end)
        }
        let argument = position ?? next
        if position == nil { next += 1 }
        let spec = FormatSpecifier(argument: argument, isPositional: position != nil, flags: flags, width: width,
                                   precision: precision, length: length, conversion: Character(chars[i]),
                                   text: text(chars[start...i]))
        return (.specifier(spec), i + 1)
    }
}
