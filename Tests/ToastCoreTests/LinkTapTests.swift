import Testing
@testable import ToastCore

/// A tap on a link reports a `link` event with its target and leaves the toast alone.
@Suite("Link taps")
struct LinkTapTests {
    func linked() -> ToastRequest {
        var style = ToastStyle()
        style.markup = true
        return ToastRequest(
            ToastContent(
                kind: "linked", message: "See <a href=\"https://a.example/?q=&quot;x&quot;\">the log</a>", style: style,
                duration: .fixed(2)))
    }

    @Test("the link event carries the href; the toast is not tapped, dismissed or acted on")
    func event() {
        var pipeline = ToastPipeline(presenter: presenter())
        _ = pipeline.apply(.show(linked()), at: 0)
        _ = pipeline.apply(.tapLink(.current, link: 0), at: 1)
        _ = pipeline.apply(.tapLink(.current, link: 1), at: 1.1)  // no second link: nothing
        pipeline.advance(to: 5)
        let events = lifecycle(pipeline.drainEvents())
        #expect(
            EventTranscript.text(events, kinds: [ToastID(1): "linked"]) == """
                0.000 will_show linked#1
                0.250 did_show linked#1
                1.000 link linked#1 link=1 "https://a.example/?q=\\"x\\""
                2.250 will_hide linked#1 timeout
                2.500 did_hide linked#1 timeout

                """)
    }

    @Test("the link event's view has the href; a plugin handles it as on.link")
    func pluginEvent() {
        #expect(PluginEventName(name: "link") == .link)
        #expect(PluginEventName.link.viewFields.map(\.name) == ["href", "id", "name", "time"])
    }
}

/// The spinner: its spokes from the virtual clock, its node, and its still look under reduced motion.
@Suite("Spinner")
struct SpinnerTests {
    let spinner = SpinnerPrimitive(frame: Rect(x: 0, y: 0, width: 20, height: 20), color: .white, period: 1)

    func opacities(_ age: Double?) -> [Double] {
        (0..<SpinnerPrimitive.spokes).map { spinner.opacity(ofSpoke: $0, age: age) }
    }

    @Test("the leading spoke steps round once a period; the others fade behind it")
    func spokes() {
        // At 0 spoke 0 leads; spoke 1 is the furthest behind (7 steps), spoke 7 one step behind.
        let behind: [Double] = [0, 7, 6, 5, 4, 3, 2, 1]
        #expect(opacities(0) == behind.map { 1 - 0.75 * $0 / 7 })
        #expect(opacities(0.125)[1] == 1)
        #expect(opacities(0.25)[2] == 1)
        #expect(opacities(1.25) == opacities(0.25))
        #expect(opacities(0.3) == opacities(0.3))
        #expect(opacities(0.3) != opacities(0.55))
        #expect(opacities(nil) == Array(repeating: 0.6, count: 8))
        // A two-second turn steps every quarter second.
        let slow = SpinnerPrimitive(frame: spinner.frame, color: .white, period: 2)
        #expect(slow.opacity(ofSpoke: 1, age: 0.25) == 1)
        #expect(slow.opacity(ofSpoke: 1, age: 0.125) < 1)
    }

    @Test("the node: a square of its size in the foreground, centred in its row, scaled by Dynamic Type")
    func node() throws {
        var style = ToastStyle()
        style.layout = .hstack(
            [LayoutNode(.spinner, width: 18, period: 0.8), LayoutNode(.text(.message))], spacing: 10)
        let engine = ToastLayoutEngine(measurer: MonospaceMeasurer())
        let layout = engine.layout(content("loading", "Loading", style: style), on: .iPhone15)
        var found: SpinnerPrimitive?
        for case .spinner(let s, .spinner) in layout.primitives { found = s }
        let s = try #require(found)
        // The message is 17.5 pt tall: the 18 pt spinner sets the row's height.
        #expect(s.frame == Rect(x: 16, y: 12, width: 18, height: 18))
        #expect(s.period == 0.8)
        #expect(s.color == style.foreground)
        if case .stack(_, let children) = style.scaledForTextSize(2).layout?.element {
            #expect(children[0].width == 36)
        }
    }

    @Test("a layer's age is the time since it began to enter; none under reduced motion")
    func age() {
        for reduced in [false, true] {
            var p = Presenter(configuration: QueueConfiguration(), motion: seedMotion, reducedMotion: reduced)
            _ = p.show(request(), at: 0.5)
            let timeline = Timeline(p.timeline, screen: .iPhone15, measurer: MonospaceMeasurer())
            #expect(timeline.frame(at: 1.25).toasts.first?.age == (reduced ? nil : 0.75))
        }
    }
}
