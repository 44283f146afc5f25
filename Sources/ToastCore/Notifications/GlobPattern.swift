/// A shell glob as dunst's rules match notifications with (`fnmatch(3)` without flags): `*`
/// any run of characters, `?` one character, `[abc]`, `[a-z]` and `[!…]` (or `[^…]`) one
/// character of a set or outside it, `\` before a character takes it as written. A `[` that is
/// never closed is itself. Case counts. Characters are Unicode scalars.
///
/// Matching is iterative, with one remembered `*` (a later `*` replaces it): at most
/// pattern × text steps, never exponential, so a hostile pattern such as `*********a` against a
/// long body costs a few thousand steps. A pattern is at most ``maxLength`` UTF-8 bytes.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    /// The longest pattern, in UTF-8 bytes.
    public static let maxLength = 256

    /// One element of a parsed pattern.
    enum Token: Sendable, Hashable {
        case literal(Unicode.Scalar)
        case anyOne
        case anyRun
        case set(ranges: [ClosedRange<UInt32>], negated: Bool)

        func matches(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .literal(let expected): scalar == expected
            case .anyOne: true
            case .anyRun: false
            case .set(let ranges, let negated): ranges.contains { $0.contains(scalar.value) } != negated
            }
        }
    }

    /// The pattern as written.
    public let source: String
    let tokens: [Token]

    /// Parses `source`; `nil` when it is longer than ``maxLength`` bytes.
    public init?(_ source: String) {
        guard source.utf8.count <= Self.maxLength else { return nil }
        self.source = source
        self.tokens = Self.parse(Array(source.unicodeScalars))
    }

    /// The pattern as written.
    public var description: String { source }

    /// Whether `text` matches the whole pattern.
    public func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var p = 0
        var t = 0
        var star: Int?
        var starText = 0
        while t < scalars.count {
            if p < tokens.count, tokens[p] == .anyRun {
                star = p
                starText = t
                p += 1
            } else if p < tokens.count, tokens[p].matches(scalars[t]) {
                p += 1
                t += 1
            } else if let star {
                // Let the last `*` take one more character and try again after it.
                p = star + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < tokens.count, tokens[p] == .anyRun { p += 1 }
        return p == tokens.count
    }

    private static func parse(_ scalars: [Unicode.Scalar]) -> [Token] {
        var tokens: [Token] = []
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            switch scalar {
            case "*":
                if tokens.last != .anyRun { tokens.append(.anyRun) }
                i += 1
            case "?":
                tokens.append(.anyOne)
                i += 1
            case "\\":
                tokens.append(.literal(i + 1 < scalars.count ? scalars[i + 1] : "\\"))
                i += 2
            case "[":
                if let (set, end) = bracket(scalars, from: i) {
                    tokens.append(set)
                    i = end
                } else {
                    tokens.append(.literal("["))
                    i += 1
                }
            default:
                tokens.append(.literal(scalar))
                i += 1
            }
        }
        return tokens
    }

    /// The set that starts at the `[` at `start`, and the index after its `]`; `nil` when it is
    /// never closed.
    private static func bracket(_ scalars: [Unicode.Scalar], from start: Int) -> (Token, Int)? {
        var i = start + 1
        var negated = false
        if i < scalars.count, scalars[i] == "!" || scalars[i] == "^" {
            negated = true
            i += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while i < scalars.count {
            var scalar = scalars[i]
            if scalar == "]" && !first { return (.set(ranges: ranges, negated: negated), i + 1) }
            first = false
            if scalar == "\\", i + 1 < scalars.count {
                i += 1
                scalar = scalars[i]
            }
            i += 1
            // `a-z`: a range, unless the `-` is last before the `]`.
            if i + 1 < scalars.count, scalars[i] == "-", scalars[i + 1] != "]" {
                var upper = scalars[i + 1]
                i += 2
                if upper == "\\", i < scalars.count {
                    upper = scalars[i]
                    i += 1
                }
                if scalar.value <= upper.value { ranges.append(scalar.value...upper.value) }
            } else {
                ranges.append(scalar.value...scalar.value)
            }
        }
        return nil
    }
}
