extension LayoutNode {
    /// The side, in points, of the largest icon or image this tree draws: each icon or image
    /// node's `width`, else `iconSize` (the style's, as the layout measures them); `nil` when the
    /// tree has no icon or image node.
    public func largestIconSide(iconSize: Double) -> Double? {
        switch element {
        case .icon, .image: return width ?? iconSize
        case .stack(_, let children): return children.compactMap { $0.largestIconSide(iconSize: iconSize) }.max()
        case .text, .badge, .button, .progress, .spacer, .spinner: return nil
        }
    }
}

extension ToastContent {
    /// The side, in points, its icon is drawn at: the largest icon or image of its layout (the
    /// seed's row without one), or the style's `iconSize` when the layout draws none. A
    /// notification server looks an icon theme's icon up at this size.
    public var iconSide: Double {
        let style = self.style
        return (style.layout ?? .row(style)).largestIconSide(iconSize: style.iconSize) ?? style.iconSize
    }
}
