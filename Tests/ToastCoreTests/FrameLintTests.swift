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
