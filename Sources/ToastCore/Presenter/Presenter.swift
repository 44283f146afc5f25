/// The toast queue as a deterministic state machine over an explicit clock.
///
/// Every call takes the time it happens at; the presenter first advances to that time
/// (finishing entrances, holds and exits that were due), then acts. Events are collected in
/// order with their times and drained by the caller. Nothing here reads a real clock, so the
/// same calls at the same times always give the same transcript and the same timeline.
///
/// `Presenter` is a value type and not thread-safe by itself; `ToastCenter` wraps it in a lock.
public struct Presenter: Sendable {
    /// The queue policy, bounds, coalescing and gap (a theme swap replaces it).
    public internal(set) var configuration: QueueConfiguration
    /// Stored out of line to keep the presenter small: it is passed to every step.
    public internal(set) var motion: Motion {
        get { _motion.wrappedValue }
        set { _motion.wrappedValue = newValue }
    }
    private var _motion: Shared<Motion>
    /// When true, every transition is the motion's short reduced-motion cross-fade.
    public internal(set) var reducedMotion: Bool
    /// When true, finished toasts are kept so that `timeline` can answer for past times.
    public let keepsHistory: Bool

    /// The time of the last call.
    public internal(set) var now: Double = 0
    /// How many toasts were dropped by overflow, `dropWhileBusy` or `replace`.
    public internal(set) var droppedCount = 0
    /// Finished toasts, oldest first (only when `keepsHistory`).
    public internal(set) var history: [ToastRecord] = []

    var pending = PendingQueue()
    var live: [LiveToast] = []
    /// Quiet mode in force, if any (`Presenter+Quiet.swift`).
    public internal(set) var quiet: QuietMode?
    /// Toasts quiet mode holds, in the order they arrived (at most `configuration.maxHeld`).
    var held: [PendingToast] = []
    /// Held toasts dropped by the `maxHeld` bound since quiet mode began: counted in the summary.
    var heldOverflow = 0
    /// The last toasts that left (``recentHistory``), bounded by `configuration.historyLimit`.
    var recent: ToastHistory
    /// The outcomes of promise toasts still waiting, on screen or held, by identifier.
    var promises: [ToastID: PromiseOutcomes] = [:]
    var nextID = 1
    /// Toasts that reached their outcome (hidden, dropped or vetoed): with those on screen and
    /// those waiting, every identifier issued.
    var ended = 0
    var nextStart: Double = -.infinity
    /// The events since the last drain, in order. Written only here (``emit(_:)``); the plugin
    /// host reads them in place and adds its own through ``record(_:)``.
    private(set) var events: [TimedEvent] = []
    var popups = PopupState()
    /// The decks expanded now and every expand and collapse so far (the `deck` policy).
    var deck = DeckState()
    /// Requests dropped since the plugin host last looked, so handlers of `.dropped` can see
    /// them (kept only while `retainsDropped`; forgotten by ``forgetDropped()``).
    private(set) var droppedRequests: [ToastID: ToastRequest] = [:]
    /// Whether dropped and vetoed requests are kept for plugin handlers (a pipeline with plugins).
    private(set) var retainsDropped = false
    /// The transitions in force, boxed once and shared by every record.
    var enterTransition: Shared<Transition>
    var exitTransition: Shared<Transition>

    /// Creates an empty presenter at `startTime`.
    /// - Parameters:
    ///   - configuration: queue policy, bounds, coalescing, gap.
    ///   - motion: enter and exit transitions (their durations drive the schedule).
    ///   - reducedMotion: use the motion's reduced-motion cross-fade instead.
    ///   - keepsHistory: keep finished toasts for `timeline` (turn off for long-running hosts).
    ///   - startTime: the clock time the presenter starts at.
    public init(
        configuration: QueueConfiguration = QueueConfiguration(), motion: Motion = Motion(),
        reducedMotion: Bool = false, keepsHistory: Bool = true, startTime: Double = 0
    ) {
        self.configuration = configuration
        self._motion = Shared(wrappedValue: motion)
        self.reducedMotion = reducedMotion
        self.keepsHistory = keepsHistory
        self.now = startTime
        self.recent = ToastHistory(limit: configuration.historyLimit)
        self.enterTransition = Shared(wrappedValue: motion.enter(reduced: reducedMotion))
        self.exitTransition = Shared(wrappedValue: motion.exit(reduced: reducedMotion))
    }

