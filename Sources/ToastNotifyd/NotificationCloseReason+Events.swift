import ToastCore
import ToastDBus

/// The spec's close reason of a toast that leaves, from the event it leaves with alone: who
/// closed it travels in the event (``ToastCore/HideReason/dismissed(by:)``), so nothing is kept
/// beside the queue that could outlive the click or call it was for.
extension NotificationCloseReason {
    /// A toast that starts to leave: its hold ran out (1); the user tapped it, swiped it or
    /// chose an action (2); a dismissal, as its dismisser says; a newer toast replaced it (4);
    /// `nil` for a toast that a critical one sent back to wait (`preempted`): it is not closed.
    init?(_ hide: HideReason) {
        switch hide {
        case .preempted: return nil
        case .timeout: self = .expired
        case .tap, .action, .swipe: self = .dismissed
        case .dismissed(let dismisser): self.init(dismissedBy: dismisser)
        case .replaced: self = .undefined
        }
    }

    /// A toast dropped before it showed: a dismissal, as its dismisser says; the queue's bounds
    /// or policy (4).
    init(_ drop: DropReason) {
        switch drop {
        case .dismissed(let dismisser): self.init(dismissedBy: dismisser)
        case .overflow, .busy, .replaced: self = .undefined
        }
    }

    /// A dismissal: the user's, a close click or `notifyctl close` (2); the app's, a
    /// `CloseNotification` (3); a plugin's (4).
    init(dismissedBy dismisser: Dismisser) {
        switch dismisser {
        case .user: self = .dismissed
        case .app: self = .closedByCall
        case .plugin: self = .undefined
        }
    }
}
