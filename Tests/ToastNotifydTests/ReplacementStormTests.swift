import Testing
import ToastCore

@testable import ToastNotifyd

/// A notification replaced again and again (`replaces_id`) while on screen: the server keeps
/// its first and newest contents alone, so that neither its memory nor a frame's work grows
/// with the number of replacements.
@Suite("a storm of replacements")
struct ReplacementStormTests {
    @Test("a notification on screen replaced 5,000 times keeps two revisions, and a close after them is at once")
    func twoRevisions() async throws {
        let harness = try ServerHarness(theme: ServerHarness.stackTheme())
        let id = harness.notify()
        let toast = try await harness.shown(id)
        let body = String(repeating: "b", count: NotificationLimits.body)
        for index in 0..<5_000 {
            let replaced = harness.server.notify(
                Notification(
                    appName: "Mail", replacesID: id, summary: "Replacement \(index)", body: body, expireTimeout: 0),
                sender: ":1.1")
            #expect(replaced == id)
        }
        harness.draw()
        let revisions = harness.server.center.withPresenter { presenter, _ in
            presenter.timeline.toasts.first { $0.id == toast }?.revisions.map(\.content.title) ?? []
        }
        #expect(revisions == ["From Mail", "Replacement 4999"], "\(revisions.count) revisions kept")
        harness.server.closeNotification(id: id)
        let closed = try await harness.closes(1)
        #expect(closed == [id: .closedByCall])
    }
}
