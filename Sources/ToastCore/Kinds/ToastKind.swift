/// Where on the screen a toast sits: along the middle (top, center, bottom) or in a corner.
///
/// The corners are named as SwiftUI's alignments: `leading` and `trailing` follow the screen's
/// reading direction, so a `topTrailing` toast sits top right in English and top left in Arabic.
public enum ToastPosition: String, Sendable, Hashable, CaseIterable {
    /// Below the top safe area, in the middle of the screen, or above the bottom safe area (or the keyboard).
    case top, center, bottom
    /// A corner: at the top or the bottom as `top` and `bottom`, against the leading or the
    /// trailing side of the screen (its safe area and the horizontal margin).
    case topLeading = "top_leading", topTrailing = "top_trailing"
    /// A bottom corner, above the bottom safe area or the keyboard as `bottom` is.
    case bottomLeading = "bottom_leading", bottomTrailing = "bottom_trailing"

    /// The screen edge the toast sits against vertically: `top` for the top positions, `bottom`
    /// for the bottom ones, `nil` for `center`.
    public var verticalEdge: Edge? {
        switch self {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        case .center: nil
        }
    }

    /// The side the toast sits against for a corner (`leading` or `trailing`, mirrored on screen
    /// under right-to-left); `nil` for the positions centred horizontally.
    public var horizontalEdge: Edge? {
        switch self {
        case .topLeading, .bottomLeading: .leading
        case .topTrailing, .bottomTrailing: .trailing
        case .top, .center, .bottom: nil
        }
    }

    /// Whether the toast sits in a corner rather than centred horizontally.
    public var isCorner: Bool { horizontalEdge != nil }

    /// The edges a swipe may leave toward when the style names none
    /// (`ToastStyle.swipeDirections` is `nil`), as sonner derives them from its position:
    /// a top toast up, a bottom toast down, a corner toast toward its vertical edge or its side,
    /// a centred toast any way.
    public var defaultSwipeEdges: Set<Edge> {
        switch self {
        case .center: Set(Edge.allCases)
        default: Set([verticalEdge, horizontalEdge].compactMap { $0 })
        }
    }
}

/// The haptic played when a toast appears (`UINotificationFeedbackGenerator` and
/// `UIImpactFeedbackGenerator` styles).
public enum Haptic: String, Sendable, Hashable, CaseIterable {
    /// No haptic; the three notification feedbacks; the three impact weights; the selection tick.
    case none, success, warning, error, light, medium, heavy, selection
}

/// Text that is either given as is or looked up in the theme's strings by key.
public enum ToastText: Sendable, Hashable {
    /// Text shown exactly as given.
    case literal(String)
    /// The key of a string in the theme's strings, resolved for the locale at show time.
    case localized(key: String)
}

/// What is drawn at the leading side of a toast.
public enum ToastIcon: Sendable, Hashable {
    /// A short string drawn as text, usually one emoji (`💾`).
    case emoji(String)
    /// An image file, resolved against the theme's directory by the renderer.
    case image(path: String)
    /// Pixels a notification sent (``NotificationImage/pixels(width:height:rgba:)``): straight
    /// RGBA, 8 bits a channel, rows without padding, `rgba.count == width * height * 4`; drawn
    /// scaled into the icon's box as an image is. Pixels of any other count are not drawn.
    case pixels(width: Int, height: Int, rgba: [UInt8])
}

/// A button inside a toast ("Undo"). Tapping the button runs the action and dismisses the
/// toast; so does tapping anywhere on a toast with a single action.
public struct ToastActionSpec: Sendable, Hashable {
    /// Identifier reported in the `action` event.
    public var id: String
    /// The text on the button.
    public var title: ToastText

    /// Creates an action button specification.
    public init(id: String, title: ToastText) {
        self.id = id
        self.title = title
    }
}

/// A named type of toast: `saved`, `updated`, `deleted`. Everything here is optional over the
/// theme's defaults except the identifier and the message.
public struct ToastKind: Sendable {
    /// The kind's identifier, as passed to `show` (`saved`).
    public var id: String
    /// The icon, if the kind has one.
    public var icon: ToastIcon?
    /// A bold line above the message, if any.
    public var title: ToastText?
    /// The message text.
    public var message: ToastText
    /// The style this kind sets over the theme's defaults.
    public var style: StylePatch
    /// The haptic played as it appears; `none` uses the theme's default haptic.
    public var haptic: Haptic
    /// Where it appears; `nil` uses the theme's default position.
    public var position: ToastPosition?
    /// How long it holds; `nil` uses the theme's hold.
    public var duration: DisplayDuration?
    /// The action buttons, in order (most kinds have none or one).
    public var actions: [ToastActionSpec]
    /// The first action button, if any; setting it replaces every action with this one (or none).
    public var action: ToastActionSpec? {
        get { actions.first }
        set { actions = newValue.map { [$0] } ?? [] }
    }
    /// What VoiceOver says; defaults to the title and message.
    public var accessibilityLabel: ToastText?
    /// How urgently the announcement is spoken; `nil`: assertive for an error or warning haptic,
    /// else polite.
    public var politeness: Politeness?
    /// The deck group its toasts gather in under the `deck` policy (``ToastContent/group``);
    /// `nil` for none.
    public var group: String?

    /// Creates a kind; everything but the identifier and the message defaults to the theme's.
    /// Its action buttons are `action` followed by `actions`.
    public init(
        id: String, icon: ToastIcon? = nil, title: ToastText? = nil, message: ToastText,
        style: StylePatch = StylePatch(), haptic: Haptic = .none,
        position: ToastPosition? = nil, duration: DisplayDuration? = nil,
        action: ToastActionSpec? = nil, actions: [ToastActionSpec] = [], accessibilityLabel: ToastText? = nil,
        politeness: Politeness? = nil
    ) {
        self.id = id
        self.icon = icon
        self.title = title
        self.message = message
        self.style = style
        self.haptic = haptic
        self.position = position
        self.duration = duration
        self.actions = (action.map { [$0] } ?? []) + actions
        self.accessibilityLabel = accessibilityLabel
        self.politeness = politeness
    }
}
