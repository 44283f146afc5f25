/// How a new toast competes with the ones already showing.
public enum QueuePolicy: Sendable, Hashable {
    /// One at a time, first in first out; nothing is dropped (unless a bound says so).
    case serial
    /// The showing toast hides and the newest one shows; waiting ones are dropped.
    case replace
    /// While a toast is showing or waiting, new ones are dropped.
    case dropWhileBusy
    /// Up to `max` toasts visible at once, stacked; more wait their turn.
    case stack(max: Int)
    /// Up to `max` toasts visible at once, collapsed into a deck behind the newest one (a deck
    /// for each group key at each position); a deck expands on hover or tap
    /// (``QueueConfiguration/deck`` says how it looks).
    case deck(max: Int)
}

/// Which toast goes when the pending queue is full.
public enum OverflowPolicy: String, Sendable, Hashable, CaseIterable {
    /// The oldest waiting toast of the lowest priority is dropped to make room.
    case dropOldest
    /// The new toast is dropped (unless it outranks a waiting one, which is then dropped).
    case dropNewest
}

/// The queue settings of a theme.
public struct QueueConfiguration: Sendable, Hashable {
    /// How a new toast competes with the ones already showing.
    public var policy: QueuePolicy
    /// The most toasts that may wait; `nil` for no bound.
    public var maxPending: Int?
    /// Which toast goes when `maxPending` is reached.
    public var overflow: OverflowPolicy
    /// Whether a duplicate of a queued or visible toast becomes a count ("×3") on it.
    public var coalesceDuplicates: Bool
    /// Seconds between one toast finishing its exit and the next starting its entrance.
    public var gap: Double
    /// How the `deck` policy collapses and expands its toasts (unused by the other policies).
    public var deck: DeckConfiguration

    /// Creates queue settings; the defaults are a serial, unbounded queue without coalescing or gap.
    public init(
        policy: QueuePolicy = .serial, maxPending: Int? = nil,
        overflow: OverflowPolicy = .dropOldest, coalesceDuplicates: Bool = false,
        gap: Double = 0, deck: DeckConfiguration = DeckConfiguration()
    ) {
        self.policy = policy
        self.maxPending = maxPending
        self.overflow = overflow
        self.coalesceDuplicates = coalesceDuplicates
        self.gap = gap
        self.deck = deck
    }

    /// How many toasts may be entering or holding at once.
    var capacity: Int {
        switch policy {
        case .stack(let max), .deck(let max): Swift.max(1, max)
        default: 1
        }
    }

    /// Whether the policy is `deck`.
    public var isDeck: Bool {
        if case .deck = policy { return true }
        return false
    }
}
