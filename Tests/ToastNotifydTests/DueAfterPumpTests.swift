import Foundation
import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

@testable import ToastNotifyd

/// The display loop drains the queue's events, then sleeps until `ToastCenter.nextDue`. A read of
/// the queue in between (the byte budget's check at the end of `pump()`, a `notifyctl count` on
/// the bus's thread) runs what fell due by the clock and leaves its events undrained: the loop
/// must wake for them at once. It once slept for ever instead, the last cards of a burst closed
/// in the queue and never said closed on the bus (1 run in about 40 of the bench's burst).
@Suite struct DueAfterPumpTests {
    static let theme = """
        return toast.theme {
          name = "brief",
          motion = { enter = { "none" }, exit = { "none" } },
          queue = { policy = "stack", max_visible = 4 },
          kinds = { notification = { message = "" } },
          notifications = { kind = "notification" },
        }
        """

    @Test("what a read of the queue ran after the events were drained is due at once, and a pump sends its closes")
    func readAfterDrainIsDue() throws {
        let directory = try TemporaryDirectory()
        try directory.write("theme.lua", Self.theme)
        let clock = VirtualClock(0, timeOfDay: nil)
        // Time passes while the pump works (a slow machine): the first close it drains moves the
        // clock past the second card's hold too.
        let server = try NotificationServer(
            .init(
                themePath: directory.file("theme.lua"),
                setting: SceneSetting.standard.with(screen: .desktop(width: 1280, height: 800)!), clock: clock),
            report: { _ in },
            events: { line in if line.contains("did_hide") { clock.advance(by: max(0, 1 - clock.now())) } })
        defer { server.stop() }
        let recorder = SignalRecorder()
        server.attach(recorder)
        let first = server.notify(
            ToastCore.Notification(appName: "Mail", summary: "First", expireTimeout: 50), sender: "")
        let second = server.notify(
            ToastCore.Notification(appName: "Mail", summary: "Second", expireTimeout: 60), sender: "")
        // The display loop's turns: the queue moved to now, its events drained into signals.
        func turn() {
            server.center.tick()
            server.pump()
        }
        turn()
        clock.advance(by: 0.05)
        turn()
        #expect(recorder.sent.all == [.closed(first, .expired)])
        // The pump's budget check read the queue at 1 s, after it drained: the second card closed
        // then, and the loop must not sleep past it.
        let due = try #require(server.center.nextDue, "the loop would sleep until woken, a close unsent")
        #expect(due <= clock.now())
        turn()
        #expect(recorder.sent.all == [.closed(first, .expired), .closed(second, .expired)])
    }
}
