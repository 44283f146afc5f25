/// A popup laid out: its card on screen and, relative to the card, everything to draw (in
/// drawing order) and the buttons' touch areas.
public struct PopupLayout: Sendable, Hashable {
    /// The card, in screen points.
    public var frame: Rect
    /// What to draw, bottom to top, relative to `frame`.
    public var primitives: [Primitive]
    /// One touch area per button, in the order of the popup's buttons (mirrored right to left).
    public var hitRegions: [HitRegion]

    /// The buttons' frames, relative to `frame`, in the order of the popup's buttons.
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
    /// Lays a popup out, centred in the part of `screen` above the keyboard: the card, and
    /// inside its padding the popup's tree (`LayoutNode.popup`) through the same measuring and
    /// placing as a toast's, mirrored on a right-to-left screen.
    public func layout(_ popup: Popup, style: PopupStyle, on screen: Screen) -> PopupLayout {
        let width = min(style.maxWidth, screen.size.width - 2 * style.horizontalMargin)
        let inner = width - style.padding.horizontal
        let tree = NodeLayout(
            source: LayoutSource(popup, style: style), rightToLeft: screen.isRightToLeft, measurer: measurer)
        let root = tree.measure(.popup(popup, style: style), proposal: inner)
        let contentHeight = root?.size.height ?? 0
        let height = style.padding.top + contentHeight + style.padding.bottom
        var primitives: [Primitive] = [
            .box(
                BoxPrimitive(
                    frame: Rect(x: 0, y: 0, width: width, height: height), fill: style.background,
                    cornerRadius: style.cornerRadius, shadow: style.shadow), .background)
        ]
        var hits: [HitRegion] = []
        var links: [LinkRegion] = []  // a popup's texts are plain
        if let root {
            let rect = Rect(x: style.padding.left, y: style.padding.top, width: inner, height: contentHeight)
            tree.place(root, in: rect, into: &primitives, hits: &hits, links: &links)
            hits = hits.separated()
        }
        if screen.isRightToLeft {
            primitives = primitives.map { $0.mirrored(inWidth: width) }
            hits = hits.map { $0.mirrored(inWidth: width) }
        }
        let available = screen.size.height - (screen.keyboardHeight ?? 0)
        let card = Rect(x: (screen.size.width - width) / 2, y: (available - height) / 2, width: width, height: height)
        return PopupLayout(frame: card, primitives: primitives, hitRegions: hits)
    }
}
