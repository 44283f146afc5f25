/// A toast waiting for its turn.
struct PendingToast: Sendable {
    let id: ToastID
    var request: ToastRequest
    var count: Int
    /// When it was asked for (for its history entry).
    var queuedAt: Double = 0
    /// The hold time it had left when a toast of higher priority took its place on screen
    /// (`HideReason.preempted`); `nil` for a toast that has not shown yet.
    var resumedHold: Double? = nil
}

/// Waiting toasts ordered by priority (highest first), first in first out within a priority.
///
/// One array, kept sorted, consumed from a moving head index. The common case (every toast
/// at the same priority: append at the back, take from the front) is amortised O(1); a toast
/// that outranks waiting ones is inserted after the last of equal or higher priority.
struct PendingQueue: Sendable {
    private var items: [PendingToast] = []
    private var head = 0

    var count: Int { items.count - head }
    var isEmpty: Bool { head == items.count }

    /// The waiting toasts in show order.
    private var waiting: ArraySlice<PendingToast> { items[head...] }

    /// The waiting toasts in show order.
    var all: ArraySlice<PendingToast> { items[head...] }

    /// Adds `toast` behind every waiting toast of the same or higher priority.
    ///
    /// A toast styled as the one waiting last shares its style (``ToastContent/shareStyle(with:)``).
    mutating func append(_ toast: PendingToast) {
        var toast = toast
        if !isEmpty { toast.request.content.shareStyle(with: items[items.count - 1].request.content) }
        let priority = toast.request.priority
        if isEmpty || items[items.count - 1].request.priority >= priority {
            items.append(toast)
            return
        }
        let index = waiting.firstIndex { $0.request.priority < priority } ?? items.count
        items.insert(toast, at: index)
    }

    /// The next toast to show, if any.
    var first: PendingToast? { isEmpty ? nil : items[head] }

    /// Adds `toast` ahead of every waiting toast of the same or lower priority: a toast that
    /// showed already and was sent back to wait (``HideReason/preempted``) shows first again.
    mutating func prepend(_ toast: PendingToast) {
        let priority = toast.request.priority
        let index = waiting.firstIndex { $0.request.priority <= priority } ?? items.count
        items.insert(toast, at: index)
    }

    /// Removes and returns the next toast to show.
    mutating func popFirst() -> PendingToast? {
        guard head < items.count else { return nil }
        let first = items[head]
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 256 && head * 2 >= items.count {
            items.removeFirst(head)
            head = 0
        }
        return first
    }

    /// The lowest priority waiting, if any.
    var lowestPriority: Int? {
        isEmpty ? nil : items[items.count - 1].request.priority
    }

    /// Removes the oldest (`newest: false`) or newest toast of the lowest priority.
    mutating func removeLowest(newest: Bool) -> PendingToast? {
        guard let lowest = lowestPriority else { return nil }
        if newest { return items.removeLast() }
        let index = waiting.firstIndex { $0.request.priority == lowest } ?? head
        return items.remove(at: index)
    }

    /// Removes every waiting toast, in the order they would have shown.
    mutating func removeAll() -> [PendingToast] {
        defer {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        return Array(waiting)
    }

    /// Removes the waiting toast with this identifier.
    mutating func remove(id: ToastID) -> PendingToast? {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return nil }
        return items.remove(at: index)
    }

    /// Applies `body` to the first waiting toast (in show order) that `predicate` accepts and
    /// returns its identifier.
    mutating func updateFirst(
        where predicate: (PendingToast) -> Bool,
        _ body: (inout PendingToast) -> Void
    ) -> ToastID? {
        guard let index = waiting.firstIndex(where: predicate) else { return nil }
        body(&items[index])
        return items[index].id
    }

    /// Applies `body` to every waiting toast, in show order (the order stays as it was).
    mutating func updateAll(_ body: (inout PendingToast) -> Void) {
        for index in head..<items.count { body(&items[index]) }
    }
}
