/// How a toast left the queue: the reason recorded in its history entry.
public enum ToastOutcome: Sendable, Hashable {
    /// It was shown and hid for this reason (timed out, dismissed, tapped, swiped, replaced…).
    case hidden(HideReason)
    /// It never showed: dropped from the queue for this reason.
    case dropped(DropReason)
    /// A plugin's filter refused it.
    case vetoed
    /// Held by quiet mode, it was counted in the summary toast `into` instead of shown.
    case summarized(into: ToastID)

    /// The outcome as transcripts and plugins name it: `hidden`, `dropped`, `vetoed`, `summarized`.
    public var name: String {
        switch self {
        case .hidden: "hidden"
        case .dropped: "dropped"
        case .vetoed: "vetoed"
        case .summarized: "summarized"
        }
    }

    /// The reason within the outcome (`timeout`, `overflow`, …); `vetoed` and `summarized` have none.
    public var reason: String? {
        switch self {
        case .hidden(let reason): reason.name
        case .dropped(let reason): reason.name
        case .vetoed, .summarized: nil
        }
    }
}

/// One toast that left, as the history keeps it: who it was, what it said, when, and why it went.
public struct ToastHistoryEntry: Sendable, Hashable {
    /// Its identifier.
    public var id: ToastID
    /// The kind it was shown as.
    public var kind: String
    /// Its title as drawn, if any.
    public var title: String?
    /// Its message as drawn (the last revision, cut to `TextLimits.drawnText` bytes as drawn).
    public var message: String
    /// The tag it was shown with, if any.
    public var tag: String?
    /// Its queue priority.
    public var priority: Int
    /// When it was asked for (the first `show`, on the presenter's clock).
    public var requestedAt: Double
    /// When it started entering; `nil` when it never showed.
    public var shownAt: Double?
    /// When it left: its exit finished, or it was dropped, vetoed or summarized.
    public var endedAt: Double
    /// Why it left.
    public var outcome: ToastOutcome

    /// Creates an entry.
    public init(
        id: ToastID, kind: String, title: String?, message: String, tag: String?, priority: Int,
        requestedAt: Double, shownAt: Double?, endedAt: Double, outcome: ToastOutcome
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.message = message
        self.tag = tag
        self.priority = priority
        self.requestedAt = requestedAt
        self.shownAt = shownAt
        self.endedAt = endedAt
        self.outcome = outcome
    }
}

/// The last toasts that left, at most `limit`, in a ring: adding past the limit forgets the
/// oldest, so the memory it holds is bounded by the limit (each message by
/// `TextLimits.drawnText` bytes) however long the queue runs.
struct ToastHistory: Sendable {
    private var ring: [ToastHistoryEntry] = []
    /// Where the oldest entry is once the ring is full.
    private var start = 0
    private(set) var limit: Int

    init(limit: Int) { self.limit = max(0, limit) }

    var count: Int { ring.count }

    /// Adds `entry` as the newest, forgetting the oldest past the limit.
    mutating func append(_ entry: ToastHistoryEntry) {
        guard limit > 0 else { return }
        if ring.count < limit {
            ring.append(entry)
        } else {
            ring[start] = entry
            start = (start + 1) % limit
        }
    }

    /// The entries, newest first.
    var newestFirst: [ToastHistoryEntry] {
        (0..<ring.count).map { ring[(start + ring.count - 1 - $0) % ring.count] }
    }

    /// Keeps the newest `limit` entries from now on.
    mutating func resize(_ limit: Int) {
        let kept = Array(newestFirst.prefix(max(0, limit)).reversed())
        self.limit = max(0, limit)
        ring = kept
        start = 0
    }
}
