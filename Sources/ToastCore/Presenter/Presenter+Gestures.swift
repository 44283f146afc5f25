/// Dismissal and the user's gestures: tap, swipe, touch-and-hold.
extension Presenter {
    /// The toast a gesture without an identifier applies to: the newest one not already leaving.
    public var currentID: ToastID? {
        live.last { !$0.isExiting }?.record.id
    }

    private func liveIndex(_ id: ToastID?) -> Int? {
        guard let id = id ?? currentID else { return nil }
        return live.firstIndex { $0.record.id == id && !$0.isExiting }
    }

    /// Hides a visible toast now, or removes a waiting or held one; its `willHide` or `dropped`
    /// says it was dismissed, and by whom.
    /// - Parameters:
    ///   - id: the toast.
    ///   - dismisser: who dismisses it (the user, the app, a plugin).
    ///   - time: the clock time of the dismissal.
    public mutating func dismiss(_ id: ToastID, by dismisser: Dismisser, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        if let index = liveIndex(id) {
            beginExit(index, reason: .dismissed(by: dismisser))
        } else if let waiting = pending.remove(id: id) {
            drop(waiting, .dismissed(by: dismisser))
        } else if let index = held.firstIndex(where: { $0.id == id }) {
            drop(held.remove(at: index), .dismissed(by: dismisser))
        }
        settle()
    }

    /// Dismisses every toast with `tag`, on screen, waiting or held, as ``dismiss(_:by:at:)``
    /// would one by one (those on screen first, oldest first, then the waiting ones in show
    /// order, then the held ones), each by `dismisser`.
    public mutating func dismiss(tagged tag: String, by dismisser: Dismisser, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        let ids =
            live.filter { $0.tag == tag }.map(\.record.id) + pending.all.filter { $0.request.tag == tag }.map(\.id)
            + held.filter { $0.request.tag == tag }.map(\.id)
        for id in ids { dismiss(id, by: dismisser, at: now) }
    }

    /// Hides every visible toast now and clears the waiting ones, each dismissed by `dismisser`.
    /// Held toasts stay held (quiet mode stays in force): they have not been seen, and "close all"
    /// while paused must not throw away what the pause is keeping; ``dismiss(_:by:at:)`` and
    /// ``dismiss(tagged:by:at:)`` still reach them.
    public mutating func dismissAll(by dismisser: Dismisser, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        for waiting in pending.removeAll() { drop(waiting, .dismissed(by: dismisser)) }
        for index in live.indices { beginExit(index, reason: .dismissed(by: dismisser)) }
        settle()
    }

    /// A tap on the toast outside its buttons: runs the toast's action when it has exactly one
    /// (and hides it), or else hides it when taps dismiss. A toast with several actions runs one
    /// only when its button is tapped (``tap(_:action:at:)``). Under the `deck` policy a tap on
    /// a collapsed deck of several toasts expands it instead (``expand(_:at:)``), and a tap
    /// collapses every other deck that a tap expanded.
    /// - Parameter id: the toast tapped; `nil` for the current one.
    /// - Parameter time: the clock time of the tap.
    public mutating func tap(_ id: ToastID? = nil, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = liveIndex(id) else { return }
        if configuration.isDeck, tapExpands(index) { return }
        let content = live[index].content
        if let notification = content.notification {
            // A notification's tap is its `default` action, not its one button.
            if notification.actions.contains(where: { $0.key == "default" }) {
                emit(.action(live[index].record.id, actionID: "default"))
                if !notification.resident { beginExit(index, reason: .action) }
            } else if content.style.tapToDismiss {
                beginExit(index, reason: .tap)
            }
        } else if content.actions.count == 1, let action = content.action {
            emit(.action(live[index].record.id, actionID: action.id))
            beginExit(index, reason: .action)
        } else if content.style.tapToDismiss {
            beginExit(index, reason: .tap)
        }
        settle()
    }

    /// A tap on one of the toast's action buttons (the ``HitRegion`` under the finger): reports
    /// the action and hides the toast. Nothing happens when the toast has no such action.
    /// - Parameter id: the toast tapped; `nil` for the current one.
    /// - Parameter actionID: the identifier of the button's action (``HitRegion/actionID``).
    /// - Parameter time: the clock time of the tap.
    public mutating func tap(_ id: ToastID? = nil, action actionID: String, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = liveIndex(id), live[index].content.actions.contains(where: { $0.id == actionID }) else {
            return
        }
        emit(.action(live[index].record.id, actionID: actionID))
        // A resident notification stays after its actions (the spec's `resident` hint).
        if live[index].content.notification?.resident != true { beginExit(index, reason: .action) }
        settle()
    }

    /// A tap on a link of the toast's rich text (a ``LinkRegion`` under the finger): reports
    /// the link, and the toast stays (its action does not run, a tap does not dismiss it).
    /// Nothing happens when the toast has no such link.
    /// - Parameter id: the toast tapped; `nil` for the current one.
    /// - Parameter link: the link's position among the toast's links (``LinkRegion/index``).
    /// - Parameter time: the clock time of the tap.
    public mutating func tap(_ id: ToastID? = nil, link: Int, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = liveIndex(id) else { return }
        let links = live[index].content.links
        guard links.indices.contains(link) else { return }
        emit(.link(live[index].record.id, index: link, href: links[link]))
    }

