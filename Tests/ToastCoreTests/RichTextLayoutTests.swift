import Testing
@testable import ToastCore

/// Rich text through layout on the monospace measurer (a character is half the font size wide,
/// a line 1.25 × the size tall): spans on the text runs, links as touch areas, mirrored right
/// to left, and the text limits counting visible text.
@Suite("Rich text layout")
struct RichTextLayoutTests {
    let engine = ToastLayoutEngine(measurer: MonospaceMeasurer())

    /// Message-only toasts in 16 pt (8 pt a character), left-aligned, markup on.
    func rich(
        _ message: String, title: String? = nil, markup: Bool = true, maxWidth: Double = 400, icon: Bool = false
    ) -> ToastContent {
        var style = ToastStyle()
        style.font = FontSpec(size: 16)
        style.titleFont = FontSpec(size: 16)
        style.textAlignment = .leading
        style.maxWidth = .points(maxWidth)
        style.markup = markup
        style.layout =
            icon
            ? .hstack([LayoutNode(.icon, width: 20), LayoutNode(.text(.message))], spacing: 8)
            : .vstack([LayoutNode(.text(.title)), LayoutNode(.text(.message))])
        return ToastContent(
            kind: "rich", icon: icon ? .emoji("💾") : nil, title: title, message: message, style: style)
    }

