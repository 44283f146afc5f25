import ToastCore

/// Draws one toast in its own coordinates (origin at its top-left, before the layer transform):
/// shadow, rounded background, border, icon, title, message, count badge, action button.
struct ToastPainter {
    let cairo: CairoContext
    let text: TextPainter
    let shadows: ShadowCache
    let images: ImageCache
    let appearance: Appearance
    let pixelScale: Double

    func draw(_ layer: ToastLayer) throws {
        let style = layer.content.style
        let layout = layer.layout
        let shape = Rect(origin: .zero, size: layer.frame.size)
        let foreground = style.foreground.resolved(for: appearance)

        if let shadow = style.shadow {
            try shadows.draw(
                shadow, color: shadow.color.resolved(for: appearance), cornerRadius: style.cornerRadius,
                frame: layer.frame, transform: layer.transform, pixelScale: pixelScale, on: cairo)
        }
        cairo.fillRoundedRectangle(shape, radius: style.cornerRadius, color: style.background.resolved(for: appearance))
        if let border = style.border, border.width > 0 {
            let inset = border.width / 2
            cairo.roundedRectangle(shape.outset(by: -inset), radius: max(style.cornerRadius - inset, 0))
            cairo.setLineWidth(border.width)
            cairo.setSource(border.color.resolved(for: appearance))
            cairo.stroke()
        }
        if let icon = layer.content.icon, let box = layout.iconFrame {
            switch icon {
            case .emoji(let string): text.drawEmoji(string, in: box, color: foreground, on: cairo)
            case .image(let path): try drawImage(path, in: box)
            }
        }
        if let title = layer.content.title, let frame = layout.titleFrame {
            let block = TextBlock(
                text: title, font: style.titleFont, width: frame.width, maxLines: 2,
                alignment: layout.alignment)
            text.draw(block, at: frame.origin, color: foreground, on: cairo)
        }
        let message = TextBlock(
            text: layer.content.message, font: style.font, width: layout.messageFrame.width,
            maxLines: style.maxLines, alignment: layout.alignment)
        text.draw(message, at: layout.messageFrame.origin, color: foreground, on: cairo)
        if let badge = layout.badgeText, let frame = layout.badgeFrame {
            drawBadge(badge, in: frame, style: style, foreground: foreground)
        }
        if let action = layer.content.action, let frame = layout.actionFrame {
            drawAction(action.title, in: frame, style: style.action)
        }
    }

    /// An image icon, scaled to fit `box` (aspect kept) and centred.
    private func drawImage(_ path: String, in box: Rect) throws {
        let image = try images.image(at: path)
        guard image.width > 0, image.height > 0 else { return }
        let fit = min(box.width / Double(image.width), box.height / Double(image.height))
        cairo.saved {
            cairo.translate(box.midX - Double(image.width) * fit / 2, box.midY - Double(image.height) * fit / 2)
            cairo.scale(fit, fit)
            cairo.rectangle(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
            cairo.setSource(image, x: 0, y: 0)
            cairo.fill()
        }
    }

    /// The duplicate count ("×3"): the text on a pill of the foreground colour at low opacity.
    private func drawBadge(_ badge: String, in frame: Rect, style: ToastStyle, foreground: RGBA) {
        cairo.fillRoundedRectangle(frame, radius: frame.height / 2, color: foreground.withAlpha(foreground.alpha * 0.2))
        let block = TextBlock(
            text: badge, font: style.font, width: max(frame.width - 12, 1), maxLines: 1,
            alignment: .center)
        text.draw(block, at: Point(x: frame.minX + 6, y: frame.minY + 2), color: foreground, on: cairo)
    }

    /// The action button: its background (when not clear) and its title, inside its padding.
    private func drawAction(_ title: String, in frame: Rect, style: ActionButtonStyle) {
        let background = style.background.resolved(for: appearance)
        if background.alpha > 0 { cairo.fillRoundedRectangle(frame, radius: style.cornerRadius, color: background) }
        let block = TextBlock(
            text: title, font: style.font, width: max(frame.width - style.padding.horizontal, 1),
            maxLines: 1, alignment: .center)
        text.draw(
            block, at: Point(x: frame.minX + style.padding.left, y: frame.minY + style.padding.top),
            color: style.foreground.resolved(for: appearance), on: cairo)
    }
}
