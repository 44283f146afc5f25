import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

@testable import ToastNotifyd

@Suite("close-all while paused keeps what the pause holds (dunst's semantics)", .serialized, .countsWatcherThreads)
struct CloseAllWhilePausedTests {
    @Test("notifyctl close-all and the close-all click close the cards on screen; the held ones show on resume")
    func heldSurviveCloseAll() async throws {
        for click in [false, true] {
            let harness = try ServerHarness(theme: ServerHarness.stackTheme())
            let server = harness.server
            #expect(server.control(.pause) == .done)
            let held = [harness.notify("Mail"), harness.notify("Chat")]
            let critical = harness.notify("Alarm", urgency: .critical)  // shown while paused
            let card = try await harness.shown(critical)
            if click {
                server.click(.closeAll, at: .toast(card, action: nil), in: harness.draw())
            } else {
                #expect(server.control(.closeAll) == .done)
            }
            #expect(try await harness.closes(1) == [critical: .dismissed], "click: \(click)")
            #expect(server.control(.count) == .counts(shown: 0, waiting: 2, history: 1), "click: \(click)")
            #expect(server.control(.resume) == .done)
            for id in held { _ = try await harness.shown(id) }
        }
    }
}