    @Test("the run's text is the visible text; links take the link colour and an underline")
    func spans() throws {
        let layout = engine.layout(rich("Go <b>now</b>: <a href=\"https://x.example\">open</a>"), on: .iPhone15)
        let run = try #require(layout.text(.message))
        #expect(run.text == "Go now: open")
        #expect(
            run.spans == [
                TextSpan(range: 3..<6, attributes: TextAttributes(bold: true)),
                TextSpan(
                    range: 8..<12,
                    attributes: TextAttributes(underline: true, color: ToastStyle().linkColor, link: 0)),
            ])
        // "Go now: open" is 12 characters: 96 pt wide, 20 pt tall, at the padding (16, 12).
        #expect(run.frame == Rect(x: 16, y: 12, width: 96, height: 20))
        #expect(
            layout.links == [
                LinkRegion(
                    index: 0, href: "https://x.example", frame: Rect(x: 80, y: 12, width: 32, height: 20),
                    textFrame: run.frame)
            ])
    }

    @Test("the monospace measurer places a range's rectangle by the line's alignment")
    func alignment() {
        let text = StyledText(plain: "ab cd")  // 40 pt in 16 pt
        func rect(_ alignment: PhysicalAlignment) -> [Rect] {
            MonospaceMeasurer().rectangles(
                of: 3..<5, in: text, font: FontSpec(size: 16), width: 100, maxLines: 0, alignment: alignment)
        }
        #expect(rect(.left) == [Rect(x: 24, y: 0, width: 16, height: 20)])
        #expect(rect(.center) == [Rect(x: 54, y: 0, width: 16, height: 20)])
        #expect(rect(.right) == [Rect(x: 84, y: 0, width: 16, height: 20)])
    }

    @Test("with markup off the text is drawn as written, tags and all, and has no links")
    func markupOff() throws {
        let source = "<b>now</b> <a href=\"u\">x</a>"
        let layout = engine.layout(rich(source, markup: false), on: .iPhone15)
        let run = try #require(layout.text(.message))
        #expect(run.text == source)
        #expect(run.spans.isEmpty)
        #expect(layout.links.isEmpty)
        #expect(rich(source, markup: false).links.isEmpty)
    }

    @Test("a link that wraps has a touch area on each line; a tap finds it, and a button's area wins")
    func wrappedLink() throws {
        // 160 pt of text width (20 characters): "Read the whole long story" wraps before "story".
        let content = rich("Read the <a href=\"s\">whole long story</a>", maxWidth: 192)
        let layout = engine.layout(content, on: .iPhone15)
        #expect(
            layout.links.map(\.frame) == [
                Rect(x: 16 + 72, y: 12, width: 88, height: 20),
                Rect(x: 16, y: 32, width: 40, height: 20),
            ])
        #expect(layout.link(at: Point(x: 100, y: 20))?.href == "s")
        #expect(layout.link(at: Point(x: 20, y: 40))?.index == 0)
        #expect(layout.link(at: Point(x: 20, y: 20)) == nil)
    }

    @Test("the title's links come before the message's, as ToastContent.links counts them")
    func numbering() {
        let content = rich("<a href=\"m\">m</a>", title: "<a href=\"t1\">a</a> <a href=\"t2\">b</a>")
        #expect(content.links == ["t1", "t2", "m"])
        let layout = engine.layout(content, on: .iPhone15)
        #expect(layout.links.map(\.index) == [0, 1, 2])
        #expect(layout.links.map(\.href) == ["t1", "t2", "m"])
    }

    @Test("right to left the text box is mirrored and the link keeps its place inside it")
    func rightToLeft() throws {
        // An icon, 8 pt, then "Go open" (56 pt): the toast is 16 + 20 + 8 + 56 + 16 = 116 wide.
        let content = rich("Go <a href=\"u\">open</a>", icon: true)
        let ltr = engine.layout(content, on: .iPhone15)
        let rtl = engine.layout(content, on: Screen.iPhone15.rightToLeft())
        #expect(try #require(ltr.text(.message)).frame == Rect(x: 44, y: 12, width: 56, height: 20))
        #expect(ltr.links.first?.frame == Rect(x: 68, y: 12, width: 32, height: 20))
        // The box is mirrored to x = 16; "open" stays 24 pt into it (the line fills the box).
        let box = try #require(rtl.text(.message)).frame
        #expect(box == Rect(x: 16, y: 12, width: 56, height: 20))
        #expect(rtl.links.first?.frame == Rect(x: 40, y: 12, width: 32, height: 20))
        #expect(rtl.links.first?.textFrame == box)
    }

    @Test("the contrast lint measures a link's colour too")
    func linkContrast() throws {
        var content = rich("Go <a href=\"u\">open</a>")
        content.style.background = .white
        content.style.foreground = .black
        content.style.linkColor = Color(RGBA(r255: 0xEE, g255: 0xEE, b255: 0xEE, alpha: 1))
        let layout = engine.layout(content, on: .iPhone15)
        let findings = FrameLint.contrast(layout.primitives, of: .toast(ToastID(1)), appearance: .light)
        #expect(findings.map(\.message).contains { $0.hasPrefix("text #EEEEEEFF on #FFFFFFFF has contrast 1.") })
        content.style.linkColor = .black
        let fine = engine.layout(content, on: .iPhone15)
        #expect(FrameLint.contrast(fine.primitives, of: .toast(ToastID(1)), appearance: .light).isEmpty)
    }

    @Test("the drawn-text limit counts the visible text, not the tags; the accessibility text has none")
    func limits() {
        let visible = String(repeating: "x", count: 4_000)
        let source = String(repeating: "<b>" + String(repeating: "x", count: 40) + "</b>", count: 100)
        let content = rich(source)
        #expect(content.message == source)
        #expect(content.styledMessage.text == visible)
        #expect(content.accessibilityText == visible)
        // Plain text is still cut at 4,096 bytes.
        let plain = rich(source, markup: false)
        #expect(plain.message.utf8.count == TextLimits.drawnText)
        // Markup source past its own limit is drawn literally, cut like plain text.
        let huge = rich(String(repeating: "<b>x</b>", count: 3_000))
        #expect(huge.message.utf8.count == MarkupLimits.source)
        #expect(huge.styledMessage.text.utf8.count == TextLimits.drawnText)
        #expect(huge.styledMessage.spans.isEmpty)
    }

    @Test("bad markup at run time falls back to the text as written")
    func runtimeFallback() throws {
        let layout = engine.layout(rich("<b>never closed"), on: .iPhone15)
        #expect(try #require(layout.text(.message)).text == "<b>never closed")
        #expect(try #require(layout.text(.message)).spans.isEmpty)
    }

    @Test("a theme's %@ argument is escaped into rich text, so it cannot add a link")
    func themeArguments() throws {
        let theme = Theme(
            name: "t",
            kinds: [
                ToastKind(
                    id: "sent", message: .literal("Sent to <b>%@</b>"),
                    style: StylePatch().setting(\.markup, to: true, key: "markup"))
            ])
        let content = try theme.content(
            kind: "sent", arguments: ["<a href=\"evil\">Bob</a>"], context: SceneSetting.standard.context)
        #expect(content.message == "Sent to <b>&lt;a href=&quot;evil&quot;&gt;Bob&lt;/a&gt;</b>")
        #expect(content.styledMessage.text == "Sent to <a href=\"evil\">Bob</a>")
        #expect(content.links.isEmpty)
        let plain = try Theme(name: "t", kinds: [ToastKind(id: "sent", message: .literal("To %@"))])
            .content(kind: "sent", arguments: ["<b>"], context: SceneSetting.standard.context)
        #expect(plain.message == "To <b>")
    }
}
