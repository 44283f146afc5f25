import Synchronization
import ToastCore

/// Measures text with Pango exactly as the renderer draws it: the same pinned fonts and
/// fallbacks, the same wrap width (word, then character), the same line limit with
/// `PANGO_ELLIPSIZE_END` through `pango_layout_set_height(-maxLines)`, the same font options.
/// Pass it to `Timeline` so that layout and drawing agree.
///
/// Thread-safe: measurements are serialised behind a lock (a Pango context is single-threaded).
public final class PangoMeasurer: TextMeasurer {
    private struct State {
        let context: TextContext
        let layout: TextLayout
    }

    private let state: Mutex<State?>

    /// Creates a measurer that sets text with `fonts`, as the renderer draws it.
    /// - Parameter fonts: the pinned fonts (`FontSet.pinned()`).
    ///
    /// If Pango cannot make a FreeType font map (it always can on a system where
    /// `FontSet.pinned()` succeeded), the measurer falls back to `MonospaceMeasurer` rather than
    /// failing every layout.
    public init(fonts: FontSet) {
        // No I/O (the fonts are loaded): a missing font map is the documented monospace fallback.
        let context = try? TextContext(fonts: fonts)
        state = Mutex(context.map { State(context: $0, layout: $0.makeLayout()) })
    }

    /// The size of `text` set in `font`, wrapped at `maxWidth` points, cut with "…" after
    /// `maxLines` lines (0: no limit), as `FrameRenderer` will draw it.
    public func measure(_ text: String, font: FontSpec, maxWidth: Double, maxLines: Int) -> TextMeasurement {
        state.withLock { state in
            guard let state else {
                return MonospaceMeasurer().measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
            }
            let block = TextBlock(
                text: text, font: font, width: max(maxWidth, 0), maxLines: max(maxLines, 0),
                alignment: .left)
            block.apply(to: state.layout, in: state.context)
            return TextBlock.measurement(of: state.layout)
        }
    }

    /// The size of rich text as `FrameRenderer` draws it: bold and code runs set in their own
    /// weight and family, so a bold word is as wide here as on screen.
    public func measure(_ text: StyledText, font: FontSpec, maxWidth: Double, maxLines: Int) -> TextMeasurement {
        state.withLock { state in
            guard let state else {
                return MonospaceMeasurer().measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
            }
            let block = Self.block(text, font: font, width: maxWidth, maxLines: maxLines, alignment: .left)
            block.apply(to: state.layout, in: state.context)
            return TextBlock.measurement(of: state.layout)
        }
    }

    /// Where the bytes `range` of `text` are drawn in a box `width` wide, one rectangle per line,
    /// from Pango's own line layout (`pango_layout_line_get_x_ranges`): a link's touch areas.
    public func rectangles(
        of range: Range<Int>, in text: StyledText, font: FontSpec, width: Double, maxLines: Int,
        alignment: PhysicalAlignment
    ) -> [Rect] {
        state.withLock { state in
            guard let state else {
                return MonospaceMeasurer().rectangles(
                    of: range, in: text, font: font, width: width, maxLines: maxLines, alignment: alignment)
            }
            let block = Self.block(text, font: font, width: width, maxLines: maxLines, alignment: alignment)
            block.apply(to: state.layout, in: state.context)
            return state.layout.rectangles(of: block.settled(range))
        }
    }

    /// The block of rich text the renderer draws (colours left out: they change no size).
    static func block(
        _ text: StyledText, font: FontSpec, width: Double, maxLines: Int, alignment: PhysicalAlignment
    ) -> TextBlock {
        TextBlock(
            text: text.text, font: font, width: max(width, 0), maxLines: max(maxLines, 0), alignment: alignment,
            styles: text.spans.map { TextStyleRun($0, appearance: nil) })
    }
}
