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
        /// unbalanced parentheses, or a function other than `rgb`, `rgba`, `hsl`, `hsla`, `hwb`
        /// and `light-dark`. `name` is lowercased.
        case badFunction(name: String)
        /// An `rgb()` / `rgba()` channel outside 0...255.
        case channelOutOfRange(value: Double)
        /// A percentage (a channel, saturation, lightness, whiteness or blackness) outside 0...100.
        case percentageOutOfRange(value: Double)
        /// A hue outside -360...360 degrees (after its unit: `deg`, `grad`, `rad` or `turn`).
        case hueOutOfRange(degrees: Double)
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
        "expected #RGB, #RGBA, #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a), rgb(r g b / a), "
        + "hsl(h s% l% / a), hwb(h w% b% / a), light-dark(light, dark) or a system colour name such as "
        + "systemBlue, optionally followed by @alpha (as in systemGreen@0.9)"

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
            case "rgb", "rgba":
                return "\(name)() takes 3 numbers or percentages and an optional alpha, as rgb(255, 59, 48) "
                    + "or rgb(255 59 48 / 0.9)"
            case "hsl", "hsla":
                return "\(name)() takes a hue, a saturation and a lightness and an optional alpha, as "
                    + "hsl(3deg 100% 59%) or hsl(3, 100%, 59%, 0.9)"
            case "hwb":
                return "hwb() takes a hue, a whiteness and a blackness and an optional alpha, as hwb(3 0% 0% / 0.9)"
            case "light-dark": return "light-dark() takes 2 colours"
            default: return "unknown function '\(name)()'"
            }
        case .channelOutOfRange(let value):
            return "channel \(NumberText.short(value)) is outside 0...255"
        case .percentageOutOfRange(let value):
            return "\(NumberText.short(value))% is outside 0%...100%"
        case .hueOutOfRange(let degrees):
            return "hue \(NumberText.short(degrees))deg is outside -360...360 degrees"
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
    /// - `rgb(255, 0, 0)` and `rgba(255, 0, 0, 0.5)`, and CSS Color 4's `rgb(255 0 0 / 0.5)`
    ///   (`rgb` and `rgba` are one function): channels are numbers in 0...255 or percentages,
    ///   alpha a number in 0...1 or a percentage such as `50%`;
    /// - `hsl(3deg 100% 59% / 0.9)` (also `hsla`, and the comma form `hsl(3, 100%, 59%, 0.9)`)
    ///   and `hwb(3 0% 0% / 0.9)`: a hue in degrees (or `grad`, `rad`, `turn`) within ±360, then
    ///   two percentages (or numbers of percent);
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
        switch name {
        case "rgb", "rgba", "hsl", "hsla", "hwb":
            guard let (values, alphaText) = components(inner, commas: name != "hwb") else { throw malformed() }
            var alpha = 1.0
            if let alphaText {
                guard let value = alphaValue(alphaText) else { throw malformed() }
                guard (0...1).contains(value) else { throw Failure(.alphaOutOfRange(value: value), alphaText) }
                alpha = value
            }
            let rgb: (Double, Double, Double)
            if name.hasPrefix("rgb") {
                var channels: [Double] = []
                for value in values { channels.append(try channel(value, malformed)) }
                rgb = (channels[0], channels[1], channels[2])
            } else {
                let hue = try hue(values[0], malformed)
                let first = try percentage(values[1], malformed)
                let second = try percentage(values[2], malformed)
                rgb = name == "hwb" ? hwbToRGB(hue, first, second) : hslToRGB(hue, first, second)
            }
            return Color(RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha))
        case "light-dark":
            guard let arguments = splitArguments(inner) else { throw malformed() }
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

    /// The three components and the optional alpha of `rgb()`, `hsl()` or `hwb()`: CSS Color 4's
    /// space form `a b c` or `a b c / alpha`, or (where `commas`) the legacy `a, b, c` or
    /// `a, b, c, alpha`; nil for any other shape.
    static func components(_ inner: Substring, commas: Bool) -> (values: [Substring], alpha: Substring?)? {
        if inner.utf8.contains(UInt8(ascii: ",")) {
            guard commas, let arguments = splitArguments(inner), arguments.count == 3 || arguments.count == 4,
                arguments.allSatisfy({ !$0.isEmpty && !$0.utf8.contains(UInt8(ascii: "/")) })
            else { return nil }
            return (Array(arguments.prefix(3)), arguments.count == 4 ? arguments[3] : nil)
        }
        let halves = inner.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
        guard halves.count <= 2 else { return nil }
        let values = halves[0].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard values.count == 3 else { return nil }
        guard halves.count == 2 else { return (values, nil) }
        let alpha = halves[1].trimmingWhitespace
        return alpha.isEmpty ? nil : (values, alpha)
    }

    /// An `rgb()` channel, 0...1: a number in 0...255 or a percentage.
    private static func channel(_ text: Substring, _ malformed: () -> Failure) throws(Failure) -> Double {
        if text.utf8.last == UInt8(ascii: "%") { return try percentage(text, malformed) }
        guard let value = number(text) else { throw malformed() }
        guard (0...255).contains(value) else { throw Failure(.channelOutOfRange(value: value), text) }
        return value / 255
    }

    /// A percentage, or a number of percent as CSS Color 4 allows in `hsl()`, as 0...1.
    private static func percentage(_ text: Substring, _ malformed: () -> Failure) throws(Failure) -> Double {
        let digits = text.utf8.last == UInt8(ascii: "%") ? text.dropLast() : text
        guard let value = number(digits) else { throw malformed() }
        guard (0...100).contains(value) else { throw Failure(.percentageOutOfRange(value: value), text) }
        return value / 100
    }

    /// A hue in degrees: a number, or one with the unit `deg`, `grad`, `rad` or `turn`.
    private static func hue(_ text: Substring, _ malformed: () -> Failure) throws(Failure) -> Double {
        let units: [(String, Double)] = [("deg", 1), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360)]
        let lowered = text.lowercased()
        let (digits, factor) =
            units.first { lowered.hasSuffix($0.0) }.map { (text.dropLast($0.0.count), $0.1) } ?? (text, 1)
        guard let value = number(digits) else { throw malformed() }
        let degrees = value * factor
        guard (-360...360).contains(degrees) else { throw Failure(.hueOutOfRange(degrees: degrees), text) }
        return degrees
    }

    /// CSS Color 4's `hsl()` to sRGB: hue in degrees, saturation and lightness 0...1.
    static func hslToRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> (Double, Double, Double) {
        let turns = (hue / 360).truncatingRemainder(dividingBy: 1)
        let h = (turns < 0 ? turns + 1 : turns) * 12
        let reach = saturation * min(lightness, 1 - lightness)
        func component(_ n: Double) -> Double {
            let k = (n + h).truncatingRemainder(dividingBy: 12)
            return lightness - reach * max(-1, min(k - 3, 9 - k, 1))
        }
        return (component(0), component(8), component(4))
    }

    /// CSS Color 4's `hwb()` to sRGB: whiteness and blackness 0...1 (grey when they sum past 1).
    static func hwbToRGB(_ hue: Double, _ whiteness: Double, _ blackness: Double) -> (Double, Double, Double) {
        guard whiteness + blackness < 1 else {
            let grey = whiteness / (whiteness + blackness)
            return (grey, grey, grey)
        }
        let pure = hslToRGB(hue, 1, 0.5)
        let scale = 1 - whiteness - blackness
        return (pure.0 * scale + whiteness, pure.1 * scale + whiteness, pure.2 * scale + whiteness)
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

    /// A "did you mean" for an unknown name: a hex literal of code (`0xFF3B30` → `#FF3B30`,
    /// Android's `0xCCFF3B30` → `#FF3B30CC`), a near system colour name, else the name as a hex
    /// code if it looks like one that lost its `#` (`ff0000` → `#ff0000`).
    static func suggestion(for name: String) -> String? {
        if name.hasPrefix("0x") || name.hasPrefix("0X") {
            let digits = name.dropFirst(2)
            guard digits.utf8.allSatisfy({ RGBA.hexValue($0) != nil }) else { return nil }
            switch digits.utf8.count {
            case 3, 6: return "#" + digits
            case 8: return "#" + digits.dropFirst(2) + digits.prefix(2)
            default: return nil
            }
        }
        if let system = SystemColor.closest(to: name) { return system.rawValue }
        let isHex = [3, 4, 6, 8].contains(name.utf8.count) && name.utf8.allSatisfy { RGBA.hexValue($0) != nil }
        return isHex ? "#" + name : nil
    }
}
