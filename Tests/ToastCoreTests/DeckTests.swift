import Testing

@testable import ToastCore

/// The `deck` policy: its transcript (expand, collapse, holds paused while expanded, taps,
/// groups) and its frames (collapsed, expanded, between the two, the count on the front card).
@Suite("Deck: collapse, expand, groups")
struct DeckTests {
    static func deckPresenter(_ settings: DeckConfiguration = DeckConfiguration()) -> Presenter {
        presenter(QueueConfiguration(policy: .deck(max: 3), deck: settings))
    }

    static func grouped(_ message: String, _ group: String?, position: ToastPosition = .bottom) -> ToastRequest {
        var content = content("saved", message, position: position)
        content.group = group
        return ToastRequest(content)
    }

    /// The transcript without haptics and announcements, as `[(time, line)]` text.
    static func lines(_ events: [TimedEvent]) -> [String] {
        lifecycle(events).map { EventTranscript.line($0) }
    }

    @Test("hover expands the deck and pauses every hold; leaving collapses it and the holds run on")
    func hoverPausesHolds() {
        var p = Self.deckPresenter()
        p.show(request("saved", "A"), at: 0)
        p.show(request("saved", "B"), at: 0.5)
        p.show(request("saved", "C"), at: 1)
        p.hoverBegan(id(1), at: 1.5)
        p.hoverEnded(at: 5)
        p.advance(to: 10)
        #expect(
            Self.lines(p.drainEvents()) == [
                "0.000 will_show #1", "0.250 did_show #1", "0.500 will_show #2", "0.750 did_show #2",
                "1.000 will_show #3", "1.250 did_show #3",
                "1.500 expanded #3 count=3", "1.500 paused #1", "1.500 paused #2", "1.500 paused #3",
                "5.000 collapsed #3 count=3", "5.000 resumed #1", "5.000 resumed #2", "5.000 resumed #3",
                "5.750 will_hide #1 timeout", "6.000 did_hide #1 timeout",
                "6.250 will_hide #2 timeout", "6.500 did_hide #2 timeout",
                "6.750 will_hide #3 timeout", "7.000 did_hide #3 timeout",
            ])
    }

    @Test("a toast entering an expanded deck holds until the deck collapses")
    func enteringExpandedDeck() {
        var p = Self.deckPresenter()
        p.show(request("saved", "A"), at: 0)
        p.hoverBegan(at: 0.5)
        p.show(request("saved", "B"), at: 1)
        p.advance(to: 4)
        p.hoverEnded(at: 4)
        p.advance(to: 10)
        let hides = p.drainEvents().filter { if case .willHide = $0.event { true } else { false } }
        // #1 had 1.75 s left at 0.5; #2 never started its hold: 2 s from 4.
        #expect(hides == [TimedEvent(5.75, .willHide(id(1), .timeout)), TimedEvent(6, .willHide(id(2), .timeout))])
    }

    @Test("a tap on a collapsed deck expands it, and it collapses on its own after collapse_after")
    func tapExpandsThenCollapses() {
        var p = Self.deckPresenter(DeckConfiguration(collapseAfter: 2))
        p.show(request("saved", "A"), at: 0)
        p.show(request("saved", "B"), at: 0.5)
        p.tap(at: 1)
        p.advance(to: 3.5)
        p.tap(at: 3.5)
        #expect(
            Self.lines(p.drainEvents()) == [
                "0.000 will_show #1", "0.250 did_show #1", "0.500 will_show #2", "0.750 did_show #2",
                "1.000 expanded #2 count=2", "1.000 paused #1", "1.000 paused #2",
                "3.000 collapsed #2 count=2", "3.000 resumed #1", "3.000 resumed #2",
                "3.500 expanded #2 count=2", "3.500 paused #1", "3.500 paused #2",
            ])
    }

    @Test("a tap on an expanded deck dismisses as a tap does; a deck of one is tapped as a toast")
    func tapOnExpandedDeck() {
        var p = Self.deckPresenter()
        p.show(request("saved", "A"), at: 0)
        p.tap(at: 0.5)
        #expect(p.drainEvents().contains(TimedEvent(0.5, .willHide(id(1), .tap))))
        p.show(request("saved", "B"), at: 1)
        p.show(request("saved", "C"), at: 1.1)
        p.expand(at: 1.5)
        p.tap(id(2), at: 1.6)
        let events = p.drainEvents()
        #expect(events.contains(TimedEvent(1.5, .expanded(id(3), count: 2))))
        #expect(events.contains(TimedEvent(1.6, .willHide(id(2), .tap))))
    }

    @Test("groups: one deck per key, each with its own count, expanding on its own")
    func groupsExpandOnTheirOwn() {
        var p = Self.deckPresenter()
        p.show(Self.grouped("A", "mail"), at: 0)
        p.show(Self.grouped("B", "chat"), at: 0.5)
        p.show(Self.grouped("C", "mail"), at: 1)
        p.hoverBegan(id(1), at: 1.5)
        p.advance(to: 3)
        let lines = Self.lines(p.drainEvents())
        #expect(lines.contains("1.500 expanded #3 count=2"))
        #expect(lines.filter { $0.hasPrefix("1.500 paused") } == ["1.500 paused #1", "1.500 paused #3"])
        // The chat toast is not in the expanded deck: its hold ran out.
        #expect(lines.contains("2.750 will_hide #2 timeout"))
    }

    @Test("the commands do nothing under another policy")
    func otherPolicies() {
        var p = presenter(QueueConfiguration(policy: .stack(max: 3)))
        p.show(request(), at: 0)
        p.show(request("saved", "B"), at: 0.1)
        p.expand(at: 0.5)
        p.hoverBegan(at: 0.6)
        p.tap(at: 0.7)
        let events = lifecycle(p.drainEvents())
        #expect(!events.contains { if case .expanded = $0.event { true } else { false } })
        #expect(events.contains(TimedEvent(0.7, .willHide(id(2), .tap))))
    }

    // MARK: Frames

    /// Three toasts of one deck on screen from 1.25 s, holding long.
    static func threeCards(_ settings: DeckConfiguration = DeckConfiguration(), position: ToastPosition = .bottom)
        -> Presenter
    {
        var p = deckPresenter(settings)
        for (i, message) in ["A", "B", "C"].enumerated() {
            p.show(ToastRequest(content("saved", message, position: position, hold: 30)), at: Double(i) * 0.5)
        }
        return p
    }

    static func frame(_ p: Presenter, at t: Double) -> Frame {
        Timeline(p.timeline, screen: .iPhone15, measurer: MonospaceMeasurer()).frame(at: t)
    }

    /// The top edge of a layer as drawn (its frame scaled about its centre, then moved).
    static func drawnTop(_ layer: ToastLayer) -> Double {
        layer.frame.minY + layer.frame.height * (1 - layer.transform.scale) / 2 + layer.transform.offset.y
    }

    @Test(
        "collapsed: each card behind is 5 % smaller and peeks 14 pt above the one in front; the count is on the front")
    func collapsedGeometry() {
        var p = Self.threeCards(DeckConfiguration(visibleBehind: 1))
        p.show(ToastRequest(content("saved", "D", hold: 30)), at: 1.5)  // waits: max 3
        let frame = Self.frame(p, at: 2)
        #expect(frame.toasts.map(\.id) == [id(1), id(2), id(3)])
        let (first, second, front) = (frame.toasts[0], frame.toasts[1], frame.toasts[2])
        #expect(front.transform.scale == 1)
        #expect(abs(second.transform.scale - 0.95) < 1e-9)
        #expect(abs(first.transform.scale - 0.90) < 1e-9)
        #expect(abs(Self.drawnTop(second) - (Self.drawnTop(front) - 14)) < 1e-9)
        #expect(abs(Self.drawnTop(first) - (Self.drawnTop(front) - 28)) < 1e-9)
        // All bottoms inside the front card's: the deck grows only upward.
        #expect(second.frame.maxY - second.frame.height * (1 - second.transform.scale) / 2 <= front.frame.maxY)
        // One card shows behind the front one; the second behind it has faded out.
        #expect(second.transform.opacity == 1)
        #expect(first.transform.opacity == 0)
        #expect(front.deck?.behind == 2)
        #expect(front.layout.text(.deckCountText)?.text == "+2")
        #expect(second.layout.text(.deckCountText) == nil)
    }

    @Test("expanded: the deck is a stack, every card in full; halfway through, halfway between")
    func expandedGeometryAndMidpoint() {
        var p = Self.threeCards(DeckConfiguration(expandDuration: 0.5, expandCurve: .linear))
        p.hoverBegan(at: 2)
        let collapsed = Self.frame(p, at: 2)
        let middle = Self.frame(p, at: 2.25)
        let expanded = Self.frame(p, at: 2.5)
        let height = expanded.toasts[2].frame.height
        for (i, layer) in expanded.toasts.enumerated() {
            #expect(layer.transform.scale == 1)
            #expect(layer.transform.opacity == 1)
            #expect(abs(layer.frame.minY - (expanded.toasts[2].frame.minY - Double(2 - i) * (height + 8))) < 1e-9)
        }
        #expect(expanded.toasts[2].layout.text(.deckCountText) == nil)
        for i in 0..<3 {
            let between = (collapsed.toasts[i].frame.minY + expanded.toasts[i].frame.minY) / 2
            #expect(abs(middle.toasts[i].frame.minY - between) < 1e-9)
            let scale = (collapsed.toasts[i].transform.scale + 1) / 2
            #expect(abs(middle.toasts[i].transform.scale - scale) < 1e-9)
        }
        #expect(middle.toasts[2].deck?.expansion == 0.5)
        // The count shows until the deck is half expanded, opaque.
        #expect(collapsed.toasts[2].layout.text(.deckCountText)?.color == ToastStyle().background)
        #expect(middle.toasts[2].layout.text(.deckCountText) == nil)
        let early = Self.frame(p, at: 2.125)
        #expect(early.toasts[2].layout.text(.deckCountText)?.text == "+2")
    }

    @Test("a top deck peeks downward, toward the screen's middle")
    func topDeck() {
        let p = Self.threeCards(position: .top)
        let frame = Self.frame(p, at: 2)
        let (second, front) = (frame.toasts[1], frame.toasts[2])
        let drawnBottom =
            second.frame.maxY - second.frame.height * (1 - second.transform.scale) / 2 + second.transform.offset.y
        #expect(abs(drawnBottom - (front.frame.maxY + 14)) < 1e-9)
    }

    @Test("groups stack as decks: the deck with the newest toast nearest the edge, taking the room its state needs")
    func groupsStack() {
        var p = Self.deckPresenter(DeckConfiguration(expandCurve: .linear))
        p.show(Self.grouped("A", "mail"), at: 0)
        p.show(Self.grouped("B", "chat"), at: 0.5)
        p.show(Self.grouped("C", "mail"), at: 1)
        let collapsed = Self.frame(p, at: 1.4)
        let height = collapsed.toasts[2].frame.height
        // The mail deck (newest toast #3) is at the edge: #3 in front, #1 behind it peeking 14.
        // The chat deck comes next: the mail deck's front card, the spacing and one peek.
        #expect(abs(collapsed.toasts[1].frame.minY - (collapsed.toasts[2].frame.minY - (height + 8 + 14))) < 1e-9)
        #expect(collapsed.toasts[1].transform.scale == 1)
        #expect(collapsed.toasts[2].deck?.behind == 1)
        #expect(collapsed.toasts[1].deck?.behind == 0)
        p.hoverBegan(id(3), at: 1.5)
        let expanded = Self.frame(p, at: 2)
        #expect(abs(expanded.toasts[1].frame.minY - (expanded.toasts[2].frame.minY - 2 * (height + 8))) < 1e-9)
    }

    @Test("without the deck policy, frames carry no deck")
    func stackFramesHaveNoDeck() {
        var p = presenter(QueueConfiguration(policy: .stack(max: 3)))
        p.show(request(), at: 0)
        p.show(request("saved", "B"), at: 0.1)
        #expect(Self.frame(p, at: 1).toasts.allSatisfy { $0.deck == nil })
    }
}
