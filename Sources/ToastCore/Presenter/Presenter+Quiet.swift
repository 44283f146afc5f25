/// Quiet mode (do not disturb): which toasts are held while it lasts.
///
/// A toast whose priority is below ``below`` is held when it arrives: it takes its identifier,
/// passes the plugins' filters, and waits apart from the queue (a `held` event), neither shown
/// nor dropped. Toasts at or above the threshold show as usual, and a held toast with a tag is
/// still updated by a later show with that tag. When quiet mode ends the held toasts are
/// released into the queue in the order they arrived (`released`), or, when the theme names a
/// summary kind (`QueueConfiguration.quietSummary`) and two or more were held, counted in one
/// summary toast instead (`summarized`, then the summary shows). A held promise toast is never
/// summarized: it is released after the summary, so that its result still shows.
///
/// The bound: at most `QueueConfiguration.maxHeld` toasts are held; one more drops the held
/// toast of the lowest priority that arrived first (`dropped` with reason `overflow`), which
/// the summary still counts. Released toasts meet the queue's own bound (`maxPending`) as any
/// new toast does.
public struct QuietMode: Sendable, Hashable {
    /// Toasts of a priority below this are held.
    public var below: Int

    /// Holds every toast whose priority is below `below`.
    public init(below: Int) { self.below = below }

    /// Holds every toast, whatever its priority (`quiet = true`).
    public static let all = QuietMode(below: .max)

    /// Whether every priority is held.
    public var holdsEverything: Bool { below == .max }
}

extension Presenter {
    /// How many toasts quiet mode holds now.
    public var heldCount: Int { held.count }

    /// How many toasts a summary would stand for now: those held (promise toasts aside: they
    /// are released, so that their result still shows) and those the bound dropped.
    public var summaryCount: Int { held.lazy.filter { promises[$0.id] == nil }.count + heldOverflow }

    /// Holds a toast that arrived under the quiet threshold, within `maxHeld`.
    mutating func hold(_ toast: PendingToast) {
        let bound = configuration.maxHeld
        if held.count >= bound {
            guard let victim = lowestHeld(orNew: toast) else {
                heldOverflow += 1
                drop(toast, .overflow)
                return
            }
            heldOverflow += 1
            drop(held.remove(at: victim), .overflow)
        }
        held.append(toast)
        emit(.held(toast.id))
    }

    /// The index of the held toast the bound drops for `new`: the oldest of the lowest
    /// priority, or `nil` when `new` itself is lowest (or nothing may be held).
    private func lowestHeld(orNew new: PendingToast) -> Int? {
        guard let lowest = held.map(\.request.priority).min(), lowest <= new.request.priority else { return nil }
        return held.firstIndex { $0.request.priority == lowest }
    }

    /// Starts quiet mode, changes its threshold, or (with `nil`) ends it.
    ///
    /// A new threshold releases the held toasts it no longer holds. Ending releases every held
    /// toast in arrival order, unless `summary` is given and the summary stands for two toasts
    /// or more: then each held toast ends as `summarized` into the summary, which shows at the
    /// highest priority held.
    /// - Parameters:
    ///   - mode: the quiet mode from now on; `nil` ends it.
    ///   - summary: the summary toast to show in place of the held ones when quiet mode ends
    ///     (`ToastPipeline` resolves the theme's summary kind with ``summaryCount``).
    ///   - time: the clock time of the call.
    /// - Returns: the summary toast's identifier, when one was shown.
    @discardableResult
    public mutating func setQuiet(_ mode: QuietMode?, summary: ToastContent? = nil, at time: Double) -> ToastID? {
        advance(to: time)
        defer { _checkInvariants() }
        guard mode != quiet else { return nil }
        quiet = mode
        emit(.quiet(mode))
        var summaryID: ToastID?
        if let mode {
            let (still, free) = held.reduce(into: ([PendingToast](), [PendingToast]())) {
                if $1.request.priority < mode.below { $0.0.append($1) } else { $0.1.append($1) }
            }
            held = still
            release(free)
        } else {
            let all = held
            held = []
            let waiting = all.filter { promises[$0.id] == nil }
            if let summary, waiting.count + heldOverflow >= 2, !waiting.isEmpty {
                summaryID = summarize(waiting, into: summary)
                release(all.filter { promises[$0.id] != nil })
            } else {
                release(all)
            }
            heldOverflow = 0
        }
        settle()
        return summaryID
    }

    /// Puts held toasts into the queue, in the order they arrived, each starting as soon as
    /// there is room (so that a bounded queue drops the later ones, not the first).
    private mutating func release(_ toasts: [PendingToast]) {
        for toast in toasts {
            emit(.released(toast.id))
            enqueue(toast)
            startWaitingToasts()
        }
    }

    /// Ends each of `toasts` as summarized into a new toast showing `summary`, and queues it.
    private mutating func summarize(_ toasts: [PendingToast], into summary: ToastContent) -> ToastID {
        let id = ToastID(nextID)
        nextID += 1
        for toast in toasts {
            keepForHandlers(toast)
            ended += 1
            emit(.summarized(toast.id, into: id))
            remember(toast, .summarized(into: id))
        }
        let priority = toasts.map(\.request.priority).max() ?? 0
        enqueue(PendingToast(id: id, request: ToastRequest(summary, priority: priority), count: 1, queuedAt: now))
        return id
    }
}
