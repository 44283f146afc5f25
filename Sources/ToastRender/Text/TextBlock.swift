import ToastCore

/// A piece of text as it is set: the string, its font, the width it wraps at (between words,
/// Korean ones included, then inside a word too wide for a line), its line limit and alignment. The single place that turns these into Pango settings, used by
/// `PangoMeasurer` (to measure) and by the painters (to draw), so that both always agree.
struct TextBlock: Hashable {
    var text: String
    var font: FontSpec
    /// The wrap width in points.
    var width: Double
    /// The most lines before "…"; 0 for no limit.
    var maxLines: Int
    var alignment: PhysicalAlignment
    /// Rich text's styled stretches (UTF-8 offsets in `text`); empty for plain text.
    var styles: [TextStyleRun] = []

    /// Configures `layout` for this block on `context`.
    func apply(to layout: TextLayout, in context: TextContext) {
        layout.setFont(context.description(for: font))
        layout.setWrapsWordsThenCharacters()
        layout.setAlignment(alignment, swapped: false)
        let paragraph = Self.singleParagraph(text)
        let runs = Self.moved(styles, in: text, changed: paragraph != text)
        let words = Self.unbrokenWords(of: paragraph, runs: runs, width: width, on: layout)
        layout.setWidth(width)
        layout.setMaxLines(maxLines)
        layout.setAttributes(runs, unbroken: words)
        layout.setText(paragraph)
        layout.wasCutAtLineBreak = false
        // On the last line Pango ignores line separators (it runs the rest of the text on, and
        // only ellipsizes what does not fit): cut the text at the first separator of the last
        // line and end it with "…" (Pango then shortens that line further if "…" does not fit).
        if maxLines > 0, paragraph != text, layout.lineCount >= maxLines {
            let utf8 = Array(paragraph.utf8)
            let last = layout.lastLineRange.clamped(to: 0..<utf8.count)
            if let cut = Self.firstLineSeparator(in: utf8, last) {
                layout.setText(String(decoding: utf8[..<cut], as: UTF8.self) + "…")
                layout.wasCutAtLineBreak = true
            }
        }
        // The alignment is physical, but Pango mirrors left and right in right-to-left
        // paragraphs: undo that (it does not change the size, only where lines sit).
        if alignment != .center, layout.isRightToLeft { layout.setAlignment(alignment, swapped: true) }
    }

    /// The words of `paragraph` no line may break inside: its Hangul words (``HangulWords``)
    /// that fit on a line `width` wide, each measured alone on `layout` (unwrapped, with `runs`).
    /// A word wider than the line is left out, so that it still breaks between characters
    /// rather than running past the edge.
    private static func unbrokenWords(
        of paragraph: String, runs: [TextStyleRun], width: Double, on layout: TextLayout
    ) -> [Range<Int>] {
        let words = HangulWords.ranges(in: paragraph)
        guard !words.isEmpty else { return [] }
        layout.setWidth(nil)
        layout.setMaxLines(0)
        layout.setAttributes(runs, unbroken: [])
        layout.setText(paragraph)
        return words.filter { word in layout.rectangles(of: word).reduce(0) { $0 + $1.width } <= width }
    }

    /// `text` with its line breaks turned into U+2028 LINE SEPARATOR: still a new line, but one
    /// paragraph, because Pango's line limit (`pango_layout_set_height(-n)`) counts lines per
    /// paragraph and the limit is meant for the whole text.
    static func singleParagraph(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for character in text {
            if character.isNewline { result.unicodeScalars.append("\u{2028}") } else { result.append(character) }
        }
        return result
    }

    /// `styles` with their offsets moved to what ``singleParagraph(_:)`` made of `text` (each
    /// line feed, one byte, became a three-byte U+2028).
    static func moved(_ styles: [TextStyleRun], in text: String, changed: Bool) -> [TextStyleRun] {
        guard changed, !styles.isEmpty else { return styles }
        var shift: [Int] = []  // shift[i]: bytes added before offset i
        shift.reserveCapacity(text.utf8.count + 1)
        var added = 0
        for byte in text.utf8 {
            shift.append(added)
            if byte == 0x0A { added += 2 }
        }
        shift.append(added)
        func moved(_ offset: Int) -> Int { offset + shift[min(max(offset, 0), shift.count - 1)] }
        return styles.map {
            var run = $0
            run.range = moved($0.range.lowerBound)..<moved($0.range.upperBound)
            return run
        }
    }

    /// The UTF-8 ranges in the set text of `range` in `text` (moved past the line separators).
    func settled(_ range: Range<Int>) -> Range<Int> {
        let probe = TextStyleRun(
            TextSpan(range: range, attributes: TextAttributes()), appearance: nil)
        let paragraph = Self.singleParagraph(text)
        return Self.moved([probe], in: text, changed: paragraph != text)[0].range
    }

    /// The offset of the first U+2028 (E2 80 A8) in `utf8[range]` that has text after it, if any.
    private static func firstLineSeparator(in utf8: [UInt8], _ range: Range<Int>) -> Int? {
        for i in range where i + 3 < utf8.count {
            if utf8[i] == 0xE2 && utf8[i + 1] == 0x80 && utf8[i + 2] == 0xA8 { return i }
        }
        return nil
    }

    /// The measurement the core expects: the logical size, line count and whether the text was cut.
    static func measurement(of layout: TextLayout) -> TextMeasurement {
        TextMeasurement(size: layout.size, lineCount: layout.lineCount, isTruncated: layout.isTruncated)
    }
}
