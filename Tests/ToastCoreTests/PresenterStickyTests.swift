import Testing

@testable import ToastCore

/// A sticky content: the seed's saved toast with the `.forever` hold.
func stickyRequest(_ kind: String = "pinned", _ message: String = "Pinned", priority: Int = 0) -> ToastRequest {
    var request = request(kind, message, priority: priority)
    request.content.duration = .forever
    return request
}

@Suite("Sticky toasts: shown until dismissed")
struct PresenterStickyTests {
    @Test("a sticky toast holds until dismissed; the serial queue behind it waits, then runs on")
    func stickyHoldsAndTheQueueWaits() {
        var p = presenter()
        p.show(stickyRequest(), at: 0)
        p.show(request(), at: 1)
        p.advance(to: 600)
        #expect(
            lifecycle(p.drainEvents()) == [TimedEvent(0, .willShow(id(1))), TimedEvent(0.25, .didShow(id(1)))])
        #expect(p.visibleIDs == [id(1)])
        #expect(p.pendingCount == 1)
        p.dismiss(id(1), by: .user, at: 600)
        p.advance(to: 700)
        #expect(
            lifecycle(p.drainEvents()) == [
                TimedEvent(600, .willHide(id(1), .dismissed(by: .user))),
                TimedEvent(600.25, .didHide(id(1), .dismissed(by: .user))),
            ] + cycle(2, from: 600.25))
        #expect(p.isIdle)
    }

    @Test("a higher priority waits behind a sticky toast too; the queue's bound still drops")
    func noPreemptionAndTheBoundHolds() {
        var p = presenter(QueueConfiguration(maxPending: 1, overflow: .dropOldest))
        p.show(stickyRequest(), at: 0)
        p.show(request(priority: 0), at: 1)
        p.show(request(priority: 10), at: 2)
        p.advance(to: 1000)
        let events = lifecycle(p.drainEvents())
        #expect(events.contains(TimedEvent(2, .dropped(id(2), .overflow))))
        #expect(!events.contains { if case .willShow(let shown) = $0.event { shown == id(3) } else { false } })
        #expect(p.visibleIDs == [id(1)])
        #expect(p.pendingCount == 1)
    }

    @Test("a tap, a swipe and an action end a sticky toast; an update to a timed kind starts its hold")
    func closeAffordancesEndIt() {
        var p = presenter()
        p.show(stickyRequest(), at: 0)
        p.tap(at: 10)
        p.advance(to: 20)
        var q = presenter()
        q.show(stickyRequest(), at: 0)
        q.swipe(toward: .bottom, at: 10)
        var r = presenter()
        var withAction = stickyRequest()
        withAction.content.action = ToastAction(id: "close", title: "Close")
        r.show(withAction, at: 0)
        r.tap(action: "close", at: 10)
        r.advance(to: 20)
        #expect(lifecycle(p.drainEvents()).last == TimedEvent(10.25, .didHide(id(1), .tap)))
        #expect(q.drainEvents().contains(TimedEvent(10, .willHide(id(1), .swipe))))
        #expect(lifecycle(r.drainEvents()).last == TimedEvent(10.25, .didHide(id(1), .action)))

        var s = presenter()
        var tagged = stickyRequest()
        tagged.tag = "upload"
        s.show(tagged, at: 0)
        s.show(request(tag: "upload"), at: 30)
        s.advance(to: 100)
        #expect(
            lifecycle(s.drainEvents()).suffix(3) == [
                TimedEvent(30, .updated(id(1))), TimedEvent(32, .willHide(id(1), .timeout)),
                TimedEvent(32.25, .didHide(id(1), .timeout)),
            ])
    }

    @Test("the hold of a sticky toast is infinite, and a touch on it pauses nothing finite")
    func infiniteHold() {
        #expect(stickyRequest().content.holdSeconds == .infinity)
        #expect(DisplayDuration.forever.seconds(for: "Pinned", hasAction: false) == .infinity)
        var p = presenter()
        p.show(stickyRequest(), at: 0)
        p.touchBegan(at: 1)
        p.touchEnded(at: 2)
        p.advance(to: 5000)
        #expect(p.visibleIDs == [id(1)])
        #expect(p.invariantViolations().isEmpty)
    }
}
