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
}
