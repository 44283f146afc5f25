import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

@testable import ToastNotifyd

/// A click that does not close a notification says nothing of how it closes later: the reason
/// travels with what closes it, so the card that expires after such a click expired (1).
@Suite("A click that does not close leaves the reason to what closes", .serialized, .countsWatcherThreads)
struct ClickWithoutCloseTests {
    @Test("a tap on a card whose taps do not dismiss, then its hold runs out: expired (1)")
    func tapThatDoesNotDismiss() async throws {
        let harness = try ServerHarness(theme: ServerHarness.stackTheme(tapToDismiss: false))
        let id = harness.notify(expire: 300)
        let toast = try await harness.shown(id)
        harness.server.click(.tap, at: .toast(toast, action: nil), in: harness.draw())
        #expect(harness.draw().toasts.contains { $0.id == toast }, "the tap closed it")
        let closed = try await harness.closes(1)
        #expect(closed == [id: .expired])
    }

    @Test("a tap that expands a deck, which collapses again, then the holds run out: expired (1), each")
    func tapThatExpandsADeck() async throws {
        let harness = try ServerHarness(theme: ServerHarness.deckTheme)
        let first = harness.notify(expire: 400)
        let second = harness.notify(expire: 400)
        _ = try await harness.shown(first)
        let front = try await harness.shown(second)
        harness.server.click(.tap, at: .toast(front, action: nil), in: harness.draw())
        harness.draw()
        #expect(harness.transcript.all.contains { $0.contains(" expanded ") }, "the tap did not expand the deck")
        let closed = try await harness.closes(2)
        #expect(closed == [first: .expired, second: .expired])
    }
}
