import Foundation
import Synchronization
import TartineTestSupport
import ToastCore
import ToastDBus

/// ToastCore's notification, not Foundation's.
typealias Notification = ToastCore.Notification

/// A handler that records every call, numbers notifications 1, 2, … (or answers `replacesID`),
/// answers control requests from a table the test may change, and emits the signals a server
/// would: `NotificationClosed` for CloseNotification (3), Close (2) and CloseAll (1 and 4 for ids
/// 1 and 2), `ActivationToken` and `ActionInvoked` for Action.
final class RecordingHandler: NotificationBusHandler {
    struct State {
        var notifications: [(notification: Notification, sender: String)] = []
        var closed: [UInt32] = []
        var requests: [NotifydRequest] = []
        var lost = 0
        var nextID: UInt32 = 1
        var replies: [NotifydRequest: NotifydReply] = [:]
        var bus: NotificationBus?
        /// Whether `nameLost` stops the bus (on the bus thread, as a daemon that exits does).
        var stopOnLost = false
    }

    let state = Mutex(State())

    /// The reply each request gets unless the test set another.
    static func standardReply(_ request: NotifydRequest) -> NotifydReply {
        switch request {
        case .isPaused: .flag(true)
        case .history: .text(#"[{"id":1,"summary":"Ünïcode"}]"#)
        case .historyPop: .id(4)
        case .reload: .text("reloaded themes/desktop.lua")
        case .count: .counts(shown: 1, waiting: 2, history: 3)
        case .list: .text(#"[{"id":1,"state":"shown"}]"#)
        case .pause, .resume, .close, .closeAll, .action: .done
        }
    }

    func notify(_ notification: Notification, sender: String) -> UInt32 {
        state.withLock { state in
            state.notifications.append((notification, sender))
            if notification.replacesID != 0 { return notification.replacesID }
            defer { state.nextID += 1 }
            return state.nextID
        }
    }

    func closeNotification(id: UInt32) {
        let bus = state.withLock { state in
            state.closed.append(id)
            return state.bus
        }
        bus?.notificationClosed(id: id, reason: .closedByCall)
    }

    func control(_ request: NotifydRequest) -> NotifydReply {
        let (bus, reply) = state.withLock { state in
            state.requests.append(request)
            return (state.bus, state.replies[request] ?? Self.standardReply(request))
        }
        switch request {
        case .close(let id): bus?.notificationClosed(id: id, reason: .dismissed)
        case .closeAll:
            bus?.notificationClosed(id: 1, reason: .expired)
            bus?.notificationClosed(id: 2, reason: .undefined)
        case .action(let id, let key):
            bus?.activationToken(id: id, token: "token-\(id)")
            bus?.actionInvoked(id: id, key: key)
        default: break
        }
        return reply
    }

    func nameLost() {
        let bus = state.withLock { state in
            state.lost += 1
            return state.stopOnLost ? state.bus : nil
        }
        bus?.stop()
    }

    var notifications: [Notification] { state.withLock { $0.notifications.map(\.notification) } }

    /// The notifications received, waiting up to 10 s until there are `count`.
    func notifications(count: Int) throws -> [Notification] {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let received = notifications
            if received.count >= count { return received }
            Thread.sleep(forTimeInterval: 0.005)
        }
        throw SupportFailure("\(notifications.count) notifications arrived, not \(count)")
    }

    /// The notification whose summary is `summary`.
    func notification(_ summary: String) throws -> Notification {
        guard let found = notifications.first(where: { $0.summary == summary }) else {
            throw SupportFailure("no notification \(summary)")
        }
        return found
    }
}

/// A private bus with a ``NotificationBus`` on it and its recording handler; both stopped when
/// `body` returns or throws.
func withServer(_ body: (PrivateBus, NotificationBus, RecordingHandler) throws -> Void) throws {
    let bus = try PrivateBus()
    defer { bus.stop() }
    let handler = RecordingHandler()
    let server = try NotificationBus.start(address: bus.address, replace: false, handler: handler)
    handler.state.withLock { $0.bus = server }
    defer {
        handler.state.withLock { $0.bus = nil }
        server.stop()
    }
    try body(bus, server, handler)
}

/// Runs `gdbus` on `bus` with `arguments` after `gdbus call --address ADDRESS --dest
/// org.freedesktop.Notifications`.
func gdbusCall(_ bus: PrivateBus, path: String, method: String, _ arguments: [String] = []) throws -> ProgramResult {
    try bus.run(
        "gdbus", package: "libglib2.0-bin",
        [
            "call", "--address", bus.address, "--dest", "org.freedesktop.Notifications", "--object-path", path,
            "--method", method, "--",
        ] + arguments)
}

/// Runs Clients/notify_client.py on `bus` with `arguments`.
func jeepneyClient(_ bus: PrivateBus, _ arguments: [String], timeout: Double = 120) throws -> ProgramResult {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Clients/notify_client.py"
    ).path
    return try bus.run("python3", package: "python3", [script] + arguments, timeout: timeout)
}
