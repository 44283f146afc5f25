import Testing
@testable import ToastCore

@Suite("Presenter: dismissal, gestures, pause")
struct PresenterGestureTests {
    @Test("a tap dismisses a toast without an action")
    func tapDismisses() {
        var p = presenter()
        p.show(request(), at: 0)
        p.tap(at: 1)
        p.advance(to: 5)
        #expect(lifecycle(p.drainEvents()) == cycle(1, from: 0, hold: 0.75, reason: .tap))
    }

    @Test("a tap on a toast with an action runs the action and dismisses")
    func tapRunsAction() {
        var p = presenter()
        p.show(request(action: ToastAction(id: "undo", title: "Undo")), at: 0)
        p.tap(at: 1)
        let events = lifecycle(p.drainEvents())
        #expect(
            events.suffix(2) == [
                TimedEvent(1, .action(id(1), actionID: "undo")),
                TimedEvent(1, .willHide(id(1), .action)),
            ])
    }

    @Test("a tap does nothing when taps do not dismiss and there is no action")
    func tapIgnoredWhenDisabled() {
        var style = ToastStyle()
        style.tapToDismiss = false
        var p = presenter()
        p.show(request(style: style), at: 0)
        p.tap(at: 1)
        p.advance(to: 5)
        #expect(lifecycle(p.drainEvents()) == cycle(1, from: 0))
    }

    @Test(
        "swiping a bottom toast down dismisses it and it leaves downward; swiping up or sideways does not",
        arguments: [(Edge.bottom, true), (.top, false), (.leading, false), (.trailing, false)])
    func swipeBottomToast(edge: Edge, dismisses: Bool) {
        var p = presenter()
        p.show(request(position: .bottom), at: 0)
        p.swipe(toward: edge, at: 1)
        p.advance(to: 5)
        let hides = lifecycle(p.drainEvents()).filter { if case .willHide = $0.event { true } else { false } }
        #expect(hides == [TimedEvent(dismisses ? 1 : 2.25, .willHide(id(1), dismisses ? .swipe : .timeout))])
        if dismisses && edge == .bottom {
            let timeline = Timeline(p.timeline, screen: .iPhone15, measurer: MonospaceMeasurer())
            let halfway = timeline.frame(at: 1.125).toasts[0].transform
            #expect(halfway.offset.y > 0)
            #expect(halfway.offset.x == 0)
        }
    }

    @Test("swiping a top toast up dismisses it")
    func swipeTopToast() {
        var p = presenter()
        p.show(request(position: .top), at: 0)
        p.swipe(toward: .top, at: 1)
        #expect(lifecycle(p.drainEvents()).last == TimedEvent(1, .willHide(id(1), .swipe)))
    }

    @Test("touch pauses the countdown; lifting resumes with the time that was left")
    func pauseAndResume() {
        var p = presenter()
        p.show(request(), at: 0)
        p.touchBegan(at: 1)  // hold runs 0.25…2.25: 1.25 s left
        p.touchEnded(at: 3)
        p.advance(to: 10)
        #expect(
            lifecycle(p.drainEvents()) == [
                TimedEvent(0, .willShow(id(1))), TimedEvent(0.25, .didShow(id(1))), TimedEvent(1, .paused(id(1))),
                TimedEvent(3, .resumed(id(1))), TimedEvent(4.25, .willHide(id(1), .timeout)),
                TimedEvent(4.5, .didHide(id(1), .timeout)),
            ])
    }

    @Test("with the restart style, lifting starts the full hold again")
    func pauseAndRestart() {
        var style = ToastStyle()
        style.pauseOnTouch = .restart
        var p = presenter()
        p.show(request(style: style), at: 0)
        p.touchBegan(at: 1)
        p.touchEnded(at: 3)
        p.advance(to: 10)
        #expect(
            lifecycle(p.drainEvents()).suffix(2) == [
                TimedEvent(5, .willHide(id(1), .timeout)),
                TimedEvent(5.25, .didHide(id(1), .timeout)),
            ])
    }

    @Test("a touch during the entrance holds the toast once it has entered")
    func touchDuringEntrance() {
        var p = presenter()
        p.show(request(), at: 0)
        p.touchBegan(at: 0.1)
        p.advance(to: 5)
        #expect(p.visibleIDs == [id(1)])
        p.touchEnded(at: 5)
        p.advance(to: 10)
        #expect(
            lifecycle(p.drainEvents()).suffix(2) == [
                TimedEvent(7, .willHide(id(1), .timeout)),
                TimedEvent(7.25, .didHide(id(1), .timeout)),
            ])
    }

    @Test("dismissing during the entrance leaves from where the entrance was")
    func dismissDuringEntrance() {
        var p = presenter()
        let t = p.show(request(), at: 0)
        p.dismiss(t, by: .app, at: 0.125)  // half entered
        p.advance(to: 5)
        #expect(
            lifecycle(p.drainEvents()) == [
                TimedEvent(0, .willShow(id(1))), TimedEvent(0.125, .willHide(id(1), .dismissed(by: .app))),
                TimedEvent(0.25, .didHide(id(1), .dismissed(by: .app))),
            ])
        let timeline = Timeline(p.timeline, screen: .iPhone15, measurer: MonospaceMeasurer())
        #expect(timeline.frame(at: 0.125).toasts[0].transform.opacity == 0.5)
        #expect(timeline.frame(at: 0.1875).toasts[0].transform.opacity == 0.25)
    }

    @Test("dismissing a waiting toast removes it; dismissAll clears everything; each event says who dismissed")
    func dismissWaitingAndAll() {
        var p = presenter()
        p.show(request(), at: 0)
        let second = p.show(request(), at: 0)
        p.show(request(), at: 0)
        p.dismiss(second, by: .user, at: 1)
        #expect(p.pendingCount == 1)
        p.dismissAll(by: .plugin, at: 1.5)
        p.advance(to: 10)
        let events = lifecycle(p.drainEvents())
        #expect(events.contains(TimedEvent(1, .dropped(id(2), .dismissed(by: .user)))))
        #expect(events.contains(TimedEvent(1.5, .dropped(id(3), .dismissed(by: .plugin)))))
        #expect(events.contains(TimedEvent(1.5, .willHide(id(1), .dismissed(by: .plugin)))))
        #expect(events.last == TimedEvent(1.75, .didHide(id(1), .dismissed(by: .plugin))))
        #expect(p.droppedCount == 0)
        #expect(p.isIdle)
    }

    @Test("reduced motion turns every transition into the short cross-fade")
    func reducedMotion() {
        var p = Presenter(
            motion: Motion(enter: Transition(slide: Slide(), duration: 0.5, curve: .easeOut)),
            reducedMotion: true)
        p.show(request(), at: 0)
        p.advance(to: 5)
        let record = p.timeline.toasts[0]
        #expect(record.enter == .reducedMotion && record.exit == .reducedMotion)
        #expect(record.exitEnd == 0.2 + 2 + 0.2)
    }
}
