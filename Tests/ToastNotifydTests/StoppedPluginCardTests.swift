import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

@testable import ToastNotifyd

@Suite("A plugin stopped for the run gets a card, as a theme that did not reload does", .serialized)
struct StoppedPluginCardTests {
    @Test("a plugin that fails on every notification is disabled, and a critical card says so with its last failure")
    func disabledPluginCard() async throws {
        let harness = try ServerHarness(theme: ServerHarness.stackTheme())
        let server = harness.server
        var card: Notification?
        for _ in 0..<40 where card == nil {
            let id = harness.notify("Failing")
            _ = try await harness.shown(id)
            server.closeNotification(id: id)
            harness.draw()
            card = harness.draw().toasts.compactMap(\.content.notification).first { $0.appName == "tartine" }
        }
        let shown = try #require(card, "no card after 40 failures")
        #expect(shown.summary == "Plugin closer stopped")
        #expect(shown.urgency == .critical)
        #expect(shown.body.contains("closer: disabled after repeated failures"), "\(shown.body)")
        #expect(shown.body.contains("last failure: "), "\(shown.body)")
        #expect(shown.body.contains("closer.lua:"), "the last failure's file:line: \(shown.body)")
        #expect(shown.body.contains("cannot handle Failing"), "\(shown.body)")
    }
}
