import Testing
@testable import ToastCore

/// Layout trees on iPhone 15 with the monospace measurer (a character is half the font size
/// wide, a line 1.25 × the size tall), checked rectangle by rectangle.
@Suite("Layout trees")
struct LayoutTreeTests {
    let engine = ToastLayoutEngine(measurer: MonospaceMeasurer())

    /// An avatar beside a title over a message, the full 300 pt wide.
    func bannerStyle() -> ToastStyle {
        var style = ToastStyle()
        style.padding = EdgeInsets(vertical: 14, horizontal: 16)
        style.maxWidth = .points(300)
        style.fillsWidth = true
        style.textAlignment = .natural
        style.font = FontSpec(size: 14)
        style.layout = .hstack(
            [
                LayoutNode(.image, width: 40),
                .vstack([LayoutNode(.text(.title)), LayoutNode(.text(.message))], spacing: 2, alignment: .start),
            ], spacing: 12)
        return style
    }

    func banner() -> ToastContent {
        ToastContent(
            kind: "message", icon: .image(path: "avatar.png"), title: "Mina", message: "Are we on?",
            style: bannerStyle(), position: .top)
    }

    @Test("a banner: the avatar, then the title over the message stretched to the width left")
    func bannerLeftToRight() {
        let layout = engine.layout(banner(), on: .iPhone15)
        #expect(layout.size == Size(width: 300, height: 68))
        #expect(layout.frame(of: .icon) == Rect(x: 16, y: 14, width: 40, height: 40))
        #expect(layout.frame(of: .title) == Rect(x: 68, y: 14.875, width: 216, height: 18.75))
        #expect(layout.frame(of: .message) == Rect(x: 68, y: 35.625, width: 216, height: 17.5))
        #expect(layout.text(.title)?.alignment == .left)
        guard case .icon(let avatar, _) = layout.primitives[1] else {
            Issue.record("the avatar is not the second primitive: \(layout.primitives)")
            return
        }
        #expect(avatar.clipRadius == 20)
    }

    @Test("right to left, the same banner is mirrored and its natural text is right-aligned")
    func bannerRightToLeft() {
        let layout = engine.layout(banner(), on: Screen.iPhone15.rightToLeft())
        #expect(layout.frame(of: .icon) == Rect(x: 244, y: 14, width: 40, height: 40))
        #expect(layout.frame(of: .title) == Rect(x: 16, y: 14.875, width: 216, height: 18.75))
        #expect(layout.frame(of: .message) == Rect(x: 16, y: 35.625, width: 216, height: 17.5))
        #expect(layout.text(.message)?.alignment == .right)
    }

    @Test("a HUD: the icon centred above the text, the block centred in the least height")
    func hudStacksIconAboveText() {
        var style = ToastStyle()
        style.padding = EdgeInsets(all: 28)
        style.maxWidth = .points(260)
        style.minHeight = 160
        style.iconSize = 44
        style.font = FontSpec(size: 17)
        style.layout = .vstack([LayoutNode(.icon), LayoutNode(.text(.message))], spacing: 14)
        let layout = engine.layout(content("copied", "Copied", icon: "📋", style: style), on: .iPhone15)
        // "Copied": 6 × 8.5 = 51 wide, 21.25 tall; the block is 44 + 14 + 21.25 = 79.25 tall.
        #expect(layout.size == Size(width: 107, height: 160))
        #expect(layout.frame(of: .icon) == Rect(x: 31.5, y: 40.375, width: 44, height: 44))
        #expect(layout.frame(of: .message) == Rect(x: 28, y: 98.375, width: 51, height: 21.25))
    }

    @Test("at text size 3.0 the row's fonts and icon triple, and the frames follow")
    func textSizeThree() {
        let style = ToastStyle().scaledForTextSize(3)
        let layout = engine.layout(content(style: style), on: .iPhone15)
        // "Saved" in 42 pt: 5 × 21 = 105 wide, 52.5 tall; the icon is 54 pt.
        #expect(layout.size == Size(width: 199, height: 78))
        #expect(layout.frame(of: .icon) == Rect(x: 16, y: 12, width: 54, height: 54))
        #expect(layout.frame(of: .message) == Rect(x: 78, y: 12.75, width: 105, height: 52.5))
    }

    @Test("at text size 3.0 a tree's icon sizes triple too, right to left")
    func textSizeThreeRightToLeft() {
        var style = ToastStyle()
        style.layout = .hstack([LayoutNode(.icon, width: 20), LayoutNode(.text(.message))], spacing: 10)
        let layout = engine.layout(
            content(style: style.scaledForTextSize(3)), on: Screen.iPhone15.rightToLeft())
        // 16 + 60 + 10 + 105 + 16 = 207 wide; 60 + 24 = 84 tall.
        #expect(layout.size == Size(width: 207, height: 84))
        #expect(layout.frame(of: .icon) == Rect(x: 131, y: 12, width: 60, height: 60))
        #expect(layout.frame(of: .message) == Rect(x: 16, y: 15.75, width: 105, height: 52.5))
    }

    @Test("the count badge and the action: pill, its text inside the badge padding, the 44 pt touch area")
    func badgeAndAction() {
        let c = content(action: ToastAction(id: "undo", title: "Undo"))
        let layout = engine.layout(c, count: 3, on: .iPhone15)
        // icon 26 + "Saved" 35 + badge (8 + "×3" 14 + 12) + action (12 + "Undo" 28 + 16).
        #expect(layout.size == Size(width: 183, height: 53.5))
        #expect(layout.frame(of: .badge) == Rect(x: 85, y: 16, width: 26, height: 21.5))
        #expect(layout.frame(of: .badgeText) == Rect(x: 91, y: 18, width: 14, height: 17.5))
        #expect(layout.frame(of: .button(0)) == Rect(x: 123, y: 12, width: 44, height: 29.5))
        #expect(layout.frame(of: .buttonTitle(0)) == Rect(x: 131, y: 18, width: 28, height: 17.5))
        #expect(
            layout.hitRegions == [
                HitRegion(
                    actionID: "undo", visibleFrame: Rect(x: 123, y: 12, width: 44, height: 29.5),
                    frame: Rect(x: 123, y: 4.75, width: 44, height: 44))
            ])
    }

    @Test("a spacer without a width takes what a full-width row has left: the button goes to the trailing edge")
    func spacerPushesButton() {
        var style = ToastStyle()
        style.maxWidth = .points(300)
        style.fillsWidth = true
        style.layout = .hstack([LayoutNode(.text(.message)), LayoutNode(.spacer), LayoutNode(.button)], spacing: 8)
        let c = content("saved", "Saved", icon: nil, action: ToastAction(id: "undo", title: "Undo"), style: style)
        let layout = engine.layout(c, on: .iPhone15)
        #expect(layout.frame(of: .message) == Rect(x: 16, y: 18, width: 35, height: 17.5))
        #expect(layout.frame(of: .button(0)) == Rect(x: 240, y: 12, width: 44, height: 29.5))
    }

    @Test("nodes without content drop out with their margins: no icon, no title, no badge")
    func absentNodesCollapse() {
        let layout = engine.layout(content(icon: nil), on: .iPhone15)
        #expect(layout.primitives.map(\.role) == [.background, .message])
        #expect(layout.frame(of: .message) == Rect(x: 16, y: 12, width: 35, height: 17.5))
        #expect(layout.size == Size(width: 67, height: 41.5))
    }
}
