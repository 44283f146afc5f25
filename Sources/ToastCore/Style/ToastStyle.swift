/// Every visual and behavioural knob of a toast that a theme can set. Defaults follow the seed
/// posts: black 80% pill (a lighter grey in dark appearance, where black would vanish), white bold 14 pt text, 12 pt corners, padding 12×16, at most 85% of
/// the screen wide, 20 pt below the top safe area or 40 pt above the tab bar; text at the natural edge.
public struct ToastStyle: Sendable, Hashable {
    /// The toast's fill.
    public var background: Color
    /// The colour of the text.
    public var foreground: Color
    /// The font of the message.
    public var font: FontSpec
    /// Font of the optional title line above the message.
    public var titleFont: FontSpec
    /// Lines of message text before it is cut with an ellipsis.
    public var maxLines: Int
    /// Space between the toast's edges and its content.
    public var padding: EdgeInsets
    /// Distances from the screen edges and the keyboard.
    public var margins: Margins
    /// The widest the toast may be.
    public var maxWidth: MaxWidth
    /// When true the toast takes its full maximum width (Material snackbar); otherwise it hugs its text.
    public var fillsWidth: Bool
    /// The least height of the toast, in points.
    public var minHeight: Double
    /// The corner radius, in points.
    public var cornerRadius: Double
    /// A stroke around the toast, or `nil` for none.
    public var border: Border?
    /// A drop shadow, or `nil` for none.
    public var shadow: Shadow?
    /// Side of the square box the icon is drawn in.
    public var iconSize: Double
    /// Space between the icon and the text.
    public var iconSpacing: Double
    /// How the text lines up inside its frame: by default at the natural edge, the leading one
    /// for the reading direction (left to right: left; right to left: right).
    public var textAlignment: TextAlignment
    /// The look of the action button.
    public var action: ActionButtonStyle
    /// Vertical space between toasts shown as a stack.
    public var stackSpacing: Double
    /// Whether a tap on a toast without an action dismisses it.
    public var tapToDismiss: Bool
    /// Whether a swipe toward the toast's edge dismisses it.
    public var swipeToDismiss: Bool
    /// The edges a swipe may dismiss the toast toward (`leading` and `trailing` follow the
    /// reading direction); `nil` for its position's own (`ToastPosition.defaultSwipeEdges`),
    /// empty for none.
    public var swipeDirections: Set<Edge>?
    /// What a touch does to the countdown.
    public var pauseOnTouch: PauseBehavior
    /// A blurred backdrop under the fill, or `nil` for none.
    public var material: Material?
    /// The content's layout tree; `nil` for the seed's row (`LayoutNode.row`).
    public var layout: LayoutNode?
    /// What the toast keeps clear of besides the safe area: the keyboard and the tab bar
    /// (Android: the navigation bar) by default, the navigation bar (Android: the top app bar)
    /// when asked; the margins count from the bar.
    public var keepClear: Set<ChromeBar>
    /// Whether the title and message are rich text in the markup subset (``MarkupParser``):
    /// off by default, so that plain text is drawn as written, `<` and `&` included.
    public var markup: Bool = false
    /// The colour of links in rich text (they are underlined too).
    public var linkColor: Color = SystemColor.systemBlue.color

    /// Creates a style; the defaults are the seed's, described above.
    public init(
        background: Color = Color(
            light: RGBA(red: 0, green: 0, blue: 0, alpha: 0.8),
            dark: RGBA(r255: 72, g255: 72, b255: 74, alpha: 0.92)),
        foreground: Color = .white,
        font: FontSpec = FontSpec(size: 14, weight: .bold),
        titleFont: FontSpec = FontSpec(size: 15, weight: .bold),
        maxLines: Int = 3,
        padding: EdgeInsets = EdgeInsets(vertical: 12, horizontal: 16),
        margins: Margins = Margins(),
        maxWidth: MaxWidth = .fraction(0.85),
        fillsWidth: Bool = false,
        minHeight: Double = 0,
        cornerRadius: Double = 12,
        border: Border? = nil,
        shadow: Shadow? = nil,
        iconSize: Double = 18,
        iconSpacing: Double = 8,
        textAlignment: TextAlignment = .natural,
        action: ActionButtonStyle = ActionButtonStyle(),
        stackSpacing: Double = 8,
        tapToDismiss: Bool = true,
        swipeToDismiss: Bool = true,
        swipeDirections: Set<Edge>? = nil,
        pauseOnTouch: PauseBehavior = .resume,
        material: Material? = nil,
        layout: LayoutNode? = nil,
        keepClear: Set<ChromeBar> = [.keyboard, .tabBar]
    ) {
        self.background = background
        self.foreground = foreground
        self.font = font
        self.titleFont = titleFont
        self.maxLines = maxLines
        self.padding = padding
        self.margins = margins
        self.maxWidth = maxWidth
        self.fillsWidth = fillsWidth
        self.minHeight = minHeight
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadow = shadow
        self.iconSize = iconSize
        self.iconSpacing = iconSpacing
        self.textAlignment = textAlignment
        self.action = action
        self.stackSpacing = stackSpacing
        self.tapToDismiss = tapToDismiss
        self.swipeToDismiss = swipeToDismiss
        self.swipeDirections = swipeDirections
        self.pauseOnTouch = pauseOnTouch
        self.material = material
        self.layout = layout
        self.keepClear = keepClear
    }

    /// The style with every font scaled by a Dynamic Type multiplier (icon and action too).
    public func scaledForTextSize(_ factor: Double) -> ToastStyle {
        guard factor != 1 else { return self }
        var copy = self
        copy.font = font.scaled(by: factor)
        copy.titleFont = titleFont.scaled(by: factor)
        copy.action.font = action.font.scaled(by: factor)
        copy.iconSize = iconSize * factor
        copy.layout = layout?.scaled(by: factor)
        return copy
    }
}
