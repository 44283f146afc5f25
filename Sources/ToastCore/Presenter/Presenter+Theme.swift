/// A new theme in a running presenter: its queue and motion take over, and the content of every
/// toast waiting or on screen is resolved again.
extension Presenter {
    /// What resolving a toast's content again gave.
    enum Reresolution {
        /// The new content.
        case resolved(ToastContent)
        /// The content has no theme kind behind it (built by hand, or changed by a plugin): kept.
        case unchanged
        /// The new theme lacks the kind the content came from: kept, and said so in an event.
        case missing(kind: String)
    }

    /// Takes `configuration` and `motion` from now on and hands the content of every toast
    /// waiting or on screen to `resolve`.
    ///
    /// Waiting toasts get the new content in place (same identifier, same place in the queue).
    /// Toasts on screen get it as a revision at `now`: the timeline draws the old look before
    /// the swap and the new look after; their hold deadline and the transition they are in stay.
    /// A queue bound that is now smaller drops the excess by the new overflow rule (`.dropped`
    /// events), and a larger capacity starts waiting toasts at once.
    mutating func adopt(
        theme name: String, configuration: QueueConfiguration, motion: Motion, reducedMotion: Bool,
        resolve: (ToastContent) -> Reresolution
    ) {
        defer { _checkInvariants() }
        self.configuration = configuration
        if recent.limit != configuration.historyLimit { recent.resize(configuration.historyLimit) }
        self.motion = motion
        self.reducedMotion = reducedMotion
        enterTransition = Shared(wrappedValue: motion.enter(reduced: reducedMotion))
        exitTransition = Shared(wrappedValue: motion.exit(reduced: reducedMotion))
        emit(.themeSwapped(theme: name))
        if !configuration.isDeck { collapseAllDecks() }

        for index in live.indices {
            let latest = live[index].record.latest
            switch resolve(latest.content) {
            case .resolved(let content): live[index].record.revise(content, count: latest.count, at: now)
            case .unchanged: break
            case .missing(let kind): emit(.kindMissing(live[index].record.id, kind: kind))
            }
        }
        var missing: [(ToastID, String)] = []
        pending.updateAll { waiting in
            switch resolve(waiting.request.content) {
            case .resolved(let content): waiting.request.content = content
            case .unchanged: break
            case .missing(let kind): missing.append((waiting.id, kind))
            }
        }
        for index in held.indices {
            switch resolve(held[index].request.content) {
            case .resolved(let content): held[index].request.content = content
            case .unchanged: break
            case .missing(let kind): missing.append((held[index].id, kind))
            }
        }
        for (id, kind) in missing { emit(.kindMissing(id, kind: kind)) }
        // A promise's outcomes follow the theme too (a missing kind keeps the old outcome quietly:
        // the toast itself reports it when it becomes that kind's content).
        for (id, outcomes) in promises {
            var next = outcomes
            if case .resolved(let content) = resolve(outcomes.success) { next.success = content }
            if case .resolved(let content) = resolve(outcomes.failure) { next.failure = content }
            promises[id] = next
        }
        while held.count > configuration.maxHeld,
            let victim = held.indices.min(by: { held[$0].request.priority < held[$1].request.priority })
        {
            heldOverflow += 1
            drop(held.remove(at: victim), .overflow)
        }

        if let bound = configuration.maxPending {
            while pending.count > bound,
                let victim = pending.removeLowest(newest: configuration.overflow == .dropNewest)
            {
                drop(victim, .overflow)
            }
        }
        settle()
    }
}
