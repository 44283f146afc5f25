import Testing
@testable import ToastCore

/// Swipe directions per position and per kind, and a drag that the toast follows: resisted
/// toward a forbidden edge, springing back, or leaving from where the finger let go.
@Suite("Swipes and drags: allowed directions, following the finger")
struct SwipeDragTests {
    func swiped(_ position: ToastPosition, toward edge: Edge, style: ToastStyle = ToastStyle()) -> Bool {
        var p = presenter()
        p.show(request(position: position, style: style), at: 0)
        p.swipe(toward: edge, at: 1)
        return p.drainEvents().contains(TimedEvent(1, .willHide(id(1), .swipe)))
    }

    @Test(
        "by default a top toast leaves up, a bottom one down, a corner toward its edge or its side, a centred one any way",
        arguments: [
            (ToastPosition.top, [Edge.top]), (.bottom, [.bottom]), (.center, [.top, .bottom, .leading, .trailing]),
            (.topLeading, [.top, .leading]), (.topTrailing, [.top, .trailing]),
            (.bottomLeading, [.bottom, .leading]), (.bottomTrailing, [.bottom, .trailing]),
        ])
    func defaults(position: ToastPosition, allowed: [Edge]) {
        for edge in Edge.allCases {
            #expect(swiped(position, toward: edge) == allowed.contains(edge), "\(position) toward \(edge)")
        }
    }

    @Test("a kind's swipe directions replace its position's; none, or swipes off, refuse every swipe")
    func perKind() {
        var sideways = ToastStyle()
        sideways.swipeDirections = [.leading, .trailing]
        #expect(swiped(.top, toward: .leading, style: sideways))
        #expect(swiped(.top, toward: .trailing, style: sideways))
        #expect(!swiped(.top, toward: .top, style: sideways))
        var none = ToastStyle()
        none.swipeDirections = []
        #expect(Edge.allCases.allSatisfy { !swiped(.center, toward: $0, style: none) })
        var off = ToastStyle()
        off.swipeToDismiss = false
        off.swipeDirections = [.top]
        #expect(!swiped(.top, toward: .top, style: off))
    }

