/// Which part of its life a layer is in at a given moment.
public enum LayerPhase: String, Sendable, Hashable {
    /// Coming in (its enter transition running), fully shown (holding), or going out (its exit transition running).
    case entering, shown, exiting
}

/// The animated state of a layer: how opaque, how far moved from its laid-out frame, how scaled
/// (about its centre).
public struct LayerTransform: Sendable, Hashable {
    /// From 0 (invisible) to 1 (opaque).
    public var opacity: Double
    /// How far the layer is moved from its laid-out frame, in points.
    public var offset: Point
    /// The scale about the layer's centre (1 is the laid-out size).
    public var scale: Double
    /// The rotation about the layer's centre, in radians, clockwise on screen.
    public var rotation: Double

    /// Creates a transform; the defaults are the identity.
    public init(opacity: Double = 1, offset: Point = .zero, scale: Double = 1, rotation: Double = 0) {
        self.opacity = opacity
        self.offset = offset
        self.scale = scale
        self.rotation = rotation
    }

    /// Opaque, not moved, not scaled, not rotated.
    public static let identity = LayerTransform()
}

/// One toast as it is on screen at a moment.
public struct ToastLayer: Sendable {
    /// Which toast this is.
    public var id: ToastID
    /// What the toast shows and how it is styled.
    public var content: ToastContent
    /// How many duplicates the toast stands for (1 when it was never coalesced).
    public var count: Int
    /// The laid-out frame in screen points, stacking included, before the transform.
    public var frame: Rect
    /// Where the toast's parts go inside `frame`.
    public var layout: ToastLayout
    /// The toast's animated state at this moment.
    public var transform: LayerTransform
    /// Whether the toast is entering, shown or exiting.
    public var phase: LayerPhase
    /// Where the toast is in its deck, under the `deck` policy; `nil` otherwise.
    public var deck: DeckLayer?
    /// Seconds since the toast began to enter, which turns its spinners
    /// (``SpinnerPrimitive/opacity(ofSpoke:age:)``); `nil` when motion is reduced (they stand still).
    public var age: Double? = nil
    /// Whether the toast is easing back to its place after a drag released short of a swipe
    /// (its offset then changes with the clock alone).
    public var springsBack = false
}

/// A toast's place in its deck at a moment (the `deck` policy): already part of its layer's
/// frame and transform; what a renderer needs besides is the count on the front card.
public struct DeckLayer: Sendable, Hashable {
    /// How far behind the front card the toast is (0 for the front one; fractional while a
    /// toast in front of it enters or leaves).
    public var depth: Double
    /// How many other toasts of the deck are behind this one (the "+2" on the front card).
    public var behind: Int
    /// How expanded the deck is: 0 collapsed, 1 expanded.
    public var expansion: Double
    /// The scale the deck gives the toast (already in the layer's transform).
    public var scale: Double
    /// The opacity the deck gives the toast (already in the layer's transform).
    public var opacity: Double

    /// Whether the renderer draws the count on this toast: the front card of a deck that holds
    /// others, until the deck is half expanded (then the cards show for themselves). Drawn
    /// opaque, never faded, so that it reads as well as the card's own text.
    public var showsCount: Bool { depth < 0.5 && behind > 0 && expansion < 0.5 }
}

/// A popup as it is on screen at a moment, with its dimmed backdrop.
public struct PopupLayer: Sendable {
    /// Which popup this is.
    public var id: PopupID
    /// What the popup shows.
    public var popup: Popup
    /// The look the popup is drawn with.
    public var style: PopupStyle
    /// Where the popup's card, title, description and buttons go.
    public var layout: PopupLayout
    /// The card's animated state at this moment.
    public var transform: LayerTransform
    /// Opacity of the backdrop (follows the popup's fade).
    public var backdropOpacity: Double
    /// Whether the popup is entering, shown or exiting.
    public var phase: LayerPhase
}

extension ToastLayer {
    /// Whether the layer draws a spinner: its pixels then change with its age alone.
    public var spins: Bool { layout.primitives.contains { $0.role == .spinner } }
}

/// Everything on screen at time `time`: what a renderer draws, bottom to top: the popup's
/// backdrop, the popup, then the toasts (toasts draw above popups).
public struct Frame: Sendable {
    /// The clock time, in seconds, this frame shows.
    public var time: Double
    /// The screen the layers are laid out on.
    public var screen: Screen
    /// The popup on screen, if any.
    public var popup: PopupLayer?
    /// The toasts on screen, in drawing order.
    public var toasts: [ToastLayer]

    /// Creates a frame; an empty one has neither popup nor toasts.
    public init(time: Double, screen: Screen, popup: PopupLayer? = nil, toasts: [ToastLayer] = []) {
        self.time = time
        self.screen = screen
        self.popup = popup
        self.toasts = toasts
    }

    /// Whether nothing is on screen.
    public var isEmpty: Bool { popup == nil && toasts.isEmpty }

    /// Whether the frame of a moment later differs from this one with no command in between: a
    /// toast or the popup entering or leaving, a toast springing back from a drag, or a spinner
    /// turning. A live host draws again soon while it moves, and sleeps until the queue's next
    /// deadline when it does not (the one rule of the notification display and the preview).
    public var isMoving: Bool {
        toasts.contains { $0.phase != .shown || $0.spins || $0.springsBack }
            || (popup.map { $0.phase != .shown } ?? false)
    }
}
