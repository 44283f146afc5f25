/// Where the parts of a popup go: its frame on screen and, relative to that frame, the title,
/// the description and the buttons.
public struct PopupLayout: Sendable, Hashable {
    /// The card, in screen points.
    public var frame: Rect
    /// The title's frame, relative to `frame`.
    public var titleFrame: Rect
    /// The title's lines as measured.
    public var title: TextMeasurement
    /// The description's frame, relative to `frame`, when there is a description.
    public var descriptionFrame: Rect?
    /// The description's lines as measured, when there is a description.
    public var description: TextMeasurement?
    /// One frame per button, relative to `frame`, in the order they are drawn (mirrored right to left).
    public var buttonFrames: [Rect]
}

extension ToastLayoutEngine {
    /// Lays a popup out, centred in the part of `screen` above the keyboard.
    public func layout(_ popup: Popup, style: PopupStyle, on screen: Screen) -> PopupLayout {
        let width = min(style.maxWidth, screen.size.width - 2 * style.horizontalMargin)
        let inner = width - style.padding.horizontal
        let title = measurer.measure(popup.title, font: style.titleFont, maxWidth: inner, maxLines: 4)
        var y = style.padding.top
        let titleFrame = Rect(x: style.padding.left, y: y, width: inner, height: title.size.height)
        y += title.size.height
        let description = popup.description.map {
            measurer.measure($0, font: style.descriptionFont, maxWidth: inner, maxLines: 6)
        }
        var descriptionFrame: Rect?
        if let description {
            y += 6
            descriptionFrame = Rect(x: style.padding.left, y: y, width: inner, height: description.size.height)
            y += description.size.height
        }
        y += 20
        var buttons: [Rect] = []
        if popup.axis == .horizontal || popup.buttons.count == 1 {
            let count = Double(popup.buttons.count)
            let w = (inner - style.buttonSpacing * (count - 1)) / count
            for i in popup.buttons.indices {
                buttons.append(
                    Rect(
                        x: style.padding.left + Double(i) * (w + style.buttonSpacing), y: y,
                        width: w, height: style.buttonHeight))
            }
            y += style.buttonHeight
        } else {
            for i in popup.buttons.indices {
                if i > 0 { y += style.buttonSpacing / 2 }
                buttons.append(Rect(x: style.padding.left, y: y, width: inner, height: style.buttonHeight))
                y += style.buttonHeight
            }
        }
        if screen.isRightToLeft { buttons = buttons.map { $0.mirrored(inWidth: width) }.reversed() }
        let height = y + style.padding.bottom
        let available = screen.size.height - (screen.keyboardHeight ?? 0)
        let frame = Rect(x: (screen.size.width - width) / 2, y: (available - height) / 2, width: width, height: height)
        return PopupLayout(
            frame: frame, titleFrame: titleFrame, title: title,
            descriptionFrame: descriptionFrame, description: description, buttonFrames: buttons)
    }
}