    @Test("a swipe is reported with its direction before the toast leaves")
    func swipeEvent() {
        var p = presenter()
        p.show(request(position: .topTrailing), at: 0)
        p.swipe(toward: .trailing, at: 1)
        #expect(
            lifecycle(p.drainEvents()).suffix(2) == [
                TimedEvent(1, .swipe(id(1), toward: .trailing)), TimedEvent(1, .willHide(id(1), .swipe)),
            ])
    }

    @Test("a drag is damped toward a forbidden edge and never passes the resistance")
    func resistance() {
        let allowed: Set<Edge> = [.top, .trailing]
        #expect(DragRules.resisted(Point(x: 80, y: -40), allowing: allowed) == Point(x: 80, y: -40))
        #expect(DragRules.resisted(Point(x: -100, y: 40), allowing: allowed) == Point(x: -100 * 24 / 124, y: 15))
        #expect(abs(DragRules.resisted(Point(x: -10_000, y: 0), allowing: allowed).x) < DragRules.resistance)
    }

    /// A top-trailing toast (rest 284, 79 on the iPhone 15) dragged 30 then 60 pt toward trailing.
    func dragged(release: Double, rightToLeft: Bool = false) -> (Presenter, Timeline) {
        var p = presenter()
        p.show(request(position: .topTrailing), at: 0)
        p.drag(by: Point(x: 30, y: 2), at: 1)
        p.drag(by: Point(x: 60, y: 4), at: 1.1)
        p.endDrag(at: release)
        p.advance(to: 5)
        return (
            p, Timeline(p.timeline, screen: Screen.iPhone15.rightToLeft(rightToLeft), measurer: MonospaceMeasurer())
        )
    }

    @Test("the toast follows the finger, and leaves from where it let go when far enough toward an allowed edge")
    func followAndLeave() {
        let (dragging, tl) = dragged(release: 1.5)
        var p = dragging
        #expect(tl.frame(at: 0.9).toasts[0].transform.offset == .zero)
        #expect(tl.frame(at: 1.05).toasts[0].transform.offset == Point(x: 30, y: 2 * 24 / 26))
        #expect(tl.frame(at: 1.3).toasts[0].transform.offset == Point(x: 60, y: 4 * 24 / 28))
        let leaving = tl.frame(at: 1.5).toasts[0]
        #expect(leaving.phase == .exiting && leaving.transform.offset.x == 60)
        let later = tl.frame(at: 1.6).toasts[0].transform.offset.x
        #expect(later > 60)
        #expect(
            lifecycle(p.drainEvents()) == [
                TimedEvent(0, .willShow(id(1))), TimedEvent(0.25, .didShow(id(1))),
                TimedEvent(1, .dragBegan(id(1))), TimedEvent(1, .paused(id(1))),
                TimedEvent(1.5, .dragEnded(id(1))), TimedEvent(1.5, .swipe(id(1), toward: .trailing)),
                TimedEvent(1.5, .willHide(id(1), .swipe)), TimedEvent(1.75, .didHide(id(1), .swipe)),
            ])
    }

    @Test("right to left the finger's trailing is the screen's left")
    func mirrored() {
        let (_, tl) = dragged(release: 1.5, rightToLeft: true)
        let layer = tl.frame(at: 1.3).toasts[0]
        #expect(layer.frame.minX == 16)
        #expect(layer.transform.offset.x == -60)
        #expect(tl.frame(at: 1.6).toasts[0].transform.offset.x < -60)
    }

    @Test("a short, slow drag springs back and the countdown resumes with the time that was left")
    func springBack() {
        var p = presenter()
        p.show(request(position: .topTrailing), at: 0)
        p.drag(by: Point(x: 30, y: 0), at: 1)
        p.endDrag(at: 1.5)
        p.advance(to: 5)
        let tl = Timeline(p.timeline, screen: .iPhone15, measurer: MonospaceMeasurer())
        #expect(tl.frame(at: 1.5).toasts[0].transform.offset.x == 30)
        let midway = tl.frame(at: 1.65).toasts[0].transform.offset.x
        #expect(midway > 0 && midway < 30)
        #expect(tl.frame(at: 1.8).toasts[0].transform.offset == .zero)
        // A live host draws the spring back (the frame moves with the clock alone), not the held drag.
        #expect(!tl.frame(at: 1.2).isMoving)
        #expect(tl.frame(at: 1.5).isMoving && tl.frame(at: 1.65).isMoving)
        #expect(!tl.frame(at: 1.8).isMoving)
        #expect(
            lifecycle(p.drainEvents()) == [
                TimedEvent(0, .willShow(id(1))), TimedEvent(0.25, .didShow(id(1))),
                TimedEvent(1, .dragBegan(id(1))), TimedEvent(1, .paused(id(1))),
                TimedEvent(1.5, .dragEnded(id(1))), TimedEvent(1.5, .resumed(id(1))),
                TimedEvent(2.75, .willHide(id(1), .timeout)), TimedEvent(3, .didHide(id(1), .timeout)),
            ])
    }

    @Test("a flick dismisses before the distance would; a drag toward a forbidden edge never does")
    func flickAndForbidden() {
        var p = presenter()
        p.show(request(position: .bottomLeading), at: 0)
        p.drag(by: Point(x: 0, y: 5), at: 1)
        p.drag(by: Point(x: 0, y: 20), at: 1.02)
        p.endDrag(at: 1.03)
        #expect(p.drainEvents().contains(TimedEvent(1.03, .swipe(id(1), toward: .bottom))))
        var q = presenter()
        q.show(request(position: .bottomLeading), at: 0)
        q.drag(by: Point(x: 500, y: -500), at: 1)
        q.endDrag(at: 1.5)
        #expect(!q.drainEvents().contains { if case .swipe = $0.event { true } else { false } })
    }

    @Test("a drag through the command vocabulary and the center")
    func throughCommands() {
        let clock = VirtualClock(0, timeOfDay: nil)
        let theme = Theme(name: "t", kinds: [ToastKind(id: "saved", message: .literal("Saved"))])
        let center = ToastCenter(
            ToastRun(theme: theme, plugins: [], setting: .standard, clock: clock, keepsHistory: false))
        #expect(throws: Never.self) { try center.show("saved") }
        clock.advance(by: 1)
        center.drag(by: Point(x: 0, y: 70))
        clock.advance(by: 0.2)
        center.endDrag()
        #expect(center.drainEvents().contains { $0.event == .swipe(ToastID(1), toward: .bottom) })
    }
}
