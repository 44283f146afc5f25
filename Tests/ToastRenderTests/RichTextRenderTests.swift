import Testing
import ToastCore

@testable import ToastRender

/// Rich text as Pango sets it: attributes built from the runs (never markup strings), measuring
/// that agrees with drawing, links drawn in their colour with touch areas from Pango's lines.
@Suite struct RichTextRenderTests {
    /// A message-only toast in 16 pt regular Inter, black on white, leading-aligned, markup on.
    func rich(_ message: String) -> ToastContent {
        var style = ToastStyle(
            background: .white, foreground: .black, font: FontSpec(size: 16, weight: .regular),
            textAlignment: .leading)
        style.markup = true
        style.linkColor = Color(RGBA(red: 0, green: 0, blue: 1, alpha: 1))
        style.layout = .vstack([LayoutNode(.text(.message))])
        return toast(message, icon: nil, style: style)
    }

    func styled(_ markup: String) -> StyledText { MarkupParser.styled(markup) }

    @Test func boldAndCodeRunsAreMeasuredAsDrawn() throws {
        let font = FontSpec(size: 16, weight: .regular)
        let plain = measurer.measure(styled("iiii mmmm"), font: font, maxWidth: 400, maxLines: 1)
        let bold = measurer.measure(styled("<b>iiii mmmm</b>"), font: font, maxWidth: 400, maxLines: 1)
        let code = measurer.measure(styled("<code>iiii</code> mmmm"), font: font, maxWidth: 400, maxLines: 1)
        // Bold is wider; in the monospace family "iiii" is as wide as any four characters.
        #expect(bold.size.width > plain.size.width + 1)
        #expect(code.size.width > plain.size.width + 4)
        // And the painter's layout of the same block has the very size the measurer gave.
        let renderer = try renderer()
        for (markup, measured) in [("<b>iiii mmmm</b>", bold), ("<code>iiii</code> mmmm", code)] {
            let text = styled(markup)
            let drawn = renderer.text.layout(
                TextBlock(
                    text: text.text, font: font, width: 400, maxLines: 1, alignment: .left,
                    styles: text.spans.map { TextStyleRun($0, appearance: .light) }))
            #expect(drawn.size == measured.size, "\(markup)")
        }
    }

    @Test func stylesFollowTheTextPastLineBreaks() {
        // "a\n" becomes "a" + U+2028 for Pango: a span after it moves by two bytes.
        let runs = [TextStyleRun(TextSpan(range: 2..<3, attributes: TextAttributes(bold: true)), appearance: nil)]
        #expect(TextBlock.moved(runs, in: "a\nb", changed: true).map(\.range) == [4..<5])
        #expect(TextBlock.moved(runs, in: "a b", changed: false).map(\.range) == [2..<3])
    }

    @Test func aLinksTouchAreaCoversItsWordsAsPangoSetsThem() throws {
        let f = frame(rich("Build done. <a href=\"https://example.com/log\">Open the log</a>"))
        let layer = try #require(f.toasts.first)
        let run = try #require(layer.layout.text(.message))
        let link = try #require(layer.layout.links.first)
        #expect(link.href == "https://example.com/log")
        // The link ends the one line: its right edge is the text's, its width that of its words.
        let font = FontSpec(size: 16, weight: .regular)
        let whole = measurer.measure("Build done. Open the log", font: font, maxWidth: 1000, maxLines: 1)
        let words = measurer.measure("Open the log", font: font, maxWidth: 1000, maxLines: 1)
        #expect(abs(link.frame.maxX - (run.frame.minX + whole.size.width)) < 0.01)
        #expect(abs(link.frame.width - words.size.width) < 0.5)
        #expect(link.frame.minY == run.frame.minY && link.frame.height == run.measurement.size.height)
        // A tap there (on screen) is the link; on "Build" it is not.
        let mid = Point(x: layer.frame.minX + link.frame.midX, y: layer.frame.minY + link.frame.midY)
        #expect(layer.link(atScreen: mid)?.index == 0)
        #expect(layer.link(atScreen: Point(x: layer.frame.minX + run.frame.minX + 2, y: mid.y)) == nil)
    }

