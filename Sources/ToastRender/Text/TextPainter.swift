import ToastCore

/// Draws `TextBlock`s on Cairo contexts, keeping each block's Pango layout so that a toast on
/// screen for many frames is shaped once. Also sets emoji icons to fit a box.
///
/// Not thread-safe (owned by one `FrameRenderer`).
final class TextPainter {
    let context: TextContext
    private var layouts: [TextBlock: TextLayout] = [:]
    private var emoji: [String: (layout: TextLayout, ink: Rect)] = [:]
    /// Beyond this many cached layouts the cache starts over (a renderer drawing an endless
    /// stream of different texts stays bounded).
    private let capacity = 512

    init(context: TextContext) {
        self.context = context
    }

    /// The layout of `block`, shaped once.
    func layout(_ block: TextBlock) -> TextLayout {
        if let cached = layouts[block] { return cached }
        if layouts.count >= capacity { layouts.removeAll(keepingCapacity: true) }
        let layout = context.makeLayout()
        block.apply(to: layout, in: context)
        layouts[block] = layout
        return layout
    }

    /// Draws `block` in `color` with its top-left corner at `origin`.
    func draw(_ block: TextBlock, at origin: Point, color: RGBA, on cairo: CairoContext) {
        cairo.setSource(color)
        cairo.show(layout(block), at: origin.x, origin.y)
    }

    /// Draws one line of `text` (no wrapping; "…" if wider than `width`), aligned in `box`
    /// horizontally and centred vertically. Returns the drawn width.
    @discardableResult
    func drawLine(
        _ text: String, font: FontSpec, in box: Rect, alignment: PhysicalAlignment = .left,
        color: RGBA, on cairo: CairoContext
    ) -> Double {
        let block = TextBlock(text: text, font: font, width: box.width, maxLines: 1, alignment: alignment)
        let laid = layout(block)
        let size = laid.size
        cairo.setSource(color)
        cairo.show(laid, at: box.minX, box.midY - size.height / 2)
        return size.width
    }

    /// Draws `text` (normally one emoji) in the emoji font so that its ink fills `box` (the
    /// larger side fits, centred), as the icon of a toast.
    func drawEmoji(_ text: String, in box: Rect, color: RGBA, on cairo: CairoContext) {
        let entry = emojiLayout(text)
        let ink = entry.ink
        guard ink.width > 0, ink.height > 0 else { return }
        let scale = min(box.width / ink.width, box.height / ink.height)
        cairo.saved {
            cairo.translate(box.midX, box.midY)
            cairo.scale(scale, scale)
            cairo.translate(-ink.midX, -ink.midY)
            cairo.setSource(color)  // colour glyphs ignore the source; monochrome fallbacks use it
            cairo.show(entry.layout, at: 0, 0)
        }
    }

    /// The ink box `drawEmoji` would fill for `text` at a 64 pt reference size.
    private func emojiLayout(_ text: String) -> (layout: TextLayout, ink: Rect) {
        if let cached = emoji[text] { return cached }
        let layout = context.makeLayout()
        layout.setFont(context.description(for: FontSpec(family: PinnedFonts.emojiFamily, size: 64), emoji: true))
        layout.setWidth(nil)
        layout.setMaxLines(0)
        layout.setText(text)
        let entry = (layout, layout.inkRect)
        emoji[text] = entry
        return entry
    }
}
