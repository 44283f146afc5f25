import ToastCore

extension NotificationServer {
    /// A click of `action` (what its mouse button is bound to) on `hit`, a point of `frame`,
    /// the frame last drawn: the user's tap, action, close or close-all, as a command to the
    /// center. A click on no toast does nothing.
    package func click(_ action: MouseBindings.Action, at hit: FrameHit, in frame: Frame) {
        guard case .toast(let id, let button) = hit else { return }
        switch action {
        case .tap:
            if let button {
                center.apply(.tapAction(.id(id), action: button))
            } else {
                dismissedByUser(id)
                center.apply(.tap(.id(id)))
            }
        case .close:
            dismissedByUser(id)
            center.apply(.dismiss(.id(id), by: .user))
        case .closeAll:
            _ = control(.closeAll)
        case .action:
            let first = frame.toasts.first { $0.id == id }?.content.actions.first { $0.id != "default" }
            if let key = button ?? first?.id { center.apply(.tapAction(.id(id), action: key)) }
        case .none:
            break
        }
    }
}
