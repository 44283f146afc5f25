import ToastCore
import ToastDBus

/// The server's books: which notification each toast shows, the numbers handed out, and the
/// history of closed notifications. Pure bookkeeping (no bus, no window), kept under the
/// server's lock.
///
/// Every notification the server numbers is closed exactly once: when its toast starts to leave,
/// is dropped, vetoed, or is replaced under a stacking tag, the registry forgets it and gives the
/// one `NotificationClosed` to send, with the reason the event alone gives
/// (`NotificationCloseReason+Events.swift`: who dismissed travels in the event).
struct NotificationRegistry {
    /// A notification the server numbered and has not closed.
    struct Entry {
        var notification: Notification
        var toast: ToastID
    }

    /// A closed notification, newest last in ``history``.
    struct Closed: Equatable {
        var notification: Notification
        var reason: NotificationCloseReason
        /// Seconds on the server's clock when it closed.
        var at: Double
    }

    /// Notifications kept in the history, at most (older ones are forgotten first).
    let historyLimit: Int
    private(set) var entries: [UInt32: Entry] = [:]
    private var byToast: [ToastID: UInt32] = [:]
    private(set) var history: [Closed] = []
    /// The number handed out last.
    var lastID: UInt32 = 0
    /// Notifications closed since the server started, by reason, for `count` and the benchmarks.
    private(set) var closedCount = 0

    init(historyLimit: Int) {
        self.historyLimit = max(0, historyLimit)
    }

    /// A fresh number: never 0, never one still in use (wraps past `UInt32.max`).
    mutating func nextID() -> UInt32 {
        repeat {
            lastID = lastID == .max ? 1 : lastID + 1
        } while entries[lastID] != nil
        return lastID
    }

    /// Whether `id` names a notification still here.
    func contains(_ id: UInt32) -> Bool { entries[id] != nil }

    /// The toast showing notification `id`.
    func toast(of id: UInt32) -> ToastID? { entries[id]?.toast }

    /// The notification a toast shows.
    func notification(of toast: ToastID) -> UInt32? { byToast[toast] }

    /// How many notifications are open (shown, waiting or held).
    var openCount: Int { entries.count }

    /// Notification `notification` is shown by `toast` (a new toast, or one it updated). When
    /// that toast showed another notification (a stacking tag replaced it), that one is closed:
    /// its `NotificationClosed` is returned.
    mutating func record(_ notification: Notification, toast: ToastID, at time: Double) -> (
        UInt32, NotificationCloseReason
    )? {
        var replaced: (UInt32, NotificationCloseReason)?
        if let previous = byToast[toast], previous != notification.id, let entry = entries.removeValue(forKey: previous)
        {
            remember(entry.notification, reason: .undefined, at: time)
            replaced = (previous, .undefined)
        }
        entries[notification.id] = Entry(notification: notification, toast: toast)
        byToast[toast] = notification.id
        return replaced
    }

    /// What an event of the queue closes: the notification and the reason to send, or `nil`
    /// for an event that closes nothing (or a toast that shows no notification of the server's).
    mutating func close(for event: ToastEvent, at time: Double) -> (UInt32, NotificationCloseReason)? {
        let toast: ToastID
        let reason: NotificationCloseReason
        switch event {
        case .willHide(let id, let hide): (toast, reason) = (id, NotificationCloseReason(hide))
        case .dropped(let id, let drop): (toast, reason) = (id, NotificationCloseReason(drop))
        case .vetoed(let id, _, _): (toast, reason) = (id, .undefined)
        default: return nil
        }
        guard let id = byToast.removeValue(forKey: toast), let entry = entries.removeValue(forKey: id) else {
            return nil
        }
        remember(entry.notification, reason: reason, at: time)
        return (id, reason)
    }

    /// Takes the newest notification out of the history (`history-pop`).
    mutating func popHistory() -> Notification? {
        history.popLast()?.notification
    }

    private mutating func remember(_ notification: Notification, reason: NotificationCloseReason, at time: Double) {
        closedCount += 1
        guard historyLimit > 0, !notification.transient else { return }
        if history.count == historyLimit { history.removeFirst() }
        history.append(Closed(notification: notification, reason: reason, at: time))
    }
}
