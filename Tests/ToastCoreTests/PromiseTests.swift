import Testing

@testable import ToastCore

/// What a promise's work throws in these tests.
struct DiskFull: Error {}

@Suite("Promise toasts: loading, sticky, then the result kind in place")
struct PromiseTests {
    func promise(tag: String? = nil) -> ToastCommand {
        .promise(
            PromiseRequest(
                loading: ToastOrigin(kind: "busy"), success: ToastOrigin(kind: "saved"),
                failure: ToastOrigin(kind: "failed"), tag: tag))
    }

    @Test("the loading toast stays until resolved, then becomes the success kind (same id) for its hold")
    func resolveInPlace() throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: quietTheme(), plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        let id = try #require(center.apply(promise()).toastID)
        clock.advance(by: 30)
        center.tick()
        center.apply(.settle(.target(.id(id)), .success))
        clock.advance(by: 10)
        center.tick()
        #expect(
            EventTranscript.text(center.drainEvents()) == """
                0.000 will_show #1
                0.000 announce #1 polite "Working"
                0.250 did_show #1
                30.000 updated #1
                32.000 will_hide #1 timeout
                32.250 did_hide #1 timeout

                """)
        #expect(center.history().first?.message == "Saved")
        #expect(center.history().first?.kind == "saved")
        center.withPresenter { p, _ in #expect(p.promiseCount == 0) }
    }

    @Test("reject by tag, with a message: the error kind with that message; a second settle does nothing")
    func rejectByTag() throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: quietTheme(), plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        let id = try #require(center.apply(promise(tag: "save")).toastID)
        center.apply(.settle(.tag("save"), .failure, message: "Disk full"))
        center.apply(.settle(.tag("save"), .success))
        center.apply(.settle(.target(.id(id)), .success))
        clock.advance(by: 10)
        center.tick()
        let entry = try #require(center.history().first)
        #expect(entry.kind == "failed" && entry.message == "Disk full" && entry.outcome == .hidden(.timeout))
        #expect(center.drainEvents().filter { $0.event == .updated(id) }.count == 1)
    }

    @Test("a promise toast waiting or held is settled in place too; one dismissed is forgotten")
    func settleWhileWaitingOrHeld() throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(
                theme: quietTheme(summary: nil), plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        try center.show("mail")
        let waiting = try #require(center.apply(promise()).toastID)
        center.quiet(.all)
        let held = try #require(center.apply(promise(tag: "h")).toastID)
        center.apply(.settle(.target(.id(waiting)), .success))
        center.apply(.settle(.tag("h"), .failure))
        center.withPresenter { p, _ in
            #expect(p.view(of: waiting)?.kind == "saved" && p.view(of: held)?.kind == "failed")
            #expect(p.promiseCount == 0)
        }
        let dismissed = try #require(center.apply(promise()).toastID)
        center.dismiss(dismissed, by: .app)
        center.withPresenter { p, _ in #expect(p.promiseCount == 0) }
    }

    @Test("a held promise toast is released when quiet mode ends, never summarized: its result still shows")
    func heldPromiseIsReleased() throws {
        let center = ToastCenter(
            ToastRun(
                theme: quietTheme(), plugins: [], setting: .standard, clock: VirtualClock(0, timeOfDay: nil),
                keepsHistory: false))
        center.quiet(.all)
        try center.show("saved")
        try center.show("mail")
        let id = try #require(center.apply(promise()).toastID)
        center.withPresenter { p, _ in #expect(p.summaryCount == 2) }
        center.quiet(nil)
        let events = center.drainEvents().map(\.event)
        #expect(events.contains(.summarized(ToastID(1), into: ToastID(4))))
        #expect(events.contains(.summarized(ToastID(2), into: ToastID(4))))
        #expect(events.contains(.released(id)))
        center.apply(.settle(.target(.id(id)), .success))
        center.withPresenter { p, _ in #expect(p.view(of: id)?.kind == "saved") }
    }

    @Test("the async helper: success returns the value and the toast becomes the success kind")
    func asyncSuccess() async throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: quietTheme(), plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        let value = try await center.promise(loading: "busy", success: "saved", failure: "failed") {
            center.withPresenter { p, _ in #expect(p.promiseCount == 1 && p.view(of: ToastID(1))?.kind == "busy") }
            return 42
        }
        #expect(value == 42)
        center.withPresenter { p, _ in
            #expect(p.view(of: ToastID(1))?.kind == "saved" && p.promiseCount == 0)
        }
    }

    @Test("the async helper: throwing work rethrows and the toast becomes the failure kind with its message")
    func asyncFailure() async throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: quietTheme(), plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        await #expect(throws: DiskFull.self) {
            try await center.promise(
                loading: "busy", success: "saved", failure: "failed", failureMessage: { _ in "Disk full" }
            ) { () async throws -> Int in throw DiskFull() }
        }
        center.withPresenter { p, _ in
            #expect(p.view(of: ToastID(1))?.kind == "failed" && p.view(of: ToastID(1))?.message == "Disk full")
        }
    }

    @Test("the async helper throws for an unknown kind before the work runs")
    func unknownKind() async {
        let center = ToastCenter(
            ToastRun(
                theme: quietTheme(), plugins: [], setting: .standard, clock: VirtualClock(0, timeOfDay: nil),
                keepsHistory: false))
        await #expect(throws: ThemeError.self) {
            try await center.promise(loading: "busy", success: "saevd", failure: "failed") {
                Issue.record("the work ran")
            }
        }
        #expect(center.drainEvents().isEmpty)
    }

    @Test("the checker names a promise for a toast that is gone")
    func checkerNamesALostPromise() {
        var p = presenter()
        p.promises[id(3)] = PromiseOutcomes(success: content(), failure: content())
        #expect(p.invariantViolations() == ["promise #3 is neither on screen, waiting nor held"])
    }
}
