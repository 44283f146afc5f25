import Testing
@testable import ToastCore

@Suite("ToastCenter: the thread-safe front")
struct ToastCenterTests {
    @Test("8 tasks × 10,000 show calls under serial: exactly 80,000 shown, none twice")
    func concurrentShows() async throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: diaryTheme, plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<10_000 { try center.show("saved") }
                }
            }
            try await group.waitForAll()
        }
        clock.advance(by: 80_000 * 2.5 + 1)
        center.tick()
        var shown = Set<ToastID>()
        var hidden = 0
        var twice = 0
        for event in center.drainEvents() {
            switch event.event {
            case .willShow(let id): if !shown.insert(id).inserted { twice += 1 }
            case .didHide: hidden += 1
            default: break
            }
        }
        #expect(shown.count == 80_000)
        #expect(twice == 0)
        #expect(hidden == 80_000)
        #expect(shown.map(\.rawValue).sorted() == Array(1...80_000))
    }

    @Test("the virtual clock drives the center; frames come laid out")
    func frameAtClockTime() throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: diaryTheme, plugins: [], setting: .standard, clock: clock, keepsHistory: true))
        try center.show("saved")
        clock.advance(by: 1)
        let frame = center.frame(on: .iPhone15, measurer: MonospaceMeasurer())
        #expect(frame.time == 1)
        #expect(frame.toasts.map(\.content.message) == ["Saved"])
        #expect(frame.toasts[0].transform == .identity)
    }

    /// The layers' layouts and places, as a comparable value.
    private func laidOut(_ frame: Frame) -> [ToastLayout] { frame.toasts.map(\.layout) }
    private func places(_ frame: Frame) -> [Rect] { frame.toasts.map(\.frame) }

    @Test("frame after frame, a revision is laid out once, as a fresh timeline lays it out")
    func framesReuseLayouts() throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: diaryTheme, plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        let measurer = CountingMeasurer()
        try center.show("saved")
        clock.advance(by: 0.1)
        let first = center.frame(on: .iPhone15, measurer: measurer)
        let once = measurer.count
        #expect(once > 0)
        // Later frames of the same toast measure nothing, and match a fresh layout.
        for _ in 0..<5 {
            clock.advance(by: 0.05)
            let frame = center.frame(on: .iPhone15, measurer: measurer)
            let fresh = center.frame(on: .iPhone15, measurer: MonospaceMeasurer())
            #expect(laidOut(frame) == laidOut(fresh) && places(frame) == places(fresh))
        }
        #expect(measurer.count == once)
        #expect(laidOut(first) == laidOut(center.frame(on: .iPhone15, measurer: MonospaceMeasurer())))

        // A second toast (after the first: the diary shows one at a time) is laid out.
        try center.show("deleted")
        clock.advance(by: 2.5)
        let kinds = center.frame(on: .iPhone15, measurer: MonospaceMeasurer()).toasts.map(\.content.kind)
        #expect(kinds.contains("deleted"))
        _ = center.frame(on: .iPhone15, measurer: measurer)
        let second = measurer.count - once
        #expect(second > 0)
        _ = center.frame(on: .iPhone15, measurer: measurer)
        #expect(measurer.count == once + second)

        // A new revision (a theme swap restyles what is on screen), another screen and another
        // measurer object each lay out again; a measurer that is a value always does.
        center.swap(theme: diaryTheme)
        clock.advance(by: 0.01)
        let swapped = center.frame(on: .iPhone15, measurer: measurer)
        #expect(measurer.count > once + second)
        #expect(laidOut(swapped) == laidOut(center.frame(on: .iPhone15, measurer: MonospaceMeasurer())))
        let afterSwap = measurer.count
        let ipad = center.frame(on: .iPad10, measurer: measurer)
        #expect(measurer.count > afterSwap)
        #expect(places(ipad) == places(center.frame(on: .iPad10, measurer: MonospaceMeasurer())))
        let other = CountingMeasurer()
        _ = center.frame(on: .iPad10, measurer: other)
        #expect(other.count > 0)
    }

    @Test("the system clock moves forward")
    func systemClock() {
        let clock = SystemClock(timeOfDay: nil)
        let a = clock.now()
        let b = clock.now()
        #expect(b >= a && a >= 0)
    }
}
