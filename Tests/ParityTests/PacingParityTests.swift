import Testing
import ToastCore
import ToastNotifyd
import ToastRender
import ToastScript

@testable import ToastPreview

/// The two live hosts pace alike (issue 41): the notification display's loop and the preview's
/// render loop draw with ToastCore's `FramePacer.live`, ask `Frame.isMoving` whether another
/// frame is due, and sleep by their own `sleep(after:at:due:)`; the same scripted calls on the
/// same clock give both the same frame times.
@Suite struct PacingParityTests {
    /// Seconds each frame takes to draw in the script.
    static let cost = 0.004

    /// The times a host's loop starts a frame, on a virtual clock, for notifications arriving at
    /// `calls` (each wakes the loop), through `sleep` (the host's), until `end`.
    static func frameTimes(
        calls script: [Double], until end: Double, sleep: (FramePacer, Double, Double?) -> Double?
    ) throws -> [Double] {
        let loaded = try ThemeLoader().load("\(ParityTests.root)/themes/desktop.lua")
        let pipeline = try ParityTests.pipeline.get()
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: loaded.theme, plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        var pacer = FramePacer.live
        var calls = script
        var times: [Double] = []
        var now = 0.0
        for _ in 0..<10_000 where now < end {
            clock.set(now)
            while let call = calls.first, call <= now + 1e-9 {
                calls.removeFirst()
                _ = center.notify(Notification(id: UInt32(times.count + 1), appName: "Mail", summary: "At \(call)"))
            }
            if pacer.draws(at: now) {
                let frame = center.frame(on: SceneSetting.standard.screen, measurer: pipeline.measurer)
                times.append(now)
                now += cost
                pacer.drew(moving: frame.isMoving, at: now)
            }
            // Each host drains the queue's events (its signals, its page's events) before it
            // sleeps: events left are due at once.
            _ = center.drainEvents()
            let due = center.nextDue.map { $0 - now }
            guard let woken = [sleep(pacer, now, due).map { now + $0 }, calls.first].compactMap({ $0 }).min() else {
                break
            }
            now = max(now, woken)
        }
        return times
    }

    @Test("the same calls on the same clock: the same frame times in notifyd and the preview, 60 a second at most")
    func samePacing() throws {
        let calls = [0.0, 0.005, 0.3, 4.0]
        let notifyd = try Self.frameTimes(calls: calls, until: 30) {
            NotificationDisplay.sleep(after: $0, at: $1, due: $2, owed: false)
        }
        let preview = try Self.frameTimes(calls: calls, until: 30) {
            PreviewSession.sleep(after: $0, at: $1, due: $2)
        }
        #expect(notifyd == preview)
        #expect(notifyd.count > 20)
        // Never two frames sooner than 1/60 s of rest after the last one was done.
        let gaps = zip(notifyd, notifyd.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { $0 >= 1 / 60.0 + Self.cost - 1e-6 }, "\(gaps)")
        // While the cards enter, one frame each 1/60 s of rest; still between the entrances and
        // the expiries, no frame for a second or more; none after the last card left.
        #expect(gaps.filter { $0 < 1 / 60.0 + Self.cost + 1e-6 }.count > 10)
        #expect(gaps.contains { $0 > 1 })
        #expect((notifyd.last ?? 30) < 29)
    }
}
