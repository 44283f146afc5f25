/// Why a timing curve could not be made: the `reason` as data, the `description` as text.
public struct CurveError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The text names no curve; `suggestion` is the closest accepted name, if one is close.
        case unknownName(String, suggestion: String?)
        /// The text starts like `cubic-bezier(` but is not four comma-separated numbers in parentheses.
        case badCubicBezier(String)
        /// A Bézier control point's x (x1 or x2) is outside 0...1.
        case controlPointOutOfRange(Double)
        /// A Bézier control point's y (`parameter` names it) or a sample is outside
        /// `TimingCurve.progressRange`.
        case progressOutOfRange(parameter: String, value: Double)
        /// A spring's progress reaches `value` (its farthest from 0...1) outside
        /// `TimingCurve.progressRange`.
        case springSwingOutOfRange(Double)
        /// A parameter is NaN or infinite.
        case notFinite
        /// A spring parameter (`damping` or `duration`) is zero or negative.
        case nonPositive(parameter: String, value: Double)
        /// A sampled curve has fewer than two samples (the count is attached).
        case tooFewSamples(Int)
        /// A sampled curve does not start at 0 or does not end at 1.
        case badEndpoints(first: Double, last: Double)
    }

    /// What went wrong.
    public var reason: Reason

    /// Creates an error.
    ///
    /// - Parameter reason: What went wrong.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// A one-line message for people, e.g. `unknown curve 'easOut'. Did you mean 'easeOut'?`.
    public var description: String {
        let f = NumberText.short
        switch reason {
        case let .unknownName(name, suggestion?):
            return "unknown curve '\(name)'. " + Suggestion.sentence(suggestion)
        case let .unknownName(name, nil):
            return "unknown curve '\(name)'; expected linear, easeIn, easeOut, easeInOut, ease, "
                + "fastOutSlowIn or cubic-bezier(x1, y1, x2, y2)"
        case let .badCubicBezier(text):
            return "malformed cubic-bezier '\(text)'; expected cubic-bezier(x1, y1, x2, y2) with four numbers"
        case let .controlPointOutOfRange(x):
            return "cubic-bezier x1 and x2 must be within 0...1, got \(f(x))"
        case let .springSwingOutOfRange(value):
            let range = TimingCurve.progressRange
            let swing = NumberText.fixed(value, digits: 1)
            return "the spring swings to \(swing) of the distance, outside the \(f(range.lowerBound)) to "
                + "\(f(range.upperBound)) a curve may reach; lower its velocity or raise its damping"
        case let .progressOutOfRange(parameter, value):
            let range = TimingCurve.progressRange
            return "\(parameter) must be within \(f(range.lowerBound))...\(f(range.upperBound)), got \(f(value))"
        case .notFinite:
            return "curve parameters must be finite numbers"
        case let .nonPositive(parameter, value):
            return "spring \(parameter) must be greater than 0, got \(f(value))"
        case let .tooFewSamples(count):
            return "a sampled curve needs at least 2 values, got \(count)"
        case let .badEndpoints(first, last):
            return "a sampled curve must start at 0 and end at 1, got \(f(first)) … \(f(last))"
        }
    }
}

extension TimingCurve {
    /// Every accepted name, for documentation and editor completion. `cubic-bezier(x1, y1, x2, y2)`
    /// is accepted too.
    public static let namedCurves: [String] = namedTable.map(\.name)

    /// Names and their curves; camelCase spellings come first, so they win suggestion ties.
    private static let namedTable: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear),
        ("easeIn", .easeIn),
        ("easeOut", .easeOut),
        ("easeInOut", .easeInOut),
        ("ease", .cubicBezier(.ease)),
        ("fastOutSlowIn", .cubicBezier(.fastOutSlowIn)),
        ("ease-in", .easeIn),
        ("ease-out", .easeOut),
        ("ease-in-out", .easeInOut),
        ("fast-out-slow-in", .cubicBezier(.fastOutSlowIn)),
    ]

    /// Parses a curve as written in a theme.
    ///
    /// Accepts `linear`, `easeIn`, `easeOut`, `easeInOut` (also `ease-in`, `ease-out`,
    /// `ease-in-out`), `ease` (CSS), `fastOutSlowIn` (also `fast-out-slow-in`, Material), and
    /// `cubic-bezier(x1, y1, x2, y2)` (spaces optional). Names are case-sensitive; surrounding
    /// whitespace is ignored.
    ///
    /// - Parameter text: The curve's spelling.
    /// - Throws: `CurveError` with `.unknownName` (with a "Did you mean" suggestion when a name is
    ///   close), `.badCubicBezier`, or the errors of `CubicBezier.init`.
    public init(parsing text: String) throws(CurveError) {
        let trimmed = Self.trimmingWhitespace(text)
        if let entry = Self.namedTable.first(where: { $0.name == trimmed }) {
            self = entry.curve
            return
        }
        let prefix = "cubic-bezier"
        guard trimmed.hasPrefix(prefix) else {
            throw CurveError(.unknownName(trimmed, suggestion: Self.suggestion(for: trimmed)))
        }
        let rest = Self.trimmingWhitespace(trimmed.dropFirst(prefix.count))
        guard rest.first == "(", rest.last == ")" else {
            throw CurveError(.badCubicBezier(trimmed))
        }
        let parts = rest.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.compactMap { Double(Self.trimmingWhitespace($0)) }
        guard parts.count == 4, numbers.count == 4 else { throw CurveError(.badCubicBezier(trimmed)) }
        self = .cubicBezier(try CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3]))
    }

    /// `text` without leading and trailing whitespace.
    private static func trimmingWhitespace(_ text: some StringProtocol) -> String {
        String(Substring(text).trimmingWhitespace)
    }

    /// The accepted name closest to `text` (ignoring case), or nil when none is within a third
    /// of its length (at least 1) edits. A call like `cubic-bezir(…)` is matched by the part before `(`.
    private static func suggestion(for text: String) -> String? {
        let head = text.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first
        let word = Array(Self.trimmingWhitespace(head ?? "").lowercased())
        guard !word.isEmpty, word.count <= 40 else { return nil }
        // On equal distance, prefer the spelling style of the input (hyphenated or camelCase).
        let hyphenated = word.contains("-")
        var best: (name: String, score: Int)?
        for name in namedCurves + ["cubic-bezier"] {
            let candidate = Array(name.lowercased())
            let distance = editDistance(word, candidate)
            guard distance <= max(1, min(word.count, candidate.count) / 3) else { continue }
            let score = 2 * distance + (candidate.contains("-") == hyphenated ? 0 : 1)
            if score < (best?.score ?? .max) { best = (name, score) }
        }
        return best?.name
    }

    /// The Levenshtein distance (insertions, deletions, substitutions) between `a` and `b`.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
