import ToastCore

extension NotificationServer {
    /// A click of `action` (what its mouse button is bound to) on `hit`, a point of `frame`,
    /// the frame last drawn: the user's tap, action, close or close-all, as a command to the
    /// center. A close says the user dismissed (reason 2) in the command itself; a tap that does
    /// not close (taps do not dismiss, or it expands a deck) says nothing of how the card closes
    /// later. A click on no toast does nothing.
    package func click(_ action: MouseBindings.Action, at hit: FrameHit, in frame: Frame) {
        guard case .toast(let id, let button) = hit else { return }
        switch action {
        case .tap:
            center.apply(button.map { .tapAction(.id(id), action: $0) } ?? .tap(.id(id)))
        case .close:
            center.apply(.dismiss(.id(id), by: .user))
        case .closeAll:
            center.apply(.dismissAll(by: .user))
        case .action:
            let first = frame.toasts.first { $0.id == id }?.content.actions.first { $0.id != "default" }
            if let key = button ?? first?.id { center.apply(.tapAction(.id(id), action: key)) }
        case .none:
            break
        }
    }
}