    /// How many toasts wait.
    public var pendingCount: Int { pending.count }

    /// The identifiers of the toasts on screen (entering, holding or leaving), oldest first.
    public var visibleIDs: [ToastID] { live.map(\.record.id) }

    /// Whether nothing is on screen, waiting, held or scheduled.
    public var isIdle: Bool { live.isEmpty && pending.isEmpty && held.isEmpty && popups.isIdle }

    /// Removes and returns the events collected so far.
    public mutating func drainEvents() -> [TimedEvent] {
        defer {
            events = []
            _checkInvariants()
        }
        return events
    }

    /// Hands each event collected so far to `handle`, in order, and forgets them, keeping the
    /// buffer for the next ones (no allocation: call it every tick).
    public mutating func drainEvents(_ handle: (TimedEvent) -> Void) {
        for event in events { handle(event) }
        events.removeAll(keepingCapacity: true)
        _checkInvariants()
    }

    /// Adds `event` at the current time: the one way an event enters the stream.
    @inline(__always)
    mutating func emit(_ event: ToastEvent) {
        events.append(TimedEvent(now, event))
    }

    /// Queues a toast (or coalesces/updates it, or drops it, as the configuration says).
    /// - Parameters:
    ///   - request: the content, priority and tag.
    ///   - time: the clock time of the call.
    /// - Returns: the identifier of the toast that now carries this request (an existing one
    ///   when it was coalesced or updated by tag).
    @discardableResult
    public mutating func show(_ request: ToastRequest, at time: Double) -> ToastID {
        advance(to: time)
        defer { _checkInvariants() }
        if let replaced = request.content.notification?.replacesID, replaced != 0,
            let id = updateReplaced(replaced, with: request)
        {
            return id
        }
        if let tag = request.tag, let id = updateTagged(tag, with: request) { return id }
        if configuration.coalesceDuplicates, let id = coalesce(request.content) { return id }

        let id = ToastID(nextID)
        nextID += 1
        let toast = PendingToast(id: id, request: request, count: 1, queuedAt: now)
        if let quiet, request.priority < quiet.below {
            hold(toast)
            return id
        }
        switch configuration.policy {
        case .dropWhileBusy where !live.isEmpty || !pending.isEmpty:
            drop(toast, .busy)
            return id
        case .replace:
            for index in live.indices where !live[index].isExiting {
                beginExit(index, reason: .replaced)
            }
            for waiting in pending.removeAll() { drop(waiting, .replaced) }
        default:
            break
        }
        enqueue(toast)
        settle()
        return id
    }

    /// Accounts for a request a plugin's filter refused: it takes the next identifier, is kept
    /// for handlers of `.vetoed` (while `retainsDropped`) and ends at once with a `.vetoed` event.
    /// - Returns: the identifier the request would have had.
    mutating func veto(_ request: ToastRequest, plugin: String, reason: String) -> ToastID {
        let id = ToastID(nextID)
        nextID += 1
        if retainsDropped { droppedRequests[id] = request }
        ended += 1
        emit(.vetoed(id, plugin: plugin, reason: reason))
        remember(PendingToast(id: id, request: request, count: 1, queuedAt: now), .vetoed)
        _checkInvariants()
        return id
    }

    /// Adds an event from outside the queue (a plugin's log or failure, a theme that failed to
    /// load) at the current time.
    mutating func record(_ event: ToastEvent) {
        emit(event)
    }

    /// Keeps dropped and vetoed requests for plugin handlers (`true`) or not.
    mutating func retainDropped(_ retains: Bool) {
        retainsDropped = retains
        if !retains { droppedRequests.removeAll() }
    }

    /// Forgets the dropped requests kept so far (every handler has seen them).
    mutating func forgetDropped() {
        if !droppedRequests.isEmpty { droppedRequests.removeAll(keepingCapacity: true) }
    }

    /// Moves the clock to `time`, running every transition that falls due on the way, in order.
    /// Times earlier than `now` are ignored (the clock never goes back).
    public mutating func advance(to time: Double) {
        guard time >= now else { return }
        while let due = nextDeadline(), due <= time {
            now = max(now, due)
            runDueTransitions()
            startWaitingToasts()
        }
        now = time
        settle()
        _checkInvariants()
    }

