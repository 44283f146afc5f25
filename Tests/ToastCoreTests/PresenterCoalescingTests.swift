import Testing
@testable import ToastCore

@Suite("Presenter: duplicates, tags and bounds")
struct PresenterCoalescingTests {
    @Test("duplicates coalesce into one toast with a count, and the hold starts over")
    func coalescesDuplicates() {
        var p = presenter(QueueConfiguration(coalesceDuplicates: true))
        let first = p.show(request(), at: 0)
        let second = p.show(request(), at: 0.5)
        let third = p.show(request(), at: 1)
        #expect(first == second && second == third)
        p.advance(to: 10)
        #expect(
            lifecycle(p.drainEvents()) == [
                TimedEvent(0, .willShow(id(1))), TimedEvent(0.25, .didShow(id(1))),
                TimedEvent(0.5, .coalesced(id(1), count: 2)), TimedEvent(1, .coalesced(id(1), count: 3)),
                TimedEvent(3, .willHide(id(1), .timeout)), TimedEvent(3.25, .didHide(id(1), .timeout)),
            ])
        let timeline = Timeline(p.timeline, screen: .iPhone15, measurer: MonospaceMeasurer())
        #expect(timeline.frame(at: 0.75).toasts.first?.count == 2)
        #expect(timeline.frame(at: 1.5).toasts.first?.layout.text(.badgeText)?.text == "×3")
    }

    @Test("duplicates of a waiting toast raise its count instead of queueing again")
    func coalescesWaitingDuplicates() {
        var p = presenter(QueueConfiguration(coalesceDuplicates: true))
        p.show(request("a", "A"), at: 0)
        p.show(request("b", "B"), at: 0.1)
        let again = p.show(request("b", "B"), at: 0.2)
        #expect(again == id(2))
        p.advance(to: 20)
        let events = p.drainEvents()
        #expect(events.contains(TimedEvent(0.2, .coalesced(id(2), count: 2))))
        #expect(p.timeline.toasts.map(\.id) == [id(1), id(2)])
        #expect(p.timeline.toasts[1].revisions[0].count == 2)
    }

    @Test("without coalescing, duplicates are separate toasts")
    func duplicatesStaySeparateByDefault() {
        var p = presenter()
        #expect(p.show(request(), at: 0) != p.show(request(), at: 0))
    }

    @Test("a tag updates the visible toast in place and restarts its hold")
    func tagUpdatesVisibleToast() {
        var p = presenter()
        let first = p.show(request("upload", "Uploading 10%", tag: "upload"), at: 0)
        let second = p.show(request("upload", "Uploading 50%", tag: "upload"), at: 1)
        #expect(first == second)
        p.advance(to: 10)
        #expect(
            lifecycle(p.drainEvents()) == [
                TimedEvent(0, .willShow(id(1))), TimedEvent(0.25, .didShow(id(1))), TimedEvent(1, .updated(id(1))),
                TimedEvent(3, .willHide(id(1), .timeout)), TimedEvent(3.25, .didHide(id(1), .timeout)),
            ])
        let timeline = Timeline(p.timeline, screen: .iPhone15, measurer: MonospaceMeasurer())
        #expect(timeline.frame(at: 0.5).toasts.first?.content.message == "Uploading 10%")
        #expect(timeline.frame(at: 1.5).toasts.first?.content.message == "Uploading 50%")
    }

    @Test("a tag replaces a waiting toast in place, keeping its turn")
    func tagReplacesWaitingToast() {
        var p = presenter()
        p.show(request("a", "A"), at: 0)
        let b = p.show(request("b", "B1", tag: "t"), at: 0.1)
        p.show(request("c", "C"), at: 0.2)
        let b2 = p.show(request("b", "B2", tag: "t"), at: 0.3)
        #expect(b == b2)
        p.advance(to: 20)
        #expect(p.timeline.toasts.map(\.content.message) == ["A", "B2", "C"])
    }

    @Test("bounded queue, dropOldest: the oldest waiting toast goes and is counted")
    func overflowDropsOldest() {
        var p = presenter(QueueConfiguration(maxPending: 2, overflow: .dropOldest))
        for (i, t) in [0.0, 0.1, 0.2, 0.3, 0.4].enumerated() { p.show(request("k", "M\(i + 1)"), at: t) }
        p.advance(to: 30)
        let events = p.drainEvents()
        #expect(
            events.filter { if case .dropped = $0.event { true } else { false } } == [
                TimedEvent(0.3, .dropped(id(2), .overflow)), TimedEvent(0.4, .dropped(id(3), .overflow)),
            ])
        #expect(p.droppedCount == 2)
        #expect(p.timeline.toasts.map(\.content.message) == ["M1", "M4", "M5"])
    }

    @Test("bounded queue, dropNewest: the arriving toast goes unless it outranks a waiting one")
    func overflowDropsNewest() {
        var p = presenter(QueueConfiguration(maxPending: 1, overflow: .dropNewest))
        p.show(request("k", "M1"), at: 0)
        p.show(request("k", "M2"), at: 0.1)
        p.show(request("k", "M3"), at: 0.2)
        p.show(request("k", "urgent", priority: 9), at: 0.3)
        p.advance(to: 30)
        #expect(p.droppedCount == 2)
        #expect(p.timeline.toasts.map(\.content.message) == ["M1", "urgent"])
    }
}

@Suite("Presenter: every show is accounted for in the event stream")
struct PresenterAccountingTests {
    @Test("a tag update of a waiting toast in a stack emits .updated (issue 10, class 9)")
    func pendingTagUpdateIsAnEvent() {
        var p = presenter(QueueConfiguration(policy: .stack(max: 1)))
        p.show(request("a", "A"), at: 0)
        let waiting = p.show(request("b", "B", tag: "upload"), at: 0.1)
        let updated = p.show(request("b", "B 50 %", tag: "upload"), at: 0.2)
        #expect(updated == waiting)
        #expect(p.drainEvents().contains(TimedEvent(0.2, .updated(waiting))))
    }

    @Test(
        "80,000 shows under every policy: each ends in exactly one outcome",
        arguments: [
            QueuePolicy.serial, .stack(max: 3), .replace, .dropWhileBusy,
        ])
    func everyShowHasOneOutcome(policy: QueuePolicy) {
        var p = presenter(QueueConfiguration(policy: policy, maxPending: 50, coalesceDuplicates: true))
        var shows = 0
        for i in 0..<80_000 {
            let tag: String? = i % 3 == 0 ? "t\(i % 7)" : nil
            p.show(request("k\(i % 5)", "M\(i % 11)", priority: i % 4, tag: tag), at: Double(i) * 0.001)
            shows += 1
        }
        p.advance(to: 1_000_000)
        var outcomes = 0
        for event in p.drainEvents() {
            switch event.event {
            case .willShow, .dropped, .coalesced, .updated, .vetoed: outcomes += 1
            // A toast of higher priority sent it back to wait: it shows again later.
            case .didHide(_, .preempted): outcomes -= 1
            default: break
            }
        }
        #expect(outcomes == shows)
    }
}
