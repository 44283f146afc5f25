import Testing

@testable import ToastCore

/// A toast of higher priority on a full stack takes the place of the oldest toast below it, which
/// goes back to wait with the hold it had left (issue 40: a critical notification on screen at
/// once however full the stack).
@Suite("Preemption on a full stack")
struct PresenterPreemptionTests {
    @Test("a higher priority shows at once; the oldest lower one waits and shows later with its hold left")
    func outrankingTakesTheOldestPlace() {
        var p = presenter(QueueConfiguration(policy: .stack(max: 2)))
        p.show(request("a", "A"), at: 0)
        p.show(request("b", "B"), at: 0.1)
        p.show(request("c", "C", priority: 2), at: 1)
        p.advance(to: 20)
        // A held from 0.25 to 2.25: at 1 it had 1.25 s left, which it holds once it shows again
        // (B's exit frees a slot at 2.35).
        #expect(
            lifecycle(p.drainEvents()) == [
                TimedEvent(0, .willShow(id(1))), TimedEvent(0.1, .willShow(id(2))),
                TimedEvent(0.25, .didShow(id(1))), TimedEvent(0.35, .didShow(id(2))),
                TimedEvent(1, .willHide(id(1), .preempted)), TimedEvent(1, .didHide(id(1), .preempted)),
                TimedEvent(1, .willShow(id(3))), TimedEvent(1.25, .didShow(id(3))),
                TimedEvent(2.35, .willHide(id(2), .timeout)), TimedEvent(2.35, .willShow(id(1))),
                TimedEvent(2.6, .didHide(id(2), .timeout)), TimedEvent(2.6, .didShow(id(1))),
                TimedEvent(3.25, .willHide(id(3), .timeout)), TimedEvent(3.5, .didHide(id(3), .timeout)),
                TimedEvent(3.85, .willHide(id(1), .timeout)), TimedEvent(4.1, .didHide(id(1), .timeout)),
            ])
    }

    @Test("equal priorities wait their turn; a sticky lower toast is preempted too, and shows again first")
    func equalsWaitAndStickyYields() {
        var p = presenter(QueueConfiguration(policy: .stack(max: 1)))
        var sticky = request("s", "Sticky")
        sticky.content.duration = .forever
        p.show(sticky, at: 0)
        p.show(request("n", "Normal"), at: 0.5)
        p.show(request("c", "Critical", priority: 2), at: 1)
        p.advance(to: 1)
        #expect(p.visibleIDs == [id(3)])
        #expect(p.pending.all.map(\.id) == [id(1), id(2)])
        p.show(request("d", "Critical too", priority: 2), at: 1.1)
        p.advance(to: 1.1)
        #expect(p.visibleIDs == [id(3)], "a toast of the same priority waits")
        p.dismiss(id(3), by: .user, at: 2)
        p.dismiss(id(4), by: .user, at: 2.5)
        p.advance(to: 3)
        #expect(p.visibleIDs == [id(1)], "the sticky toast shows again before the one that never showed")
    }
}

/// A hold counted from display (`expire_timeout`) ends on time whatever the motion (issue 40).
@Suite("Holds counted from display")
struct PresenterVisibleForTests {
    @Test("shorter than the entrance: the toast leaves mid-entrance at its time; longer: the entrance counts in it")
    func expiresWhateverTheMotion() {
        let slow = Motion(enter: Transition(duration: 1, curve: .linear), exit: Transition(duration: 1, curve: .linear))
        var p = presenter(QueueConfiguration(policy: .stack(max: 2)), motion: slow)
        var short = request("a", "Short")
        short.content.duration = .visibleFor(0.4)
        var long = request("b", "Long")
        long.content.duration = .visibleFor(1.5)
        p.show(short, at: 0)
        p.show(long, at: 0)
        p.advance(to: 10)
        // The short one leaves from 40 % entered: its exit runs the 40 % back (0.4 s).
        #expect(
            lifecycle(p.drainEvents()) == [
                TimedEvent(0, .willShow(id(1))), TimedEvent(0, .willShow(id(2))),
                TimedEvent(0.4, .willHide(id(1), .timeout)), TimedEvent(0.8, .didHide(id(1), .timeout)),
                TimedEvent(1, .didShow(id(2))), TimedEvent(1.5, .willHide(id(2), .timeout)),
                TimedEvent(2.5, .didHide(id(2), .timeout)),
            ])
    }
}
