import CPangoCairo
import ToastCore

/// An owned `PangoLayout`: a paragraph of text set in a font, wrapped at a width.
final class TextLayout {
    let pointer: OpaquePointer
    /// The context is kept alive for as long as its layouts.
    private let context: TextContext

    /// `pango_layout_new`.
    init(context: TextContext) {
        self.context = context
        self.pointer = pango_layout_new(context.pointer)
    }

    deinit { tartine_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// `pango_layout_set_text` (UTF-8, explicit length).
    func setText(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { pango_layout_set_text(pointer, $0.baseAddress, Int32(utf8.count)) }
        }
    }

    /// `pango_layout_set_font_description`.
    func setFont(_ font: FontDescription) { pango_layout_set_font_description(pointer, font.pointer) }

    /// `pango_layout_set_width` (points to Pango units with `pango_units_from_double`), or -1 for none.
    func setWidth(_ width: Double?) {
        pango_layout_set_width(pointer, width.map { pango_units_from_double($0) } ?? -1)
    }

    /// `pango_layout_set_wrap(PANGO_WRAP_WORD_CHAR)`: wrap between words, inside a word only
    /// when it does not fit on a line of its own.
    func setWrapsWordsThenCharacters() { pango_layout_set_wrap(pointer, PANGO_WRAP_WORD_CHAR) }

    /// At most `maxLines` lines, the last cut with "…" (`pango_layout_set_height(-maxLines)`,
    /// `pango_layout_set_ellipsize(PANGO_ELLIPSIZE_END)`); 0 for no limit and no ellipsis.
    func setMaxLines(_ maxLines: Int) {
        if maxLines > 0 {
            pango_layout_set_ellipsize(pointer, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(pointer, -Int32(clamping: maxLines))
        } else {
            pango_layout_set_ellipsize(pointer, PANGO_ELLIPSIZE_NONE)
            pango_layout_set_height(pointer, -1)
        }
    }

    /// `pango_layout_set_alignment` (Pango swaps left and right itself for right-to-left
    /// paragraphs while `auto_dir` is on, the default).
    func setAlignment(_ alignment: PhysicalAlignment, swapped: Bool) {
        let value: PangoAlignment =
            switch alignment {
            case .left: swapped ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
            case .center: PANGO_ALIGN_CENTER
            case .right: swapped ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
            }
        pango_layout_set_alignment(pointer, value)
    }

    /// The logical size in points (`pango_layout_get_size`, Pango units / `PANGO_SCALE`).
    var size: Size {
        var width: Int32 = 0
        var height: Int32 = 0
        pango_layout_get_size(pointer, &width, &height)
        let scale = Double(tartine_pango_scale())
        return Size(width: Double(width) / scale, height: Double(height) / scale)
    }

    /// The ink rectangle in points, relative to the layout's top-left (`pango_layout_get_extents`).
    var inkRect: Rect {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(pointer, &ink, &logical)
        let scale = Double(tartine_pango_scale())
        return Rect(
            x: Double(ink.x) / scale, y: Double(ink.y) / scale,
            width: Double(ink.width) / scale, height: Double(ink.height) / scale)
    }

    /// `pango_layout_get_line_count`.
    var lineCount: Int { Int(pango_layout_get_line_count(pointer)) }

    /// `pango_layout_is_ellipsized`: whether text was cut to fit the line limit.
    var isEllipsized: Bool { pango_layout_is_ellipsized(pointer) != 0 }

    /// The UTF-8 byte range of the last line.
    var lastLineRange: Range<Int> { lineRange(lineCount - 1) }

    /// The UTF-8 byte ranges of the lines, in order.
    var lineRanges: [Range<Int>] { (0..<lineCount).map(lineRange) }

    /// The UTF-8 byte range of line `index` (`pango_layout_get_line_readonly`:
    /// `start_index ..< start_index + length`), empty past the lines.
    private func lineRange(_ index: Int) -> Range<Int> {
        guard index >= 0, let line = pango_layout_get_line_readonly(pointer, Int32(clamping: index)) else {
            return 0..<0
        }
        return Int(line.pointee.start_index)..<Int(line.pointee.start_index + line.pointee.length)
    }

    /// Set by `TextBlock.apply` when the text was cut at a line break and given its "…" there
    /// (Pango only ellipsizes inside a line).
    var wasCutAtLineBreak = false

    /// Whether text was left out, by Pango's ellipsis or at a line break.
    var isTruncated: Bool { wasCutAtLineBreak || isEllipsized }

    /// `pango_layout_get_unknown_glyphs_count`: characters no pinned font has (drawn as boxes).
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(pointer)) }

    /// Whether the first paragraph reads right to left, as Pango resolved it from its first
    /// strong character (`pango_layout_get_direction` at index 0).
    var isRightToLeft: Bool {
        pango_layout_get_direction(pointer, 0) == PANGO_DIRECTION_RTL
    }
}
