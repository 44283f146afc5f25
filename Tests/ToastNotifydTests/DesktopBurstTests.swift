import Foundation
import Testing
import ToastCore
import ToastDBus

@testable import ToastNotifyd

/// The bundled desktop theme never drops a notification unseen (issue 40): a burst waits its
/// turn behind the four cards on screen, and each notification shows, then expires.
@Suite("the desktop theme shows every notification of a burst")
struct DesktopBurstTests {
    @Test("150 notifications at 6 a second on themes/desktop.lua: each shows and expires, none closed unseen")
    func burstShowsEvery() throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let lines = Recorded()
        let recorder = SignalRecorder()
        let server = try NotificationServer(
            .init(
                themePath: "\(ServerClockTests.root)/themes/desktop.lua",
                setting: SceneSetting.standard.with(screen: .desktop(width: 1920, height: 1080)), clock: clock),
            report: { _ in }, events: { lines.add($0) })
        server.attach(recorder)
        defer { server.stop() }
        func step(_ seconds: Double) {
            clock.advance(by: seconds)
            server.center.tick()
            server.pump()
        }
        var ids: [UInt32] = []
        for index in 0..<150 {
            ids.append(server.notify(Notification(appName: "Burst", summary: "Burst \(index)"), sender: ":1.1"))
            step(1.0 / 6)
        }
        // Four cards at a time, 5 s each: the last of the burst shows some three minutes later.
        var steps = 0
        while recorder.sent.all.count < ids.count && steps < 6_000 {
            step(0.1)
            steps += 1
        }
        let closes = recorder.sent.all.compactMap { signal -> (UInt32, NotificationCloseReason)? in
            if case .closed(let id, let reason) = signal { (id, reason) } else { nil }
        }
        #expect(closes.map(\.0).sorted() == ids)
        let unseen = closes.filter { $0.1 != .expired }
        #expect(unseen.isEmpty, "closed without expiring: \(unseen.prefix(5))")
        let shown = lines.all.filter { $0.contains("will_show") }.count
        #expect(shown == ids.count, "\(shown) of \(ids.count) shown")
    }
}
