import Testing
@testable import ToastCore

@Suite("Lint of a frame")
struct FrameLintTests {
    func frame(_ content: ToastContent, screen: Screen = .iPhone15) -> Frame {
        var p = presenter()
        p.show(ToastRequest(content), at: 0)
        return Timeline(p.timeline, screen: screen, measurer: MonospaceMeasurer()).frame(at: 1)
    }

    @Test("the seed's white on 90% green fails WCAG contrast; white on 80% black passes")
    func contrast() {
        var style = ToastStyle()
        style.background = SystemColor.systemGreen.color.withAlpha(0.9)
        let green = FrameLint.findings(in: frame(content(style: style)), appearance: .light, checkTruncation: false)
        #expect(green.map(\.check) == [.contrast])
        #expect(green.first?.message.hasPrefix("text #FFFFFFFF on #") == true)
        #expect(FrameLint.findings(in: frame(content()), appearance: .light, checkTruncation: false).isEmpty)
    }

    @Test("an action in a short toast has a touch area under 44 pt; a taller toast gives it room")
    func hitTarget() {
        var style = ToastStyle()
        style.padding = EdgeInsets(vertical: 4, horizontal: 16)  // 29.5 pt button + 8 = 37.5 pt toast
        let undo = ToastAction(id: "undo", title: "Undo")
        let short = FrameLint.findings(
            in: frame(content(action: undo, style: style)), appearance: .light, checkTruncation: false)
        #expect(short.map(\.message) == ["the touch area of action 'undo' is 44×37.5 pt, under 44×44 pt"])
        #expect(
            FrameLint.findings(in: frame(content(action: undo)), appearance: .light, checkTruncation: false).isEmpty)
    }

    @Test("truncation counts only when asked")
    func truncation() {
        let long = content("saved", String(repeating: "word ", count: 80))
        #expect(FrameLint.findings(in: frame(long), appearance: .light, checkTruncation: false).isEmpty)
        #expect(
            FrameLint.findings(in: frame(long), appearance: .light, checkTruncation: true).map(\.check) == [.truncation]
        )
    }

    func popupFrame(_ style: PopupStyle) -> Frame {
        var p = presenter()
        let popup = Popup(
            title: "Delete entry?",
            buttons: [PopupButton(id: "cancel", title: "Cancel"), PopupButton(id: "delete", title: "Delete")])
        p.showPopup(popup, style: style, at: 0)
        return Timeline(p.timeline, screen: .iPhone15, measurer: MonospaceMeasurer()).frame(at: 1)
    }

    @Test("a popup's buttons and text are linted too, and say so")
    func popup() {
        #expect(FrameLint.findings(in: popupFrame(PopupStyle()), appearance: .light, checkTruncation: true).isEmpty)
        var style = PopupStyle()
        style.buttonHeight = 30
        style.padding = EdgeInsets(vertical: 4, horizontal: 20)
        style.titleColor = Color(RGBA(red: 0.75, green: 0.75, blue: 0.75))
        let findings = FrameLint.findings(in: popupFrame(style), appearance: .light, checkTruncation: false)
        #expect(findings.allSatisfy { $0.subject == .popup(PopupID(1)) })
        #expect(findings.filter { $0.check == .contrast }.count == 1)
        let areas = findings.filter { $0.check == .hitTarget }.map(\.message)
        #expect(areas.count == 2)
        #expect(areas.first?.hasPrefix("the touch area of button 'cancel' is ") == true)
        #expect(findings.first?.description.hasPrefix("contrast: in the popup, text #") == true)
        #expect(areas.allSatisfy { $0.hasSuffix(", under 44×44 pt") })
    }

    @Test("a toast under the keyboard or the status bar is flagged")
    func unsafeArea() {
        var style = ToastStyle()
        style.margins.top = -40
        let top = FrameLint.findings(
            in: frame(content(position: .top, style: style)), appearance: .light, checkTruncation: false)
        #expect(top.map(\.message) == ["the toast's top (19 pt) is under the top safe area (59 pt)"])
        style = ToastStyle()
        style.margins.keyboard = -30
        let kb = FrameLint.findings(
            in: frame(content(style: style), screen: Screen.iPhone15.withKeyboard()),
            appearance: .light, checkTruncation: false)
        #expect(kb.map(\.message) == ["the toast's bottom (546 pt) is under the keyboard (from 516 pt)"])
    }
}
