import ArgumentParser
import ToastCore

/// The range a numeric option must fall in. Every range refuses NaN and infinities; a value
/// outside it is a usage error (exit 64) that names the option, the range and the value.
enum OptionRange {
    /// Above 0 and at most `upper`.
    case positive(atMost: Double)
    /// Above `lower` and at most `upper`.
    case above(Double, atMost: Double)
    /// From `lower` to `upper`, both included.
    case closed(Double, Double)

    /// Whether `value` is in the range (never for NaN or an infinity).
    func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        switch self {
        case .positive(let upper): return value > 0 && value <= upper
        case .above(let lower, let upper): return value > lower && value <= upper
        case .closed(let lower, let upper): return value >= lower && value <= upper
        }
    }

    /// The range in words: "above 0 and at most 4", "from 0 to 60".
    var text: String {
        switch self {
        case .positive(let upper): "above 0 and at most \(Self.number(upper))"
        case .above(let lower, let upper): "above \(Self.number(lower)) and at most \(Self.number(upper))"
        case .closed(let lower, let upper): "from \(Self.number(lower)) to \(Self.number(upper))"
        }
    }

    /// Refuses `value` for `option` when it is outside `range` (nothing to check when `nil`).
    /// - Throws: `ValidationError`: "--scale must be above 0 and at most 4, got nan".
    static func check(_ option: String, _ value: Double?, within range: OptionRange) throws {
        guard let value, !range.contains(value) else { return }
        throw ValidationError("\(option) must be \(range.text), got \(number(value))")
    }

    /// Refuses an integer `value` for `option` outside `range`.
    /// - Throws: `ValidationError`: "--jobs must be from 1 to 256, got 0".
    static func check(_ option: String, _ value: Int, within range: ClosedRange<Int>) throws {
        guard !range.contains(value) else { return }
        throw ValidationError("\(option) must be from \(range.lowerBound) to \(range.upperBound), got \(value)")
    }

    private static func number(_ value: Double) -> String { NumberText.short(value) }
}
