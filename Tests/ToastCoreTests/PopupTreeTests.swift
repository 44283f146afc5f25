import Testing
@testable import ToastCore

/// Popups laid out through the same tree as toasts, on iPhone 15 with the monospace measurer
/// (a character is half the font size wide, a line 1.25 × the size tall), rectangle by rectangle.
@Suite("Popup trees")
struct PopupTreeTests {
    let engine = ToastLayoutEngine(measurer: MonospaceMeasurer())
    let buttons = [
        PopupButton(id: "cancel", title: "Cancel", role: .secondary), PopupButton(id: "delete", title: "Delete"),
    ]

    func popup(axis: ButtonAxis = .horizontal, description: String? = "This cannot be undone.") -> Popup {
        Popup(title: "Delete entry?", description: description, buttons: buttons, axis: axis)
    }

    /// Every primitive's role and frame, in drawing order.
    func frames(_ layout: PopupLayout) -> [String] {
        layout.primitives.map { "\($0.role) \($0.frame)" }
    }

    @Test("the title, 6 pt down the description, 20 pt down two buttons in equal shares of 273 pt")
    func leftToRight() {
        let layout = engine.layout(popup(), style: PopupStyle(), on: .iPhone15)
        // 305 wide (393 − 2 × 44); 20 + 21.25 + 6 + 17.5 + 20 + 44 + 12 = 140.75 tall, centred.
        #expect(layout.frame == Rect(x: 44, y: 355.625, width: 305, height: 140.75))
        #expect(
            frames(layout) == [
                "background (0.0, 0.0, 305.0, 140.75)", "title (16.0, 20.0, 273.0, 21.25)",
                "description (16.0, 47.25, 273.0, 17.5)", "button(0) (16.0, 84.75, 132.5, 44.0)",
                "buttonTitle(0) (24.0, 97.375, 116.5, 18.75)", "button(1) (156.5, 84.75, 132.5, 44.0)",
                "buttonTitle(1) (164.5, 97.375, 116.5, 18.75)",
            ])
        #expect(layout.text(.title)?.alignment == .center)
        #expect(layout.text(.buttonTitle(0))?.color == PopupStyle().secondaryForeground)
        #expect(layout.text(.buttonTitle(1))?.color == PopupStyle().primaryForeground)
        #expect(
            layout.hitRegions == [
                HitRegion(
                    actionID: "cancel", visibleFrame: Rect(x: 16, y: 84.75, width: 132.5, height: 44),
                    frame: Rect(x: 16, y: 84.75, width: 132.5, height: 44)),
                HitRegion(
                    actionID: "delete", visibleFrame: Rect(x: 156.5, y: 84.75, width: 132.5, height: 44),
                    frame: Rect(x: 156.5, y: 84.75, width: 132.5, height: 44)),
            ])
    }

    @Test("right to left the buttons swap sides; touch areas stay in the order of the buttons")
    func rightToLeft() {
        let layout = engine.layout(popup(), style: PopupStyle(), on: Screen.iPhone15.rightToLeft())
        #expect(layout.frame == Rect(x: 44, y: 355.625, width: 305, height: 140.75))
        #expect(
            frames(layout) == [
                "background (0.0, 0.0, 305.0, 140.75)", "title (16.0, 20.0, 273.0, 21.25)",
                "description (16.0, 47.25, 273.0, 17.5)", "button(0) (156.5, 84.75, 132.5, 44.0)",
                "buttonTitle(0) (164.5, 97.375, 116.5, 18.75)", "button(1) (16.0, 84.75, 132.5, 44.0)",
                "buttonTitle(1) (24.0, 97.375, 116.5, 18.75)",
            ])
        #expect(layout.hitRegions.map(\.actionID) == ["cancel", "delete"])
        #expect(
            layout.buttonFrames == [
                Rect(x: 156.5, y: 84.75, width: 132.5, height: 44), Rect(x: 16, y: 84.75, width: 132.5, height: 44),
            ])
    }

    @Test("on the vertical axis the buttons take the full width, 4 pt apart; no description, no gap for it")
    func verticalAxis() {
        let layout = engine.layout(popup(axis: .vertical, description: nil), style: PopupStyle(), on: .iPhone15)
        // 20 + 21.25 + 20 + 44 + 4 + 44 + 12 = 165.25 tall.
        #expect(layout.frame == Rect(x: 44, y: 343.375, width: 305, height: 165.25))
        #expect(
            frames(layout) == [
                "background (0.0, 0.0, 305.0, 165.25)", "title (16.0, 20.0, 273.0, 21.25)",
                "button(0) (16.0, 61.25, 273.0, 44.0)", "buttonTitle(0) (24.0, 73.875, 257.0, 18.75)",
                "button(1) (16.0, 109.25, 273.0, 44.0)", "buttonTitle(1) (24.0, 121.875, 257.0, 18.75)",
            ])
    }

    @Test("at text size 3.0 the text wraps to two lines, the button titles are cut and centred on their buttons")
    func textSizeThree() {
        var style = PopupStyle()
        style.titleFont = style.titleFont.scaled(by: 3)
        style.descriptionFont = style.descriptionFont.scaled(by: 3)
        style.buttonFont = style.buttonFont.scaled(by: 3)
        let layout = engine.layout(popup(), style: style, on: Screen.iPhone15.withKeyboard())
        // 20 + 127.5 + 6 + 105 + 20 + 44 + 12 = 334.5 tall, centred above the keyboard.
        #expect(layout.frame == Rect(x: 44, y: 90.75, width: 305, height: 334.5))
        #expect(
            frames(layout) == [
                "background (0.0, 0.0, 305.0, 334.5)", "title (16.0, 20.0, 273.0, 127.5)",
                "description (16.0, 153.5, 273.0, 105.0)", "button(0) (16.0, 278.5, 132.5, 44.0)",
                "buttonTitle(0) (24.0, 272.375, 116.5, 56.25)", "button(1) (156.5, 278.5, 132.5, 44.0)",
                "buttonTitle(1) (164.5, 272.375, 116.5, 56.25)",
            ])
        #expect(layout.text(.title)?.measurement.lineCount == 2)
        #expect(layout.text(.buttonTitle(0))?.measurement.isTruncated == true)
    }

    @Test("the popup's tree is a layout tree like a toast's")
    func tree() {
        let style = PopupStyle()
        let button = { (i: Int) in LayoutNode(.button, height: 44, action: .index(i), stretches: true) }
        #expect(
            LayoutNode.popup(popup(), style: style)
                == .vstack([
                    LayoutNode(.text(.title), textAlignment: .center),
                    LayoutNode(.text(.message), textAlignment: .center).margin(EdgeInsets(top: 6)),
                    LayoutNode.hstack([button(0), button(1)], spacing: 8).margin(EdgeInsets(top: 20)),
                ]))
    }
}
