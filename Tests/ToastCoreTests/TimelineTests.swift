import Testing
@testable import ToastCore

@Suite("Timeline: what is on screen at time t")
struct TimelineTests {
    func timeline(_ p: Presenter, screen: Screen = .iPhone15) -> Timeline {
        Timeline(p.timeline, screen: screen, measurer: MonospaceMeasurer())
    }

    @Test(
        "fade in, hold, fade out, to the millisecond",
        arguments: [
            (0.0, 0.0, LayerPhase.entering), (0.1, 0.4, .entering), (0.25, 1, .shown),
            (2.25, 1, .exiting), (2.35, 0.6, .exiting),
        ])
    func fadeOpacity(t: Double, opacity: Double, phase: LayerPhase) {
        var p = presenter()
        p.show(request(), at: 0)
        p.advance(to: 3)
        let layer = timeline(p).frame(at: t).toasts[0]
        #expect(abs(layer.transform.opacity - opacity) < 1e-12)
        #expect(layer.phase == phase)
        #expect(layer.frame == Rect(x: 150, y: 687, width: 93, height: 42))
    }

    @Test("a timeline made from an earlier one keeps only the layouts of the very same revisions")
    func reusesIdenticalRevisions() {
        func record(_ content: ToastContent, count: Int = 1) -> ToastRecord {
            ToastRecord(
                id: ToastID(1), content: content, count: count, start: 0,
                enter: Shared(wrappedValue: .fade), exit: Shared(wrappedValue: .fade))
        }
        func layouts(_ timeline: Timeline) -> [ToastLayout] { timeline.entries.flatMap { $0.layouts.map(\.layout) } }
        let measurer = CountingMeasurer()
        let saved = content("saved", "Saved")
        let earlier = Timeline(TimelineData(toasts: [record(saved)]), screen: .iPhone15, measurer: measurer)
        let once = measurer.count
        // A copy of the same content and count: nothing is measured again.
        let copy = Timeline(
            TimelineData(toasts: [record(saved)]), screen: .iPhone15, measurer: measurer, reusing: earlier)
        #expect(measurer.count == once && layouts(copy) == layouts(earlier))
        // The same identifier with other content (made apart, even if equal), another count, or
        // another screen: laid out afresh, as a timeline of its own lays it out.
        let cases: [(ToastRecord, Screen)] = [
            (record(content("saved", "Saved, and a longer line that wraps on a phone screen")), .iPhone15),
            (record(saved, count: 3), .iPhone15),
            (record(saved), .iPad10),
        ]
        for (record, screen) in cases {
            let before = measurer.count
            let reused = Timeline(
                TimelineData(toasts: [record]), screen: screen, measurer: measurer, reusing: earlier)
            let fresh = Timeline(TimelineData(toasts: [record]), screen: screen, measurer: MonospaceMeasurer())
            #expect(measurer.count > before)
            #expect(layouts(reused) == layouts(fresh))
            #expect(reused.entries.map(\.layouts.first?.frame) == fresh.entries.map(\.layouts.first?.frame))
        }
    }

    @Test("nothing before the first toast or after the last one leaves")
    func emptyOutsideTheToast() {
        var p = presenter()
        p.show(request(), at: 1)
        p.advance(to: 5)
        let tl = timeline(p)
        #expect(tl.frame(at: 0.999).isEmpty)
        #expect(!tl.frame(at: 1).isEmpty)
        #expect(tl.frame(at: 3.5).isEmpty)
        #expect(p.timeline.endTime == 3.5)
    }

    @Test("a slide from the top starts fully above the screen")
    func slideFromTop() {
        let motion = Motion(enter: Transition(fade: false, slide: Slide(), duration: 0.4, curve: .linear))
        var p = presenter(motion: motion)
        p.show(request(position: .top), at: 0)
        let tl = timeline(p)
        #expect(tl.frame(at: 0).toasts[0].transform.offset == Point(x: 0, y: -(79 + 42 + 8)))
        #expect(tl.frame(at: 0.2).toasts[0].transform.offset == Point(x: 0, y: -(79 + 42 + 8) / 2))
        #expect(tl.frame(at: 0.2).toasts[0].transform.opacity == 1)
        #expect(tl.frame(at: 0.4).toasts[0].transform == .identity)
    }

    @Test("a scale transition grows from its start scale")
    func scaleTransition() {
        var p = presenter(motion: Motion(enter: Transition(fade: true, scale: 0.8, duration: 0.2, curve: .linear)))
        p.show(request(), at: 0)
        let layer = timeline(p).frame(at: 0.1).toasts[0]
        #expect(abs(layer.transform.scale - 0.9) < 1e-12)
        #expect(abs(layer.transform.opacity - 0.5) < 1e-12)
    }

