/// How a new toast competes with the ones already showing.
public enum QueuePolicy: Sendable, Hashable {
    /// One at a time, first in first out; nothing is dropped (unless a bound says so). Behind a
    /// sticky toast (`DisplayDuration.forever`) the queue waits until it is dismissed, whatever
    /// the priority of those waiting (no toast preempts another); `maxPending` still applies.
    case serial
    /// The showing toast hides and the newest one shows; waiting ones are dropped.
    case replace
    /// While a toast is showing or waiting, new ones are dropped.
    case dropWhileBusy
    /// Up to `max` toasts visible at once, stacked; more wait their turn. When the stack is
    /// full, a waiting toast of higher priority takes the place of the oldest one on screen
    /// below it, which waits again with the hold it had left (``HideReason/preempted``).
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
    /// How many toasts that left (hidden, dropped, vetoed, summarized) the history keeps,
    /// newest first (``Presenter/recentHistory``); 0 keeps none. At most ``historyRange``.
    public var historyLimit: Int
    /// The most toasts quiet mode holds at once (``QuietMode``): past it, the held toast of the
    /// lowest priority that arrived first is dropped (`.dropped(…, .overflow)`) and counted in
    /// the summary. At most ``heldRange``.
    public var maxHeld: Int
    /// The kind shown in place of the held toasts when quiet mode ends, its message given their
    /// number (`"%d while you were away"`); `nil` releases them in order instead. A summary
    /// stands for two held toasts or more: a single one is released as it is.
    public var quietSummary: String?

    /// The bounds of ``historyLimit``.
    public static let historyRange = 0...1_000
    /// The bounds of ``maxHeld``.
    public static let heldRange = 0...10_000

    /// Creates queue settings; the defaults are a serial, unbounded queue without coalescing or
    /// gap, a history of 50, at most 100 held toasts released in order.
    public init(
        policy: QueuePolicy = .serial, maxPending: Int? = nil,
        overflow: OverflowPolicy = .dropOldest, coalesceDuplicates: Bool = false,
        gap: Double = 0, deck: DeckConfiguration = DeckConfiguration(), historyLimit: Int = 50, maxHeld: Int = 100,
        quietSummary: String? = nil
    ) {
        self.policy = policy
        self.maxPending = maxPending
        self.overflow = overflow
        self.coalesceDuplicates = coalesceDuplicates
        self.gap = gap
        self.deck = deck
        self.historyLimit = min(max(historyLimit, Self.historyRange.lowerBound), Self.historyRange.upperBound)
        self.maxHeld = min(max(maxHeld, Self.heldRange.lowerBound), Self.heldRange.upperBound)
        self.quietSummary = quietSummary
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
