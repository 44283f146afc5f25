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

    /// Hides a visible toast now, or removes a waiting one.
    public mutating func dismiss(_ id: ToastID, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        if let index = liveIndex(id) {
            beginExit(index, reason: .dismissed)
        } else if let waiting = pending.remove(id: id) {
            drop(waiting, .dismissed)
        }
        settle()
    }

    /// Dismisses every toast with `tag`, on screen or waiting, as ``dismiss(_:at:)`` would one
    /// by one (those on screen first, oldest first, then the waiting ones in show order).
    public mutating func dismiss(tagged tag: String, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        let ids =
            live.filter { $0.tag == tag }.map(\.record.id) + pending.all.filter { $0.request.tag == tag }.map(\.id)
        for id in ids { dismiss(id, at: now) }
    }

    /// Hides every visible toast now and clears the queue.
    public mutating func dismissAll(at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        for waiting in pending.removeAll() { drop(waiting, .dismissed) }
        for index in live.indices { beginExit(index, reason: .dismissed) }
        settle()
    }

    /// A tap on the toast outside its buttons: runs the toast's action when it has exactly one
    /// (and hides it), or else hides it when taps dismiss. A toast with several actions runs one
    /// only when its button is tapped (``tap(_:action:at:)``).
    /// - Parameter id: the toast tapped; `nil` for the current one.
    /// - Parameter time: the clock time of the tap.
    public mutating func tap(_ id: ToastID? = nil, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = liveIndex(id) else { return }
        let content = live[index].content
        if content.actions.count == 1, let action = content.action {
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
        beginExit(index, reason: .action)
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

    /// A swipe toward `edge`. It dismisses when swipes are on and the direction leads away:
    /// up (or sideways) for top toasts, down (or sideways) for bottom ones, any way for centred
    /// ones. The toast leaves in the direction of the swipe.
    public mutating func swipe(_ id: ToastID? = nil, toward edge: Edge, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = liveIndex(id) else { return }
        let content = live[index].content
        guard content.style.swipeToDismiss, Self.swipe(edge, dismisses: content.position) else { return }
        let exit = live[index].record.exit
        let away = Transition(
            fade: true, slide: Slide(edge: SlideEdge(edge)),
            duration: exit.duration > 0 ? exit.duration : 0.2, curve: .easeIn)
        beginExit(index, reason: .swipe, transition: away)
        settle()
    }

    static func swipe(_ edge: Edge, dismisses position: ToastPosition) -> Bool {
        switch (position, edge) {
        case (.top, .bottom), (.bottom, .top): false
        default: true
        }
    }

    /// A finger comes down on the toast: its countdown pauses (if its style pauses on touch).
    public mutating func touchBegan(_ id: ToastID? = nil, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = liveIndex(id), live[index].content.style.pauseOnTouch != .none else { return }
        live[index].touching = true
        if live[index].phase == .holding, let deadline = live[index].holdDeadline {
            live[index].remaining = deadline - now
            live[index].holdDeadline = nil
            emit(.paused(live[index].record.id))
        }
    }

    /// The finger lifts: the countdown resumes with the time left, or starts over.
    public mutating func touchEnded(_ id: ToastID? = nil, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let index = liveIndex(id), live[index].touching else { return }
        live[index].touching = false
        guard live[index].phase == .holding, live[index].holdDeadline == nil else { return }
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