    @Test func theLinkIsDrawnInTheLinkColourAndNothingElseIs() throws {
        let f = frame(rich("Plain words <a href=\"u\">linked words</a>"))
        let layer = try #require(f.toasts.first)
        let link = try #require(layer.layout.links.first)
        let r = try renderer(.iPhone15, RenderOptions(background: .plain(.white)))
        let image = try r.render(f)
        func blueCount(_ rect: Rect) -> Int {
            let area = pixels(onScreen(rect, of: layer), scale: r.pixelScale)
            var count = 0
            for y in area.ys {
                for x in area.xs {
                    let p = image.pixel(x: x, y: y)
                    if p.b > 150 && p.r < 90 && p.g < 90 { count += 1 }
                }
            }
            return count
        }
        let run = try #require(layer.layout.text(.message))
        #expect(blueCount(link.frame) > 40)
        let before = Rect(x: run.frame.minX, y: run.frame.minY, width: link.frame.minX - run.frame.minX, height: 20)
        #expect(blueCount(before) == 0)
    }

    @Test func rightToLeftTheLinkLiesWhereHebrewPutsIt() throws {
        let content = rich("הרצנו בדיקות. <a href=\"https://example.com/log\">לפתיחת היומן</a>")
        let f = frame(content, on: Screen.iPhone15.rightToLeft())
        let layer = try #require(f.toasts.first)
        let run = try #require(layer.layout.text(.message))
        let link = try #require(layer.layout.links.first)
        // The link ends the sentence, so it is drawn on the left of the right-aligned line.
        #expect(abs(link.frame.minX - run.frame.minX) < 1)
        #expect(link.frame.maxX < run.frame.maxX - 20)
        #expect(link.textFrame == run.frame)
    }
}

/// The spinner drawn from the virtual clock, and the damage tracking that repaints it.
@Suite struct SpinnerRenderTests {
    static func frames(reducedMotion: Bool = false) -> Timeline {
        var style = ToastStyle()
        style.layout = .hstack([LayoutNode(.spinner, width: 24), LayoutNode(.text(.message))], spacing: 10)
        var presenter = Presenter(configuration: QueueConfiguration(), reducedMotion: reducedMotion)
        presenter.show(ToastRequest(toast("Uploading", icon: nil, style: style)), at: 0)
        presenter.advance(to: 2)
        return Timeline(presenter.timeline, screen: .iPhone15, measurer: measurer)
    }

    @Test func framesAtDifferentTimesDifferAndAtTheSameTimeAreIdentical() throws {
        let timeline = Self.frames()
        let a = try renderer().render(timeline.frame(at: 1.0))
        let b = try renderer().render(timeline.frame(at: 1.25))
        let again = try renderer().render(timeline.frame(at: 1.0))
        #expect(!differences(a, b).isEmpty)
        #expect(sameBytes(a.pixels, again.pixels))
        // One full turn later the spokes are where they were.
        let turn = try renderer().render(timeline.frame(at: 2.0))
        #expect(sameBytes(a.pixels, turn.pixels))
    }

    @Test func aStillToastWithASpinnerIsRepaintedEveryFrame() throws {
        let timeline = Self.frames()
        let r = try renderer()
        try r.draw(timeline.frame(at: 1.0))
        try r.draw(timeline.frame(at: 1.25))
        #expect(!r.repainted.isEmpty)
        let fresh = try renderer()
        try fresh.draw(timeline.frame(at: 1.25))
        #expect(sameBytes(r.surfaceBytes(), fresh.surfaceBytes()))
        // The same moment again paints nothing.
        try r.draw(timeline.frame(at: 1.25))
        #expect(r.repainted.isEmpty)
    }

    @Test func underReducedMotionTheSpinnerStandsStill() throws {
        let timeline = Self.frames(reducedMotion: true)
        let r = try renderer()
        let a = try r.render(timeline.frame(at: 1.0))
        let b = try r.render(timeline.frame(at: 1.25))
        #expect(r.repainted.isEmpty)
        #expect(sameBytes(a.pixels, b.pixels))
    }
}
