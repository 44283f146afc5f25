import Testing
@testable import ToastCore

/// The markup subset: every tag, the entities, nesting, what is shown as written, the errors
/// that make a text literal, the limits, and arguments that cannot inject markup.
@Suite("Markup parser")
struct MarkupParserTests {
    func styled(_ source: String) throws -> StyledText {
        let parse = MarkupParser.parse(source)
        #expect(parse.problems.isEmpty, "\(parse.problems)")
        return try #require(parse.styled)
    }

    func errors(_ source: String) -> [String] {
        let parse = MarkupParser.parse(source)
        #expect(parse.styled == nil)
        return parse.problems.filter { $0.severity == .error }.map(\.description)
    }

    @Test(
        "each tag styles its text and only its text",
        arguments: [
            ("<b>x</b>", TextAttributes(bold: true)),
            ("<i>x</i>", TextAttributes(italic: true)),
            ("<u>x</u>", TextAttributes(underline: true)),
            ("<s>x</s>", TextAttributes(strikethrough: true)),
            ("<code>x</code>", TextAttributes(code: true)),
            ("<span color=\"systemRed\">x</span>", TextAttributes(color: SystemColor.systemRed.color)),
            ("<span color='#FF0000'>x</span>", TextAttributes(color: Color(RGBA(red: 1, green: 0, blue: 0, alpha: 1)))),
            ("<a href=\"https://a.example\">x</a>", TextAttributes(link: 0)),
        ])
    func eachTag(source: String, attributes: TextAttributes) throws {
        let text = try styled("A " + source + " B")
        #expect(text.text == "A x B")
        #expect(text.spans == [TextSpan(range: 2..<3, attributes: attributes)])
    }

    @Test("a link's target is kept, entity-decoded, in reading order")
    func links() throws {
        let text = try styled("<a href=\"https://a.example/?q=1&amp;r=2\">one</a> and <a href='mailto:x@y'>two</a>")
        #expect(text.links == ["https://a.example/?q=1&r=2", "mailto:x@y"])
        #expect(text.ranges(ofLink: 0) == [0..<3])
        #expect(text.ranges(ofLink: 1) == [8..<11])
    }

    @Test(
        "entities, named and numeric, become their characters",
        arguments: [
            ("&amp; &lt; &gt; &quot; &apos;", "& < > \" '"),
            ("&#60;b&#62;", "<b>"),
            ("&#x1F600; &#X41;", "😀 A"),
            ("caf&#233;", "café"),
        ])
    func entities(source: String, visible: String) throws {
        let text = try styled(source)
        #expect(text.text == visible)
        #expect(text.spans.isEmpty)
    }

