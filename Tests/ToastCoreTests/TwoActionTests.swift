import Testing
@testable import ToastCore

/// A snackbar with two actions on iPhone 15 with the monospace measurer (a character is half
/// the font size wide, a line 1.25 × the size tall): the buttons' rectangles, their own touch
/// areas, which action a tap runs, and the lint of a button too small to hit.
@Suite("Two action buttons")
struct TwoActionTests {
    let engine = ToastLayoutEngine(measurer: MonospaceMeasurer())
    let undo = ToastAction(id: "undo", title: "Undo")
    let view = ToastAction(id: "view", title: "View")

    /// The snackbar's shape: full width (300 pt here), the default row, no icon.
    func snackbar(_ actions: [ToastAction], layout: LayoutNode? = nil) -> ToastContent {
        var style = ToastStyle()
        style.maxWidth = .points(300)
        style.fillsWidth = true
        style.layout = layout
        return ToastContent(
            kind: "deleted", message: "Deleted", actions: actions, style: style, duration: .fixed(2))
    }

    @Test("the default row: the message stretched, then Undo and View 8 pt apart at the trailing edge")
    func leftToRight() {
        let layout = engine.layout(snackbar([undo, view]), on: .iPhone15)
        // 16 + message 160 + 12 + Undo (8 + 28 + 8) + 8 + View 44 + 16 = 300; 12 + 29.5 + 12 tall.
        #expect(layout.size == Size(width: 300, height: 53.5))
        #expect(layout.frame(of: .message) == Rect(x: 16, y: 18, width: 160, height: 17.5))
        #expect(layout.frame(of: .button(0)) == Rect(x: 188, y: 12, width: 44, height: 29.5))
        #expect(layout.frame(of: .buttonTitle(0)) == Rect(x: 196, y: 18, width: 28, height: 17.5))
        #expect(layout.frame(of: .button(1)) == Rect(x: 240, y: 12, width: 44, height: 29.5))
        #expect(layout.frame(of: .buttonTitle(1)) == Rect(x: 248, y: 18, width: 28, height: 17.5))
        #expect(layout.text(.buttonTitle(1))?.text == "View")
        #expect(
            layout.hitRegions == [
                HitRegion(
                    actionID: "undo", visibleFrame: Rect(x: 188, y: 12, width: 44, height: 29.5),
                    frame: Rect(x: 188, y: 4.75, width: 44, height: 44)),
                HitRegion(
                    actionID: "view", visibleFrame: Rect(x: 240, y: 12, width: 44, height: 29.5),
                    frame: Rect(x: 240, y: 4.75, width: 44, height: 44)),
            ])
    }

    @Test("right to left the row mirrors: View outermost at the left edge, then Undo, the message at the right")
    func rightToLeft() {
        let layout = engine.layout(snackbar([undo, view]), on: Screen.iPhone15.rightToLeft())
        #expect(layout.size == Size(width: 300, height: 53.5))
        #expect(layout.frame(of: .message) == Rect(x: 124, y: 18, width: 160, height: 17.5))
        #expect(layout.frame(of: .button(0)) == Rect(x: 68, y: 12, width: 44, height: 29.5))
        #expect(layout.frame(of: .buttonTitle(0)) == Rect(x: 76, y: 18, width: 28, height: 17.5))
        #expect(layout.frame(of: .button(1)) == Rect(x: 16, y: 12, width: 44, height: 29.5))
        #expect(layout.frame(of: .buttonTitle(1)) == Rect(x: 24, y: 18, width: 28, height: 17.5))
        #expect(
            layout.hitRegions == [
                HitRegion(
                    actionID: "undo", visibleFrame: Rect(x: 68, y: 12, width: 44, height: 29.5),
                    frame: Rect(x: 68, y: 4.75, width: 44, height: 44)),
                HitRegion(
                    actionID: "view", visibleFrame: Rect(x: 16, y: 12, width: 44, height: 29.5),
                    frame: Rect(x: 16, y: 4.75, width: 44, height: 44)),
            ])
    }

    @Test("a button bound by id shows that action; one bound to an action the toast lacks is left out")
    func bindings() {
        let layout = LayoutNode.hstack([
            LayoutNode(.button, action: .id("view")), LayoutNode(.button, action: .index(2)),
            LayoutNode(.button, action: .id("share")),
        ])
        let laid = engine.layout(snackbar([undo, view], layout: layout), on: .iPhone15)
        #expect(laid.primitives.map(\.role) == [.background, .button(1), .buttonTitle(1)])
        #expect(laid.hitRegions.map(\.actionID) == ["view"])
    }

    /// Undo, then "OK" (30 pt wide) right beside it: their grown touch areas overlap.
    func adjacent() -> ToastContent {
        let layout = LayoutNode.hstack([
            LayoutNode(.text(.message)), LayoutNode(.spacer), LayoutNode(.button),
            LayoutNode(.button, action: .index(1)),
        ])
        return snackbar([undo, ToastAction(id: "ok", title: "OK")], layout: layout)
    }

    @Test("touch areas that would overlap are cut halfway between the buttons: each point has one button")
    func overlapSplit() {
        let layout = engine.layout(adjacent(), on: .iPhone15)
        // OK sits at 254…284; grown to 44 it would start at 247, inside Undo's 210…254.
        #expect(
            layout.hitRegions == [
                HitRegion(
                    actionID: "undo", visibleFrame: Rect(x: 210, y: 12, width: 44, height: 29.5),
                    frame: Rect(x: 210, y: 4.75, width: 44, height: 44)),
                HitRegion(
                    actionID: "ok", visibleFrame: Rect(x: 254, y: 12, width: 30, height: 29.5),
                    frame: Rect(x: 254, y: 4.75, width: 37, height: 44)),
            ])
        #expect(layout.hitRegion(at: Point(x: 253.9, y: 20))?.actionID == "undo")
        #expect(layout.hitRegion(at: Point(x: 254, y: 20))?.actionID == "ok")
        #expect(layout.hitRegion(at: Point(x: 100, y: 20)) == nil)
    }

    @Test("the cut is halfway across whichever axis the buttons are apart on, in either order")
    func overlapSplitEveryWay() {
        func region(_ id: String, _ shown: Rect) -> HitRegion {
            HitRegion(
                actionID: id, visibleFrame: shown,
                frame: Rect(x: shown.minX - 5, y: shown.minY - 5, width: shown.width + 10, height: shown.height + 10))
        }
        let top = region("a", Rect(x: 0, y: 0, width: 50, height: 40))
        let below = region("b", Rect(x: 0, y: 44, width: 50, height: 40))
        let left = region("a", Rect(x: 0, y: 0, width: 40, height: 50))
        let right = region("b", Rect(x: 46, y: 0, width: 40, height: 50))
        // Stacked: cut at y 42, whichever comes first in order.
        #expect(
            [top, below].separated().map(\.frame) == [
                Rect(x: -5, y: -5, width: 60, height: 47), Rect(x: -5, y: 42, width: 60, height: 47),
            ])
        #expect(
            [below, top].separated().map(\.frame) == [
                Rect(x: -5, y: 42, width: 60, height: 47), Rect(x: -5, y: -5, width: 60, height: 47),
            ])
        // Side by side (right to left lists the right one first): cut at x 43.
        #expect(
            [right, left].separated().map(\.frame) == [
                Rect(x: 43, y: -5, width: 48, height: 60), Rect(x: -5, y: -5, width: 48, height: 60),
            ])
    }

    func frame(_ content: ToastContent) -> (Presenter, Frame) {
        var p = presenter()
        p.show(ToastRequest(content), at: 0)
        return (p, Timeline(p.timeline, screen: .iPhone15, measurer: MonospaceMeasurer()).frame(at: 1))
    }

    @Test("the second button too small to hit is flagged by its action; the first passes")
    func lintSecondButton() {
        let findings = FrameLint.findings(in: frame(adjacent()).1, appearance: .light, checkTruncation: false)
        #expect(
            findings.map(\.description) == [
                "hit_target: the touch area of action 'ok' is 37×44 pt, under \(FrameLint.minimumHitTarget.formatted)×\(FrameLint.minimumHitTarget.formatted) pt"
            ])
        #expect(
            FrameLint.findings(in: frame(snackbar([undo, view])).1, appearance: .light, checkTruncation: false).isEmpty)
    }

    /// Taps the middle of button `index`'s touch area, in screen points, and returns the events.
    func tapButton(_ index: Int) -> [TimedEvent] {
        var (p, shown) = frame(snackbar([undo, view]))
        guard let layer = shown.toasts.first else {
            Issue.record("no toast on screen")
            return []
        }
        let area = layer.layout.hitRegions[index].frame
        let point = Point(x: layer.frame.minX + area.midX, y: layer.frame.minY + area.midY)
        guard let hit = layer.hitRegion(atScreen: point) else {
            Issue.record("nothing under \(point)")
            return []
        }
        p.tap(layer.id, action: hit.actionID, at: 1)
        return lifecycle(p.drainEvents())
    }

    @Test("a tap on the second button runs the second action, a tap on the first the first")
    func tapsRunTheirOwnAction() {
        #expect(
            tapButton(1).suffix(2) == [
                TimedEvent(1, .action(id(1), actionID: "view")), TimedEvent(1, .willHide(id(1), .action)),
            ])
        #expect(
            tapButton(0).suffix(2) == [
                TimedEvent(1, .action(id(1), actionID: "undo")), TimedEvent(1, .willHide(id(1), .action)),
            ])
    }

    @Test("a tap outside the buttons of a toast with two actions runs neither: it only dismisses")
    func bodyTapRunsNoAction() {
        var p = presenter()
        p.show(ToastRequest(snackbar([undo, view])), at: 0)
        p.tap(action: "share", at: 1)
        p.tap(at: 1)
        #expect(lifecycle(p.drainEvents()).suffix(1) == [TimedEvent(1, .willHide(id(1), .tap))])
    }
}

extension Double {
    /// As `FrameLint` writes numbers (44, 37.5).
    fileprivate var formatted: String { NumberText.short(self) }
}
