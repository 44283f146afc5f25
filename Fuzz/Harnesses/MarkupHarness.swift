import ToastCore

/// The markup subset of rich text (`MarkupParser`): titles and messages with `markup` on come
/// from themes, strings files, plugins and apps (and, for the notification server, from any
/// program on the session bus).
enum MarkupHarness {
    static let harness = FuzzHarness("markup", "rich text's markup subset (tags, entities, limits)") { bytes in
        let source = String(decoding: bytes, as: UTF8.self)
        let parse = MarkupParser.parse(source)
        guard let styled = parse.styled else {
            precondition(parse.problems.contains { $0.severity == .error }, "no rich text, but no error said why")
            return
        }
        precondition(!parse.problems.contains { $0.severity == .error }, "rich text despite an error")
        check(styled)
        // An escaped text reads back as itself, with no markup.
        let escaped = MarkupParser.escape(styled.text)
        if escaped.utf8.count <= MarkupLimits.source {
            let back = MarkupParser.parse(escaped)
            precondition(back.problems.isEmpty, "escaped text has markup problems: \(back.problems)")
            precondition(back.styled == StyledText(plain: styled.text), "escaped text did not read back as written")
        }
        // Every link has touch areas inside the box it is set in.
        let measurer = MonospaceMeasurer()
        for index in styled.links.indices {
            for range in styled.ranges(ofLink: index) {
                for rect in measurer.rectangles(
                    of: range, in: styled, font: FontSpec(size: 10), width: 120, maxLines: 3, alignment: .center)
                {
                    precondition(rect.minX >= -1e-9 && rect.maxX <= 120 + 1e-9, "a link area outside its box: \(rect)")
                }
            }
        }
    }

    /// The invariants of rich text: bounded, spans ascending and apart, on scalar boundaries,
    /// links numbered within the list and each within its limit.
    static func check(_ styled: StyledText) {
        let utf8 = Array(styled.text.utf8)
        precondition(utf8.count <= TextLimits.drawnText, "visible text over the drawn-text limit")
        precondition(styled.spans.count <= MarkupLimits.spans, "more spans than the limit")
        precondition(styled.links.count <= MarkupLimits.links, "more links than the limit")
        var end = 0
        for span in styled.spans {
            precondition(span.range.lowerBound >= end && !span.range.isEmpty, "spans overlap or are empty")
            precondition(span.range.upperBound <= utf8.count, "a span past the text")
            for offset in [span.range.lowerBound, span.range.upperBound] where offset < utf8.count {
                precondition(utf8[offset] & 0xC0 != 0x80, "a span boundary inside a character")
            }
            precondition(!span.attributes.isPlain, "a span that styles nothing")
            if let link = span.attributes.link { precondition(styled.links.indices.contains(link), "a span's link") }
            end = span.range.upperBound
        }
        for href in styled.links {
            precondition(!href.isEmpty && href.utf8.count <= MarkupLimits.href, "an href out of bounds")
        }
    }
}
