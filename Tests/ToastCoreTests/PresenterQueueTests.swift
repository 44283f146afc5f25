import Testing
@testable import ToastCore

@Suite("Presenter queue policies")
struct PresenterQueueTests {
    @Test("serial: three saved toasts 1 s apart all show, in order, each for its full hold")
    func serialShowsEveryToastInOrder() {
        var p = presenter()
        p.show(request(), at: 0)
        p.show(request(), at: 1)
        p.show(request(), at: 2)
        p.advance(to: 10)
        #expect(lifecycle(p.drainEvents()) == cycle(1, from: 0) + cycle(2, from: 2.5) + cycle(3, from: 5))
        #expect(p.isIdle)
    }

    @Test("show emits willShow, then the kind's haptic, then the announcement")
    func showTranscriptIncludesHapticAndAnnouncement() {
        var p = presenter()
        p.show(request(), at: 0)
        #expect(
            p.drainEvents() == [
                TimedEvent(0, .willShow(id(1))), TimedEvent(0, .haptic(id(1), .success)),
                TimedEvent(0, .announce(id(1), text: "Saved", politeness: .polite)),
            ])
    }

    @Test("replace: the showing toast leaves at once and the new one follows its exit")
    func replaceHidesTheCurrentToast() {
        var p = presenter(QueueConfiguration(policy: .replace))
        p.show(request(), at: 0)
        p.show(request("updated", "Updated"), at: 1)
        p.advance(to: 10)
        #expect(
            lifecycle(p.drainEvents()) == [
                TimedEvent(0, .willShow(id(1))), TimedEvent(0.25, .didShow(id(1))),
                TimedEvent(1, .willHide(id(1), .replaced)), TimedEvent(1.25, .didHide(id(1), .replaced)),
            ] + cycle(2, from: 1.25))
    }

    @Test("replace: toasts waiting behind an exit are themselves replaced")
    func replaceDropsWaitingToasts() {
        var p = presenter(QueueConfiguration(policy: .replace))
        p.show(request(), at: 0)
        p.show(request("b", "B"), at: 1)
        p.show(request("c", "C"), at: 1.1)
        p.advance(to: 10)
        let events = lifecycle(p.drainEvents())
        #expect(events.contains(TimedEvent(1.1, .dropped(id(2), .replaced))))
        #expect(events.filter { if case .willShow = $0.event { true } else { false } }.map(\.time) == [0, 1.25])
        #expect(p.droppedCount == 1)
    }

    @Test("dropWhileBusy: a toast that arrives while another shows is dropped")
    func dropWhileBusy() {
        var p = presenter(QueueConfiguration(policy: .dropWhileBusy))
        p.show(request(), at: 0)
        p.show(request(), at: 1)
        p.show(request(), at: 3)
        p.advance(to: 10)
        #expect(
            lifecycle(p.drainEvents()) == Array(cycle(1, from: 0).prefix(2)) + [TimedEvent(1, .dropped(id(2), .busy))]
                + Array(cycle(1, from: 0).suffix(2)) + cycle(3, from: 3))
        #expect(p.droppedCount == 1)
    }

    @Test("priority: a higher-priority toast jumps the queue; equal priorities keep order")
    func priorityOrdersTheQueue() {
        var p = presenter()
        p.show(request("a", "A"), at: 0)
        p.show(request("b", "B"), at: 0.1)
        p.show(request("c", "C"), at: 0.2)
        p.show(request("d", "D", priority: 5), at: 0.3)
        p.advance(to: 20)
        let shown = p.drainEvents().compactMap { if case .willShow(let id) = $0.event { id.rawValue } else { nil } }
        #expect(shown == [1, 4, 2, 3])
    }

    @Test("gap: the next toast waits the gap after the previous exit")
    func gapBetweenToasts() {
        var p = presenter(QueueConfiguration(gap: 0.5))
        p.show(request(), at: 0)
        p.show(request(), at: 0)
        p.advance(to: 10)
        #expect(lifecycle(p.drainEvents()) == cycle(1, from: 0) + cycle(2, from: 3))
    }

    @Test("stack: up to max toasts show at once; more wait for a slot")
    func stackShowsSeveral() {
        var p = presenter(QueueConfiguration(policy: .stack(max: 2)))
        p.show(request("a", "A"), at: 0)
        p.show(request("b", "B"), at: 0.5)
        p.show(request("c", "C"), at: 1)
        p.advance(to: 20)
        let starts = p.drainEvents().compactMap {
            if case .willShow(let id) = $0.event { [$0.time, Double(id.rawValue)] } else { nil }
        }
        // C waits until A starts leaving at 2.25 (a leaving toast frees its slot).
        #expect(starts == [[0, 1], [0.5, 2], [2.25, 3]])
    }
}

@Suite("Waiting toasts share equal styles")
struct PendingStyleSharingTests {
    func waiting(_ style: ToastStyle, _ id: Int) -> PendingToast {
        PendingToast(
            id: ToastID(id), request: ToastRequest(ToastContent(message: "Toast \(id)", style: style)), count: 1)
    }

    @Test("a toast styled as the one waiting last keeps its style box; another style keeps its own")
    func equalStylesShareOneBox() {
        var rounded = ToastStyle()
        rounded.cornerRadius = 3
        var queue = PendingQueue()
        queue.append(waiting(ToastStyle(), 1))
        queue.append(waiting(ToastStyle(), 2))
        queue.append(waiting(ToastStyle(), 3))
        queue.append(waiting(rounded, 4))
        let all = Array(queue.all).map(\.request.content)
        #expect(all.map(\.message) == ["Toast 1", "Toast 2", "Toast 3", "Toast 4"])
        #expect(all[1].fields.sharesStyle(with: all[0].fields))
        #expect(all[2].fields.sharesStyle(with: all[0].fields))
        #expect(!all[3].fields.sharesStyle(with: all[2].fields))
        #expect(all[3].style.cornerRadius == 3 && all[2].style.cornerRadius == 12)
        // Sharing changes nothing else.
        #expect(all[1].style == ToastStyle() && all[1].message == "Toast 2" && all[1].kind == "custom")
    }
}
