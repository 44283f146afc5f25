import CPangoCairo

/// Owned Cairo font options (`cairo_font_options_t`), fixed for determinism: grey antialiasing
/// (`CAIRO_ANTIALIAS_GRAY`), no hinting (`CAIRO_HINT_STYLE_NONE`), unhinted metrics
/// (`CAIRO_HINT_METRICS_OFF`), so glyph shapes and advances do not depend on the pixel scale.
final class FontOptions {
    let pointer: OpaquePointer

    /// `cairo_font_options_create`, `_set_antialias`, `_set_hint_style`, `_set_hint_metrics`,
    /// `_set_subpixel_order`.
    init() {
        // cairo_font_options_create returns a static "nil" object on allocation failure, never NULL.
        pointer = cairo_font_options_create()
        cairo_font_options_set_antialias(pointer, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(pointer, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(pointer, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(pointer, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    }

    deinit { cairo_font_options_destroy(pointer) }
}
