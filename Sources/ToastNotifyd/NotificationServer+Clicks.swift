import ToastCore

extension NotificationServer {
    /// A click of `action` (what its mouse button is bound to) on `hit`, a point of `frame`,
    /// the frame last drawn: the user's tap, action, close or close-all, as a command to the
    /// center. A close says the user dismissed (reason 2) in the command itself; a tap that does
    /// not close (taps do not dismiss, or it expands a deck) says nothing of how the card closes
    /// later. A click on no toast does nothing. A tap on `link` (what `Frame.link(at:)` found
    /// under the click) opens the link instead (``open(link:of:)``).
    package func click(_ action: MouseBindings.Action, at hit: FrameHit, in frame: Frame, link: LinkRegion? = nil) {
        guard case .toast(let id, let button) = hit else { return }
        switch action {
        case .tap:
            if button == nil, let link, center.theme.notifications.linkOpener != nil {
                return open(link: link.href, of: id)
            }
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

    /// Opens the link `href` of `toast`'s notification with the theme's `open_links` program,
    /// when the theme has one and the link is http, https or mailto; a link of another scheme is
    /// one line on the report and opens nothing.
    package func open(link href: String, of toast: ToastID) {
        guard let opener = center.theme.notifications.linkOpener else { return }
        let id = notificationID(of: toast) ?? 0
        guard NotificationRules.opens(href) else {
            return report(
                "notifyd: link '\(TextLimits.drawn(href, limit: 256))' of notification \(id) not opened: only "
                    + NotificationRules.openedSchemes.sorted().joined(separator: ", ") + " links open")
        }
        hooks.open(href, with: opener, notification: id)
    }
}
