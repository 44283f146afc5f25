import ToastCore

/// Draws a popup: the backdrop over the whole screen, and the card in its own coordinates
/// (shadow, background, centred title and description, buttons: primary filled, secondary plain).
struct PopupPainter {
    let cairo: CairoContext
    let text: TextPainter
    let shadows: ShadowCache
    let appearance: Appearance
    let pixelScale: Double

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

    /// The card, with the origin at its top-left.
    func drawCard(_ popup: PopupLayer) throws(CairoStatus) {
        let style = popup.style
        let layout = popup.layout
        let shape = Rect(origin: .zero, size: layout.frame.size)
        if let shadow = style.shadow {
            try shadows.draw(
                shadow, color: shadow.color.resolved(for: appearance), cornerRadius: style.cornerRadius,
                frame: layout.frame, transform: popup.transform, pixelScale: pixelScale, on: cairo)
        }
        cairo.fillRoundedRectangle(shape, radius: style.cornerRadius, color: style.background.resolved(for: appearance))
        let title = TextBlock(
            text: popup.popup.title, font: style.titleFont, width: layout.titleFrame.width,
            maxLines: 4, alignment: .center)
        text.draw(title, at: layout.titleFrame.origin, color: style.titleColor.resolved(for: appearance), on: cairo)
        if let description = popup.popup.description, let frame = layout.descriptionFrame {
            let block = TextBlock(
                text: description, font: style.descriptionFont, width: frame.width, maxLines: 6,
                alignment: .center)
            text.draw(block, at: frame.origin, color: style.descriptionColor.resolved(for: appearance), on: cairo)
        }
        for (button, frame) in zip(popup.popup.buttons, layout.buttonFrames) {
            let primary = button.role == .primary
            let fill = (primary ? style.primaryBackground : style.secondaryBackground).resolved(for: appearance)
            if fill.alpha > 0 { cairo.fillRoundedRectangle(frame, radius: style.buttonCornerRadius, color: fill) }
            let foreground = (primary ? style.primaryForeground : style.secondaryForeground).resolved(for: appearance)
            text.drawLine(
                button.title, font: style.buttonFont, in: frame.inset(by: EdgeInsets(vertical: 0, horizontal: 8)),
                alignment: .center, color: foreground, on: cairo)
        }
    }
}
