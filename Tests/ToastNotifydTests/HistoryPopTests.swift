import Foundation
import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

@testable import ToastNotifyd

@Suite("history-pop shows the notification again as dunst does", .serialized)
struct HistoryPopTests {
    @Test(
        "a popped notification keeps its id, stays until closed (sticky), and is not filtered again",
        arguments: ["Mail", "Muted"])
    func popped(app: String) async throws {
        let harness = try ServerHarness(theme: ServerHarness.stackTheme())
        let server = harness.server
        // Mail expires after 100 ms; Muted is vetoed by the theme's filter as it comes.
        let id = harness.notify(app, expire: 100)
        #expect(try await harness.closes(1) == [id: app == "Muted" ? .undefined : .expired])
        guard case .text(let history) = server.control(.history) else {
            Issue.record("no history")
            return
        }
        let items = try JSONSerialization.jsonObject(with: Data(history.utf8)) as? [[String: Any]]
        #expect(items?.compactMap { $0["id"] as? Int } == [Int(id)], "\(history)")
        #expect(server.control(.historyPop) == .id(id), "the popped notification keeps its number")
        let toast = try await harness.shown(id)
        try await Task.sleep(for: .milliseconds(600))  // six times its own timeout
        #expect(harness.draw().toasts.contains { $0.id == toast }, "sticky: still on screen")
        #expect(server.control(.count) == .counts(shown: 1, waiting: 0, history: 0))
        server.closeNotification(id: id)
        let deadline = ContinuousClock.now + .seconds(5)
        while harness.closed.count < 2 && ContinuousClock.now < deadline {
            harness.draw()
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(harness.closed.count == 2 && harness.closed.last?.0 == id && harness.closed.last?.1 == .closedByCall)
        #expect(server.control(.historyPop) == .id(id), "in the history again, once")
        #expect(server.control(.historyPop) == .failed("the history is empty"))
    }
}
