/// Which part of its life a layer is in at a given moment.
public enum LayerPhase: String, Sendable, Hashable {
    case entering, shown, exiting
}

/// The animated state of a layer: how opaque, how far moved from its laid-out frame, how scaled
/// (about its centre).
public struct LayerTransform: Sendable, Hashable {
    public var opacity: Double
    public var offset: Point
    public var scale: Double

    public init(opacity: Double = 1, offset: Point = .zero, scale: Double = 1) {
        self.opacity = opacity
        self.offset = offset
        self.scale = scale
    }

    public static let identity = LayerTransform()
}

/// One toast as it is on screen at a moment.
public struct ToastLayer: Sendable {
    public var id: ToastID
    public var content: ToastContent
    public var count: Int
    /// The laid-out frame in screen points, stacking included, before the transform.
    public var frame: Rect
    public var layout: ToastLayout
    public var transform: LayerTransform
    public var phase: LayerPhase
}

/// A popup as it is on screen at a moment, with its dimmed backdrop.
public struct PopupLayer: Sendable {
    public var id: PopupID
    public var popup: Popup
    public var style: PopupStyle
    public var layout: PopupLayout
    public var transform: LayerTransform
    /// Opacity of the backdrop (follows the popup's fade).
    public var backdropOpacity: Double
    public var phase: LayerPhase
}

/// Everything on screen at time `time`: what a renderer draws, bottom to top: the popup's
/// backdrop, the popup, then the toasts (toasts draw above popups).
public struct Frame: Sendable {
    public var time: Double
    public var screen: Screen
    public var popup: PopupLayer?
    public var toasts: [ToastLayer]

    public init(time: Double, screen: Screen, popup: PopupLayer? = nil, toasts: [ToastLayer] = []) {
        self.time = time
        self.screen = screen
        self.popup = popup
        self.toasts = toasts
    }

    /// Whether nothing is on screen.
    public var isEmpty: Bool { popup == nil && toasts.isEmpty }
}
