/// A toast's content as a small tree of stacks, text, icons and buttons, which the layout
/// engine resolves into positioned primitives. A theme, a kind or a style function sets it
/// (`layout = toast.vstack { … }`); without one a toast is `LayoutNode.row`.
///
/// A node whose content is absent (an icon on a toast without one, a title, a button without
/// its action, a badge on a toast shown once) is left out with its margin, and a stack left
/// empty goes with it.
public struct LayoutNode: Sendable, Hashable {
    /// What a node is.
    public enum Element: Sendable, Hashable {
        /// Children side by side (`horizontal`) or one above the other (`vertical`).
        case stack(Axis, [LayoutNode])
        /// The toast's title or message.
        case text(TextBinding)
        /// The toast's icon, fitted into a square.
        case icon
        /// The toast's icon as an avatar: clipped to `cornerRadius`.
        case image
        /// The duplicate count ("×3"), shown when the toast stands for more than one.
        case badge
        /// One of the toast's action buttons (see ``LayoutNode/action``).
        case button
        /// The toast's progress (``ToastContent/progress``) as a bar across the width it is given.
        case progress
        /// Empty space: `width`/`height` points, or, without a size, whatever a stack has left over.
        case spacer
        /// An activity indicator `width` points square (``LayoutMetrics/spinnerSize`` without one),
        /// turning once every ``LayoutNode/period`` seconds, in ``LayoutNode/fillColor`` (the
        /// foreground without one).
        case spinner
    }

    /// The direction of a stack.
    public enum Axis: String, Sendable, Hashable { case horizontal, vertical }

    /// Which of the toast's actions a button node shows.
    public enum ActionBinding: Sendable, Hashable {
        /// The action at this position in ``ToastContent/actions`` (0-based).
        case index(Int)
        /// The action with this identifier.
        case id(String)
    }

    /// Which text of the toast a text node shows.
    public enum TextBinding: String, Sendable, Hashable, CaseIterable { case title, message }

    /// Where children sit across a stack: top, centre or bottom of a horizontal stack; leading,
    /// centre or trailing in a vertical one.
    public enum CrossAlignment: String, Sendable, Hashable, CaseIterable { case start, center, end }

    /// What the node is.
    public var element: Element
    /// Space between the children of a stack.
    public var spacing: Double
    /// Where children sit across a stack.
    public var alignment: CrossAlignment
    /// Space inside a stack, around its children.
    public var padding: EdgeInsets
    /// Space around the node inside its parent (left and right are leading and trailing: a
    /// right-to-left screen mirrors the whole tree).
    public var margin: EdgeInsets
    /// A fixed width (icons, images, spacers); `nil` for the natural width.
    public var width: Double?
    /// A fixed height (spacers); `nil` for the natural height.
    public var height: Double?
    /// A text node's line limit (`nil`: the style's, 0: no limit).
    public var maxLines: Int?
    /// A text node's alignment (`nil`: the style's).
    public var textAlignment: TextAlignment?
    /// An image node's corner radius (`nil`: a circle); a progress bar's (`nil`: half its height).
    public var cornerRadius: Double?
    /// A progress bar's track colour (`nil`: the foreground at `LayoutMetrics.progressTrackOpacity`).
    public var trackColor: Color?
    /// A progress bar's fill colour, a spinner's colour (`nil`: the foreground).
    public var fillColor: Color?
    /// A spinner's seconds per turn (`nil`: ``LayoutMetrics/spinnerPeriod``).
    public var period: Double?
    /// A button node's action (`nil`: the first); a button whose action the toast lacks is left out.
    public var action: ActionBinding?
    /// Whether a button takes the width its stack offers (a popup's buttons: equal shares of a
    /// row, the full width of a column) instead of its title's.
    public var stretches: Bool

    /// Creates a node; every setting defaults to none.
    public init(
        _ element: Element, spacing: Double = 0, alignment: CrossAlignment = .center,
        padding: EdgeInsets = EdgeInsets(), margin: EdgeInsets = EdgeInsets(), width: Double? = nil,
        height: Double? = nil, maxLines: Int? = nil, textAlignment: TextAlignment? = nil,
        cornerRadius: Double? = nil, trackColor: Color? = nil, fillColor: Color? = nil,
        action: ActionBinding? = nil, stretches: Bool = false, period: Double? = nil
    ) {
        self.period = period
        self.element = element
        self.spacing = spacing
        self.alignment = alignment
        self.padding = padding
        self.margin = margin
        self.width = width
        self.height = height
        self.maxLines = maxLines
        self.textAlignment = textAlignment
        self.cornerRadius = cornerRadius
        self.trackColor = trackColor
        self.fillColor = fillColor
        self.action = action
        self.stretches = stretches
    }

