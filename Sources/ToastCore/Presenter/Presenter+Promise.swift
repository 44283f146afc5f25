/// How a promise toast's work ended.
public enum PromiseResult: String, Sendable, Hashable {
    /// The work succeeded (`toast.resolve`): the toast becomes the promise's success kind.
    case success
    /// The work failed (`toast.reject`): the toast becomes the promise's error kind.
    case failure
}

/// A promise toast (sonner's `toast.promise`): a loading toast, sticky until its work ends,
/// that then becomes the success or the error kind in place (the same identifier, an
/// `updated` event, the result kind's hold time).
public struct PromiseRequest: Sendable {
    /// The loading toast (shown sticky, whatever the kind's hold).
    public var loading: ToastOrigin
    /// What it becomes when the work succeeds.
    public var success: ToastOrigin
    /// What it becomes when the work fails.
    public var failure: ToastOrigin
    /// Its queue priority.
    public var priority: Int
    /// A tag to settle it by (and to update or dismiss it by, as any tag).
    public var tag: String?

    /// A promise of the kinds `loading`, `success` and `failure` (``ToastCenter`` uses
    /// `loading`, and the theme's kinds of those names, by default).
    public init(
        loading: ToastOrigin, success: ToastOrigin, failure: ToastOrigin, priority: Int = 0, tag: String? = nil
    ) {
        self.loading = loading
        self.success = success
        self.failure = failure
        self.priority = priority
        self.tag = tag
    }
}

/// The promise toast a `settle` command names: a toast target, or the tag it was shown with.
public enum PromiseHandle: Sendable, Hashable {
    /// The toast this target names (an id, the current one, the n-th shown).
    case target(ToastTarget)
    /// The promise toast waiting, on screen or held with this tag.
    case tag(String)
}

/// The resolved contents a promise toast becomes.
struct PromiseOutcomes: Sendable {
    var success: ToastContent
    var failure: ToastContent

    subscript(result: PromiseResult) -> ToastContent {
        result == .success ? success : failure
    }
}

extension Presenter {
    /// How many promise toasts wait for their work to end.
    public var promiseCount: Int { promises.count }

    /// Marks the toast `id` (waiting, on screen or held) as a promise with these outcomes.
    /// Nothing happens when it has already left (a filter vetoed it, the queue dropped it).
    mutating func registerPromise(_ id: ToastID, _ outcomes: PromiseOutcomes) {
        guard contains(id) else { return }
        promises[id] = outcomes
    }

    /// The content the promise toast `id` becomes for `result`, if it is a promise still running.
    func promiseOutcome(_ id: ToastID, _ result: PromiseResult) -> ToastContent? {
        promises[id]?[result]
    }

    /// The promise toast with this tag (not leaving), if any.
    public func promiseID(tagged tag: String) -> ToastID? {
        if let toast = live.last(where: { $0.tag == tag && !$0.isExiting }), promises[toast.record.id] != nil {
            return toast.record.id
        }
        if let toast = pending.all.last(where: { $0.request.tag == tag }), promises[toast.id] != nil { return toast.id }
        if let toast = held.last(where: { $0.request.tag == tag }), promises[toast.id] != nil { return toast.id }
        return nil
    }

    /// Ends the promise toast `id`: it becomes `content` in place (an `updated` event; on screen,
    /// its hold starts over with the new content's hold time, so a sticky loading toast times out
    /// as the result kind does). A toast that is not a running promise, or is already leaving,
    /// is left alone.
    /// - Returns: whether a promise toast was settled.
    @discardableResult
    public mutating func settlePromise(_ id: ToastID, becoming content: ToastContent, at time: Double) -> Bool {
        advance(to: time)
        defer { _checkInvariants() }
        guard promises.removeValue(forKey: id) != nil else { return false }
        if let index = live.firstIndex(where: { $0.record.id == id }) {
            guard !live[index].isExiting else { return false }
            live[index].revise(content: content, count: 1, at: now)
        } else if let index = held.firstIndex(where: { $0.id == id }) {
            held[index].request.content = content
        } else if pending.updateFirst(where: { $0.id == id }, { $0.request.content = content }) == nil {
            return false
        }
        emit(.updated(id))
        settle()
        return true
    }

    /// Whether `id` is on screen, waiting or held.
    func contains(_ id: ToastID) -> Bool {
        live.contains { $0.record.id == id } || pending.all.contains { $0.id == id } || held.contains { $0.id == id }
    }
}
