import Testing
@testable import ToastCore

/// Frames on iPhone 15 (393×852, safe area 59/34, tab bar 49, keyboard 336) with the deterministic
/// measurer: "Saved" in 14 pt is 5 × 7 = 35 pt wide and 17.5 pt tall; with the 18 pt icon,
/// 8 pt spacing and 12/16 padding the toast is 93 × 42 pt, centred at x = 150.
@Suite("Layout on iPhone 15")
struct LayoutTests {
    let engine = ToastLayoutEngine(measurer: MonospaceMeasurer())

    @Test(
        "the seed's frames at each position, without and with the keyboard",
        arguments: [
            (ToastPosition.top, false, Rect(x: 150, y: 79, width: 93, height: 42)),  // safe top 59 + 20
            (.center, false, Rect(x: 150, y: 405, width: 93, height: 42)),  // (852 − 42) / 2
            (.bottom, false, Rect(x: 150, y: 687, width: 93, height: 42)),  // 852 − (34 + 49) − 40 − 42
            (.top, true, Rect(x: 150, y: 79, width: 93, height: 42)),
            (.center, true, Rect(x: 150, y: 237, width: 93, height: 42)),  // (852 − 336 − 42) / 2
            (.bottom, true, Rect(x: 150, y: 458, width: 93, height: 42)),  // 852 − 336 − 16 − 42
        ])
    func framesOnIPhone15(position: ToastPosition, keyboard: Bool, expected: Rect) {
        let screen = keyboard ? Screen.iPhone15.withKeyboard() : .iPhone15
        let c = content(position: position)
        let layout = engine.layout(c, on: screen)
        #expect(engine.frame(size: layout.size, position: position, style: c.style, on: screen) == expected)
    }

    @Test("inner frames: icon, then text, vertically centred")
    func innerFramesLeftToRight() {
        let layout = engine.layout(content(), on: .iPhone15)
        #expect(layout.frame(of: .icon) == Rect(x: 16, y: 12, width: 18, height: 18))
        #expect(layout.text(.message)!.frame == Rect(x: 42, y: 12.25, width: 35, height: 17.5))
        #expect(layout.text(.message)!.alignment == .left)
    }

    @Test("right-to-left mirrors the inside of the toast; its frame stays centred")
    func rightToLeftMirrors() {
        var style = ToastStyle()
        style.textAlignment = .natural
        let c = content(style: style)
        let screen = Screen.iPhone15.rightToLeft()
        let layout = engine.layout(c, on: screen)
        #expect(layout.frame(of: .icon) == Rect(x: 59, y: 12, width: 18, height: 18))
        #expect(layout.text(.message)!.frame == Rect(x: 16, y: 12.25, width: 35, height: 17.5))
        #expect(layout.text(.message)!.alignment == .right)
        #expect(
            engine.frame(size: layout.size, position: .bottom, style: style, on: screen)
                == Rect(x: 150, y: 687, width: 93, height: 42))
    }

    @Test("long text wraps at 85% of the screen and is cut at max_lines")
    func longTextWrapsAndTruncates() {
        let long = String(repeating: "word ", count: 80)
        let layout = engine.layout(content("saved", long), on: .iPhone15)
        // 0.85 × 393 = 334.05 wide at most; 3 lines of 17.5 pt.
        #expect(layout.size.width <= 334.05)
        #expect(layout.text(.message)!.measurement.lineCount == 3)
        #expect(layout.text(.message)!.measurement.isTruncated)
        #expect(layout.size.height == 3 * 17.5 + 24)
    }

    @Test("an action sits at the trailing edge with a 44 pt hit target")
    func actionButton() throws {
        let c = content("deleted", "Deleted", action: ToastAction(id: "undo", title: "Undo"))
        let layout = engine.layout(c, on: .iPhone15)
        let action = try #require(layout.frame(of: .button(0)))
        #expect(action.maxX == layout.size.width - 16)
        #expect(layout.hitRegions.first?.frame.height == 44)
        #expect(layout.hitRegions.first?.frame.width == 44)
    }

    @Test("a popup is centred, 44 pt from the sides, with two buttons side by side")
    func popupLayout() {
        let popup = Popup(
            title: "Delete entry?", description: "This cannot be undone.",
            buttons: [
                PopupButton(id: "cancel", title: "Cancel", role: .secondary),
                PopupButton(id: "delete", title: "Delete"),
            ])
        let layout = engine.layout(popup, style: PopupStyle(), on: .iPhone15)
        #expect(layout.frame.minX == 44 && layout.frame.width == 305)
        #expect(layout.buttonFrames.count == 2)
        #expect(layout.buttonFrames[0].maxX < layout.buttonFrames[1].minX)
        #expect(abs(layout.frame.midY - 426) < 1e-9)
    }

    @Test("screen presets have their real sizes and scales")
    func presets() {
        #expect(Screen.iPhone15.pixelWidth == 1179 && Screen.iPhone15.pixelHeight == 2556)
        #expect(Screen.iPhone15ProMax.pixelWidth == 1290 && Screen.iPhone15ProMax.pixelHeight == 2796)
        #expect(Screen.iPhoneSE3.pixelWidth == 750 && Screen.iPhoneSE3.pixelHeight == 1334)
        #expect(Screen.preset(named: "ipad")?.size == Size(width: 820, height: 1180))
        #expect(
            Screen.presets.map(\.id) == [
                "iphone-se", "iphone-15", "iphone-15-pro-max", "ipad", "pixel-8", "macbook-air-13",
            ])
    }
}
