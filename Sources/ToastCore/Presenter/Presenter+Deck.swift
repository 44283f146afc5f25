/// The decks of the `deck` policy that are expanded now, and every expand and collapse so far
/// (the timeline animates between the two states from these).
struct DeckState: Sendable {
    /// An expanded deck: by a pointer over it (until it leaves) or by a tap or a command (until
    /// `deadline`, or until told when there is none).
    struct Expansion: Sendable {
        var key: DeckKey
        var byHover: Bool
        var deadline: Double?
    }

    /// Expanded decks, in the order they expanded (an array: events come out in a fixed order).
    var expanded: [Expansion] = []
    /// Every expand and collapse, oldest first (only each deck's last while the presenter keeps
    /// no history).
    var toggles: [DeckToggle] = []

    /// The expansion of deck `key`, if it is expanded.
    subscript(key: DeckKey) -> Expansion? {
        expanded.first { $0.key == key }
    }

    /// When the next deck expanded by a tap collapses on its own.
    var deadline: Double {
        expanded.lazy.compactMap(\.deadline).min() ?? .infinity
    }
}

/// The deck: expanding and collapsing the toasts of the `deck` policy, which pauses their holds
/// while expanded. Each deck is the toasts at one position with one group key
/// (``ToastContent/group``); the commands name any toast of the deck. Under another policy
/// they do nothing.
extension Presenter {
    /// Expands the deck of toast `id` (as a tap does): every toast of it laid out in full, their
    /// holds paused, until ``collapse(_:at:)`` or `collapseAfter` seconds
    /// (``DeckConfiguration/collapseAfter``). Emits `expanded` with the deck's front toast.
    /// - Parameters:
    ///   - id: a toast of the deck; `nil` for the current toast's.
    ///   - time: the clock time of the call.
    public mutating func expand(_ id: ToastID? = nil, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = deckIndex(id) else { return }
        expandDeck(DeckKey(live[index].content), byHover: false)
    }

    /// Collapses the deck of toast `id` again: its toasts go back behind the front one and their
    /// holds run on with the time they had left. Emits `collapsed` with the deck's front toast.
    /// - Parameters:
    ///   - id: a toast of the deck; `nil` for the current toast's.
    ///   - time: the clock time of the call.
    public mutating func collapse(_ id: ToastID? = nil, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = deckIndex(id) else { return }
        collapseDeck(DeckKey(live[index].content))
        settle()
    }

    /// The pointer enters the deck of toast `id`: the deck expands and stays expanded until the
    /// pointer leaves (``hoverEnded(_:at:)``).
    public mutating func hoverBegan(_ id: ToastID? = nil, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = deckIndex(id) else { return }
        expandDeck(DeckKey(live[index].content), byHover: true)
    }

    /// The pointer leaves the deck of toast `id`: the deck collapses, however it was expanded.
    public mutating func hoverEnded(_ id: ToastID? = nil, at time: Double) {
        collapse(id, at: time)
    }

    /// The live toast of a deck that `id` names (not leaving); `nil` under another policy.
    private func deckIndex(_ id: ToastID?) -> Int? {
        guard configuration.isDeck, let id = id ?? currentID else { return nil }
        return live.firstIndex { $0.record.id == id && !$0.isExiting }
    }

    /// Indices of the toasts of deck `key` not leaving, oldest first (the last is the front).
    func deckMembers(_ key: DeckKey) -> [Int] {
        live.indices.filter { !live[$0].isExiting && DeckKey(live[$0].content) == key }
    }

    /// A tap on the toast at `index`: collapses the other decks a tap expanded (a tap elsewhere),
    /// then expands this one when it is collapsed and holds more than one toast.
    /// - Returns: whether the tap expanded the deck (and so does nothing else).
    mutating func tapExpands(_ index: Int) -> Bool {
        let key = DeckKey(live[index].content)
        for other in deck.expanded where other.key != key && !other.byHover { collapseDeck(other.key) }
        guard deck[key] == nil, deckMembers(key).count > 1 else { return false }
        expandDeck(key, byHover: false)
        return true
    }

