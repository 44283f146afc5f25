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

    /// `content` shown with a duplicate `count` on `screen`, laid out through its style's
    /// layout tree (`LayoutNode.row` when it has none) into primitives.
    public func layout(_ content: ToastContent, count: Int = 1, on screen: Screen) -> ToastLayout {
        let style = content.style
        let maxOuter = maxWidth(style, on: screen)
        let innerMax = max(1, maxOuter - style.padding.horizontal)
        let tree = NodeLayout(
            source: LayoutSource(content, count: count), rightToLeft: screen.isRightToLeft, measurer: measurer)
        let root = tree.measure(style.layout ?? .row(style), proposal: innerMax)
        let contentSize = root?.size ?? Size(width: 0, height: 0)
        let width = style.fillsWidth ? maxOuter : min(maxOuter, contentSize.width + style.padding.horizontal)
        let height = max(style.minHeight, contentSize.height + style.padding.vertical)
        let size = Size(width: width, height: height)

        var primitives: [Primitive] = [
            .box(
                BoxPrimitive(
                    frame: Rect(origin: .zero, size: size), fill: style.background,
                    cornerRadius: style.cornerRadius, border: style.border, shadow: style.shadow),
                .background)
        ]
        if let material = style.material {
            primitives.insert(
                .material(
                    MaterialPrimitive(
                        frame: Rect(origin: .zero, size: size), cornerRadius: style.cornerRadius, material: material),
                    .backdrop), at: 0)
        }
        var hits: [HitRegion] = []
        var links: [LinkRegion] = []
        if let root {
            let clamped = style.fillsWidth || contentSize.width + style.padding.horizontal > maxOuter
            let innerWidth = clamped ? width - style.padding.horizontal : contentSize.width
            let rect = Rect(
                x: style.padding.left, y: style.padding.top, width: innerWidth,
                height: height - style.padding.vertical)
            tree.place(root, in: rect, into: &primitives, hits: &hits, links: &links)
            hits = hits.separated()
        }
        if screen.isRightToLeft {
            primitives = primitives.map { $0.mirrored(inWidth: width) }
            hits = hits.map { $0.mirrored(inWidth: width) }
            links = links.map { $0.mirrored(inWidth: width) }
        }
        return ToastLayout(
            size: size, primitives: primitives, hitRegions: hits, isRightToLeft: screen.isRightToLeft, links: links)
    }

    /// Where a toast of `size` sits on `screen` at `position`, before stacking and animation:
    /// below the top safe area (and the navigation bar when the style keeps clear of it), centred
    /// (above the keyboard), or above the keyboard, else above the bottom safe area (and the tab
    /// bar when the style keeps clear of it). A corner sits at the top or the bottom as those do,
    /// against the leading or trailing side (mirrored under right-to-left): the horizontal margin
    /// inside that side's safe area; the others are centred.
    public func frame(size: Size, position: ToastPosition, style: ToastStyle, on screen: Screen) -> Rect {
        let x = Self.x(width: size.width, position: position, style: style, on: screen)
        let y: Double
        let keyboard = style.keepClear.contains(.keyboard) ? screen.keyboardHeight ?? 0 : 0
        switch position.verticalEdge {
        case .top:
            let top = style.keepClear.contains(.navigationBar) ? screen.navigationBarFrame.maxY : screen.safeArea.top
            y = top + style.margins.top
        case .bottom:
            if keyboard > screen.safeArea.bottom {
                y = screen.size.height - keyboard - style.margins.keyboard - size.height
            } else {
                let bottom =
                    style.keepClear.contains(.tabBar)
                    ? screen.tabBarFrame.minY : screen.size.height - screen.safeArea.bottom
                y = bottom - style.margins.bottom - size.height
            }
        default:
            y = (screen.size.height - keyboard - size.height) / 2
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The left edge of a toast `width` wide: centred, or against the physical side a corner's
    /// leading or trailing edge is on this screen.
    private static func x(width: Double, position: ToastPosition, style: ToastStyle, on screen: Screen) -> Double {
        guard let side = position.horizontalEdge else { return (screen.size.width - width) / 2 }
        let left = screen.safeArea.left + style.margins.horizontal
        let right = screen.size.width - screen.safeArea.right - style.margins.horizontal - width
        return (side == .leading) != screen.isRightToLeft ? left : right
    }

    static func physical(_ alignment: TextAlignment, rightToLeft: Bool) -> PhysicalAlignment {
        switch alignment {
        case .center: .center
        case .natural, .leading: rightToLeft ? .right : .left
        case .trailing: rightToLeft ? .left : .right
        }
    }
}
