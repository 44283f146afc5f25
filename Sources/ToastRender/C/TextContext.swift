import CPangoCairo
import CPangoFT2
import ToastCore

/// An owned Pango font map and context over a `FontSet`'s private configuration, set up the
/// same way for measuring and drawing: FreeType font map (`pango_cairo_font_map_new_for_font_type`
/// with `CAIRO_FONT_TYPE_FT`) on the private `FcConfig` (`pango_fc_font_map_set_config`),
/// resolution 72 (1 pt = 1 user unit), fixed font options, unrounded glyph positions, language
/// "und" (so the environment's languages are never consulted), identity matrix (so layout does not depend on the scale it is drawn at).
///
/// Not thread-safe: one per renderer, or behind a lock.
final class TextContext {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let pointer: OpaquePointer
    private let options = FontOptions()
    private var descriptions: [FontKey: FontDescription] = [:]

    /// - Throws: `RenderError.fontconfig` if the FreeType font map is not a fontconfig one.
    init(fonts: FontSet) throws(RenderError) {
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw .fontconfig(function: "pango_cairo_font_map_new_for_font_type", detail: "no FreeType font map")
        }
        guard tartine_fc_font_map_set_config(map, fonts.configuration.pointer) != 0,
            let context = pango_font_map_create_context(map)
        else {
            tartine_object_unref(map)
            throw .fontconfig(function: "pango_fc_font_map_set_config", detail: "the font map is not fontconfig-based")
        }
        self.fontMap = map
        self.pointer = context
        pango_cairo_context_set_resolution(context, 72)
        pango_cairo_context_set_font_options(context, options.pointer)
        pango_context_set_round_glyph_positions(context, 0)
        // "und" (undetermined) names no script, so Pango takes it to cover every script and never
        // substitutes a "sample language" for a run, which it would pick from the PANGO_LANGUAGE
        // and LANGUAGE environment variables (changing, say, which Han glyph forms are used).
        pango_context_set_language(context, pango_language_from_string("und"))
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
    }

    deinit {
        descriptions.removeAll()
        tartine_object_unref(UnsafeMutableRawPointer(pointer))
        tartine_object_unref(fontMap)
    }

    /// The font options the context renders with (also set on Cairo contexts that draw its text).
    var fontOptions: FontOptions { options }

    /// The Pango font description for `font` with the pinned fallback families, made once.
    func description(for font: FontSpec, emoji: Bool = false) -> FontDescription {
        let key = FontKey(font: font, emoji: emoji)
        if let cached = descriptions[key] { return cached }
        let made = FontDescription(
            font,
            families: emoji
                ? PinnedFonts.familyList(PinnedFonts.emojiFamily) : PinnedFonts.familyList(font.family))
        descriptions[key] = made
        return made
    }

    /// A new, empty layout on this context (`pango_layout_new`).
    func makeLayout() -> TextLayout { TextLayout(context: self) }

    private struct FontKey: Hashable {
        let font: FontSpec
        let emoji: Bool
    }
}

/// An owned `PangoFontDescription`: family list, weight, style and absolute size.
final class FontDescription {
    let pointer: OpaquePointer

    /// `pango_font_description_new`, `_set_family`, `_set_weight`, `_set_style`,
    /// `_set_absolute_size` (size in points; at resolution 72 that is user units).
    init(_ font: FontSpec, families: String) {
        pointer = pango_font_description_new()
        pango_font_description_set_family(pointer, families)
        pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(font.weight.numericValue)))
        pango_font_description_set_style(pointer, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(pointer, font.size * Double(tartine_pango_scale()))
    }

    deinit { pango_font_description_free(pointer) }
}
