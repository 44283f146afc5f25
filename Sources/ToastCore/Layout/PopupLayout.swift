/// A popup laid out: its card on screen and, relative to the card, everything to draw (in
/// drawing order) and the buttons' touch areas.
public struct PopupLayout: Sendable, Hashable {
    /// The card, in screen points.
    public var frame: Rect
    /// What to draw, bottom to top, relative to `frame`.
    public var primitives: [Primitive]
    /// One touch area per button, in the order they are drawn (mirrored right to left).
    public var hitRegions: [HitRegion]

    /// The buttons' frames, relative to `frame`, in drawing order.
    public var buttonFrames: [Rect] { hitRegions.map(\.visibleFrame) }

    /// The area the card may paint in its own coordinates (see `ToastLayout.extent`).
    public func extent(reach: (Shadow) -> Double, includesShadow: (Shadow) -> Bool) -> Rect {
        primitives.extent(of: frame.size, reach: reach, includesShadow: includesShadow)
    }

    /// The first text run with `role`, if any.
    public func text(_ role: PrimitiveRole) -> TextRun? {
        for case .text(let run, role) in primitives { return run }
        return nil
    }
}

extension ToastLayoutEngine {
    /// Lays a popup out, centred in the part of `screen` above the keyboard: the card, the
    /// centred title and description, and the buttons (side by side, or stacked when vertical).
    public func layout(_ popup: Popup, style: PopupStyle, on screen: Screen) -> PopupLayout {
        let width = min(style.maxWidth, screen.size.width - 2 * style.horizontalMargin)
        let inner = width - style.padding.horizontal
        var primitives: [Primitive] = []
        var y = style.padding.top
        let title = measurer.measure(
            popup.title, font: style.titleFont, maxWidth: inner, maxLines: LayoutMetrics.popupTitleMaxLines)
        primitives.append(
            .text(
                TextRun(
                    text: popup.title, font: style.titleFont,
                    frame: Rect(x: style.padding.left, y: y, width: inner, height: title.size.height),
                    maxLines: LayoutMetrics.popupTitleMaxLines, alignment: .center, color: style.titleColor,
                    measurement: title), .title))
        y += title.size.height
        if let text = popup.description {
            let lines = LayoutMetrics.popupDescriptionMaxLines
            let description = measurer.measure(text, font: style.descriptionFont, maxWidth: inner, maxLines: lines)
            y += LayoutMetrics.popupDescriptionSpacing
            primitives.append(
                .text(
                    TextRun(
                        text: text, font: style.descriptionFont,
                        frame: Rect(x: style.padding.left, y: y, width: inner, height: description.size.height),
                        maxLines: lines, alignment: .center, color: style.descriptionColor,
                        measurement: description), .description))
            y += description.size.height
        }
        y += LayoutMetrics.popupButtonsSpacing
        var frames: [Rect] = []
        if popup.axis == .horizontal || popup.buttons.count == 1 {
            let count = Double(popup.buttons.count)
            let w = (inner - style.buttonSpacing * (count - 1)) / count
            for i in popup.buttons.indices {
                frames.append(
                    Rect(
                        x: style.padding.left + Double(i) * (w + style.buttonSpacing), y: y,
                        width: w, height: style.buttonHeight))
            }
            y += style.buttonHeight
        } else {
            for i in popup.buttons.indices {
                if i > 0 { y += style.buttonSpacing / 2 }
                frames.append(Rect(x: style.padding.left, y: y, width: inner, height: style.buttonHeight))
                y += style.buttonHeight
            }
        }
        var buttons = Array(zip(popup.buttons, frames).enumerated())
        if screen.isRightToLeft {
            buttons = buttons.map { ($0.offset, ($0.element.0, $0.element.1.mirrored(inWidth: width))) }.reversed()
        }
        var hits: [HitRegion] = []
        for (index, (button, frame)) in buttons {
            let primary = button.role == .primary
            let fill = primary ? style.primaryBackground : style.secondaryBackground
            primitives.append(
                .box(BoxPrimitive(frame: frame, fill: fill, cornerRadius: style.buttonCornerRadius), .button(index)))
            let box = frame.inset(by: EdgeInsets(vertical: 0, horizontal: LayoutMetrics.popupButtonTitleInset))
            let label = measurer.measure(button.title, font: style.buttonFont, maxWidth: box.width, maxLines: 1)
            primitives.append(
                .text(
                    TextRun(
                        text: button.title, font: style.buttonFont,
                        frame: Rect(
                            x: box.minX, y: box.midY - label.size.height / 2, width: box.width,
                            height: label.size.height),
                        maxLines: 1, alignment: .center,
                        color: primary ? style.primaryForeground : style.secondaryForeground, measurement: label),
                    .buttonTitle(index)))
            hits.append(
                HitRegion(
                    actionID: button.id, visibleFrame: frame,
                    frame: frame.grown(toAtLeast: LayoutMetrics.minimumHitTarget)))
        }
        let height = y + style.padding.bottom
        let available = screen.size.height - (screen.keyboardHeight ?? 0)
        let card = Rect(x: (screen.size.width - width) / 2, y: (available - height) / 2, width: width, height: height)
        primitives.insert(
            .box(
                BoxPrimitive(
                    frame: Rect(origin: .zero, size: card.size), fill: style.background,
                    cornerRadius: style.cornerRadius, shadow: style.shadow), .background), at: 0)
        return PopupLayout(frame: card, primitives: primitives, hitRegions: hits)
    }
}
