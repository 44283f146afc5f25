import Testing

@testable import ToastNotifyd

/// When the notification display draws and sleeps (`FramePacer`).
@Suite("the display's frame clock")
struct FramePacerTests {
    let tick = 1 / 60.0

    @Test("the first change draws at once; one within 1/60 s of a frame waits for the next")
    func paced() {
        var pacer = FramePacer(framesPerSecond: 60)
        let drawn1 = pacer.draws(at: 10)
        #expect(drawn1)
        pacer.drew(moving: false)
        #expect(pacer.timeout(at: 10, due: nil) == nil)
        let drawn2 = pacer.draws(at: 10.005)
        #expect(!drawn2)
        // Owed: woken at the next frame, not at the queue's later deadline.
        #expect(abs((pacer.timeout(at: 10.005, due: 2) ?? -1) - (tick - 0.005)) < 1e-9)
        let drawn3 = pacer.draws(at: 10 + tick)
        #expect(drawn3)
        pacer.drew(moving: false)
        // Nothing moves, nothing owed: asleep until the deadline, or until woken.
        #expect(pacer.timeout(at: 10.02, due: 0.5) == 0.5)
        #expect(pacer.timeout(at: 10.02, due: nil) == nil)
        #expect(pacer.timeout(at: 10.02, due: -1) == 0)
    }

    @Test("while something moves, a frame every 1/60 s from the last one's start, or the deadline if sooner")
    func moving() {
        var pacer = FramePacer(framesPerSecond: 60)
        let drawn4 = pacer.draws(at: 0)
        #expect(drawn4)
        pacer.drew(moving: true)
        #expect(abs((pacer.timeout(at: 0.012, due: nil) ?? -1) - (tick - 0.012)) < 1e-9)
        #expect(pacer.timeout(at: 0.012, due: 0.001) == 0.001)
        // A frame that took longer than the interval: the next is due at once.
        #expect(pacer.timeout(at: 0.03, due: nil) == 0)
    }

    @Test("a forced frame (every window shown again) draws whatever the time")
    func forced() {
        var pacer = FramePacer(framesPerSecond: 60)
        let drawn5 = pacer.draws(at: 1)
        #expect(drawn5)
        let drawn6 = pacer.draws(at: 1.001)
        #expect(!drawn6)
        let drawn7 = pacer.draws(at: 1.002, forced: true)
        #expect(drawn7)
        #expect(pacer.lastDraw == 1.002 && !pacer.owed)
    }

    @Test("1,000 calls in one second, each waking the display: at most 61 frames, the last change drawn")
    func burst() {
        var pacer = FramePacer(framesPerSecond: 60)
        var frames = 0
        var now = 0.0
        for _ in 0..<1_000 {
            now += 0.001
            if pacer.draws(at: now) {
                frames += 1
                pacer.drew(moving: false)
            }
        }
        #expect(frames <= 61 && frames >= 59)
        // The last calls came after the last frame: the display wakes for them, and draws.
        let wait = pacer.timeout(at: now, due: nil)
        #expect(wait != nil)
        let last = pacer.draws(at: now + (wait ?? 0))
        #expect(last)
    }
}
