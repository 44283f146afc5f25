/// What is wrong with a colour string given to `Color(parsing:)`.
///
/// The structured ``reason`` is the data; ``description`` turns it into the message shown to
/// theme authors, of the form `invalid colour '<input>': <problem>; expected <forms>`.
public struct ColorParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The specific problem.
    public enum Reason: Sendable, Equatable {
        /// Nothing to parse: the string is blank, or nothing precedes an `@alpha` suffix.
        case empty
        /// A `#` colour with a digit count other than 3, 4, 6 or 8, or a non-hex digit;
        /// `digits` counts every character after the `#`.
        case badHex(digits: Int)
        /// A function with the wrong number of arguments, a non-number where a number belongs,
        /// unbalanced parentheses, or a function other than `rgb`, `rgba` and `light-dark`.
        /// `name` is lowercased.
        case badFunction(name: String)
        /// An `rgb()` / `rgba()` channel outside 0...255.
        case channelOutOfRange(value: Double)
        /// An alpha outside 0...1, in `rgba()` or after `@` (percentages already divided by 100).
        case alphaOutOfRange(value: Double)
        /// `@` followed by something that is neither a number nor a percentage; `text` excludes the `@`.
        case badAlphaSuffix(text: String)
        /// A word that names no system colour, with the closest known spelling, if any.
        case unknownName(name: String, suggestion: String?)
    }

    /// The whole string that failed to parse, exactly as given.
    public var input: String
    /// What is wrong with it.
    public var reason: Reason
    /// The smallest piece of ``input`` the problem was found in, trimmed: the hex code, the
    /// function call, the channel or alpha text, the name, or (for ``Reason/empty``) the
    /// `@alpha` text with nothing before it.
    public var fragment: String

    /// Creates an error.
    /// - Parameter input: The whole string that failed to parse.
    /// - Parameter reason: What is wrong with it.
    /// - Parameter fragment: The offending piece of `input`; `nil` means all of `input`.
    public init(input: String, reason: Reason, fragment: String? = nil) {
        self.input = input
        self.reason = reason
        self.fragment = fragment ?? input
    }

    /// The list of accepted forms that ends most messages.
    public static let expectedForms =
        "expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a), "
        + "light-dark(light, dark) or a system colour name such as systemBlue, "
        + "optionally followed by @alpha (as in systemGreen@0.9)"

    /// The message for theme authors. An unknown name with a suggestion ends in
    /// `Did you mean '<suggestion>'?` instead of the list of accepted forms.
    public var description: String {
        let head = "invalid colour '\(input)': "
        if case .unknownName(let name, let suggestion?) = reason {
            return head + "unknown colour name '\(name)'. " + Suggestion.sentence(suggestion)
        }
        return head + problem + "; " + Self.expectedForms
    }

    /// The `<problem>` part of ``description``.
    private var problem: String {
        switch reason {
        case .empty:
            return fragment.isEmpty ? "empty string" : "missing colour before '\(fragment)'"
        case .badHex(let digits):
            if let bad = fragment.dropFirst().first(where: { !RGBA.isHexDigit($0) }) {
                return "'\(fragment)' contains '\(bad)', which is not a hex digit"
            }
            return "'\(fragment)' has \(digits) hex digit\(digits == 1 ? "" : "s")"
        case .badFunction(let name):
            switch name {
            case "rgb": return "rgb() takes 3 numbers"
            case "rgba": return "rgba() takes 4 numbers"
            case "light-dark": return "light-dark() takes 2 colours"
            default: return "unknown function '\(name)()'"
            }
        case .channelOutOfRange(let value):
            return "channel \(NumberText.short(value)) is outside 0...255"
        case .alphaOutOfRange(let value):
            return "alpha \(NumberText.short(value)) is outside 0...1"
        case .badAlphaSuffix(let text):
            return "'@\(text)' is not an alpha value"
        case .unknownName(let name, _):
            return "unknown colour name '\(name)'"
        }
    }

}

extension Color {
    /// Parses a colour as written in themes.
    ///
    /// Accepted forms (surrounding whitespace is ignored everywhere):
    /// - `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, case-insensitive;
    /// - `rgb(255, 0, 0)` and `rgba(255, 0, 0, 0.5)`: channels are numbers in 0...255, alpha a
    ///   number in 0...1 or a percentage such as `50%`; spaces optional;
    /// - `light-dark(<colour>, <colour>)`, each side any form, including `@alpha`; the light side
    ///   of the first and the dark side of the second are used;
    /// - system colour names such as `systemGreen` (see ``SystemColor``), matched ignoring case.
    ///
    /// Any form may be followed by `@<alpha>` (`systemGreen@0.9`, `#FF0000@50%`), which replaces
    /// the alpha of both sides.
    /// - Parameter text: The colour string.
    /// - Throws: ``ColorParseError`` describing the first problem found.
    public init(parsing text: String) throws(ColorParseError) {
        do throws(ColorParser.Failure) {
            self = try ColorParser.expression(Substring(text))
        } catch {
            throw ColorParseError(input: text, reason: error.reason, fragment: error.fragment)
        }
    }
}

/// The hand-written scanner behind `Color(parsing:)`.
enum ColorParser {
    /// A problem, and where; `Color(parsing:)` adds the whole input.
    struct Failure: Error {
        var reason: ColorParseError.Reason
        var fragment: String

        init(_ reason: ColorParseError.Reason, _ fragment: Substring) {
            self.reason = reason
            self.fragment = String(fragment)
        }
    }