    @Test("nested tags add up; the same attributes side by side are one span")
    func nesting() throws {
        let text = try styled("<b>bold <i>both</i></b><b> more</b>")
        #expect(text.text == "bold both more")
        #expect(
            text.spans == [
                TextSpan(range: 0..<5, attributes: TextAttributes(bold: true)),
                TextSpan(range: 5..<9, attributes: TextAttributes(bold: true, italic: true)),
                TextSpan(range: 9..<14, attributes: TextAttributes(bold: true)),
            ])
        // Offsets count UTF-8 bytes: "안녕" is 6.
        let korean = try styled("안녕 <b>세상</b>")
        #expect(korean.spans == [TextSpan(range: 7..<13, attributes: TextAttributes(bold: true))])
    }

    @Test(
        "what is outside the subset is shown as written, with a warning",
        arguments: [
            (
                "<img src=x>", "<img src=x>",
                "markup at byte 0: <img> is not in the markup subset and is shown as written"
            ),
            ("<B>x</B>", "<B>x</B>", "markup at byte 0: <B> is not in the markup subset and is shown as written"),
            ("1 < 2", "1 < 2", "markup at byte 2: '<' starts no tag and is shown as written (write &lt;)"),
            ("AT&T", "AT&T", "markup at byte 2: '&' starts no entity and is shown as written (write &amp;)"),
            ("&nbsp;", "&nbsp;", "markup at byte 0: '&' starts no entity and is shown as written (write &amp;)"),
            (
                "<script>x</script>", "<script>x</script>",
                "markup at byte 0: <script> is not in the markup subset and is shown as written"
            ),
        ])
    func shownAsWritten(source: String, visible: String, warning: String) throws {
        let parse = MarkupParser.parse(source)
        let text = try #require(parse.styled)
        #expect(text.text == visible)
        #expect(text.spans.isEmpty)
        #expect(parse.problems.first?.description == warning)
        #expect(parse.problems.allSatisfy { $0.severity == .warning })
    }

    @Test(
        "unbalanced or bad markup is an error, and run time draws the source as written",
        arguments: [
            ("<b>open", "markup at byte 0: <b> is never closed"),
            ("x</b>", "markup at byte 1: </b> closes no tag"),
            ("<b><i>x</b></i>", "markup at byte 7: </b> closes <i> (opened at byte 3)"),
            ("<a>x</a>", "markup at byte 0: <a> needs href=\"…\""),
            ("<a href=x>x</a>", "markup at byte 0: <a> href needs a quoted value: href=\"…\""),
            ("<b class=\"x\">x</b>", "markup at byte 0: <b> has no 'class' (it takes none)"),
            ("<a href=\"x\" title=\"y\">x</a>", "markup at byte 0: <a> has no 'title' (it takes href=\"…\")"),
            ("<a href=\"a\"><a href=\"b\">x</a></a>", "markup at byte 12: <a> inside <a>"),
            ("<b/>", "markup at byte 0: <b/> closes nothing: write <b>…</b>"),
            ("&#7;", "markup at byte 0: an entity for a control character"),
        ])
    func errorsMakeItLiteral(source: String, error: String) {
        #expect(errors(source) == [error])
        #expect(MarkupParser.styled(source) == StyledText(plain: source))
    }

    @Test("a colour outside the theme's forms is an error worded as the theme's colour errors are")
    func badColour() throws {
        var expected = ""
        do { _ = try Color(parsing: "nope") } catch { expected = error.description }
        #expect(!expected.isEmpty)
        #expect(errors("<span color=\"nope\">x</span>") == ["markup at byte 0: <span color>: " + expected])
    }

    @Test("the limits: source size, nesting depth, runs, links, href length")
    func limits() {
        let deep = String(repeating: "<b>", count: 17) + "x" + String(repeating: "</b>", count: 17)
        #expect(errors(deep) == ["markup at byte 48: tags nested more than 16 deep"])
        let nested16 = String(repeating: "<i>", count: 16) + "x" + String(repeating: "</i>", count: 16)
        #expect(MarkupParser.parse(nested16).styled != nil)
        let runs = String(repeating: "<b>x</b>y", count: 257)
        #expect(errors(runs) == ["markup at byte 2307: more than 256 styled runs"])
        let links = String(repeating: "<a href=\"u\">x</a>", count: 17)
        #expect(errors(links) == ["markup at byte 272: more than 16 links"])
        let href = "<a href=\"" + String(repeating: "h", count: 2_049) + "\">x</a>"
        #expect(errors(href) == ["markup at byte 0: an href of 2,049 bytes is longer than 2,048"])
        let huge = String(repeating: "x", count: 16_385)
        #expect(errors(huge) == ["markup at byte 0: markup of 16,385 bytes is longer than 16,384"])
    }

    @Test("the visible text is cut to the drawn-text limit, not the source with its tags")
    func visibleLimit() throws {
        // 4,000 visible bytes in 4,700 bytes of markup: kept whole.
        let source = String(repeating: "<b>" + String(repeating: "x", count: 40) + "</b>", count: 100)
        let text = try #require(MarkupParser.parse(source).styled)
        #expect(text.text.utf8.count == 4_000)
        // 5,000 visible bytes: cut to 4,096 with "…", spans clamped to what is kept.
        let long = "<b>" + String(repeating: "z", count: 5_000) + "</b>"
        let cut = try #require(MarkupParser.parse(long).styled)
        #expect(cut.text.utf8.count == TextLimits.drawnText)
        #expect(cut.text.hasSuffix("…"))
        #expect(cut.spans == [TextSpan(range: 0..<4_093, attributes: TextAttributes(bold: true))])
    }

    @Test("escaping writes the five characters as entities, and parsing gives them back")
    func escapeRoundTrip() throws {
        let hostile = "<a href=\"javascript:x\">&amp;</a> 'q'"
        let escaped = MarkupParser.escape(hostile)
        #expect(escaped == "&lt;a href=&quot;javascript:x&quot;&gt;&amp;amp;&lt;/a&gt; &apos;q&apos;")
        let text = try styled(escaped)
        #expect(text.text == hostile)
        #expect(text.links.isEmpty && text.spans.isEmpty)
    }

    @Test("the pseudo-locale accents the text between tags and entities, never the markup")
    func pseudoLocale() {
        #expect(PseudoLocalizer.transform("<b>Saved</b> &amp;", markup: true) == "[<b>Šáṽéð</b> &amp; ~~~]")
        #expect(PseudoLocalizer.transform("<b>", markup: false) == "[<ƀ> ~~]")
    }

    @Test("a %@ argument cannot inject markup: it is escaped before it is put in")
    func argumentsAreEscaped() throws {
        let formatted = StringFormatter.format(
            "<b>%@</b> sent %c", [.string("<a href=\"evil\">click</a>"), .integer(60)], escapingMarkup: true)
        #expect(formatted.text == "<b>&lt;a href=&quot;evil&quot;&gt;click&lt;/a&gt;</b> sent &lt;")
        let text = try styled(formatted.text)
        #expect(text.text == "<a href=\"evil\">click</a> sent <")
        #expect(text.links.isEmpty)
        // Without markup the argument goes in as written.
        #expect(StringFormatter.format("%@", [.string("<b>")]).text == "<b>")
    }
}
