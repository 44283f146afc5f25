/// Where on the screen a toast sits.
public enum ToastPosition: String, Sendable, Hashable, CaseIterable {
    case top, center, bottom
}

/// The haptic played when a toast appears (`UINotificationFeedbackGenerator` and
/// `UIImpactFeedbackGenerator` styles).
public enum Haptic: String, Sendable, Hashable, CaseIterable {
    case none, success, warning, error, light, medium, heavy, selection
}

/// Text that is either given as is or looked up in the theme's strings by key.
public enum ToastText: Sendable, Hashable {
    case literal(String)
    case localized(key: String)
}

/// What is drawn at the leading side of a toast.
public enum ToastIcon: Sendable, Hashable {
    /// A short string drawn as text, usually one emoji (`💾`).
    case emoji(String)
    /// An image file, resolved against the theme's directory by the renderer.
    case image(path: String)
}

/// A button inside a toast ("Undo"). Tapping the toast runs the action and dismisses it.
public struct ToastActionSpec: Sendable, Hashable {
    /// Identifier reported in the `action` event.
    public var id: String
    public var title: ToastText

    public init(id: String, title: ToastText) {
        self.id = id
        self.title = title
    }
}

/// A named type of toast: `saved`, `updated`, `deleted`. Everything here is optional over the
/// theme's defaults except the identifier and the message.
public struct ToastKind: Sendable {
    public var id: String
    public var icon: ToastIcon?
    public var title: ToastText?
    public var message: ToastText
    public var style: StylePatch
    public var haptic: Haptic
    public var position: ToastPosition?
    public var duration: DisplayDuration?
    public var action: ToastActionSpec?
    /// What VoiceOver says; defaults to the title and message.
    public var accessibilityLabel: ToastText?

    public init(id: String, icon: ToastIcon? = nil, title: ToastText? = nil, message: ToastText,
                style: StylePatch = StylePatch(), haptic: Haptic = .none,
                position: ToastPosition? = nil, duration: DisplayDuration? = nil,
                action: ToastActionSpec? = nil, accessibilityLabel: ToastText? = nil) {
        self.id = id
        self.icon = icon
        self.title = title
        self.message = message
        self.style = style
        self.haptic = haptic
        self.position = position
        self.duration = duration
        self.action = action
        self.accessibilityLabel = accessibilityLabel
    }
}
