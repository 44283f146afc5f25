/// Formats a message's `%` directives with arguments, as Apple's `String(format:)` does for the
/// directives toasts use (`%@ %d %i %u %ld %lld %lu %f %.2f %e %g %x %X %o %c %s %%`, positional
/// `%1$@`), in pure Swift.
///
/// A directive whose argument is missing or of the wrong kind (text for `%d`) is not drawn raw:
/// it is left out and the spaces around it are collapsed, and the result lists the problem.
public enum StringFormatter {
    /// The text drawn and what did not fit.
    public struct Result: Sendable, Hashable {
        /// The formatted text.
        public var text: String
        /// Problems, as `"%lld has no argument 1"`; empty when every directive was formatted.
        public var problems: [String]
    }

    /// Formats `format` with `arguments` (argument 1 is `arguments[0]`). With `escapingMarkup`
    /// (the format is rich text), what each directive puts in is escaped
    /// (``MarkupParser/escape(_:)``): an argument is shown as written, never read as markup.
    public static func format(
        _ format: String, _ arguments: [FormatArgument], escapingMarkup: Bool = false
    ) -> Result {
        let parsed = FormatString(format)
        var out = ""
        var problems: [String] = []
        var dropped = false
        for part in parsed.parts {
            switch part {
            case .text(let text): out += text
            case .invalid(let text):
                problems.append("'\(text)' is not a format directive")
                dropped = true
            case .specifier(let spec):
                guard spec.argument <= arguments.count else {
                    problems.append("\(spec.text) has no argument \(spec.argument)")
                    dropped = true
                    continue
                }
                if let text = formatted(spec, arguments[spec.argument - 1]) {
                    out += escapingMarkup ? MarkupParser.escape(text) : text
                } else {
                    problems.append("\(spec.text) cannot show \(describe(arguments[spec.argument - 1]))")
                    dropped = true
                }
            }
        }
        return Result(text: dropped ? collapsingSpaces(out) : out, problems: problems)
    }

    private static func describe(_ argument: FormatArgument) -> String {
        switch argument {
        case .integer(let v): "the integer \(v)"
        case .double(let v): "the number \(v)"
        case .string(let v): "the text \"\(v)\""
        }
    }

    /// Runs of spaces become one, and the ends are trimmed (what is left when a directive is dropped).
    static func collapsingSpaces(_ text: String) -> String {
        var out = ""
        for character in text where !(character == " " && (out.isEmpty || out.last == " ")) {
            out.append(character)
        }
        while out.last == " " { out.removeLast() }
        return out
    }

