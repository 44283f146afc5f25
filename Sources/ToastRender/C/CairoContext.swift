import CPangoCairo
import ToastCore

/// An owned Cairo drawing context (`cairo_t`) on an `ImageSurface`. Every Cairo call the
/// painters make goes through a method here; each names the C function it wraps. Cairo latches
/// the first error in the context, so drawing calls do not throw: `check(_:)` reads the latch.
final class CairoContext {
    let pointer: OpaquePointer
    /// Kept alive for as long as the context draws on it.
    let surface: ImageSurface

    /// `cairo_create` on `surface`.
    /// - Throws: `CairoStatus` when the context cannot be made.
    init(surface: ImageSurface) throws(CairoStatus) {
        self.pointer = try CairoStatus.checked(
            cairo_create(surface.pointer), function: "cairo_create", status: cairo_status, destroy: cairo_destroy)
        self.surface = surface
    }

    deinit { cairo_destroy(pointer) }

    /// `cairo_status`: throws the error latched by an earlier call, naming `step`.
    func check(_ step: @autoclosure () -> String) throws(CairoStatus) {
        let status = cairo_status(pointer)
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw CairoStatus(code: Int(status.rawValue), function: step())
    }

    // MARK: State

    /// `cairo_save`.
    func save() { cairo_save(pointer) }
    /// `cairo_restore`.
    func restore() { cairo_restore(pointer) }

    /// `cairo_save`, `body`, `cairo_restore`.
    func saved<R>(_ body: () throws -> R) rethrows -> R {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        return try body()
    }

    /// `cairo_translate`.
    func translate(_ dx: Double, _ dy: Double) { cairo_translate(pointer, dx, dy) }
    /// `cairo_scale`.
    func scale(_ sx: Double, _ sy: Double) { cairo_scale(pointer, sx, sy) }
    /// `cairo_rotate` (radians, clockwise on screen).
    func rotate(_ radians: Double) { cairo_rotate(pointer, radians) }
    /// `cairo_identity_matrix`.
    func identityMatrix() { cairo_identity_matrix(pointer) }

    /// `cairo_set_operator`: `true` for `CAIRO_OPERATOR_SOURCE` (replace), `false` for `OVER`.
    func setOperator(replacing: Bool) {
        cairo_set_operator(pointer, replacing ? CAIRO_OPERATOR_SOURCE : CAIRO_OPERATOR_OVER)
    }

    /// `cairo_set_line_width`.
    func setLineWidth(_ width: Double) { cairo_set_line_width(pointer, width) }

    /// `cairo_set_line_cap` with `CAIRO_LINE_CAP_ROUND` (`true`) or `BUTT`.
    func setRoundLineCaps(_ round: Bool) {
        cairo_set_line_cap(pointer, round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(pointer, round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
    }

    /// `cairo_set_font_options`.
    func setFontOptions(_ options: FontOptions) { cairo_set_font_options(pointer, options.pointer) }

    // MARK: Paths

    /// `cairo_new_path`.
    func newPath() { cairo_new_path(pointer) }
    /// `cairo_move_to`.
    func move(to x: Double, _ y: Double) { cairo_move_to(pointer, x, y) }
    /// `cairo_line_to`.
    func line(to x: Double, _ y: Double) { cairo_line_to(pointer, x, y) }
    /// `cairo_arc` (angles in radians, clockwise in screen space).
    func arc(centre x: Double, _ y: Double, radius: Double, from start: Double, to end: Double) {
        cairo_arc(pointer, x, y, radius, start, end)
    }
    /// `cairo_close_path`.
    func closePath() { cairo_close_path(pointer) }
    /// `cairo_rectangle`.
    func rectangle(_ rect: Rect) { cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height) }

    // MARK: Sources

    /// `cairo_set_source_rgba` with straight-alpha components.
    func setSource(_ color: RGBA) { cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha) }

    /// `cairo_set_source_surface`, then `cairo_pattern_set_filter` (`CAIRO_FILTER_GOOD` when
    /// `smooth`, else `CAIRO_FILTER_NEAREST`) on the new source pattern.
    func setSource(_ image: ImageSurface, x: Double, y: Double, smooth: Bool = true) {
        cairo_set_source_surface(pointer, image.pointer, x, y)
        cairo_pattern_set_filter(cairo_get_source(pointer), smooth ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
    }

    // MARK: Drawing

    /// `cairo_fill`.
    func fill() { cairo_fill(pointer) }
    /// `cairo_stroke`.
    func stroke() { cairo_stroke(pointer) }
    /// Clears the whole surface to transparent (`CAIRO_OPERATOR_CLEAR`, `cairo_paint`, the
    /// operator restored): Cairo then marks the surface clear, as a new one.
    func clear() {
        cairo_save(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_CLEAR)
        cairo_paint(pointer)
        cairo_restore(pointer)
    }

    /// `cairo_paint`.
    func paint() { cairo_paint(pointer) }
    /// `cairo_paint_with_alpha`.
    func paint(alpha: Double) { cairo_paint_with_alpha(pointer, alpha) }
    /// `cairo_mask_surface`: paints the current source through the alpha of `mask` placed at (x, y).
    func mask(_ mask: ImageSurface, x: Double, y: Double) { cairo_mask_surface(pointer, mask.pointer, x, y) }

    /// `cairo_mask` with a surface pattern sampled nearest-neighbour (`cairo_pattern_create_for_surface`,
    /// `cairo_pattern_set_filter(CAIRO_FILTER_NEAREST)`): for smooth masks (blurred shadows) drawn
    /// under a scale, where filtering cannot be seen and costs several times more.
    func maskNearest(_ mask: ImageSurface) {
        guard let pattern = cairo_pattern_create_for_surface(mask.pointer) else { return }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_mask(pointer, pattern)
        cairo_pattern_destroy(pattern)
    }

    // MARK: Clipping

    /// `cairo_clip`: intersects the clip with the current path (and clears the path).
    func clip() { cairo_clip(pointer) }
    // MARK: Text

    /// `pango_cairo_show_layout`: draws `layout` with its top-left corner at the current point.
    func show(_ layout: TextLayout, at x: Double, _ y: Double) {
        cairo_move_to(pointer, x, y)
        pango_cairo_show_layout(pointer, layout.pointer)
    }
}
