/// The inside of one toast, in points relative to its top-left corner: where the icon, the
/// text, the count badge and the action button go. Mirrored for right-to-left screens.
public struct ToastLayout: Sendable, Hashable {
    /// The horizontal alignment of text inside its frame, after resolving `natural`.
    public enum PhysicalAlignment: String, Sendable, Hashable { case left, center, right }

    /// The toast's outer size.
    public var size: Size
    /// The icon's square box, when there is an icon.
    public var iconFrame: Rect?
    /// The title's frame, when there is a title.
    public var titleFrame: Rect?
    /// The title's lines as measured, when there is a title.
    public var title: TextMeasurement?
    /// The message's frame.
    public var messageFrame: Rect
    /// The message's lines as measured.
    public var message: TextMeasurement
    /// "×3" when duplicates were coalesced.
    public var badgeText: String?
    /// The count badge's frame, when there is a badge.
    public var badgeFrame: Rect?
    /// The action button's frame, when there is an action.
    public var actionFrame: Rect?
    /// The action's touch area: its frame grown to at least 44×44 pt (the hit target).
    public var actionHitFrame: Rect?
    /// How text lines up, after `natural`, `leading` and `trailing` are resolved for the reading direction.
    public var alignment: PhysicalAlignment
    /// Whether the frames were mirrored for a right-to-left screen.
    public var isRightToLeft: Bool
}

/// Lays toasts out on a screen. Text sizes come from the injected `TextMeasurer`.
public struct ToastLayoutEngine: Sendable {
    /// Measures text for every layout.
    public let measurer: any TextMeasurer

    /// Creates an engine that measures text with `measurer`.
    public init(measurer: any TextMeasurer) {
        self.measurer = measurer
    }

    /// The widest a toast with `style` may be on `screen`.
    public func maxWidth(_ style: ToastStyle, on screen: Screen) -> Double {
        min(
            style.maxWidth.resolve(screenWidth: screen.size.width),
            screen.size.width - 2 * style.margins.horizontal)
    }

    /// The inner layout of `content` shown with a duplicate `count` on `screen`.
    public func layout(_ content: ToastContent, count: Int = 1, on screen: Screen) -> ToastLayout {
        let style = content.style
        let maxOuter = maxWidth(style, on: screen)
        let innerMax = max(1, maxOuter - style.padding.horizontal)
        let iconAdvance = content.icon == nil ? 0 : style.iconSize + style.iconSpacing

        let badgeText = count > 1 ? "×\(count)" : nil
        let badgeSize = badgeText.map { text -> Size in
            let m = measurer.measure(text, font: style.font, maxWidth: innerMax, maxLines: 1)
            return Size(width: m.size.width + 12, height: m.size.height + 4)
        }
        let badgeAdvance = badgeSize.map { $0.width + 8 } ?? 0

        let actionSize = content.action.map { action -> Size in
            let m = measurer.measure(action.title, font: style.action.font, maxWidth: innerMax / 2, maxLines: 1)
            return Size(
                width: m.size.width + style.action.padding.horizontal,
                height: m.size.height + style.action.padding.vertical)
        }
        let actionAdvance = actionSize.map { $0.width + style.action.spacing } ?? 0

        let textMax = max(1, innerMax - iconAdvance - badgeAdvance - actionAdvance)
        let title = content.title.map { measurer.measure($0, font: style.titleFont, maxWidth: textMax, maxLines: 2) }
        let message = measurer.measure(content.message, font: style.font, maxWidth: textMax, maxLines: style.maxLines)
        let titleGap = title == nil ? 0 : 2.0
        var textWidth = max(title?.size.width ?? 0, message.size.width)
        let textHeight = (title?.size.height ?? 0) + titleGap + message.size.height

        let contentWidth = iconAdvance + textWidth + badgeAdvance + actionAdvance
        let width = style.fillsWidth ? maxOuter : min(maxOuter, contentWidth + style.padding.horizontal)
        if style.fillsWidth { textWidth = textMax }
        let innerHeight = max(
            content.icon == nil ? 0 : style.iconSize, textHeight,
            actionSize?.height ?? 0, badgeSize?.height ?? 0)
        let height = max(style.minHeight, innerHeight + style.padding.vertical)
        let midY = style.padding.top + (height - style.padding.vertical) / 2

        var x = style.padding.left
        let iconFrame = content.icon.map { _ in
            Rect(x: x, y: midY - style.iconSize / 2, width: style.iconSize, height: style.iconSize)
        }
        x += iconAdvance
        let textTop = midY - textHeight / 2
        let titleFrame = title.map { Rect(x: x, y: textTop, width: textWidth, height: $0.size.height) }
        let messageFrame = Rect(
            x: x, y: textTop + (title?.size.height ?? 0) + titleGap,
            width: textWidth, height: message.size.height)
        x += textWidth
        let badgeFrame = badgeSize.map { Rect(x: x + 8, y: midY - $0.height / 2, width: $0.width, height: $0.height) }
        let actionFrame = actionSize.map {
            Rect(x: width - style.padding.right - $0.width, y: midY - $0.height / 2, width: $0.width, height: $0.height)
        }
        let hitFrame = actionFrame.map { frame -> Rect in
            let w = max(44, frame.width), h = max(44, frame.height)
            return Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
        }

        var layout = ToastLayout(
            size: Size(width: width, height: height), iconFrame: iconFrame, titleFrame: titleFrame, title: title,
            messageFrame: messageFrame, message: message, badgeText: badgeText, badgeFrame: badgeFrame,
            actionFrame: actionFrame, actionHitFrame: hitFrame,
            alignment: Self.physical(style.textAlignment, rightToLeft: screen.isRightToLeft),
            isRightToLeft: screen.isRightToLeft)
        if screen.isRightToLeft { layout.mirror() }
        return layout
    }

    /// Where a toast of `size` sits on `screen` at `position`, before stacking and animation.
    public func frame(size: Size, position: ToastPosition, style: ToastStyle, on screen: Screen) -> Rect {
        let x = (screen.size.width - size.width) / 2
        let y: Double
        let keyboard = screen.keyboardHeight ?? 0
        switch position {
        case .top:
            y = screen.safeArea.top + style.margins.top
        case .center:
            y = (screen.size.height - keyboard - size.height) / 2
        case .bottom:
            if keyboard > screen.safeArea.bottom {
                y = screen.size.height - keyboard - style.margins.keyboard - size.height
            } else {
                y = screen.size.height - screen.safeArea.bottom - style.margins.bottom - size.height
            }
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    static func physical(_ alignment: TextAlignment, rightToLeft: Bool) -> ToastLayout.PhysicalAlignment {
        switch alignment {
        case .center: .center
        case .natural, .leading: rightToLeft ? .right : .left
        case .trailing: rightToLeft ? .left : .right
        }
    }
}

extension ToastLayout {
    /// Reflects every inner frame across the toast's vertical centre line.
    mutating func mirror() {
        let w = size.width
        iconFrame = iconFrame?.mirrored(inWidth: w)
        titleFrame = titleFrame?.mirrored(inWidth: w)
        messageFrame = messageFrame.mirrored(inWidth: w)
        badgeFrame = badgeFrame?.mirrored(inWidth: w)
        actionFrame = actionFrame?.mirrored(inWidth: w)
        actionHitFrame = actionHitFrame?.mirrored(inWidth: w)
    }
}
