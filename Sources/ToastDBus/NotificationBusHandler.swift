import ToastCore

/// What a ``NotificationBus`` asks of the server behind it. Called on the bus thread, one call at
/// a time; every method returns at once (no drawing, no waiting).
public protocol NotificationBusHandler: Sendable {
    /// A `Notify`, already parsed and bounded (`id` 0).
    /// - Parameters:
    ///   - notification: The notification; `replacesID` is the one it replaces, 0 for none.
    ///   - sender: The sender's unique bus name (`:1.42`).
    /// - Returns: The id to reply with: never 0 (the handler numbers them), `replacesID` when it
    ///   replaced that one.
    func notify(_ notification: Notification, sender: String) -> UInt32
    /// A `CloseNotification(id)`.
    /// - Parameter id: The notification to close (any number a client sends).
    func closeNotification(id: UInt32)
    /// A call on `org.tartine.Notifyd1`.
    /// - Parameter request: The call and its arguments.
    /// - Returns: The reply for that call's type (``NotifydReply/done`` for `Pause`, `Resume`,
    ///   `Close`, `CloseAll` and `Action`; `flag` for `IsPaused`; `text` for `History`, `List` and
    ///   `Reload`; `id` for `HistoryPop`; `counts` for `Count`), or `failed`, which the caller
    ///   receives as the error `org.tartine.Notifyd1.Error.Failed`.
    func control(_ request: NotifydRequest) -> NotifydReply
    /// The server no longer owns `org.freedesktop.Notifications` (another server replaced it,
    /// or the bus connection closed); called once. The default does nothing.
    func nameLost()
}

extension NotificationBusHandler {
    /// Does nothing.
    public func nameLost() {}
}

/// Why a notification closed, as `NotificationClosed` reports it.
public enum NotificationCloseReason: UInt32, Sendable {
    /// Its time ran out.
    case expired = 1
    /// The user dismissed it.
    case dismissed = 2
    /// A `CloseNotification` call closed it.
    case closedByCall = 3
    /// Anything else.
    case undefined = 4

    /// `expired`, `dismissed`, `closed` (by a call), `undefined`: the reason as a word, as
    /// `tartine notifyctl watch` prints it beside the number.
    public var name: String {
        switch self {
        case .expired: "expired"
        case .dismissed: "dismissed"
        case .closedByCall: "closed"
        case .undefined: "undefined"
        }
    }
}

/// A call on Tartine's control interface `org.tartine.Notifyd1` (`tartine notifyctl`).
public enum NotifydRequest: Sendable, Hashable {
    /// `Pause()`: quiet mode on (notifications are held, never lost).
    case pause
    /// `Resume()`: quiet mode off.
    case resume
    /// `IsPaused() -> b`.
    case isPaused
    /// `History() -> s`: the history as JSON.
    case history
    /// `HistoryPop() -> u`: shows the newest notification of the history again; its id.
    case historyPop
    /// `Close(u)`: closes that notification, 0 the newest.
    case close(UInt32)
    /// `CloseAll()`.
    case closeAll
    /// `Reload() -> s`: reloads the theme and plugins; the report.
    case reload
    /// `Count() -> (uuu)`: shown, waiting and in the history.
    case count
    /// `Action(u, s)`: invokes the action `key` of notification `id`, 0 the newest shown.
    case action(id: UInt32, key: String)
    /// `List() -> s`: the open notifications as JSON, shown or waiting.
    case list
}

/// The answer to a ``NotifydRequest``.
public enum NotifydReply: Sendable, Hashable {
    /// Done, nothing to say.
    case done
    /// A boolean (`IsPaused`).
    case flag(Bool)
    /// A text: the history's or the list's JSON, reload's report.
    case text(String)
    /// A notification's id (`HistoryPop`).
    case id(UInt32)
    /// The counts of `Count`.
    case counts(shown: UInt32, waiting: UInt32, history: UInt32)
    /// The request failed: the D-Bus error `org.tartine.Notifyd1.Error.Failed` with this message.
    case failed(String)
}
