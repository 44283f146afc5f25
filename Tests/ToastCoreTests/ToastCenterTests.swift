import Testing
@testable import ToastCore

@Suite("ToastCenter: the thread-safe front")
struct ToastCenterTests {
    @Test("8 tasks × 10,000 show calls under serial: exactly 80,000 shown, none twice")
    func concurrentShows() async throws {
        let clock = VirtualClock()
        let center = ToastCenter(theme: diaryTheme, clock: clock)
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
        let clock = VirtualClock()
        let center = ToastCenter(theme: diaryTheme, clock: clock, keepsHistory: true)
        try center.show("saved")
        clock.advance(by: 1)
        let frame = center.frame(on: .iPhone15, measurer: MonospaceMeasurer())
        #expect(frame.time == 1)
        #expect(frame.toasts.map(\.content.message) == ["Saved"])
        #expect(frame.toasts[0].transform == .identity)
    }

    @Test("the system clock moves forward")
    func systemClock() {
        let clock = SystemClock()
        let a = clock.now()
        let b = clock.now()
        #expect(b >= a && a >= 0)
    }
}
