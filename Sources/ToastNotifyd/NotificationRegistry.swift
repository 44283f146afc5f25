import ToastCore
import ToastDBus

/// The server's books: which notification each toast shows, the numbers handed out, and the
/// history of closed notifications. Pure bookkeeping (no bus, no window), kept under the
/// server's lock.
///
/// The history and the notifications waiting to show are kept within one byte budget
/// (``byteBudget``, what ``Notification/heldBytes`` counts): ``trim(visible:)`` takes the images
/// of the oldest away first (the text kept), then forgets the oldest closed ones, then closes
/// the oldest waiting ones. The notifications on screen are not counted (the theme's
/// `max_visible` bounds them).
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
        /// When it arrived among the notifications numbered (older first).
        var arrival: UInt64
        /// ``Notification/heldBytes`` of `notification`.
        var bytes: Int
    }

    /// A closed notification, newest last in ``history``.
    struct Closed: Equatable {
        var notification: Notification
        var reason: NotificationCloseReason
        /// Seconds on the server's clock when it closed.
        var at: Double
        /// When it arrived among the notifications numbered (older first).
        var arrival: UInt64 = 0
    }

    /// What ``trim(visible:)`` asks of the queue to keep the books within the budget.
    struct Trim: Equatable {
        /// Waiting notifications whose image was taken away: each to show again in place (its
        /// `replacesID` is its `id`), so that the queue lets go of the pixels too.
        var stripped: [Notification] = []
        /// Waiting notifications closed (their `NotificationClosed` says 4): each toast to
        /// dismiss, with the notification's number.
        var closed: [(id: UInt32, toast: ToastID)] = []

        static func == (a: Trim, b: Trim) -> Bool {
            a.stripped == b.stripped && a.closed.map(\.id) == b.closed.map(\.id)
                && a.closed.map(\.toast) == b.closed.map(\.toast)
        }
    }

    /// Notifications kept in the history, at most (older ones are forgotten first).
    let historyLimit: Int
    /// The bytes the history and the waiting notifications are kept within.
    let byteBudget: Int
    private(set) var entries: [UInt32: Entry] = [:]
    private var byToast: [ToastID: UInt32] = [:]
    private(set) var history: [Closed] = []
    /// The number handed out last.
    var lastID: UInt32 = 0
    /// Notifications closed since the server started, by reason, for `count` and the benchmarks.
    private(set) var closedCount = 0
    /// The bytes of every open notification (shown or waiting) and of the history.
    private(set) var openBytes = 0
    private(set) var historyBytes = 0
    private var arrivals: UInt64 = 0

    /// - Parameters:
    ///   - historyLimit: closed notifications kept, at most.
    ///   - byteBudget: the bytes the history and the waiting notifications are kept within.
    init(historyLimit: Int, byteBudget: Int = NotificationRegistry.defaultByteBudget) {
        self.historyLimit = max(0, historyLimit)
        self.byteBudget = max(0, byteBudget)
    }

    /// 64 MiB: sixteen of the largest images (`NotificationLimits.imageSide` pixels a side).
    static let defaultByteBudget = 64 << 20

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
            openBytes -= entry.bytes
            remember(entry, reason: .undefined, at: time)
            replaced = (previous, .undefined)
        }
        let bytes = notification.heldBytes
        arrivals += 1
        if let old = entries.updateValue(
            Entry(notification: notification, toast: toast, arrival: arrivals, bytes: bytes), forKey: notification.id)
        {
            openBytes -= old.bytes
            if old.toast != toast { byToast[old.toast] = nil }
        }
        openBytes += bytes
        byToast[toast] = notification.id
        return replaced
    }

    /// What an event of the queue closes: the notification and the reason to send, or `nil`
    /// for an event that closes nothing (or a toast that shows no notification of the server's).
    mutating func close(for event: ToastEvent, at time: Double) -> (UInt32, NotificationCloseReason)? {
        let toast: ToastID
        let reason: NotificationCloseReason
        switch event {
        case .willHide(let id, let hide):
            guard let closing = NotificationCloseReason(hide) else { return nil }
            (toast, reason) = (id, closing)
        case .dropped(let id, let drop): (toast, reason) = (id, NotificationCloseReason(drop))
        case .vetoed(let id, _, _): (toast, reason) = (id, .undefined)
        default: return nil
        }
        guard let id = byToast.removeValue(forKey: toast), let entry = entries.removeValue(forKey: id) else {
            return nil
        }
        openBytes -= entry.bytes
        remember(entry, reason: reason, at: time)
        return (id, reason)
    }

    /// Takes the newest notification out of the history (`history-pop`).
    mutating func popHistory() -> Notification? {
        guard let last = history.popLast() else { return nil }
        historyBytes -= last.notification.heldBytes
        return last.notification
    }

    private mutating func remember(_ entry: Entry, reason: NotificationCloseReason, at time: Double) {
        closedCount += 1
        guard historyLimit > 0, !entry.notification.transient else { return }
        if history.count == historyLimit { historyBytes -= history.removeFirst().notification.heldBytes }
        history.append(Closed(notification: entry.notification, reason: reason, at: time, arrival: entry.arrival))
        historyBytes += entry.bytes
    }

    /// The bytes counted against ``byteBudget``: the history's and those of the open
    /// notifications not on screen (`visible`: the toasts on screen).
    func budgetedBytes(visible: Set<ToastID>) -> Int {
        historyBytes + openBytes
            - visible.reduce(0) { sum, toast in sum + (byToast[toast].flatMap { entries[$0]?.bytes } ?? 0) }
    }

    /// Keeps the history and the waiting notifications (the open ones whose toast is not in
    /// `visible`) within ``byteBudget``: while over it, the oldest image goes first, a closed
    /// notification's or a waiting one's, whichever arrived first (the text stays); then the
    /// oldest closed notifications are forgotten; then the oldest waiting notifications are
    /// closed (reason 4, returned with their toasts). Returns what the queue must be told.
    mutating func trim(visible: Set<ToastID>) -> Trim {
        var over = budgetedBytes(visible: visible) - byteBudget
        var trim = Trim()
        guard over > 0 else { return trim }
        // Images, oldest first: the history's and the waiting notifications'.
        var images: [(arrival: UInt64, history: Int?, id: UInt32)] = []
        for (index, closed) in history.enumerated() where closed.notification.image != nil {
            images.append((closed.arrival, index, closed.notification.id))
        }
        for (id, entry) in entries where entry.notification.image != nil && !visible.contains(entry.toast) {
            images.append((entry.arrival, nil, id))
        }
        for image in images.sorted(by: { $0.arrival < $1.arrival }) {
            guard over > 0 else { break }
            if let index = image.history {
                let before = history[index].notification.heldBytes
                history[index].notification.image = nil
                let saved = before - history[index].notification.heldBytes
                historyBytes -= saved
                over -= saved
            } else if var entry = entries[image.id] {
                entry.notification.image = nil
                let bytes = entry.notification.heldBytes
                over -= entry.bytes - bytes
                openBytes -= entry.bytes - bytes
                entry.bytes = bytes
                entries[image.id] = entry
                var again = entry.notification
                again.replacesID = again.id
                trim.stripped.append(again)
            }
        }
        // The oldest closed notifications.
        var forgotten = 0
        while over > 0, forgotten < history.count {
            let bytes = history[forgotten].notification.heldBytes
            historyBytes -= bytes
            over -= bytes
            forgotten += 1
        }
        history.removeFirst(forgotten)
        // The oldest waiting notifications.
        if over > 0 {
            let waiting = entries.filter { !visible.contains($0.value.toast) }.sorted {
                $0.value.arrival < $1.value.arrival
            }
            for (id, entry) in waiting {
                guard over > 0 else { break }
                entries[id] = nil
                byToast[entry.toast] = nil
                openBytes -= entry.bytes
                over -= entry.bytes
                closedCount += 1
                trim.closed.append((id, entry.toast))
            }
        }
        return trim
    }
}
