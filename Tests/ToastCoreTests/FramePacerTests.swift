import Testing

import ToastCore

/// When a live host (the notification display, the preview) draws and sleeps (`FramePacer`).
@Suite("the display's frame clock")
struct FramePacerTests {
    let tick = 1 / 60.0

    /// A pacer at 60 frames a second whose first frame, drawn at once, ran from `start` to `done`.
    func started(firstFrom start: Double, to done: Double, moving: Bool) -> FramePacer {
        var pacer = FramePacer(framesPerSecond: 60)
        let first = pacer.draws(at: start)
        #expect(first)
        pacer.drew(moving: moving, at: done)
        return pacer
    }

    @Test("the first change draws at once; one within 1/60 s of a frame's end waits for the next")
    func paced() {
        var pacer = started(firstFrom: 10, to: 10.004, moving: false)
        #expect(pacer.timeout(at: 10.004, due: nil) == nil)
        // 1/60 s after the start but not after the end: still too soon.
        let early = pacer.draws(at: 10 + tick)
        #expect(!early)
        // Owed: woken 1/60 s after the frame was done, not at the queue's deadline, later or passed.
        #expect(abs((pacer.timeout(at: 10 + tick, due: 2) ?? -1) - 0.004) < 1e-9)
        #expect(abs((pacer.timeout(at: 10 + tick, due: -1) ?? -1) - 0.004) < 1e-9)
        let onTime = pacer.draws(at: 10.004 + tick)
        #expect(onTime)
        pacer.drew(moving: false, at: 10.03)
        // Nothing moves, nothing owed: asleep until the deadline, or until woken.
        #expect(pacer.timeout(at: 10.03, due: 0.5) == 0.5)
        #expect(pacer.timeout(at: 10.03, due: nil) == nil)
        #expect(pacer.timeout(at: 10.03, due: -1) == 0)
    }

    @Test("while something moves, 1/60 s of rest after each frame, deadlines included")
    func moving() {
        var pacer = started(firstFrom: 0, to: 0.01, moving: true)
        #expect(abs((pacer.timeout(at: 0.012, due: nil) ?? -1) - (tick - 0.002)) < 1e-9)
        // A deadline before the next frame waits for it (the frame acts on it), even one
        // passed: no spinning until then.
        #expect(abs((pacer.timeout(at: 0.012, due: 0.001) ?? -1) - (tick - 0.002)) < 1e-9)
        #expect(abs((pacer.timeout(at: 0.012, due: -0.5) ?? -1) - (tick - 0.002)) < 1e-9)
        #expect(pacer.timeout(at: 0.03, due: nil) == 0)
        // Frames of 10 ms: about 37 a second, never back to back.
        var frames = 0
        var now = 0.0
        while now < 1 {
            let draws = pacer.draws(at: now)
            if draws {
                frames += 1
                now += 0.01
                pacer.drew(moving: true, at: now)
            }
            now += pacer.timeout(at: now, due: nil) ?? 1
        }
        #expect(frames >= 36 && frames <= 38)
    }

    @Test("a forced frame (every window shown again) draws whatever the time")
    func forced() {
        var pacer = started(firstFrom: 1, to: 1, moving: false)
        let soon = pacer.draws(at: 1.001)
        #expect(!soon && pacer.owed)
        let forced = pacer.draws(at: 1.002, forced: true)
        #expect(forced && !pacer.owed)
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
                pacer.drew(moving: false, at: now)
            }
        }
        #expect(frames <= 61 && frames >= 55)
        // The last calls came after the last frame: the display wakes for them, and draws.
        let wait = pacer.timeout(at: now, due: nil)
        #expect(wait != nil)
        let last = pacer.draws(at: now + (wait ?? 0))
        #expect(last)
    }
}