    /// A snapshot of what has been and is on screen, for `frame(at:)`.
    public var timeline: TimelineData {
        TimelineData(
            toasts: history + live.map(\.record),
            popups: popups.history + (popups.current.map { [$0.record] } ?? []),
            deck: configuration.isDeck ? configuration.deck : nil, deckToggles: deck.toggles,
            reducedMotion: reducedMotion)
    }

    // MARK: Queueing

    mutating func enqueue(_ toast: PendingToast) {
        if let bound = configuration.maxPending, pending.count >= bound {
            switch configuration.overflow {
            case .dropOldest:
                if bound == 0 { drop(toast, .overflow); return }
                if let victim = pending.removeLowest(newest: false) { drop(victim, .overflow) }
            case .dropNewest:
                guard bound > 0, let lowest = pending.lowestPriority, toast.request.priority > lowest else {
                    drop(toast, .overflow)
                    return
                }
                if let victim = pending.removeLowest(newest: true) { drop(victim, .overflow) }
            }
        }
        pending.append(toast)
    }

    /// Keeps the request of a toast that leaves without showing, for plugin handlers (while
    /// `retainsDropped`).
    mutating func keepForHandlers(_ toast: PendingToast) {
        if retainsDropped { droppedRequests[toast.id] = toast.request }
    }

    /// Drops a waiting (or held) toast (kept for plugin handlers while `retainsDropped`) and
    /// records it in the history.
    mutating func drop(_ toast: PendingToast, _ reason: DropReason) {
        keepForHandlers(toast)
        if !reason.isDismissal { droppedCount += 1 }
        ended += 1
        emit(.dropped(toast.id, reason))
        remember(toast, .dropped(reason))
    }

    private mutating func updateTagged(_ tag: String, with request: ToastRequest) -> ToastID? {
        if let index = live.firstIndex(where: { $0.tag == tag && !$0.isExiting }) {
            live[index].revise(content: request.content, count: 1, at: now)
            emit(.updated(live[index].record.id))
            return live[index].record.id
        }
        let id = pending.updateFirst(where: { $0.request.tag == tag }) {
            $0.request.content = request.content
            $0.count = 1
        }
        if let id {
            emit(.updated(id))
            return id
        }
        if let index = held.firstIndex(where: { $0.request.tag == tag }) {
            held[index].request.content = request.content
            held[index].count = 1
            emit(.updated(held[index].id))
            return held[index].id
        }
        return nil
    }

    /// Updates the toast whose notification has the identifier `replaced` (on screen and not
    /// leaving, waiting or held) with `request`, as a tag does.
    private mutating func updateReplaced(_ replaced: UInt32, with request: ToastRequest) -> ToastID? {
        func shows(_ content: ToastContent) -> Bool { content.notification?.id == replaced }
        if let index = live.firstIndex(where: { !$0.isExiting && shows($0.record.latest.content) }) {
            live[index].revise(content: request.content, count: 1, at: now)
            emit(.updated(live[index].record.id))
            return live[index].record.id
        }
        let id = pending.updateFirst(where: { shows($0.request.content) }) {
            $0.request.content = request.content
            $0.count = 1
        }
        if let id {
            emit(.updated(id))
            return id
        }
        if let index = held.firstIndex(where: { shows($0.request.content) }) {
            held[index].request.content = request.content
            held[index].count = 1
            emit(.updated(held[index].id))
            return held[index].id
        }
        return nil
    }

    private mutating func coalesce(_ content: ToastContent) -> ToastID? {
        let key = content.duplicateKey
        if let index = live.firstIndex(where: { !$0.isExiting && $0.record.latest.content.duplicateKey == key }) {
            let count = live[index].record.latest.count + 1
            live[index].revise(content: content, count: count, at: now)
            emit(.coalesced(live[index].record.id, count: count))
            return live[index].record.id
        }
        var newCount = 0
        let id = pending.updateFirst(where: { $0.request.content.duplicateKey == key }) {
            $0.count += 1
            newCount = $0.count
        }
        if let id { emit(.coalesced(id, count: newCount)) }
        return id
    }
}
