import ToastCore

/// A piece of text as it is set: the string, its font, the width it wraps at, its line limit
/// and alignment. The single place that turns these into Pango settings, used by
/// `PangoMeasurer` (to measure) and by the painters (to draw), so that both always agree.
struct TextBlock: Hashable {
    var text: String
    var font: FontSpec
    /// The wrap width in points.
    var width: Double
    /// The most lines before "…"; 0 for no limit.
    var maxLines: Int
    var alignment: PhysicalAlignment

    /// Configures `layout` for this block on `context`.
    func apply(to layout: TextLayout, in context: TextContext) {
        layout.setFont(context.description(for: font))
        layout.setWidth(width)
        layout.setWrapsWordsThenCharacters()
        layout.setMaxLines(maxLines)
        layout.setAlignment(alignment, swapped: false)
        let paragraph = Self.singleParagraph(text)
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
