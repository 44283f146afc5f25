/// A toast on screen, with its place in the enter → hold → exit cycle.
struct LiveToast: Sendable {
    enum Phase: Sendable { case entering, holding, exiting }

    var record: ToastRecord
    let tag: String?
    let priority: Int
    var phase: Phase = .entering
    /// When the hold ends; `nil` while paused by a touch.
    var holdDeadline: Double?
    /// Hold time left, kept while paused.
    var remaining: Double = 0
    var touching = false
    /// Whether a finger is dragging it (``Presenter/drag(_:by:at:)``).
    var dragging = false
    /// Whether the toast's deck is expanded (its hold is paused while it is).
    var inExpandedDeck = false
    /// When it was asked for (for its history entry).
    var queuedAt: Double = 0
    /// The hold it had left when it was sent back to wait (``HideReason/preempted``): its hold
    /// after this entrance, in place of the content's.
    var resumedHold: Double?

    var isExiting: Bool { phase == .exiting }

    /// The current content.
    var content: ToastContent { record.latest.content }

    /// When this toast next changes phase on its own.
    var deadline: Double {
        switch phase {
        case .entering: min(record.enterEnd, expiresWhileEntering)
        case .holding: holdDeadline ?? .infinity
        case .exiting: record.exitEnd ?? .infinity
        }
    }

    /// When a hold counted from display (`DisplayDuration.visibleFor`, a notification's
    /// `expire_timeout`) runs out before the entrance ends: the toast starts to leave then, from
    /// wherever its entrance got to, so that no motion adds to it; `.infinity` otherwise (and
    /// while a touch that pauses it holds it, or it shows again with the hold it had left).
    var expiresWhileEntering: Double {
        guard resumedHold == nil, !(touching && content.style.pauseOnTouch != .none), !inExpandedDeck,
            case .visibleFor(let seconds) = content.duration
        else { return .infinity }
        return record.enterStart + seconds
    }

    /// Records new content from `time` on; a running hold starts over for the new content.
    mutating func revise(content: ToastContent, count: Int, at time: Double) {
        record.revise(content, count: count, at: time)
        if phase == .holding {
            if holdDeadline != nil {
                holdDeadline = time + content.holdSeconds
            } else {
                remaining = content.holdSeconds
            }
        }
    }
}

extension Presenter {
    /// Whether another toast may start entering now.
    @inline(__always)
    private var hasRoom: Bool {
        switch configuration.policy {
        case .stack, .deck: return live.lazy.filter { !$0.isExiting }.count < configuration.capacity
        default: return live.isEmpty
        }
    }

    /// The earliest time something is due: a phase change or the end of the gap.
    /// (Inlined: called in the scheduling loop, where a call would copy the presenter.)
    @inline(__always)
    func nextDeadline() -> Double? {
        var earliest = min(popups.deadline, deck.deadline)
        for toast in live { earliest = min(earliest, toast.deadline) }
        if !pending.isEmpty && hasRoom && nextStart > now { earliest = min(earliest, nextStart) }
        return earliest.isFinite ? earliest : nil
    }

    /// Runs, in deadline order, every phase change due at or before `now`.
    mutating func runDueTransitions() {
        while true {
            var dueIndex: Int?
            var dueTime = Double.infinity
            for index in live.indices where live[index].deadline <= now && live[index].deadline < dueTime {
                dueIndex = index
                dueTime = live[index].deadline
            }
            guard let index = dueIndex else { break }
            switch live[index].phase {
            case .entering where live[index].record.enterEnd <= now: finishEntering(index)
            case .entering: beginExit(index, reason: .timeout)
            case .holding: beginExit(index, reason: .timeout)
            case .exiting: finishExit(index)
            }
        }
        runDuePopupTransitions()
        collapseDueDecks()
    }

    /// Runs what is due now and starts waiting toasts while there is room.
    mutating func settle() {
        while let due = nextDeadline(), due <= now { runDueTransitions(); startWaitingToasts() }
        startWaitingToasts()
    }