    /// One directive with its argument; `nil` when the argument does not suit it.
    static func formatted(_ spec: FormatSpecifier, _ argument: FormatArgument) -> String? {
        switch spec.conversion {
        case "@":
            return pad(truncated(argument.description, spec), spec, zeroAllowed: false)
        case "s", "S":
            guard case .string(let text) = argument else { return nil }
            return pad(truncated(text, spec), spec, zeroAllowed: false)
        case "c", "C":
            switch argument {
            case .integer(let code):
                guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: code)) else { return nil }
                return pad(String(Character(scalar)), spec, zeroAllowed: false)
            case .string(let text):
                guard let first = text.first else { return nil }
                return pad(String(first), spec, zeroAllowed: false)
            case .double: return nil
            }
        case "f", "F", "e", "E", "g", "G":
            guard let number = argument.number else { return nil }
            return pad(floating(number, spec), spec, zeroAllowed: number.isFinite)
        default:
            guard let integer = integerValue(argument) else { return nil }
            return pad(IntegerFormat.text(integer, spec), spec, zeroAllowed: spec.precision == nil)
        }
    }

    private static func integerValue(_ argument: FormatArgument) -> Int? {
        switch argument {
        case .integer(let v): v
        case .double(let v): v.rounded() == v && abs(v) < 9.2e18 ? Int(v) : nil
        case .string: nil
        }
    }

    private static func truncated(_ text: String, _ spec: FormatSpecifier) -> String {
        guard let precision = spec.precision else { return text }
        return String(text.prefix(precision))
    }

    /// Pads to the width: spaces on the left, on the right with `-`, or zeros after the sign with `0`.
    static func pad(_ text: String, _ spec: FormatSpecifier, zeroAllowed: Bool) -> String {
        guard let width = spec.width, text.count < width else { return text }
        let fill = width - text.count
        if spec.flags.contains("-") { return text + String(repeating: " ", count: fill) }
        if spec.flags.contains("0"), zeroAllowed {
            var body = Substring(text)
            var prefix = ""
            if let first = body.first, "+- ".contains(first) {
                prefix.append(first)
                body = body.dropFirst()
            }
            if body.hasPrefix("0x") || body.hasPrefix("0X") {
                prefix += body.prefix(2)
                body = body.dropFirst(2)
            }
            return prefix + String(repeating: "0", count: fill) + body
        }
        return String(repeating: " ", count: fill) + text
    }

    private static func floating(_ value: Double, _ spec: FormatSpecifier) -> String {
        let upper = spec.conversion.isUppercase
        let sign = value.sign == .minus ? "-" : spec.flags.contains("+") ? "+" : spec.flags.contains(" ") ? " " : ""
        guard value.isFinite else {
            let word = value.isNaN ? "nan" : "inf"
            return (value.isNaN ? "" : sign) + (upper ? word.uppercased() : word)
        }
        let expansion = DecimalExpansion(abs(value))
        let alternate = spec.flags.contains("#")
        let precision = spec.precision ?? 6
        let body: String
        switch spec.conversion {
        case "f", "F":
            let (integer, fraction) = expansion.fixed(precision: precision)
            body = integer + (precision > 0 || alternate ? "." : "") + fraction
        case "e", "E":
            body = scientific(expansion, precision: precision, alternate: alternate, upper: upper)
        default:
            let p = precision == 0 ? 1 : precision
            let exponent = expansion.scientific(precision: p - 1).exponent
            var text: String
            if exponent < p && exponent >= -4 {
                let (integer, fraction) = expansion.fixed(precision: p - 1 - exponent)
                text = integer + (fraction.isEmpty && !alternate ? "" : ".") + fraction
                if !alternate, text.contains(".") {
                    while text.last == "0" { text.removeLast() }
                    if text.last == "." { text.removeLast() }
                }
            } else {
                text = scientific(
                    expansion, precision: p - 1, alternate: alternate, upper: upper, trimZeros: !alternate)
            }
            body = text
        }
        return sign + body
    }

    private static func scientific(
        _ expansion: DecimalExpansion, precision: Int, alternate: Bool, upper: Bool,
        trimZeros: Bool = false
    ) -> String {
        let (lead, fractionDigits, exponent) = expansion.scientific(precision: precision)
        var fraction = fractionDigits
        if trimZeros { while fraction.last == "0" { fraction.removeLast() } }
        let mantissa = lead + (fraction.isEmpty && !alternate ? "" : ".") + fraction
        let magnitude = String(abs(exponent))
        return mantissa + (upper ? "E" : "e") + (exponent < 0 ? "-" : "+")
            + (magnitude.count < 2 ? "0" + magnitude : magnitude)
    }
}

/// `%d %i %u %o %x %X` for an integer: the width of the length modifier (none or `h`: 32 bits,
/// `hh`: 8, `l ll q z t j`: 64), sign, precision as minimum digits, `#` prefixes.
enum IntegerFormat {
    static func text(_ value: Int, _ spec: FormatSpecifier) -> String {
        let bits: Int
        switch spec.length {
        case "hh": bits = 8
        case "h": bits = 16
        case "": bits = 32
        default: bits = 64
        }
        let conversion = spec.conversion
        var magnitude: UInt64
        var negative = false
        if conversion == "d" || conversion == "i" {
            let signed: Int64
            switch bits {
            case 8: signed = Int64(Int8(truncatingIfNeeded: value))
            case 16: signed = Int64(Int16(truncatingIfNeeded: value))
            case 32: signed = Int64(Int32(truncatingIfNeeded: value))
            default: signed = Int64(value)
            }
            negative = signed < 0
            magnitude = signed.magnitude
        } else {
            let pattern = UInt64(bitPattern: Int64(value))
            magnitude = bits == 64 ? pattern : pattern & ((1 << UInt64(bits)) - 1)
        }
        let radix = conversion == "o" ? 8 : (conversion == "x" || conversion == "X") ? 16 : 10
        var digits = String(magnitude, radix: radix, uppercase: conversion == "X")
        if let precision = spec.precision {
            if precision == 0 && magnitude == 0 { digits = "" }
            if digits.count < precision { digits = String(repeating: "0", count: precision - digits.count) + digits }
        }
        if spec.flags.contains("#") {
            if radix == 8, !digits.hasPrefix("0") { digits = "0" + digits }
            if radix == 16, magnitude != 0 { digits = (conversion == "X" ? "0X" : "0x") + digits }
        }
        if conversion == "d" || conversion == "i" {
            let sign = negative ? "-" : spec.flags.contains("+") ? "+" : spec.flags.contains(" ") ? " " : ""
            return sign + digits
        }
        return digits
    }
}
