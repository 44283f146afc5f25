/// How long a toast stays fully shown, between its enter and exit transitions.
public enum DisplayDuration: Sendable, Hashable {
    /// Always this many seconds.
    case fixed(Double)
    /// This many seconds from the moment the toast starts to show, its enter transition
    /// included, so that it starts to leave on time whatever the motion: a desktop
    /// notification's `expire_timeout`, which the specification counts from display. A
    /// revision while it holds starts the whole time over.
    case visibleFor(Double)
    /// Long enough to read the text.
    case readingTime(ReadingTime)
    /// Until it is dismissed (a sticky toast: SwiftMessages' `.forever`, Material's indefinite):
    /// the hold never runs out, so a tap, a swipe, an action, `dismiss` or a newer toast under
    /// the `replace` policy ends it. A serial queue waits behind it (``QueueConfiguration``).
    case forever

    /// Whether the toast stays until it is dismissed.
    public var isForever: Bool { self == .forever }

    /// The hold time for `text`, in seconds (infinite for ``forever``).
    /// - Parameters:
    ///   - text: everything the user reads (title and message).
    ///   - hasAction: whether the toast has a button, which earns extra time.
    public func seconds(for text: String, hasAction: Bool) -> Double {
        switch self {
        case .fixed(let seconds), .visibleFor(let seconds): seconds
        case .readingTime(let rule): rule.seconds(for: text, hasAction: hasAction)
        case .forever: .infinity
        }
    }
}

/// A reading-time rule: a base, plus time per character (graphemes, so Korean and emoji count
/// one each), plus extra time when there is an action, clamped to a floor and a ceiling.
public struct ReadingTime: Sendable, Hashable {
    /// Seconds every text gets.
    public var base: Double
    /// Seconds added per character (grapheme).
    public var perCharacter: Double
    /// Seconds added when the toast has an action button.
    public var actionBonus: Double
    /// The least hold time, in seconds.
    public var minimum: Double
    /// The longest hold time, in seconds.
    public var maximum: Double

    /// Defaults: 1 s + 60 ms per character (≈ 17 characters a second), +1.5 s with an action,
    /// between 1.5 s and 7 s.
    public init(
        base: Double = 1, perCharacter: Double = 0.06, actionBonus: Double = 1.5,
        minimum: Double = 1.5, maximum: Double = 7
    ) {
        self.base = base
        self.perCharacter = perCharacter
        self.actionBonus = actionBonus
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The clamped reading time of `text` in seconds.
    public func seconds(for text: String, hasAction: Bool) -> Double {
        let raw = base + perCharacter * Double(text.count) + (hasAction ? actionBonus : 0)
        return min(max(raw, minimum), maximum)
    }
}
