import Testing

@testable import ToastCore

/// Text that crosses into a toast is bounded before layout, whoever made it (a theme, a plugin,
/// the Swift API): cut to whole characters with a visible mark.
@Suite("Text limits: what a toast draws is bounded")
struct TextLimitsTests {
    static let huge = String(repeating: "é", count: 900_000)  // 1.8 MB

    @Test("a 1.8 MB message, title and accessibility text are cut to the limit, ending with …")
    func contentIsBounded() {
        let content = ToastContent(
            title: Self.huge, message: Self.huge, action: ToastAction(id: "undo", title: Self.huge))
        for text in [content.message, content.title ?? "", content.accessibilityText, content.actions[0].title] {
            #expect(text.utf8.count == TextLimits.drawnText - 1)  // 2-byte characters: one byte left over
            #expect(text.hasSuffix("é…"))
        }
        #expect(content.message == String(repeating: "é", count: 2_046) + "…")
    }

    @Test("setting a field cuts it too; a cut text set again is unchanged")
    func settersAreBounded() {
        var content = ToastContent(message: "short")
        content.message = Self.huge
        content.title = Self.huge
        content.accessibilityText = Self.huge
        content.actions = [ToastAction(id: "a", title: "A")]
        content.actions[0].title = Self.huge
        let cut = content.message
        #expect(cut.utf8.count <= TextLimits.drawnText)
        #expect(content.title?.utf8.count ?? 0 <= TextLimits.drawnText)
        #expect(content.accessibilityText.utf8.count <= TextLimits.drawnText)
        #expect(content.actions[0].title.utf8.count <= TextLimits.drawnText)
        content.message = cut
        #expect(content.message == cut)
        #expect(ToastContent(message: "Saved").message == "Saved")
    }

    @Test("a character is never split: a cluster that does not fit is left out whole")
    func wholeCharacters() {
        let family = "👩‍👩‍👧‍👦"  // 25 bytes, one character
        let text = String(repeating: "a", count: TextLimits.drawnText - 10) + family
        let cut = TextLimits.drawn(text)
        #expect(cut == String(repeating: "a", count: TextLimits.drawnText - 10) + "…")
    }

    @Test("popup texts are bounded: title, description, button titles")
    func popupIsBounded() {
        var popup = Popup(
            title: Self.huge, description: Self.huge, buttons: [PopupButton(id: "ok", title: Self.huge)])
        #expect(popup.title.utf8.count <= TextLimits.drawnText && popup.title.hasSuffix("…"))
        #expect(popup.description?.utf8.count ?? 0 <= TextLimits.drawnText)
        #expect(popup.buttons[0].title.utf8.count <= TextLimits.drawnText)
        popup.title = Self.huge
        popup.description = Self.huge
        popup.buttons[0].title = Self.huge
        #expect(popup.title.utf8.count <= TextLimits.drawnText)
        #expect(popup.description?.utf8.count ?? 0 <= TextLimits.drawnText)
        #expect(popup.buttons[0].title.utf8.count <= TextLimits.drawnText)
    }

    @Test("a 1.8 MB message is laid out as its cut text")
    func layoutSeesTheCutText() {
        let content = ToastContent(message: String(repeating: "word ", count: 360_000))
        var presenter = Presenter()
        presenter.show(ToastRequest(content), at: 0)
        presenter.advance(to: 1)
        let timeline = Timeline(presenter.timeline, screen: .iPhone15, measurer: MonospaceMeasurer())
        let frame = timeline.frame(at: 1)
        let texts = frame.toasts.flatMap { $0.layout.textRuns.map(\.run.text) }
        #expect(texts.allSatisfy { $0.utf8.count <= TextLimits.drawnText }, "\(texts.map(\.utf8.count))")
        #expect(texts.contains { $0.hasSuffix("…") })
    }

    @Test(
        "diagnostic text: whole characters, then what was cut, within the limit",
        arguments: [
            ("short", 64, "short"),
            (String(repeating: "x", count: 100), 64, String(repeating: "x", count: 32) + "… (68 more bytes)"),
            (String(repeating: "é", count: 50), 64, String(repeating: "é", count: 16) + "… (68 more bytes)"),
        ])
    func cut(text: String, limit: Int, expected: String) {
        #expect(TextLimits.cut(text, limit: limit) == expected)
        #expect(TextLimits.cut(expected, limit: limit) == expected)
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { TextLimits.cut(utf8: $0, limit: limit) } == expected)
    }
}