    @Test("stacked bottom toasts: a newer one pushes the older up by its height and the spacing")
    func stackOffsets() {
        var p = presenter(QueueConfiguration(policy: .stack(max: 3)))
        p.show(request(), at: 0)
        p.show(request("b", "Other"), at: 1)
        let tl = timeline(p)
        let before = tl.frame(at: 0.9).toasts
        let during = tl.frame(at: 1.125).toasts
        let after = tl.frame(at: 1.5).toasts
        #expect(before.count == 1 && after.count == 2)
        #expect(before[0].frame.minY == 687)
        #expect(during[0].frame.minY == 687 - 0.5 * (42 + 8))
        #expect(after[0].frame.minY == 687 - (42 + 8))
        #expect(after[1].frame.minY == 687)
    }

    @Test("a stack is pushed by the revision a newer toast shows then, not by one it shows later")
    func stackOffsetsFollowTheRevisionInForce() throws {
        // The newer toast (tagged) is shown with three lines, and replaced in place at 1.5 by
        // one line: before 1.5, the older toast sits above three lines, as a live host draws it.
        var p = presenter(QueueConfiguration(policy: .stack(max: 3)))
        p.show(request(), at: 0)
        p.show(request("b", "One\nTwo\nThree", tag: "t"), at: 0.5)
        let live = timeline(p)
        p.show(request("b", "One", tag: "t"), at: 1.5)
        let scripted = timeline(p)
        let threeLines = live.frame(at: 1).toasts
        try #require(threeLines.count == 2)
        #expect(scripted.frame(at: 1).toasts.map(\.frame) == threeLines.map(\.frame))
        #expect(threeLines[0].frame.minY == 687 - (threeLines[1].frame.height + 8))
        let oneLine = scripted.frame(at: 1.9).toasts
        try #require(oneLine.count == 2)
        #expect(oneLine[0].frame.minY == 687 - (oneLine[1].frame.height + 8))
        #expect(oneLine[1].frame.height < threeLines[1].frame.height)
    }

    @Test("a popup draws under the toasts, with its backdrop following its fade")
    func popupUnderToast() {
        var p = presenter()
        let popup = Popup(title: "Delete?", buttons: [PopupButton(id: "ok", title: "OK")])
        p.showPopup(popup, at: 0)
        p.show(request(), at: 0.5)
        p.tapPopupButton(0, at: 3)
        p.advance(to: 10)
        let events = p.drainEvents()
        #expect(events.contains(TimedEvent(3, .popupButton(PopupID(1), index: 0, actionID: "ok"))))
        #expect(events.contains(TimedEvent(3.2, .popupDidHide(PopupID(1)))))
        let tl = timeline(p)
        let frame = tl.frame(at: 1)
        #expect(frame.popup?.backdropOpacity == 1)
        #expect(frame.toasts.count == 1)
        #expect(tl.frame(at: 3.1).popup?.phase == .exiting)
        #expect(tl.frame(at: 3.3).popup == nil)
    }

    @Test("popups wait for one another")
    func popupsQueue() {
        var p = presenter()
        let a = p.showPopup(Popup(title: "A", buttons: [PopupButton(id: "ok", title: "OK")]), at: 0)
        let b = p.showPopup(Popup(title: "B", buttons: [PopupButton(id: "ok", title: "OK")]), at: 0)
        #expect(p.currentPopupID == a)
        p.dismissPopup(at: 1)
        p.advance(to: 1.2)
        #expect(p.currentPopupID == b)
    }
}

@Suite("Theme.frame(showing:)")
struct ThemeFrameTests {
    @Test("the frame of one toast alone is the timeline's frame of a presenter that showed it at 0")
    func sameAsPresenter() throws {
        let content = try diaryTheme.content(kind: "saved", context: SceneSetting.standard.context)
        var p = diaryTheme.makePresenter()
        p.show(ToastRequest(content), at: 0)
        p.advance(to: 0.1)
        let expected = Timeline(p.timeline, screen: .iPhone15, measurer: MonospaceMeasurer()).frame(at: 0.1)
        let frame = diaryTheme.frame(showing: content, at: 0.1, on: .iPhone15, measurer: MonospaceMeasurer())
        #expect(frame.toasts.map(\.frame) == expected.toasts.map(\.frame))
        #expect(frame.toasts.map(\.transform) == expected.toasts.map(\.transform))
        #expect(frame.toasts.first?.phase == .entering)
        let reduced = diaryTheme.frame(
            showing: content, at: 0.1, on: .iPhone15, measurer: MonospaceMeasurer(), reducedMotion: true)
        #expect(reduced.toasts.first?.transform.opacity == Transition.reducedMotion.curve.value(at: 0.5))
    }
}
