/// Who dismisses a toast. Every dismissal command names one (``ToastCommand/dismiss(_:by:)``,
/// ``ToastCommand/dismissTag(_:by:)``, ``ToastCommand/dismissAll(by:)``), and the presenter
/// carries it into the event the toast leaves with (``HideReason/dismissed(by:)``,
/// ``DropReason/dismissed(by:)``): a host tells why a toast left from its event alone, as a
/// notification server gives its close reason (2 dismissed by the user, 3 closed by a call).
public enum Dismisser: String, Sendable, Hashable, CaseIterable {
    /// The person in front of the screen: a close button or click, a "close all", a control
    /// command they run (`tartine notifyctl close`), the preview page's Dismiss all.
    case user
    /// The program that shows the toast, by its own call: ``ToastCenter/dismiss(_:by:)`` from
    /// its code, a scenario's `dismiss` and `dismiss_all`, a notification's sender
    /// (`CloseNotification`).
    case app
    /// A theme's plugin (`toast.dismiss`, `toast.dismiss_all`).
    case plugin
}