    /// Starts waiting toasts while there is room and the gap has passed. On a full stack, a
    /// waiting toast that outranks one on screen takes the place of the oldest such (one no finger
    /// holds first), which goes back to wait with the hold it had left (``preempt(_:)``): a
    /// critical notification shows at once however many wait.
    mutating func startWaitingToasts() {
        while !pending.isEmpty && now >= nextStart {
            if hasRoom, let next = pending.popFirst() {
                start(next)
                continue
            }
            // One in for the one that starts next: the pending bound holds. (A stack over its
            // capacity, after a theme swap made it smaller, waits for its toasts to leave.)
            guard case .stack = configuration.policy, let next = pending.first,
                live.lazy.filter({ !$0.isExiting }).count == configuration.capacity,
                let index = preemptable(below: next.request.priority)
            else { break }
            preempt(index)
        }
    }

    /// The oldest toast on screen and not leaving whose priority is below `priority`, preferring
    /// one no finger touches or drags.
    private func preemptable(below priority: Int) -> Int? {
        var touched: Int?
        for index in live.indices where !live[index].isExiting && live[index].priority < priority {
            if !live[index].touching && !live[index].dragging { return index }
            if touched == nil { touched = index }
        }
        return touched
    }

    /// Sends the toast at `index` back to wait: it leaves at once (`willHide` and `didHide` with
    /// reason `preempted`) and waits first among those of its priority, keeping its identifier,
    /// its content and the hold it had left (all of it if it was still entering).
    private mutating func preempt(_ index: Int) {
        let toast = live[index]
        var left: Double?
        if toast.phase == .holding { left = toast.holdDeadline.map { max(0, $0 - now) } ?? toast.remaining }
        beginExit(index, reason: .preempted, transition: .none)
        let gone = live.remove(at: index)
        emit(.didHide(gone.record.id, .preempted))
        if keepsHistory { history.append(gone.record) }
        forgetDeckIfEmpty(DeckKey(gone.content))
        pending.prepend(
            PendingToast(
                id: gone.record.id, request: ToastRequest(gone.content, priority: gone.priority, tag: gone.tag),
                count: gone.record.latest.count, queuedAt: gone.queuedAt,
                resumedHold: left))
    }

    private mutating func start(_ waiting: PendingToast) {
        let content = waiting.request.content
        let record = ToastRecord(
            id: waiting.id, content: content, count: waiting.count, start: now,
            enter: enterTransition, exit: exitTransition, keepsPast: keepsHistory)
        live.append(
            LiveToast(
                record: record, tag: waiting.request.tag, priority: waiting.request.priority,
                queuedAt: waiting.queuedAt, resumedHold: waiting.resumedHold))
        live[live.count - 1].inExpandedDeck = deck[DeckKey(content)] != nil
        emit(.willShow(waiting.id))
        if content.haptic != .none { emit(.haptic(waiting.id, content.haptic)) }
        emit(.announce(waiting.id, text: content.accessibilityText, politeness: content.politeness))
    }

    private mutating func finishEntering(_ index: Int) {
        live[index].phase = .holding
        let hold =
            live[index].resumedHold
            ?? live[index].content.holdSeconds(afterEntering: now - live[index].record.enterStart)
        if live[index].inExpandedDeck || (live[index].touching && live[index].content.style.pauseOnTouch != .none) {
            live[index].remaining = hold
            live[index].holdDeadline = nil
        } else {
            live[index].holdDeadline = now + hold
        }
        emit(.didShow(live[index].record.id))
    }

    /// Starts the exit of the toast at `index` now, from wherever its entrance had got to.
    mutating func beginExit(_ index: Int, reason: HideReason, transition: Transition? = nil) {
        guard !live[index].isExiting else { return }
        if let transition { live[index].record.exit = transition }
        let enter = live[index].record.enter.duration
        if live[index].phase == .entering, enter > 0 {
            let entered = min(max((now - live[index].record.enterStart) / enter, 0), 1)
            live[index].record.exitStartProgress = 1 - entered
        }
        live[index].record.exitStart = now
        live[index].record.exitEnd = now + live[index].record.exit.duration * (1 - live[index].record.exitStartProgress)
        live[index].record.hideReason = reason
        live[index].phase = .exiting
        emit(.willHide(live[index].record.id, reason))
    }

    private mutating func finishExit(_ index: Int) {
        let toast = live.remove(at: index)
        ended += 1
        let reason = toast.record.hideReason ?? .timeout
        emit(.didHide(toast.record.id, reason))
        remember(toast, .hidden(reason))
        if keepsHistory { history.append(toast.record) }
        forgetDeckIfEmpty(DeckKey(toast.content))
        nextStart = now + configuration.gap
    }
}