    /// A horizontal stack.
    public static func hstack(
        _ children: [LayoutNode], spacing: Double = 0, alignment: CrossAlignment = .center,
        padding: EdgeInsets = EdgeInsets()
    ) -> LayoutNode {
        LayoutNode(.stack(.horizontal, children), spacing: spacing, alignment: alignment, padding: padding)
    }

    /// A vertical stack.
    public static func vstack(
        _ children: [LayoutNode], spacing: Double = 0, alignment: CrossAlignment = .center,
        padding: EdgeInsets = EdgeInsets()
    ) -> LayoutNode {
        LayoutNode(.stack(.vertical, children), spacing: spacing, alignment: alignment, padding: padding)
    }

    /// The same node with `margin`.
    public func margin(_ margin: EdgeInsets) -> LayoutNode {
        var copy = self
        copy.margin = margin
        return copy
    }
}

extension LayoutNode {
    /// The seed's row, which every toast without a layout of its own uses: the icon, the title
    /// over the message, the count badge, and the first two action buttons at the trailing edge,
    /// centred vertically. Its spacings come from `style` (icon and action spacing) and `LayoutMetrics`.
    public static func row(_ style: ToastStyle) -> LayoutNode {
        .hstack([
            LayoutNode(.icon).margin(EdgeInsets(right: style.iconSpacing)),
            .vstack(
                [LayoutNode(.text(.title)), LayoutNode(.text(.message))], spacing: LayoutMetrics.titleSpacing),
            LayoutNode(.badge).margin(EdgeInsets(left: LayoutMetrics.badgeSpacing)),
            LayoutNode(.button).margin(EdgeInsets(left: style.action.spacing)),
            LayoutNode(.button, action: .index(1)).margin(EdgeInsets(left: LayoutMetrics.actionSpacing)),
        ])
    }
}

extension LayoutNode {
    /// A popup's tree: the centred title, the description under it, and the buttons, side by
    /// side in equal shares (or, for two buttons on the vertical axis, one above the other),
    /// each `style.buttonHeight` tall. Its spacings come from `style` and `LayoutMetrics`.
    public static func popup(_ popup: Popup, style: PopupStyle) -> LayoutNode {
        let buttons = popup.buttons.indices.map {
            LayoutNode(.button, height: style.buttonHeight, action: .index($0), stretches: true)
        }
        let stacked = popup.axis == .vertical && popup.buttons.count > 1
        let row: LayoutNode =
            stacked
            ? .vstack(buttons, spacing: style.buttonSpacing / 2) : .hstack(buttons, spacing: style.buttonSpacing)
        return .vstack([
            LayoutNode(.text(.title), textAlignment: .center),
            LayoutNode(.text(.message), textAlignment: .center)
                .margin(EdgeInsets(top: LayoutMetrics.popupDescriptionSpacing)),
            row.margin(EdgeInsets(top: LayoutMetrics.popupButtonsSpacing)),
        ])
    }
}

extension LayoutNode {
    /// The tree with the sizes of icons and images scaled by a Dynamic Type multiplier (text
    /// scales through the style's fonts; spacing stays).
    public func scaled(by factor: Double) -> LayoutNode {
        var copy = self
        switch element {
        case .stack(let axis, let children): copy.element = .stack(axis, children.map { $0.scaled(by: factor) })
        case .icon, .image, .spinner:
            copy.width = width.map { $0 * factor }
            copy.cornerRadius = cornerRadius.map { $0 * factor }
        case .text, .badge, .button, .spacer, .progress: break
        }
        return copy
    }
}

extension LayoutNode {
    /// A progress bar's track as drawn: its own colour, else the foreground at
    /// `LayoutMetrics.progressTrackOpacity` of its opacity.
    public func progressTrack(foreground: Color) -> Color {
        let opacity = LayoutMetrics.progressTrackOpacity
        return trackColor
            ?? Color(
                light: foreground.light.withAlpha(foreground.light.alpha * opacity),
                dark: foreground.dark.withAlpha(foreground.dark.alpha * opacity))
    }

    /// A progress bar's fill or a spinner's spokes as drawn: its own colour, else the foreground.
    public func drawnFill(foreground: Color) -> Color { fillColor ?? foreground }

    /// The first node of the tree, depth-first in reading order, whose element `matches`.
    public func first(where matches: (Element) -> Bool) -> LayoutNode? {
        if matches(element) { return self }
        if case .stack(_, let children) = element {
            for child in children {
                if let found = child.first(where: matches) { return found }
            }
        }
        return nil
    }
}
