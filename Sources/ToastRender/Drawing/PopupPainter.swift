import ToastCore

/// The popup's dimmed backdrop over the whole screen (the card itself is primitives, drawn by
/// `PrimitivePainter`).
struct PopupPainter {
    let cairo: CairoContext

    /// The backdrop colour at the layer's backdrop opacity, or `nil` when it is invisible.
    static func backdrop(of popup: PopupLayer, appearance: Appearance) -> RGBA? {
        let color = popup.style.backdrop.resolved(for: appearance)
        let alpha = color.alpha * min(max(popup.backdropOpacity, 0), 1)
        return alpha > 0 ? color.withAlpha(alpha) : nil
    }

    /// Paints the backdrop over everything drawn so far (call with the clip of the repaint).
    func drawBackdrop(_ color: RGBA, screen: Screen) {
        cairo.rectangle(screen.bounds)
        cairo.setSource(color)
        cairo.fill()
    }
}