    private mutating func expandDeck(_ key: DeckKey, byHover: Bool) {
        let deadline = configuration.deck.collapseAfter > 0 ? now + configuration.deck.collapseAfter : nil
        if let index = deck.expanded.firstIndex(where: { $0.key == key }) {
            if byHover {
                deck.expanded[index].byHover = true
                deck.expanded[index].deadline = nil
            } else if !deck.expanded[index].byHover {
                deck.expanded[index].deadline = deadline
            }
            return
        }
        let members = deckMembers(key)
        guard let front = members.last else { return }
        deck.expanded.append(DeckState.Expansion(key: key, byHover: byHover, deadline: byHover ? nil : deadline))
        recordToggle(key, expands: true)
        emit(.expanded(live[front].record.id, count: members.count))
        for index in members {
            live[index].inExpandedDeck = true
            if live[index].phase == .holding, let holdDeadline = live[index].holdDeadline {
                live[index].remaining = holdDeadline - now
                live[index].holdDeadline = nil
                emit(.paused(live[index].record.id))
            }
        }
    }

    /// Collapses deck `key` if it is expanded, and resumes the holds it paused.
    mutating func collapseDeck(_ key: DeckKey) {
        guard let index = deck.expanded.firstIndex(where: { $0.key == key }) else { return }
        deck.expanded.remove(at: index)
        recordToggle(key, expands: false)
        let members = deckMembers(key)
        if let front = members.last { emit(.collapsed(live[front].record.id, count: members.count)) }
        resumeCollapsedHolds()
    }

    /// Resumes, with the time they had left, the holds of toasts whose deck is no longer
    /// expanded (a toast whose group changed included), unless a touch still holds them.
    private mutating func resumeCollapsedHolds() {
        for index in live.indices where live[index].inExpandedDeck && deck[DeckKey(live[index].content)] == nil {
            live[index].inExpandedDeck = false
            let touched = live[index].touching && live[index].content.style.pauseOnTouch != .none
            guard live[index].phase == .holding, live[index].holdDeadline == nil, !touched else { continue }
            live[index].holdDeadline = now + live[index].remaining
            emit(.resumed(live[index].record.id))
        }
    }

    /// Collapses every deck (a theme without the deck policy took over).
    mutating func collapseAllDecks() {
        for expansion in deck.expanded { collapseDeck(expansion.key) }
    }

    /// Collapses the decks a tap expanded whose time is up, in the order they are due.
    mutating func collapseDueDecks() {
        while let due = deck.expanded.filter({ ($0.deadline ?? .infinity) <= now }).min(by: {
            ($0.deadline ?? .infinity) < ($1.deadline ?? .infinity)
        }) {
            collapseDeck(due.key)
        }
    }

    /// Forgets deck `key` once its last toast is gone: an expanded deck collapses at once
    /// without an event (nothing is left to draw), so the next toast of the group starts collapsed.
    mutating func forgetDeckIfEmpty(_ key: DeckKey) {
        guard !live.contains(where: { DeckKey($0.content) == key }) else { return }
        if let index = deck.expanded.firstIndex(where: { $0.key == key }) {
            deck.expanded.remove(at: index)
            if keepsHistory {
                deck.toggles.append(
                    DeckToggle(time: now, key: key, expands: false, from: 0, duration: 0, curve: .linear))
            }
        }
        if !keepsHistory { deck.toggles.removeAll { $0.key == key } }
    }

    private mutating func recordToggle(_ key: DeckKey, expands: Bool) {
        let from = deck.toggles.expansion(of: key, at: now)
        if !keepsHistory { deck.toggles.removeAll { $0.key == key } }
        deck.toggles.append(
            DeckToggle(
                time: now, key: key, expands: expands, from: from,
                duration: reducedMotion ? 0 : configuration.deck.expandDuration,
                curve: configuration.deck.expandCurve))
    }
}
