import Testing

@testable import ToastCore

/// A theme with plain kinds and a summary kind for quiet mode.
func quietTheme(summary: String? = "away", maxHeld: Int = 100, maxPending: Int? = nil) -> Theme {
    Theme(
        name: "quiet",
        kinds: [
            ToastKind(id: "saved", message: .literal("Saved")),
            ToastKind(id: "mail", message: .literal("New mail")),
            ToastKind(id: "away", message: .localized(key: "away")),
            ToastKind(id: "busy", message: .literal("Working")),
            ToastKind(id: "failed", message: .literal("Failed")),
        ],
        motion: seedMotion,
        queue: QueueConfiguration(maxPending: maxPending, maxHeld: maxHeld, quietSummary: summary),
        strings: Localization(tables: [
            "en": ["away": "%d while you were away"], "ko": ["away": "자리를 비운 동안 %d개"],
        ]))
}

@Suite("Quiet mode: held, released, summarized, every toast accounted for")
struct PresenterQuietTests {
    @Test("while quiet every toast is held (not shown, not dropped); ending releases them in order")
    func heldThenReleasedInOrder() {
        var p = presenter()
        p.setQuiet(.all, at: 0)
        p.show(request("a", "A"), at: 1)
        p.show(request("b", "B"), at: 2)
        p.advance(to: 100)
        #expect(
            p.drainEvents() == [
                TimedEvent(0, .quiet(.all)), TimedEvent(1, .held(id(1))), TimedEvent(2, .held(id(2))),
            ])
        #expect(p.heldCount == 2 && p.pendingCount == 0 && p.visibleIDs.isEmpty && !p.isIdle)
        p.setQuiet(nil, at: 100)
        p.advance(to: 200)
        #expect(
            lifecycle(p.drainEvents()) == [
                TimedEvent(100, .quiet(nil)), TimedEvent(100, .released(id(1))), TimedEvent(100, .willShow(id(1))),
                TimedEvent(100, .released(id(2))),
            ] + cycle(1, from: 100).dropFirst() + cycle(2, from: 102.5))
        #expect(p.isIdle)
    }

    @Test("below a threshold: urgent toasts show, the rest are held; lowering it releases those above")
    func threshold() {
        var p = presenter()
        p.setQuiet(QuietMode(below: 10), at: 0)
        p.show(request("low", "Low", priority: 0), at: 0)
        p.show(request("mid", "Mid", priority: 5), at: 0)
        p.show(request("urgent", "Urgent", priority: 10), at: 0)
        #expect(p.heldCount == 2 && p.visibleIDs == [id(3)])
        p.setQuiet(QuietMode(below: 3), at: 1)
        #expect(p.heldCount == 1 && p.pendingCount == 1)
        #expect(p.drainEvents().contains(TimedEvent(1, .released(id(2)))))
    }

    @Test("a held toast is updated by tag, dismissed by id or tag, and kept by dismiss all")
    func heldToastsAnswerCommands() {
        var p = presenter()
        p.setQuiet(.all, at: 0)
        p.show(request("upload", "Uploading", tag: "u"), at: 0)
        p.show(request("upload", "Uploaded", tag: "u"), at: 1)
        #expect(p.heldCount == 1 && p.view(of: id(1))?.message == "Uploaded" && p.view(of: id(1))?.state == .held)
        p.show(request("b", "B"), at: 1)
        p.show(request("c", "C", tag: "t"), at: 1)
        p.dismiss(id(2), by: .user, at: 2)
        p.dismiss(tagged: "t", by: .plugin, at: 2)
        #expect(p.heldCount == 1)
        p.dismissAll(by: .app, at: 3)
        #expect(p.heldCount == 1 && p.quiet == .all, "dismiss all leaves what the pause holds")
        #expect(
            lifecycle(p.drainEvents()).filter { if case .dropped = $0.event { true } else { false } } == [
                TimedEvent(2, .dropped(id(2), .dismissed(by: .user))),
                TimedEvent(2, .dropped(id(3), .dismissed(by: .plugin))),
            ])
        p.setQuiet(nil, at: 4)
        #expect(p.visibleIDs == [id(1)], "released when the pause ends")
    }

    @Test("past max_held the oldest held toast of the lowest priority is dropped, and the summary counts it")
    func heldBound() {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: quietTheme(maxHeld: 2), plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        center.quiet(.all)
        _ = try? center.show("saved", priority: 1)
        _ = try? center.show("mail", priority: 0)
        _ = try? center.show("mail", priority: 0)
        _ = try? center.show("saved", priority: 2)
        center.withPresenter { p, _ in #expect(p.heldCount == 2 && p.summaryCount == 4) }
        center.quiet(nil)
        clock.advance(by: 10)
        center.tick()
        let events = center.drainEvents()
        #expect(
            events.filter { if case .dropped = $0.event { true } else { false } }.map(\.event) == [
                .dropped(id(2), .overflow), .dropped(id(3), .overflow),
            ])
        #expect(events.contains(TimedEvent(0, .summarized(id(1), into: id(5)))))
        #expect(events.contains(TimedEvent(0, .summarized(id(4), into: id(5)))))
        #expect(events.contains(TimedEvent(0, .announce(id(5), text: "4 while you were away", politeness: .polite))))
    }

    @Test("ending quiet mode with a summary kind: one summary toast stands for the held ones")
    func summary() throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = center(quietTheme(), clock: clock, setting: SceneSetting.standard.with(locale: "ko"))
        center.quiet(QuietMode(below: 5))
        try center.show("saved")
        try center.show("mail", priority: 3)
        try center.show("mail", priority: 7)  // shows: at the threshold
        clock.advance(by: 10)
        center.quiet(nil)
        clock.advance(by: 10)
        center.tick()
        let text = EventTranscript.text(center.drainEvents())
        #expect(
            text == """
                0.000 quiet below=5
                0.000 held #1
                0.000 held #2
                0.000 will_show #3
                0.000 announce #3 polite "New mail"
                0.250 did_show #3
                2.250 will_hide #3 timeout
                2.500 did_hide #3 timeout
                10.000 quiet off
                10.000 summarized #1 into=#4
                10.000 summarized #2 into=#4
                10.000 will_show #4
                10.000 announce #4 polite "자리를 비운 동안 2개"
                10.250 did_show #4
                12.250 will_hide #4 timeout
                12.500 did_hide #4 timeout

                """)
        #expect(
            center.history().map(\.outcome) == [
                .hidden(.timeout), .summarized(into: id(4)), .summarized(into: id(4)), .hidden(.timeout),
            ])
        center.withPresenter { p, _ in #expect(p.isIdle && p.heldCount == 0 && p.summaryCount == 0) }
    }

    @Test("one held toast is released as it is, summary kind or not; no summary kind releases them all")
    func noSummaryForOne() throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: quietTheme(), plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        center.quiet(.all)
        try center.show("saved")
        center.quiet(nil)
        #expect(
            center.drainEvents().map(\.event).prefix(4) == [.quiet(.all), .held(id(1)), .quiet(nil), .released(id(1))])
        let plain = ToastCenter(
            ToastRun(
                theme: quietTheme(summary: nil), plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        plain.quiet(.all)
        try plain.show("saved")
        try plain.show("mail")
        plain.quiet(nil)
        #expect(plain.drainEvents().filter { if case .released = $0.event { true } else { false } }.count == 2)
    }

    @Test("held toasts meet the queue's bound when released")
    func releasedIntoABoundedQueue() {
        var p = presenter(QueueConfiguration(maxPending: 1))
        p.setQuiet(.all, at: 0)
        for _ in 0..<4 { p.show(request(), at: 0) }
        p.setQuiet(nil, at: 1)
        let events = lifecycle(p.drainEvents())
        // #1 starts at once; #2 waits; #3 and #4 each push out the oldest waiting one.
        #expect(events.contains(TimedEvent(1, .dropped(id(2), .overflow))))
        #expect(events.contains(TimedEvent(1, .dropped(id(3), .overflow))))
        #expect(p.pendingCount == 1 && p.visibleIDs == [id(1)])
    }

    @Test("the checker names a held toast while quiet is off, one held above the threshold, one lost")
    func checkerNamesQuietViolations() {
        var p = presenter()
        p.setQuiet(QuietMode(below: 5), at: 0)
        p.show(request(), at: 0)
        #expect(p.invariantViolations().isEmpty)
        p.quiet = QuietMode(below: 0)
        p.held.append(PendingToast(id: id(7), request: request(), count: 1))
        #expect(
            p.invariantViolations() == [
                "1 ids issued, but 0 on screen, 0 waiting, 2 held and 0 ended",
                "#1 of priority 0 held at or above 0",
                "#7 of priority 0 held at or above 0",
                "#7 held was never issued (next id 2)",
            ])
        p.held = [p.held[0]]
        p.quiet = nil
        #expect(p.invariantViolations() == ["1 toasts held while quiet mode is off"])
    }
}
