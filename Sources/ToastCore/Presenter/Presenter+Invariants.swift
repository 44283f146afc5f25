/// The presenter's invariants, checked in debug builds at the end of every mutating entry point
/// (as swift-collections' `_checkInvariants()`); release builds compile the check away.
extension Presenter {
    /// Up to this many waiting toasts every invariant is checked on each call; a longer queue
    /// (a test that floods it) gets the checks that cost nothing per waiting toast, so that a
    /// debug build stays linear.
    static let fullCheckLimit = 512

    /// Stops a debug build at the first broken invariant, printing what broke and the values.
    @inline(__always)
    func _checkInvariants() {
        #if DEBUG
            let broken = invariantViolations()
            precondition(broken.isEmpty, "Presenter invariant broken: " + broken.joined(separator: "; "))
        #endif
    }

    /// What is wrong with the presenter's state now, one message per broken invariant (empty
    /// when all hold). Every message names the values that break it.
    func invariantViolations() -> [String] {
        var broken: [String] = []
        if let bound = configuration.maxPending, pending.count > bound {
            broken.append("\(pending.count) toasts wait, over the bound of \(bound)")
        }
        if live.count + pending.count + held.count + ended != nextID - 1 {
            broken.append(
                held.isEmpty
                    ? "\(nextID - 1) ids issued, but \(live.count) on screen, \(pending.count) waiting and \(ended) ended"
                    : "\(nextID - 1) ids issued, but \(live.count) on screen, \(pending.count) waiting, \(held.count) held and \(ended) ended"
            )
        }
        checkQuiet(&broken)
        if recent.count > configuration.historyLimit {
            broken.append("\(recent.count) toasts in the history, over the limit of \(configuration.historyLimit)")
        }
        if let last = events.last, last.time > now {
            broken.append("event \(last) is later than now (\(now))")
        }
        if !retainsDropped && !droppedRequests.isEmpty {
            broken.append("\(droppedRequests.count) dropped requests kept while nothing retains them")
        }
        checkLive(&broken)
        if pending.count <= Self.fullCheckLimit { checkPending(&broken) }
        if let current = popups.current, current.record.id.rawValue >= popups.nextID {
            broken.append("popup \(current.record.id) on screen is not below the next id \(popups.nextID)")
        }
        return broken
    }

    /// Held toasts: only while quiet, each below the threshold, within `maxHeld`, issued, and
    /// neither on screen nor waiting; promises only for toasts still here.
    private func checkQuiet(_ broken: inout [String]) {
        if quiet == nil && !held.isEmpty { broken.append("\(held.count) toasts held while quiet mode is off") }
        if held.count > configuration.maxHeld {
            broken.append("\(held.count) toasts held, over the bound of \(configuration.maxHeld)")
        }
        guard held.count + promises.count <= Self.fullCheckLimit else { return }
        var ids: Set<ToastID> = Set(live.map(\.record.id))
        if pending.count <= Self.fullCheckLimit { ids.formUnion(pending.all.map(\.id)) }
        for toast in held {
            if let quiet, toast.request.priority >= quiet.below {
                broken.append("\(toast.id) of priority \(toast.request.priority) held at or above \(quiet.below)")
            }
            if toast.id.rawValue < 1 || toast.id.rawValue >= nextID {
                broken.append("\(toast.id) held was never issued (next id \(nextID))")
            }
            if !ids.insert(toast.id).inserted {
                broken.append("\(toast.id) is held and on screen, waiting or held twice")
            }
        }
        if pending.count <= Self.fullCheckLimit {
            for id in promises.keys.sorted() where !ids.contains(id) {
                broken.append("promise \(id) is neither on screen, waiting nor held")
            }
        }
    }

    /// Toasts on screen: each id issued once and on screen once; each tag on one toast not
    /// leaving; each phase consistent with its times; a hold without a deadline only under a touch.
    private func checkLive(_ broken: inout [String]) {
        var seen: Set<ToastID> = []
        var tags: Set<String> = []
        for toast in live {
            let id = toast.record.id
            if !seen.insert(id).inserted { broken.append("\(id) is on screen twice") }
            if !toast.isExiting, let tag = toast.tag, !tags.insert(tag).inserted {
                broken.append("tag '\(tag)' is held by two toasts on screen (one is \(id))")
            }
            if id.rawValue < 1 || id.rawValue >= nextID {
                broken.append("\(id) on screen was never issued (next id \(nextID))")
            }
            switch toast.phase {
            case .exiting:
                if toast.record.exitStart == nil || toast.record.hideReason == nil {
                    broken.append("\(id) is leaving without an exit start and reason")
                }
            case .holding:
                if toast.holdDeadline == nil && !toast.touching && !toast.inExpandedDeck {
                    broken.append("\(id) holds with no deadline, no touch and no expanded deck")
                }
                fallthrough
            case .entering:
                if toast.record.exitStart != nil { broken.append("\(id) has an exit start but is not leaving") }
            }
        }
    }

    /// Waiting toasts: ids issued, none also on screen or waiting twice; ordered by priority;
    /// each tag held by one toast at most among those waiting and those on screen not leaving.
    private func checkPending(_ broken: inout [String]) {
        var ids: Set<ToastID> = Set(live.map(\.record.id))
        var tags: Set<String> = Set(live.lazy.filter { !$0.isExiting }.compactMap(\.tag))
        var previous = Int.max
        for waiting in pending.all {
            if !ids.insert(waiting.id).inserted { broken.append("\(waiting.id) waits and is on screen or waits twice") }
            if waiting.id.rawValue < 1 || waiting.id.rawValue >= nextID {
                broken.append("\(waiting.id) waiting was never issued (next id \(nextID))")
            }
            if waiting.request.priority > previous {
                broken.append("\(waiting.id) of priority \(waiting.request.priority) waits behind priority \(previous)")
            }
            previous = waiting.request.priority
            if let tag = waiting.request.tag, !tags.insert(tag).inserted {
                broken.append("tag '\(tag)' is held by two toasts (one is \(waiting.id))")
            }
        }
    }
}
