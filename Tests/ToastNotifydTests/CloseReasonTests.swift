import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

@testable import ToastNotifyd

/// Every way a notification can leave the server, each done as the server's caller does it (the
/// bus's calls, the display's clicks, `notifyctl`, the theme's plugin, the queue itself).
enum Leaving: String, CaseIterable, Sendable {
    case expires, tap, defaultAction, actionButton, swipe, closeClick, closeAllClick, closeNotification,
        closeNotificationWaiting, notifyctlClose, notifyctlCloseAll, pluginDismiss, pluginDismissHeld,
        replacedUnderTag, droppedByBounds, vetoed

    /// Does it on `harness`; the reason the spec gives each notification it closes.
    func perform(on harness: ServerHarness) async throws -> [UInt32: NotificationCloseReason] {
        let server = harness.server
        switch self {
        case .expires:
            return [harness.notify(expire: 100): .expired]
        case .tap:
            let id = harness.notify()
            server.click(.tap, at: .toast(try await harness.shown(id), action: nil), in: harness.draw())
            return [id: .dismissed]
        case .defaultAction:
            let id = harness.notify(actions: [NotificationAction(key: "default", label: "Open")])
            server.click(.tap, at: .toast(try await harness.shown(id), action: nil), in: harness.draw())
            return [id: .dismissed]
        case .actionButton:
            let id = harness.notify(actions: [NotificationAction(key: "reply", label: "Reply")])
            server.click(.action, at: .toast(try await harness.shown(id), action: nil), in: harness.draw())
            return [id: .dismissed]
        case .swipe:
            let id = harness.notify()
            server.center.apply(.swipe(.id(try await harness.shown(id)), toward: .trailing))
            return [id: .dismissed]
        case .closeClick:
            let id = harness.notify()
            server.click(.close, at: .toast(try await harness.shown(id), action: nil), in: harness.draw())
            return [id: .dismissed]
        case .closeAllClick:
            let ids = [harness.notify(), harness.notify(), harness.notify()]  // the third waits
            server.click(.closeAll, at: .toast(try await harness.shown(ids[0]), action: nil), in: harness.draw())
            return Dictionary(uniqueKeysWithValues: ids.map { ($0, .dismissed) })
        case .closeNotification:
            let id = harness.notify()
            _ = try await harness.shown(id)
            server.closeNotification(id: id)
            return [id: .closedByCall]
        case .closeNotificationWaiting:
            let ids = [harness.notify(), harness.notify(), harness.notify()]
            server.closeNotification(id: ids[2])
            return [ids[2]: .closedByCall]
        case .notifyctlClose:
            let id = harness.notify()
            _ = try await harness.shown(id)
            #expect(server.control(.close(id)) == .done)
            return [id: .dismissed]
        case .notifyctlCloseAll:
            let ids = [harness.notify(), harness.notify(), harness.notify()]
            #expect(server.control(.closeAll) == .done)
            return Dictionary(uniqueKeysWithValues: ids.map { ($0, .dismissed) })
        case .pluginDismiss:
            return [harness.notify("Closer"): .undefined]
        case .pluginDismissHeld:
            #expect(server.control(.pause) == .done)
            let held = harness.notify(stackTag: "swept")
            _ = harness.notify("Sweeper", urgency: .critical)  // shown while paused; dismisses the tag
            return [held: .undefined]
        case .replacedUnderTag:
            let first = harness.notify(stackTag: "volume")
            _ = harness.notify(stackTag: "volume")
            return [first: .undefined]
        case .droppedByBounds:
            let ids = [harness.notify(), harness.notify(), harness.notify(), harness.notify()]
            return [ids[2]: .undefined]  // the oldest waiting, when a fourth arrives
        case .vetoed:
            return [harness.notify("Muted"): .undefined]
        }
    }
}

@Suite("Each way a notification leaves sends the spec's reason", .serialized, .countsWatcherThreads)
struct CloseReasonTests {
    @Test(
        "NotificationClosed: 1 expired, 2 dismissed by the user, 3 closed by a call, 4 anything else; once each",
        arguments: Leaving.allCases)
    func reason(_ way: Leaving) async throws {
        let harness = try ServerHarness(theme: ServerHarness.stackTheme())
        let expected = try await way.perform(on: harness)
        let closed = try await harness.closes(expected.count)
        #expect(closed == expected)
    }
}
