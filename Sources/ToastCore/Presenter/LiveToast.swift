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

    var isExiting: Bool { phase == .exiting }

    /// The current content.
    var content: ToastContent { record.latest.content }

    /// When this toast next changes phase on its own.
    var deadline: Double {
        switch phase {
        case .entering: record.enterEnd
        case .holding: holdDeadline ?? .infinity
        case .exiting: record.exitEnd ?? .infinity
        }
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
            case .entering: finishEntering(index)
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

    /// Starts waiting toasts while there is room and the gap has passed.
    mutating func startWaitingToasts() {
        while !pending.isEmpty && hasRoom && now >= nextStart, let next = pending.popFirst() {
            start(next)
        }
    }

    private mutating func start(_ waiting: PendingToast) {
        let content = waiting.request.content
        let record = ToastRecord(
            id: waiting.id, content: content, count: waiting.count, start: now,
            enter: enterTransition, exit: exitTransition, keepsPast: keepsHistory)
        live.append(
            LiveToast(
                record: record, tag: waiting.request.tag, priority: waiting.request.priority,
                queuedAt: waiting.queuedAt))
        live[live.count - 1].inExpandedDeck = deck[DeckKey(content)] != nil
        emit(.willShow(waiting.id))
        if content.haptic != .none { emit(.haptic(waiting.id, content.haptic)) }
        emit(.announce(waiting.id, text: content.accessibilityText, politeness: content.politeness))
    }

    private mutating func finishEntering(_ index: Int) {
        live[index].phase = .holding
        let hold = live[index].content.holdSeconds(afterEntering: now - live[index].record.enterStart)
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
