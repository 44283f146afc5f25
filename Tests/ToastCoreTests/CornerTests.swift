import Testing
@testable import ToastCore

/// Corner positions: where a corner toast sits on a phone and on a desktop-size screen, left to
/// right and right to left, how a stack grows there and which edge it slides in from.
@Suite("Corners: placement, stacking and slides, mirrored right to left")
struct CornerTests {
    func timeline(_ p: Presenter, screen: Screen) -> Timeline {
        Timeline(p.timeline, screen: screen, measurer: MonospaceMeasurer())
    }

    /// The frame of a lone "Saved" toast (93 × 42 pt with the monospace measurer) at `position`.
    func restingFrame(_ position: ToastPosition, on screen: Screen) -> Rect {
        var p = presenter()
        p.show(request(position: position), at: 0)
        p.advance(to: 1)
        return timeline(p, screen: screen).frame(at: 1).toasts[0].frame
    }

    @Test(
        "each corner against its side's margin and its edge's, leading and trailing swapped right to left",
        arguments: [
            // iPhone 15: 393 × 852, safe area 59 / 34, tab bar 49; margins 20 top, 40 bottom, 16 sides.
            (Screen.iPhone15, ToastPosition.topLeading, false, Point(x: 16, y: 79)),
            (.iPhone15, .topTrailing, false, Point(x: 284, y: 79)),
            (.iPhone15, .bottomLeading, false, Point(x: 16, y: 687)),
            (.iPhone15, .bottomTrailing, false, Point(x: 284, y: 687)),
            (.iPhone15, .topLeading, true, Point(x: 284, y: 79)),
            (.iPhone15, .topTrailing, true, Point(x: 16, y: 79)),
            (.iPhone15, .bottomLeading, true, Point(x: 284, y: 687)),
            (.iPhone15, .bottomTrailing, true, Point(x: 16, y: 687)),
            // MacBook Air 13: 1470 × 956, safe area 37 / 0, the mock app's tab bar 49.
            (.macBookAir13, .topLeading, false, Point(x: 16, y: 57)),
            (.macBookAir13, .topTrailing, false, Point(x: 1361, y: 57)),
            (.macBookAir13, .bottomLeading, false, Point(x: 16, y: 825)),
            (.macBookAir13, .bottomTrailing, false, Point(x: 1361, y: 825)),
            (.macBookAir13, .topLeading, true, Point(x: 1361, y: 57)),
            (.macBookAir13, .topTrailing, true, Point(x: 16, y: 57)),
            (.macBookAir13, .bottomLeading, true, Point(x: 1361, y: 825)),
            (.macBookAir13, .bottomTrailing, true, Point(x: 16, y: 825)),
        ])
    func placement(screen: Screen, position: ToastPosition, rightToLeft: Bool, origin: Point) {
        let frame = restingFrame(position, on: screen.rightToLeft(rightToLeft))
        #expect(frame == Rect(x: origin.x, y: origin.y, width: 93, height: 42))
    }

    @Test("the middle positions stay centred in both directions")
    func middleCentred() {
        for rightToLeft in [false, true] {
            #expect(restingFrame(.top, on: Screen.iPhone15.rightToLeft(rightToLeft)).minX == 150)
            #expect(restingFrame(.bottom, on: Screen.iPhone15.rightToLeft(rightToLeft)).minX == 150)
        }
    }

    @Test("a corner keeps clear of a side's safe area (a phone turned sideways)")
    func sideSafeArea() {
        var screen = Screen.iPhone15
        screen.size = Size(width: 852, height: 393)
        screen.safeArea = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        #expect(restingFrame(.topLeading, on: screen).minX == 59 + 16)
        #expect(restingFrame(.topTrailing, on: screen).maxX == 852 - 59 - 16)
    }

    @Test("a desktop card's 360 pt width still fits a 375 pt phone, margins kept")
    func widthFitsPhone() {
        var style = ToastStyle()
        style.maxWidth = .points(360)
        style.fillsWidth = true
        var p = presenter()
        p.show(request(position: .topTrailing, style: style), at: 0)
        p.advance(to: 1)
        let phone = timeline(p, screen: .iPhoneSE3).frame(at: 1).toasts[0].frame
        #expect(phone == Rect(x: 16, y: 40, width: 343, height: 42))
        let desktop = timeline(p, screen: .macBookAir13).frame(at: 1).toasts[0].frame
        #expect(desktop.width == 360 && desktop.maxX == 1470 - 16)
    }

    @Test(
        "a stack at a top corner grows down, at a bottom corner up; corners do not push each other",
        arguments: [(ToastPosition.topTrailing, 1.0), (.bottomLeading, -1.0)])
    func stacking(position: ToastPosition, direction: Double) {
        var p = presenter(QueueConfiguration(policy: .stack(max: 3)))
        p.show(request(position: position), at: 0)
        p.show(request("b", "Other", position: position), at: 1)
        p.show(request("c", "Elsewhere", position: .topLeading), at: 1)
        let tl = timeline(p, screen: .iPhone15)
        let rest = restingFrame(position, on: .iPhone15)
        let after = tl.frame(at: 1.5).toasts
        #expect(after.count == 3)
        #expect(after[0].frame.minY == rest.minY + direction * (42 + 8))
        #expect(after[1].frame.minY == rest.minY)
        #expect(after[0].frame.minX == rest.minX)
    }

    @Test(
        "a corner toast slides in from its side: the trailing edge is the right in English, the left in Arabic",
        arguments: [
            (ToastPosition.topTrailing, false, 1.0), (.topTrailing, true, -1.0),
            (.bottomLeading, false, -1.0), (.bottomLeading, true, 1.0),
        ])
    func slideFromSide(position: ToastPosition, rightToLeft: Bool, sign: Double) {
        let motion = Motion(enter: Transition(fade: false, slide: Slide(), duration: 0.4, curve: .linear))
        var p = presenter(motion: motion)
        p.show(request(position: position), at: 0)
        p.advance(to: 1)
        let screen = Screen.iPhone15.rightToLeft(rightToLeft)
        let start = timeline(p, screen: screen).frame(at: 0).toasts[0]
        #expect(start.transform.offset.y == 0)
        #expect(start.transform.offset.x * sign > 0)
        // Fully off screen at the start: past the side by the 8 pt margin.
        let shown = start.frame.offsetBy(dx: start.transform.offset.x, dy: 0)
        #expect(sign > 0 ? shown.minX == 393 + 8 : shown.maxX == -8)
    }

    @Test("the lint finds a toast under a side's safe area")
    func lintSides() {
        var screen = Screen.iPhone15
        screen.safeArea = EdgeInsets(top: 59, left: 40, bottom: 34, right: 40)
        var style = ToastStyle()
        style.margins.horizontal = 0
        var p = presenter()
        p.show(request(position: .topLeading, style: style), at: 0)
        p.advance(to: 1)
        var frame = timeline(p, screen: screen).frame(at: 1)
        frame.toasts[0].frame.origin.x = 10
        let findings = FrameLint.findings(in: frame, appearance: .light, checkTruncation: false)
        #expect(
            findings.map(\.description) == [
                "unsafe_area: the toast's left edge (10 pt) is under the left safe area (40 pt)"
            ])
        frame.toasts[0].frame.origin.x = 393 - 93 - 10
        #expect(
            FrameLint.findings(in: frame, appearance: .light, checkTruncation: false).map(\.description) == [
                "unsafe_area: the toast's right edge (383 pt) is under the right safe area (from 353 pt)"
            ])
    }
}
