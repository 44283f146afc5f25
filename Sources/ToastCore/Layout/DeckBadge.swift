/// The count on the front card of a collapsed deck (the `deck` policy): a pill with "+N", N the
/// toasts behind it, over the card's trailing top corner (leading on a right-to-left screen),
/// in the card's text colour with the card's background colour for its text. Measured once
/// per toast for every count it can show; drawn as part of the layer's primitives, so the
/// renderer draws it as it draws the card.
struct DeckBadge: Sendable {
    /// The most a badge counts; more shows as "+9".
    static let maxCount = 9
    /// Points from the card's corner to the pill's centre, along each edge.
    static let cornerInset = 6.0
    /// Space between the pill's edge and its text.
    static let padding = EdgeInsets(vertical: 2, horizontal: 6)

    /// The pill and its text for counts 1…``maxCount``, relative to the layer.
    private let pills: [[Primitive]]

    /// Measures the badge of a card of `size` styled `style`.
    init(style: ToastStyle, size: Size, rightToLeft: Bool, measurer: any TextMeasurer) {
        let font = FontSpec(family: style.font.family, size: 11, weight: .semibold)
        pills = (1...Self.maxCount).map { count in
            let text = "+\(count)"
            let measured = measurer.measure(text, font: font, maxWidth: 200, maxLines: 1)
            let height = measured.size.height + Self.padding.vertical
            let width = max(height, measured.size.width + Self.padding.horizontal)
            let centerX = rightToLeft ? Self.cornerInset : size.width - Self.cornerInset
            let pill = Rect(x: centerX - width / 2, y: Self.cornerInset - height / 2, width: width, height: height)
            let run = TextRun(
                text: text, font: font,
                frame: Rect(
                    x: pill.minX + Self.padding.left, y: pill.minY + Self.padding.top,
                    width: pill.width - Self.padding.horizontal, height: measured.size.height),
                maxLines: 1, alignment: .center, color: style.background, measurement: measured)
            return [
                .box(BoxPrimitive(frame: pill, fill: style.foreground, cornerRadius: height / 2), .deckCount),
                .text(run, .deckCountText),
            ]
        }
    }

    /// The pill for `count` toasts behind (nothing below 1).
    func primitives(count: Int) -> [Primitive] {
        guard count > 0 else { return [] }
        return pills[min(count, Self.maxCount) - 1]
    }
}
