import Testing
import ToastCore
import ToastDBus

@testable import ToastNotifyd

@Suite("the notification server's books")
struct NotificationRegistryTests {
    private func notification(_ id: UInt32, transient: Bool = false) -> Notification {
        Notification(id: id, appName: "Mail", summary: "Message \(id)", transient: transient)
    }

    @Test("numbers are never 0 and never one still open, past UInt32.max too")
    func numbering() {
        var registry = NotificationRegistry(historyLimit: 10)
        #expect(registry.nextID() == 1)
        #expect(registry.nextID() == 2)
        _ = registry.record(notification(3), toast: ToastID(1), at: 0)
        #expect(registry.nextID() == 4)
        var wrapping = NotificationRegistry(historyLimit: 0)
        _ = wrapping.record(notification(1), toast: ToastID(1), at: 0)
        wrapping.lastID = UInt32.max - 1
        #expect(wrapping.nextID() == UInt32.max)
        // Past the end it wraps to 1, which is open, so 2.
        #expect(wrapping.nextID() == 2)
    }

    @Test("each event a toast leaves with gives the spec's reason, from the event alone, once")
    func reasons() {
        var registry = NotificationRegistry(historyLimit: 10)
        let cases: [(ToastEvent, NotificationCloseReason)] = [
            (.willHide(ToastID(1), .timeout), .expired),
            (.willHide(ToastID(2), .tap), .dismissed),
            (.willHide(ToastID(3), .swipe), .dismissed),
            (.willHide(ToastID(4), .action), .dismissed),
            (.willHide(ToastID(5), .dismissed(by: .user)), .dismissed),
            (.willHide(ToastID(6), .dismissed(by: .app)), .closedByCall),
            (.willHide(ToastID(7), .dismissed(by: .plugin)), .undefined),
            (.willHide(ToastID(8), .replaced), .undefined),
            (.dropped(ToastID(9), .dismissed(by: .user)), .dismissed),
            (.dropped(ToastID(10), .dismissed(by: .app)), .closedByCall),
            (.dropped(ToastID(11), .dismissed(by: .plugin)), .undefined),
            (.dropped(ToastID(12), .overflow), .undefined),
            (.dropped(ToastID(13), .busy), .undefined),
            (.dropped(ToastID(14), .replaced), .undefined),
            (.vetoed(ToastID(15), plugin: "mute-app", reason: "muted"), .undefined),
        ]
        for (index, (event, reason)) in cases.enumerated() {
            let id = UInt32(index + 1)
            _ = registry.record(notification(id), toast: ToastID(index + 1), at: 0)
            let closed = registry.close(for: event, at: 1)
            #expect(closed?.0 == id && closed?.1 == reason, "\(event)")
            #expect(registry.close(for: event, at: 2) == nil, "closed twice: \(event)")
        }
        #expect(registry.openCount == 0)
        #expect(registry.closedCount == cases.count)
        // Events that close nothing.
        _ = registry.record(notification(99), toast: ToastID(99), at: 0)
        for event: ToastEvent in [.willShow(ToastID(99)), .didHide(ToastID(99), .timeout), .paused(ToastID(99))] {
            #expect(registry.close(for: event, at: 3) == nil, "\(event)")
        }
        #expect(registry.contains(99))
    }

    @Test("a toast that takes another notification (a stacking tag) closes the one it showed")
    func stackTag() {
        var registry = NotificationRegistry(historyLimit: 10)
        #expect(registry.record(notification(1), toast: ToastID(1), at: 0) == nil)
        let replaced = registry.record(notification(2), toast: ToastID(1), at: 1)
        #expect(replaced?.0 == 1 && replaced?.1 == .undefined)
        #expect(registry.toast(of: 2) == ToastID(1))
        #expect(!registry.contains(1))
        // Replacing in place (the same number) closes nothing.
        #expect(registry.record(notification(2), toast: ToastID(1), at: 2) == nil)
    }

    @Test("the history keeps the newest closed notifications, not transient ones, and pops newest first")
    func history() {
        var registry = NotificationRegistry(historyLimit: 2)
        for id in UInt32(1)...4 {
            _ = registry.record(notification(id, transient: id == 4), toast: ToastID(Int(id)), at: 0)
            _ = registry.close(for: .willHide(ToastID(Int(id)), .timeout), at: Double(id))
        }
        #expect(registry.history.map(\.notification.id) == [2, 3])
        #expect(registry.popHistory()?.id == 3)
        #expect(registry.popHistory()?.id == 2)
        #expect(registry.popHistory() == nil)
    }

    @Test("mouse bindings: left taps, middle invokes an action, right closes all; other buttons nothing")
    func bindings() {
        let bindings = MouseBindings()
        #expect(bindings.action(forButton: 1) == .tap)
        #expect(bindings.action(forButton: 2) == .action)
        #expect(bindings.action(forButton: 3) == .closeAll)
        #expect(bindings.action(forButton: 4) == .none)
        #expect(MouseBindings(right: .close).action(forButton: 3) == .close)
    }

    @Test("icon names are names: no path, no climbing, no dot first")
    func iconNames() {
        #expect(NotificationIcons.isIconName("dialog-information"))
        #expect(NotificationIcons.isIconName("org.gnome.Evolution"))
        #expect(!NotificationIcons.isIconName("../../etc/passwd"))
        #expect(!NotificationIcons.isIconName(".hidden"))
        #expect(!NotificationIcons.isIconName("a/b"))
        #expect(!NotificationIcons.isIconName(""))
        let icons = NotificationIcons(IconSearch(themeName: nil, settingsFile: nil, baseDirectories: ["/nonexistent"]))
        #expect(icons.resolved(.name("no-such-icon-anywhere"), side: 32, scale: 1) == nil)
        #expect(icons.resolved(.path("/etc/passwd"), side: 32, scale: 1) == nil)
        #expect(icons.resolved(.path("relative.png"), side: 32, scale: 1) == nil)
    }
}
