import Testing
import ToastCore

@testable import ToastNotifyd

/// The server's books kept within one byte budget: the history and the waiting notifications.
@Suite("the notification server's byte budget")
struct NotificationBudgetTests {
    /// Notification `id` of `summary`, with a `side` × `side` image when `side` is not 0.
    private func notification(_ id: UInt32, side: Int = 0, summary: String = "Message") -> Notification {
        let image: NotificationImage? =
            side == 0 ? nil : .pixels(width: side, height: side, rgba: [UInt8](repeating: 7, count: side * side * 4))
        return Notification(id: id, appName: "Mail", summary: "\(summary) \(id)", image: image)
    }

    @Test("every field a notification holds is counted: texts, actions, hints and the image")
    func heldBytesCountsEveryField() {
        let bare = Notification(summary: "")
        #expect(bare.heldBytes == 0)
        var full = Notification(
            appName: "ab", appIcon: "cde", summary: "f", body: "gh",
            actions: [NotificationAction(key: "k", label: "lm")],
            category: "n", desktopEntry: "op",
            image: .pixels(width: 1, height: 2, rgba: [UInt8](repeating: 0, count: 8)),
            stackTag: "q",
            hints: [
                NotificationHint(name: "r", value: .string("st")), NotificationHint(name: "u", value: .integer(1)),
            ])
        #expect(full.heldBytes == 2 + 3 + 1 + 2 + 3 + 1 + 2 + 1 + 8 + 3 + 9)
        full.image = .path("/x.png")
        #expect(full.heldBytes == 2 + 3 + 1 + 2 + 3 + 1 + 2 + 1 + 6 + 3 + 9)
    }

    @Test("over the budget the oldest images go first, closed and waiting alike, the text kept; the screen's stay")
    func oldestImagesFirst() {
        let image = 64 * 64 * 4
        // Room for two images and every text.
        var registry = NotificationRegistry(historyLimit: 10, byteBudget: 2 * image + 1_000)
        for id in UInt32(1)...5 {
            _ = registry.record(notification(id, side: 64), toast: ToastID(Int(id)), at: 0)
        }
        // 1 and 2 closed (the history), 3 on screen, 4 and 5 waiting.
        _ = registry.close(for: .willHide(ToastID(1), .timeout), at: 1)
        _ = registry.close(for: .willHide(ToastID(2), .timeout), at: 1)
        let visible: Set<ToastID> = [ToastID(3)]
        #expect(registry.budgetedBytes(visible: visible) > registry.byteBudget)
        let trim = registry.trim(visible: visible)
        #expect(registry.budgetedBytes(visible: visible) <= registry.byteBudget)
        #expect(registry.history.map { $0.notification.image == nil } == [true, true])
        #expect(registry.history.map(\.notification.summary) == ["Message 1", "Message 2"])
        #expect(registry.entries[3]?.notification.image != nil, "the screen's image is not the budget's")
        #expect(registry.entries[4]?.notification.image != nil && registry.entries[5]?.notification.image != nil)
        #expect(trim == NotificationRegistry.Trim())
        // One more waiting image: the oldest waiting one (4) loses its image, and the queue is told.
        _ = registry.record(notification(6, side: 64), toast: ToastID(6), at: 2)
        let again = registry.trim(visible: visible)
        #expect(again.stripped.map(\.id) == [4])
        #expect(again.stripped.first?.replacesID == 4 && again.stripped.first?.image == nil)
        #expect(again.stripped.first?.summary == "Message 4")
        #expect(registry.entries[4]?.notification.image == nil && registry.entries[5]?.notification.image != nil)
        #expect(registry.budgetedBytes(visible: visible) <= registry.byteBudget)
    }

    @Test("with no image left the oldest closed notifications are forgotten, then the oldest waiting ones closed")
    func textAlone() {
        let long = String(repeating: "x", count: 1_000)
        var registry = NotificationRegistry(historyLimit: 10, byteBudget: 2_500)
        for id in UInt32(1)...6 {
            _ = registry.record(notification(id, summary: long), toast: ToastID(Int(id)), at: 0)
        }
        _ = registry.close(for: .willHide(ToastID(1), .timeout), at: 1)
        _ = registry.close(for: .willHide(ToastID(2), .timeout), at: 1)
        // 6 on screen; the history (1, 2) and the waiting (3, 4, 5): five of about 1,000 bytes.
        let visible: Set<ToastID> = [ToastID(6)]
        let trim = registry.trim(visible: visible)
        #expect(registry.history.isEmpty)
        #expect(trim.closed.map(\.id) == [3])
        #expect(trim.closed.map(\.toast) == [ToastID(3)])
        #expect(!registry.contains(3) && registry.contains(4) && registry.contains(6))
        #expect(registry.budgetedBytes(visible: visible) <= registry.byteBudget)
        // The toast closed for the budget leaving later closes nothing more.
        #expect(registry.close(for: .dropped(ToastID(3), .dismissed(by: .app)), at: 2) == nil)
    }

    @Test("a notification replaced in place counts once, the newest")
    func replacedCountsOnce() {
        var registry = NotificationRegistry(historyLimit: 10, byteBudget: 1 << 20)
        for _ in 0..<100 {
            _ = registry.record(notification(1, side: 32), toast: ToastID(1), at: 0)
        }
        #expect(registry.budgetedBytes(visible: []) == notification(1, side: 32).heldBytes)
        #expect(registry.openCount == 1)
    }
}
