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
    /// The flags as written (`-`, `+`, space, `#`, `0`, `'`).
    public var flags: String
    /// The minimum field width (`%5d`), if written.
    public var width: Int?
    /// The precision (`%.2f`), if written.
    public var precision: Int?
    /// `l`, `ll`, `h` …, or empty.
    public var length: String
    /// The conversion character (`d`, `@`, `f` …).
    public var conversion: Character
    /// The directive as written (`%1$lld`).
    public var text: String

    /// What kind of argument the conversion takes.
    public var kind: Kind {
        switch conversion {
        case "d", "i", "u", "o", "x", "X", "c", "C": .integer
        case "f", "F", "e", "E", "g", "G": .floatingPoint
        default: .object
        }
    }

    /// What kind of argument the conversion `byte` takes (as ``kind``).
    static func kind(ofConversion byte: UInt8) -> Kind {
        switch byte {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"),
            UInt8(ascii: "X"), UInt8(ascii: "c"), UInt8(ascii: "C"):
            .integer
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
            UInt8(ascii: "G"):
            .floatingPoint
        default: .object
        }
    }

    /// Whether `byte` is a conversion Tartine formats: `d i u o x X c C f F e E g G @ s S`
    /// (a test of the byte: checks of large string files parse every directive).
    static func isConversion(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"),
            UInt8(ascii: "X"), UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "f"), UInt8(ascii: "F"),
            UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "@"),
            UInt8(ascii: "s"), UInt8(ascii: "S"):
            true
        default: false
        }
    }
}

/// A format string split into literal text and directives.
public struct FormatString: Sendable, Hashable {
    /// A piece of a format string.
    public enum Part: Sendable, Hashable {
        /// Literal text (`%%` already made `%`).
        case text(String)
        /// A directive Tartine formats.
        case specifier(FormatSpecifier)
        /// A `%` that does not start a directive Tartine formats (`%y`, `%a`, a trailing `%`, `%*d`).
        case invalid(String)
    }

    /// The pieces, in order.
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
        self.init(format, keepingText: true)
    }

    /// The directives of `format` alone, valid and invalid, in order (no `.text` parts): what
    /// checks of many strings need, without copying the text between directives.
    public static func directives(of format: String) -> FormatString {
        FormatString(format, keepingText: false)
    }

    /// What a directive means to a check: the argument it reads and as what, or, for a `%`
    /// that is not a directive Tartine formats, its text.
    package enum DirectiveUse {
        case argument(Int, FormatSpecifier.Kind)
        case invalid(String)
    }

    /// Calls `body` with each directive of `format`, valid and invalid, in order: what
    /// ``directives(of:)`` finds, without making its parts (checks of large catalogs call this
    /// for every string).
    package static func forEachUse(of format: String, _ body: (DirectiveUse) -> Void) {
        var utf8 = format
        utf8.withUTF8 { bytes in
            guard bytes.contains(UInt8(ascii: "%")) else { return }
            var next = 1
            var i = 0
            while i < bytes.count {
                guard bytes[i] == UInt8(ascii: "%") else {
                    i += 1
                    continue
                }
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "%") {
                    i += 2
                    continue
                }
                let found = scan(bytes, from: i)
                if let conversion = found.conversion {
                    body(.argument(found.position ?? next, FormatSpecifier.kind(ofConversion: bytes[conversion])))
                    if found.position == nil { next += 1 }
                } else {
                    body(.invalid(String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<found.end]), as: UTF8.self)))
                }
                i = found.end
            }
        }
    }

    private init(_ format: String, keepingText: Bool) {
        var utf8 = format
        let parsed = utf8.withUTF8 { bytes -> [Part]? in
            guard bytes.contains(UInt8(ascii: "%")) else { return nil }
            return Self.parse(bytes, keepingText: keepingText)
        }
        parts = parsed ?? (format.isEmpty || !keepingText ? [] : [.text(format)])
    }

    /// Directives are ASCII, so the parse walks UTF-8 bytes; text between them is copied whole
    /// (when it is kept).
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, keepingText: Bool) -> [Part] {
        var parts: [Part] = []
        var literal: [UInt8] = []
        var next = 1
        var i = 0
        var runStart = 0
        func flushRun(_ end: Int) {
            if keepingText, end > runStart { literal += bytes[runStart..<end] }
        }
        func flushLiteral() {
            if keepingText, !literal.isEmpty { parts.append(.text(String(decoding: literal, as: UTF8.self))) }
            literal.removeAll(keepingCapacity: true)
        }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "%") else {
                i += 1
                continue
            }
            flushRun(i)
            if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "%") {
                if keepingText { literal.append(UInt8(ascii: "%")) }
                i += 2
                runStart = i
                continue
            }
            let (part, end) = directive(bytes, from: i, next: &next)
            flushLiteral()
            parts.append(part)
            i = end
            runStart = i
        }
        flushRun(bytes.count)
        flushLiteral()
        return parts
    }

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Int? {
        var value: Int?
        while i < bytes.count, (48...57).contains(bytes[i]) {
            value = min((value ?? 0) * 10 + Int(bytes[i] - 48), 1_000_000)
            i += 1
        }
        return value
    }

    /// Where the pieces of one directive are, read from its `%` at `start`.
    private struct Scan {
        var position: Int?
        var flags: Range<Int>
        var width: Int?
        var precision: Int?
        var length: Range<Int>
        /// The index of the conversion character; `nil` for an invalid directive.
        var conversion: Int?
        /// Just past the directive: after its conversion, or after the next character (a whole
        /// UTF-8 sequence) of an invalid one.
        var end: Int
    }

    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Scan {
        var i = start + 1
        var position: Int?
        let save = i
        if let n = number(bytes, &i), i < bytes.count, bytes[i] == UInt8(ascii: "$"), n > 0 {
            position = n
            i += 1
        } else {
            i = save
        }
        let flagStart = i
        while i < bytes.count, isFlag(bytes[i]) { i += 1 }
        let flags = flagStart..<i
        let width = number(bytes, &i)
        var precision: Int?
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            precision = number(bytes, &i) ?? 0
        }
        let lengthStart = i
        while i < bytes.count, isLength(bytes[i]), i - lengthStart < 2 { i += 1 }
        var found = Scan(
            position: position, flags: flags, width: width, precision: precision, length: lengthStart..<i,
            conversion: nil, end: i + 1)
        guard i < bytes.count, FormatSpecifier.isConversion(bytes[i]) else {
            var end = min(i + 1, bytes.count)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            found.end = end
            return found
        }
        found.conversion = i
        return found
    }

    private static func directive(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, next: inout Int) -> (Part, Int)
    {
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        let found = scan(bytes, from: start)
        guard let conversion = found.conversion else { return (.invalid(text(start..<found.end)), found.end) }
        let argument = found.position ?? next
        if found.position == nil { next += 1 }
        let spec = FormatSpecifier(
            argument: argument, isPositional: found.position != nil, flags: text(found.flags), width: found.width,
            precision: found.precision, length: text(found.length),
            conversion: Character(Unicode.Scalar(bytes[conversion])), text: text(start..<found.end))
        return (.specifier(spec), found.end)
    }

    /// `-`, `+`, space, `#`, `0`, `'`.
    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"),
            UInt8(ascii: "'"):
            true
        default: false
        }
    }

    /// `h l q z t j L`.
    private static func isLength(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"),
            UInt8(ascii: "j"), UInt8(ascii: "L"):
            true
        default: false
        }
    }
}
