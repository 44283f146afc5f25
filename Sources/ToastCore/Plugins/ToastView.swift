/// A read-only view of one toast, handed to plugins.
public struct ToastView: Sendable {
    /// Where the toast is in its life.
    public enum State: String, Sendable, CaseIterable {
        /// Queued, on its way in, fully shown, on its way out, dropped from the queue, vetoed by a plugin.
        case waiting, entering, showing, leaving, dropped, vetoed
        /// Held by quiet mode until it ends.
        case held
    }

    /// The toast's identity in the presenter.
    public let id: ToastID
    /// What it shows.
    public let content: ToastContent
    /// The tag it was shown with (a later show with the same tag updates it), if any.
    public let tag: String?
    /// Its priority in the queue (higher first).
    public let priority: Int
    /// Where it is in its life now.
    public let state: State
    /// How many duplicates it stands for.
    public let count: Int
    /// When it started entering (`nil` while waiting or when it never showed).
    public let shownAt: Double?

    /// The kind it was shown as (`content.kind`).
    public var kind: String { content.kind }
    /// Its message as drawn (`content.message`).
    public var message: String { content.message }
    /// Where on the screen it shows (`content.position`).
    public var position: ToastPosition { content.position }
}

/// What is visible and waiting, read by plugins while they run. The presenter is held in one
/// shared box, so handing the view from call to call costs one reference count, not a copy of
/// every buffer the presenter holds.
public struct QueueView: Sendable {
    /// The parts of the presenter a view reads (not the whole presenter: fewer references to
    /// count each time a view is made and dropped).
    private final class Box: Sendable {
        let now: Double
        let live: [LiveToast]
        let pending: PendingQueue
        let dropped: [ToastID: ToastRequest]
        let held: [PendingToast]
        let history: ToastHistory
        let resolver: RunResolver

        init(_ presenter: Presenter, _ resolver: RunResolver) {
            self.resolver = resolver
            now = presenter.now
            live = presenter.live
            pending = presenter.pending
            dropped = presenter.droppedRequests
            held = presenter.held
            history = presenter.recent
        }
    }

    private let box: Box

    /// Commands the call that gets this view may still make: what is left of the call's outside
    /// budget, the plugin's run budget and the budget of all plugins (``PluginRunBudget``). A
    /// plugin refuses (and counts) each command past it as the call makes it, before anything is
    /// stored; the pipeline counts refused commands toward the run budgets.
    public internal(set) var commandAllowance: Int = .max

    init(_ presenter: Presenter, _ resolver: RunResolver) { box = Box(presenter, resolver) }

    /// The current time.
    public var now: Double { box.now }

    /// The run's theme in its context (a filter's new kind resolves through it), and its clock's
    /// time of day.
    public var run: RunResolver { box.resolver }

    /// The host's time of day now (the run's clock's time of day at its origin, plus the
    /// virtual time): what `toast.time_of_day()` returns; `nil` when the clock tells none.
    public var timeOfDay: TimeOfDay.Reading? { box.resolver.timeOfDay?.reading(at: box.now) }

    /// The toasts on screen, oldest first.
    public var visible: [ToastView] { box.live.map(\.view) }

    /// The waiting toasts, in show order.
    public var pending: [ToastView] { box.pending.all.map(\.view) }

    /// The toasts quiet mode holds, in the order they arrived.
    public var held: [ToastView] { box.held.map(\.heldView) }

    /// The last toasts that left, newest first (``Presenter/recentHistory``).
    public var history: [ToastHistoryEntry] { box.history.newestFirst }

    /// The toast with this identifier, visible, waiting, held or just dropped.
    public func toast(_ id: ToastID) -> ToastView? {
        Presenter.view(of: id, live: box.live, pending: box.pending, held: box.held, dropped: box.dropped)
    }

    /// The newest visible, waiting or held toast with this tag.
    public func toast(tagged tag: String) -> ToastView? {
        if let live = box.live.last(where: { $0.tag == tag && !$0.isExiting }) { return live.view }
        if let waiting = box.pending.all.last(where: { $0.request.tag == tag }) { return waiting.view }
        return box.held.last { $0.request.tag == tag }?.heldView
    }
}

extension LiveToast {
    var view: ToastView {
        let state: ToastView.State =
            switch phase {
            case .entering: .entering
            case .holding: .showing
            case .exiting: .leaving
            }
        return ToastView(
            id: record.id, content: content, tag: tag, priority: priority, state: state,
            count: record.latest.count, shownAt: record.enterStart)
    }
}

extension PendingToast {
    var view: ToastView {
        ToastView(
            id: id, content: request.content, tag: request.tag, priority: request.priority, state: .waiting,
            count: count, shownAt: nil)
    }

    /// The view of a toast quiet mode holds.
    var heldView: ToastView {
        ToastView(
            id: id, content: request.content, tag: request.tag, priority: request.priority, state: .held,
            count: count, shownAt: nil)
    }
}

extension Presenter {
    /// A view of the toast `id` if it is visible, waiting, or was dropped during the current
    /// plugin dispatch.
    func view(of id: ToastID) -> ToastView? {
        Self.view(of: id, live: live, pending: pending, held: held, dropped: droppedRequests)
    }

    /// A view of the toast `id` among these visible, waiting and just-dropped toasts.
    static func view(
        of id: ToastID, live: [LiveToast], pending: PendingQueue, held: [PendingToast], dropped: [ToastID: ToastRequest]
    ) -> ToastView? {
        if let live = live.first(where: { $0.record.id == id }) { return live.view }
        if let waiting = pending.all.first(where: { $0.id == id }) { return waiting.view }
        if let toast = held.first(where: { $0.id == id }) { return toast.heldView }
        if let request = dropped[id] {
            return ToastView(
                id: id, content: request.content, tag: request.tag, priority: request.priority,
                state: .dropped, count: 1, shownAt: nil)
        }
        return nil
    }
}
