/// The on-screen life of one toast: when it entered, how its content changed, and when and
/// how it left. The presenter writes records; the timeline reads them.
public struct ToastRecord: Sendable {
    /// The content (and duplicate count) from `time` on.
    public struct Revision: Sendable {
        /// The time this revision took effect.
        public var time: Double
        /// The content shown from then on.
        public var content: ToastContent
        /// The duplicate count shown from then on.
        public var count: Int

        /// Whether `other` shows the very same content (``ToastContent/isIdentical(to:)``) with
        /// the same count: then it lays out the same, whenever it took effect.
        func laysOutAs(_ other: Revision) -> Bool {
            count == other.count && content.isIdentical(to: other.content)
        }
    }

    /// The toast's identifier.
    public let id: ToastID
    /// The first revision, kept inline: most toasts never change, and then need no array.
    private let initial: Revision
    private var laterRevisions: [Revision] = []
    /// Whether revisions superseded before now are kept (a timeline drawn over the past needs
    /// them); a live host, which draws only the present, keeps the first and the newest alone,
    /// so that a toast updated a million times holds two contents, not a million.
    let keepsPast: Bool
    /// When the enter transition started.
    public let enterStart: Double
    /// Transitions are stored out of line and shared with the presenter's motion.
    /// The enter transition the toast was shown with.
    public private(set) var enter: Transition {
        get { _enter.wrappedValue }
        set { _enter.wrappedValue = newValue }
    }
    private var _enter: Shared<Transition>
    /// When the exit transition started; `nil` while the toast has not begun to leave.
    public internal(set) var exitStart: Double?
    /// When the toast was gone; `nil` while it has not begun to leave.
    public internal(set) var exitEnd: Double?
    /// The exit transition the toast leaves (or will leave) with.
    public internal(set) var exit: Transition {
        get { _exit.wrappedValue }
        set { _exit.wrappedValue = newValue }
    }
    private var _exit: Shared<Transition>
    /// How far through the exit animation it started (non-zero when a toast is dismissed
    /// before its entrance finished, so the exit picks up where the entrance was).
    public internal(set) var exitStartProgress: Double
    /// Why the toast left; `nil` while it has not begun to leave.
    public internal(set) var hideReason: HideReason?
    /// The drags of the toast by a finger, oldest first (at most ``DragRules/maxTracks``).
    public internal(set) var drags: [DragTrack] = []

    init(
        id: ToastID, content: ToastContent, count: Int, start: Double,
        enter: Shared<Transition>, exit: Shared<Transition>, keepsPast: Bool = true
    ) {
        self.id = id
        self.keepsPast = keepsPast
        self.initial = Revision(time: start, content: content, count: count)
        self.enterStart = start
        self._enter = enter
        self._exit = exit
        self.exitStartProgress = 0
    }

    /// When the enter transition ends.
    public var enterEnd: Double { enterStart + enter.duration }

    /// The content and count over time, oldest first.
    public var revisions: [Revision] { [initial] + laterRevisions }

    /// The newest revision.
    public var latest: Revision { laterRevisions.last ?? initial }

    /// The content shown first.
    public var content: ToastContent { initial.content }

    /// The revision in force at time `t`.
    public func revision(at t: Double) -> Revision {
        laterRevisions.last { $0.time <= t } ?? initial
    }

    /// Records new content (and count) from `time` on. Unless ``keepsPast``, the later
    /// revisions it supersedes (from `time` or before) are forgotten.
    mutating func revise(_ content: ToastContent, count: Int, at time: Double) {
        if !keepsPast { laterRevisions.removeAll { $0.time <= time } }
        laterRevisions.append(Revision(time: time, content: content, count: count))
    }

    /// Where the finger holds the toast at `t`, in points from its place (`x` toward trailing):
    /// the drag in force then, zero when none is.
    public func dragOffset(at t: Double) -> Point {
        drags.last { $0.start <= t }?.offset(at: t) ?? .zero
    }

    /// Whether at `t` the toast springs back to its place from a drag released short of a swipe.
    public func springsBack(at t: Double) -> Bool {
        drags.last { $0.start <= t }?.springsBack(at: t) ?? false
    }

    /// Begins a drag at `offset`, keeping at most ``DragRules/maxTracks``.
    mutating func beginDrag(at time: Double, offset: Point) {
        if drags.count >= DragRules.maxTracks { drags.removeFirst() }
        drags.append(DragTrack(time: time, offset: offset))
    }

    /// Moves the drag in progress.
    mutating func moveDrag(to offset: Point, at time: Double) {
        guard !drags.isEmpty else { return }
        drags[drags.count - 1].append(offset, at: time)
    }

    /// Ends the drag in progress: it springs back or leaves.
    mutating func endDrag(_ release: DragTrack.Release, at time: Double) {
        guard !drags.isEmpty else { return }
        drags[drags.count - 1].releaseTime = time
        drags[drags.count - 1].release = release
    }

    /// Whether any part of the toast is on screen at time `t`.
    public func isOnScreen(at t: Double) -> Bool {
        t >= enterStart && t < (exitEnd ?? .infinity)
    }
}
