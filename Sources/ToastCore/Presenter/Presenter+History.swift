/// The history of toasts that left: the last `configuration.historyLimit`, newest first.
extension Presenter {
    /// The last toasts that left the queue (hidden, dropped, vetoed or summarized), newest
    /// first, at most `configuration.historyLimit`: each with its identifier, kind, texts as
    /// drawn, tag, priority, times and outcome. Unlike ``history`` (the records the timeline
    /// draws, kept only while ``keepsHistory``), it is always kept, and bounded.
    public var recentHistory: [ToastHistoryEntry] { recent.newestFirst }

    /// How many entries the history holds now.
    public var recentHistoryCount: Int { recent.count }

    /// Records a toast that left the screen.
    mutating func remember(_ toast: LiveToast, _ outcome: ToastOutcome) {
        promises[toast.record.id] = nil
        guard recent.limit > 0 else { return }
        let content = toast.record.latest.content
        recent.append(
            ToastHistoryEntry(
                id: toast.record.id, kind: content.kind, title: content.title, message: content.message,
                tag: toast.tag, priority: toast.priority, requestedAt: toast.queuedAt,
                shownAt: toast.record.enterStart, endedAt: now, outcome: outcome))
    }

    /// Records a toast that left without showing (dropped, vetoed, summarized).
    mutating func remember(_ toast: PendingToast, _ outcome: ToastOutcome) {
        promises[toast.id] = nil
        guard recent.limit > 0 else { return }
        let content = toast.request.content
        recent.append(
            ToastHistoryEntry(
                id: toast.id, kind: content.kind, title: content.title, message: content.message,
                tag: toast.request.tag, priority: toast.request.priority, requestedAt: toast.queuedAt,
                shownAt: nil, endedAt: now, outcome: outcome))
    }
}
