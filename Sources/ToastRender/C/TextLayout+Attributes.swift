import CPangoCairo
import ToastCore

/// One styled stretch of a `TextBlock`, as Pango sets it: a rich text span with its colour
/// resolved for the appearance (`nil` when measuring, where colour changes nothing).
struct TextStyleRun: Hashable {
    /// UTF-8 offsets in the text the layout is given.
    var range: Range<Int>
    var bold: Bool
    var italic: Bool
    var underline: Bool
    var strikethrough: Bool
    var code: Bool
    var color: RGBA?

    /// `span` with its colour resolved for `appearance` (`nil`: colour left out).
    init(_ span: TextSpan, appearance: Appearance?) {
        range = span.range
        bold = span.attributes.bold
        italic = span.attributes.italic
        underline = span.attributes.underline
        strikethrough = span.attributes.strikethrough
        code = span.attributes.code
        color = appearance.flatMap { span.attributes.color?.resolved(for: $0) }
    }

    /// The family list of `<code>`: Noto Sans Mono CJK (in the pinned CJK collections, so no
    /// other font file is read), then the pinned fallbacks.
    static let codeFamilies = PinnedFonts.familyList("Noto Sans Mono CJK KR")
}

extension TextLayout {
    /// Sets `runs` as the layout's attributes (`pango_attr_list_new`, `pango_attr_weight_new`,
    /// `pango_attr_style_new`, `pango_attr_underline_new`, `pango_attr_strikethrough_new`,
    /// `pango_attr_family_new`, `pango_attr_foreground_new`, `pango_attr_foreground_alpha_new`,
    /// `pango_attr_list_insert`, `pango_layout_set_attributes`), and no line break inside the
    /// UTF-8 ranges `unbroken` (`pango_attr_allow_breaks_new(FALSE)`); none for empty lists. A
    /// bold run is the base font's weight raised to bold (at least), the weight `FontSpec` calls
    /// bold.
    func setAttributes(_ runs: [TextStyleRun], unbroken: [Range<Int>]) {
        guard !runs.isEmpty || !unbroken.isEmpty else {
            pango_layout_set_attributes(pointer, nil)
            return
        }
        guard let list = pango_attr_list_new() else { return }
        defer { pango_attr_list_unref(list) }
        for range in unbroken {
            guard let attribute = pango_attr_allow_breaks_new(0) else { continue }
            attribute.pointee.start_index = UInt32(clamping: range.lowerBound)
            attribute.pointee.end_index = UInt32(clamping: range.upperBound)
            pango_attr_list_insert(list, attribute)
        }
        for run in runs {
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(clamping: run.range.lowerBound)
                attribute.pointee.end_index = UInt32(clamping: run.range.upperBound)
                pango_attr_list_insert(list, attribute)
            }
            if run.bold { insert(pango_attr_weight_new(PANGO_WEIGHT_BOLD)) }
            if run.italic { insert(pango_attr_style_new(PANGO_STYLE_ITALIC)) }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if run.strikethrough { insert(pango_attr_strikethrough_new(1)) }
            if run.code { insert(pango_attr_family_new(TextStyleRun.codeFamilies)) }
            if let color = run.color {
                func channel(_ value: Double) -> UInt16 { UInt16((min(max(value, 0), 1) * 65535).rounded()) }
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                insert(pango_attr_foreground_alpha_new(channel(color.alpha)))
            }
        }
        pango_layout_set_attributes(pointer, list)
    }

    /// The rectangles the UTF-8 bytes `range` cover, one per line they are on, in points relative
    /// to the layout's top-left corner (`pango_layout_get_iter`, `pango_layout_iter_get_line_readonly`,
    /// `pango_layout_iter_get_line_extents`, `pango_layout_line_get_x_ranges`, which follows the
    /// line's bidirectional runs: a range that a direction change splits gives its outermost extent).
    func rectangles(of range: Range<Int>) -> [Rect] {
        guard !range.isEmpty, let iter = pango_layout_get_iter(pointer) else { return [] }
        defer { pango_layout_iter_free(iter) }
        let scale = Double(tartine_pango_scale())
        var rects: [Rect] = []
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let start = Int(line.pointee.start_index)
            let end = start + Int(line.pointee.length)
            let lower = max(start, range.lowerBound), upper = min(end, range.upperBound)
            guard lower < upper else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, Int32(lower), Int32(upper), &ranges, &count)
            guard let ranges else { continue }
            defer { g_free(ranges) }
            guard count > 0 else { continue }
            var x0 = Int32.max, x1 = Int32.min
            for i in 0..<Int(count) {
                x0 = min(x0, ranges[2 * i])
                x1 = max(x1, ranges[2 * i + 1])
            }
            rects.append(
                Rect(
                    x: Double(x0) / scale, y: Double(logical.y) / scale, width: Double(x1 - x0) / scale,
                    height: Double(logical.height) / scale))
        } while pango_layout_iter_next_line(iter) != 0
        return rects
    }
}