    /// A swipe toward `edge`. It dismisses when swipes are on and `edge` is one the toast may be
    /// swiped to (`swipeEdges(_:)`: its style's `swipeDirections`, else its position's: up for
    /// top toasts, down for bottom ones, a corner's vertical edge and side, any way for centred
    /// ones). The toast leaves in the direction of the swipe, after a `swipe` event.
    public mutating func swipe(_ id: ToastID? = nil, toward edge: Edge, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = liveIndex(id), Self.swipeEdges(live[index].content).contains(edge) else { return }
        swipeAway(index, toward: edge)
        settle()
    }

    /// The edges `content` may be swiped away toward: none when its style turns swipes off, its
    /// style's `swipeDirections` when set, else its position's `defaultSwipeEdges`.
    static func swipeEdges(_ content: ToastContent) -> Set<Edge> {
        guard content.style.swipeToDismiss else { return [] }
        return content.style.swipeDirections ?? content.position.defaultSwipeEdges
    }

    private mutating func swipeAway(_ index: Int, toward edge: Edge) {
        emit(.swipe(live[index].record.id, toward: edge))
        let exit = live[index].record.exit
        let away = Transition(
            fade: true, slide: Slide(edge: SlideEdge(edge)),
            duration: exit.duration > 0 ? exit.duration : 0.2, curve: .easeIn)
        live[index].touching = false
        live[index].dragging = false
        beginExit(index, reason: .swipe, transition: away)
    }

    /// The finger dragging the toast is now `offset` points from where it came down (`x` toward
    /// the trailing side, `y` downward): the toast follows it, damped toward edges it may not be
    /// swiped to (``DragRules/resisted(_:allowing:)``). The first call of a drag reports
    /// `drag_began` and pauses the countdown as a touch does.
    /// - Parameters:
    ///   - id: the toast dragged; `nil` for the current one.
    ///   - offset: the finger's offset; one that is not finite is ignored, a larger one than
    ///     ``DragRules/maxOffset`` is held there.
    ///   - time: the clock time of the move.
    public mutating func drag(_ id: ToastID? = nil, by offset: Point, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard offset.x.isFinite, offset.y.isFinite, let index = liveIndex(id) else { return }
        let bound = DragRules.maxOffset
        let held = Point(x: min(max(offset.x, -bound), bound), y: min(max(offset.y, -bound), bound))
        let drawn = DragRules.resisted(held, allowing: Self.swipeEdges(live[index].content))
        if live[index].dragging {
            live[index].record.moveDrag(to: drawn, at: now)
            return
        }
        live[index].dragging = true
        live[index].record.beginDrag(at: now, offset: drawn)
        emit(.dragBegan(live[index].record.id))
        pause(index)
    }

    /// The finger dragging the toast lifts: reports `drag_ended`, then the toast leaves toward
    /// the allowed edge it was dragged far or fast enough toward (``DragRules/dismissal(offset:velocity:allowing:)``),
    /// after a `swipe` event and from where the finger let go, or else springs back to its place
    /// and its countdown resumes as after a touch.
    /// - Parameters:
    ///   - id: the toast dragged; `nil` for the current one.
    ///   - time: the clock time of the release.
    public mutating func endDrag(_ id: ToastID? = nil, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = liveIndex(id), live[index].dragging, let track = live[index].record.drags.last else {
            return
        }
        live[index].dragging = false
        let edge = DragRules.dismissal(
            offset: track.lastOffset, velocity: track.velocity(at: now),
            allowing: Self.swipeEdges(live[index].content))
        live[index].record.endDrag(edge.map(DragTrack.Release.swipe) ?? .springBack, at: now)
        emit(.dragEnded(live[index].record.id))
        if let edge {
            swipeAway(index, toward: edge)
        } else {
            resume(index)
        }
        settle()
    }

    /// A finger comes down on the toast: its countdown pauses (if its style pauses on touch).
    public mutating func touchBegan(_ id: ToastID? = nil, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = liveIndex(id) else { return }
        pause(index)
    }

    /// The finger lifts: the countdown resumes with the time left, or starts over.
    public mutating func touchEnded(_ id: ToastID? = nil, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = liveIndex(id) else { return }
        resume(index)
    }

    /// A touch or a drag holds the toast at `index`: its countdown pauses (if its style pauses on
    /// touch), once however many fingers.
    private mutating func pause(_ index: Int) {
        guard live[index].content.style.pauseOnTouch != .none, !live[index].touching else { return }
        live[index].touching = true
        if live[index].phase == .holding, let deadline = live[index].holdDeadline {
            live[index].remaining = deadline - now
            live[index].holdDeadline = nil
            emit(.paused(live[index].record.id))
        }
    }

    /// The touch or drag holding the toast at `index` ends: its countdown resumes with the time
    /// left, or starts over.
    private mutating func resume(_ index: Int) {
        guard live[index].touching else { return }
        live[index].touching = false
        guard live[index].phase == .holding, live[index].holdDeadline == nil, !live[index].inExpandedDeck else {
            return
        }
        let content = live[index].content
        let left = content.style.pauseOnTouch == .restart ? content.holdSeconds : live[index].remaining
        live[index].holdDeadline = now + left
        emit(.resumed(live[index].record.id))
        settle()
    }
}

extension SlideEdge {
    init(_ edge: Edge) {
        switch edge {
        case .top: self = .top
        case .bottom: self = .bottom
        case .leading: self = .leading
        case .trailing: self = .trailing
        }
    }
}
