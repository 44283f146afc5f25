import Testing

@testable import ToastCore

@Suite("History: the last toasts that left, with their outcome")
struct PresenterHistoryTests {
    @Test("each way of leaving is an entry, newest first, with its texts, tag, priority and times")
    func entriesNewestFirst() {
        var p = presenter(QueueConfiguration(maxPending: 1, overflow: .dropNewest))
        p.show(request(tag: "upload"), at: 0)  // #1: times out
        p.show(request("updated", "Updated", priority: 2), at: 0.5)  // #2: waits, then is dismissed
        p.show(request("deleted", "Deleted"), at: 0.6)  // #3: the bound drops it
        p.dismiss(id(2), by: .app, at: 1)
        _ = p.veto(request("spam", "Buy"), plugin: "gate", reason: "no spam")  // #4
        p.advance(to: 10)
        let history = p.recentHistory
        #expect(history.map(\.id) == [id(1), id(4), id(2), id(3)])
        #expect(
            history.map(\.outcome) == [.hidden(.timeout), .vetoed, .dropped(.dismissed(by: .app)), .dropped(.overflow)])
        #expect(
            history[0]
                == ToastHistoryEntry(
                    id: id(1), kind: "saved", title: nil, message: "Saved", tag: "upload", priority: 0,
                    requestedAt: 0, shownAt: 0, endedAt: 2.5, outcome: .hidden(.timeout)))
        #expect(history[2].shownAt == nil && history[2].requestedAt == 0.5 && history[2].endedAt == 1)
        #expect(history[2].priority == 2 && history[2].kind == "updated")
        #expect(history[3].outcome.name == "dropped" && history[3].outcome.reason == "overflow")
    }

    @Test("the message is the last one drawn: an update by tag is what the history keeps")
    func messageAsDrawn() {
        var p = presenter()
        p.show(request("upload", "Uploading", tag: "u"), at: 0)
        p.show(request("upload", "Uploaded", tag: "u"), at: 1)
        p.advance(to: 10)
        #expect(p.recentHistory.map(\.message) == ["Uploaded"])
    }

    @Test(
        "the history keeps at most its limit (the invariants check it); 0 keeps none",
        arguments: [0, 1, 3, 50])
    func bounded(limit: Int) {
        // A bound of 0 drops every toast as it comes: they end in the order they were shown.
        var p = presenter(QueueConfiguration(maxPending: 0, historyLimit: limit))
        for n in 0..<200 { p.show(request(), at: Double(n) * 0.1) }
        p.advance(to: 100)
        #expect(p.recentHistoryCount == min(limit, 200))
        #expect(p.recentHistory.map(\.id.rawValue) == Array((1...200).reversed().prefix(limit)))
        #expect(p.invariantViolations().isEmpty)
    }

    @Test("a swap to a smaller limit keeps the newest entries")
    func swapShrinks() {
        var p = presenter(QueueConfiguration(maxPending: 0, historyLimit: 10))
        for n in 0..<10 { p.show(request(), at: Double(n)) }
        p.advance(to: 100)
        p.adopt(
            theme: "small", configuration: QueueConfiguration(historyLimit: 2), motion: seedMotion,
            reducedMotion: false
        ) { _ in .unchanged }
        #expect(p.recentHistory.map(\.id.rawValue) == [10, 9])
    }

    @Test("the checker names a history over its limit")
    func checkerNamesAnOverfullHistory() {
        var p = presenter(QueueConfiguration(historyLimit: 1))
        p.recent = ToastHistory(limit: 5)
        for n in 1...3 {
            p.recent.append(
                ToastHistoryEntry(
                    id: id(n), kind: "saved", title: nil, message: "Saved", tag: nil, priority: 0, requestedAt: 0,
                    shownAt: nil, endedAt: 0, outcome: .vetoed))
        }
        #expect(p.invariantViolations().contains("3 toasts in the history, over the limit of 1"))
    }

    @Test("the center reads the history")
    func centerHistory() throws {
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = ToastCenter(
            ToastRun(theme: diaryTheme, plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        let shown = try center.show("saved")
        clock.advance(by: 10)
        center.tick()
        #expect(center.history().map(\.id) == [shown])
        #expect(center.history().first?.message == "Saved")
    }
}
