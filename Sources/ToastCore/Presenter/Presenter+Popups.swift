/// Popups: one at a time, in order, each until a button is tapped or it is dismissed.
extension Presenter {
    /// The popup on screen and not leaving, if any.
    public var currentPopupID: PopupID? {
        guard let current = popups.current, current.record.exitStart == nil else { return nil }
        return current.record.id
    }

    /// Queues a popup; it shows when no other popup is on screen.
    @discardableResult
    public mutating func showPopup(_ popup: Popup, style: PopupStyle = PopupStyle(), at time: Double) -> PopupID {
        advance(to: time)
        defer { _checkInvariants() }
        let id = PopupID(popups.nextID)
        popups.nextID += 1
        popups.waiting.append((id, popup, style))
        startWaitingPopup()
        return id
    }

    /// Taps button `index` of the current popup: reports it and closes the popup.
    public mutating func tapPopupButton(_ index: Int, at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        guard let current = popups.current, current.record.exitStart == nil,
            current.record.popup.buttons.indices.contains(index)
        else { return }
        let button = current.record.popup.buttons[index]
        emit(.popupButton(current.record.id, index: index, actionID: button.id))
        popups.current?.record.tappedButton = index
        beginPopupExit()
        settle()
    }

    /// Closes the current popup without a button.
    public mutating func dismissPopup(at time: Double) {
        advance(to: time)
        defer { _checkInvariants() }
        beginPopupExit()
        settle()
    }

    private mutating func beginPopupExit() {
        guard var current = popups.current, current.record.exitStart == nil else { return }
        var progress = 0.0
        if !current.entered, current.record.enter.duration > 0 {
            progress = 1 - min(max((now - current.record.enterStart) / current.record.enter.duration, 0), 1)
        }
        current.record.exitStart = now
        current.record.exitEnd = now + current.record.exit.duration * (1 - progress)
        current.entered = true
        popups.current = current
        emit(.popupWillHide(current.record.id))
    }

    mutating func runDuePopupTransitions() {
        while popups.deadline <= now, let current = popups.current {
            if let end = current.record.exitEnd, end <= now {
                emit(.popupDidHide(current.record.id))
                if keepsHistory { popups.history.append(current.record) }
                popups.current = nil
                startWaitingPopup()
            } else {
                popups.current?.entered = true
                emit(.popupDidShow(current.record.id))
            }
        }
    }

    private mutating func startWaitingPopup() {
        guard popups.current == nil, !popups.waiting.isEmpty else { return }
        let next = popups.waiting.removeFirst()
        let enter = reducedMotion ? motion.reducedMotion : next.style.enter
        let exit = reducedMotion ? motion.reducedMotion : next.style.exit
        popups.current = PopupState.Live(
            record: PopupRecord(
                id: next.id, popup: next.popup, style: next.style, enterStart: now, enter: enter, exit: exit))
        emit(.popupWillShow(next.id))
        runDuePopupTransitions()
    }
}