    /// A colour with an optional `@alpha` suffix.
    static func expression(_ raw: Substring) throws(Failure) -> Color {
        let text = raw.trimmingWhitespace
        guard let at = topLevelAt(in: text) else { return try base(text) }
        let suffix = text[text.utf8.index(after: at)...].trimmingWhitespace
        let head = text[..<at].trimmingWhitespace
        guard !head.isEmpty else { throw Failure(.empty, text) }
        let color = try base(head)
        guard let alpha = alphaValue(suffix) else { throw Failure(.badAlphaSuffix(text: String(suffix)), suffix) }
        guard (0...1).contains(alpha) else { throw Failure(.alphaOutOfRange(value: alpha), suffix) }
        return color.withAlpha(alpha)
    }

    /// A colour without suffix: hex, function or name.
    private static func base(_ text: Substring) throws(Failure) -> Color {
        guard let first = text.utf8.first else { throw Failure(.empty, text) }
        if first == UInt8(ascii: "#") {
            guard let rgba = RGBA(hexDigits: text.dropFirst()) else {
                throw Failure(.badHex(digits: text.dropFirst().count), text)
            }
            return Color(rgba)
        }
        if let open = text.utf8.firstIndex(of: UInt8(ascii: "(")) { return try function(text, open: open) }
        if let system = SystemColor.named(String(text)) { return system.color }
        throw Failure(.unknownName(name: String(text), suggestion: suggestion(for: String(text))), text)
    }

    /// `rgb(…)`, `rgba(…)` or `light-dark(…)`; `open` is the first `(`.
    private static func function(_ text: Substring, open: Substring.Index) throws(Failure) -> Color {
        let name = text[..<open].trimmingWhitespace.lowercased()
        func malformed() -> Failure { Failure(.badFunction(name: name), text) }
        guard text.utf8.last == UInt8(ascii: ")") else { throw malformed() }
        let inner = text[text.utf8.index(after: open)..<text.utf8.index(before: text.endIndex)]
        guard let arguments = splitArguments(inner) else { throw malformed() }
        switch name {
        case "rgb", "rgba":
            guard arguments.count == (name == "rgb" ? 3 : 4) else { throw malformed() }
            var channels: [Double] = []
            for argument in arguments.prefix(3) {
                guard let value = number(argument) else { throw malformed() }
                guard (0...255).contains(value) else { throw Failure(.channelOutOfRange(value: value), argument) }
                channels.append(value / 255)
            }
            var alpha = 1.0
            if arguments.count == 4 {
                guard let value = alphaValue(arguments[3]) else { throw malformed() }
                guard (0...1).contains(value) else { throw Failure(.alphaOutOfRange(value: value), arguments[3]) }
                alpha = value
            }
            return Color(RGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha))
        case "light-dark":
            guard arguments.count == 2, !arguments[0].isEmpty, !arguments[1].isEmpty else { throw malformed() }
            let light = try expression(arguments[0])
            let dark = try expression(arguments[1])
            return light.pairedLight(withDarkOf: dark)
        default:
            throw malformed()
        }
    }
}

// MARK: - Scanning
//
// The structural characters are all ASCII, and in UTF-8 an ASCII byte is never part of a
// longer sequence, so scanning `utf8` bytes is safe and much faster than walking `Character`s.

extension ColorParser {
    /// The first `@` outside parentheses, which starts the alpha suffix.
    static func topLevelAt(in text: Substring) -> Substring.Index? {
        let bytes = text.utf8
        var depth = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            case UInt8(ascii: "@") where depth == 0: return index
            default: break
            }
            bytes.formIndex(after: &index)
        }
        return nil
    }

    /// The comma-separated, trimmed arguments of a call; `nil` if the parentheses are unbalanced.
    static func splitArguments(_ inner: Substring) -> [Substring]? {
        var arguments: [Substring] = []
        arguments.reserveCapacity(4)
        var depth = 0
        let bytes = inner.utf8
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth < 0 { return nil }
            case UInt8(ascii: ",") where depth == 0:
                arguments.append(inner[start..<index].trimmingWhitespace)
                start = bytes.index(after: index)
            default: break
            }
            bytes.formIndex(after: &index)
        }
        guard depth == 0 else { return nil }
        arguments.append(inner[start...].trimmingWhitespace)
        return arguments
    }

    /// A plain decimal number: optional sign, digits, optional fraction (`12`, `-3`, `0.5`, `.5`).
    static func number(_ text: Substring) -> Double? {
        var sawDigit = false
        var sawPoint = false
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: ".") where !sawPoint: sawPoint = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"): if offset > 0 { return nil }
            default: return nil
            }
        }
        guard sawDigit else { return nil }
        // The scan above guarantees a form the standard library converts with correct rounding.
        return Double(text)
    }

    /// An alpha: a number (`0.5`) or a percentage (`50%`), not yet range-checked.
    static func alphaValue(_ text: Substring) -> Double? {
        guard text.utf8.last == UInt8(ascii: "%") else { return number(text) }
        return number(text.dropLast().trimmingWhitespace).map { $0 / 100 }
    }

    /// A "did you mean" for an unknown name: a near system colour name, else the name as a hex
    /// code if it looks like one that lost its `#` (`ff0000` → `#ff0000`).
    static func suggestion(for name: String) -> String? {
        if let system = SystemColor.closest(to: name) { return system.rawValue }
        let isHex = [3, 4, 6, 8].contains(name.utf8.count) && name.utf8.allSatisfy { RGBA.hexValue($0) != nil }
        return isHex ? "#" + name : nil
    }
}
