/// Computes extra style for one toast at show time (a theme's per-toast style function).
/// Implementations must be pure: the same inputs give the same patch.
public protocol DynamicStyleProvider: Sendable {
    func style(kind: String, message: String, context: ResolutionContext) -> StylePatch?
}

/// A complete, immutable theme: the defaults, the kinds, motion, queue, popups, strings and
/// rules. Built in Swift or loaded from Lua by ToastScript.
public struct Theme: Sendable {
    public var name: String
    public var style: ToastStyle
    /// The kinds in the order the theme lists them.
    public var kinds: [ToastKind]
    public var motion: Motion
    /// How long toasts hold unless their kind says otherwise.
    public var hold: DisplayDuration
    public var queue: QueueConfiguration
    public var defaultPosition: ToastPosition
    public var defaultHaptic: Haptic
    public var popupStyle: PopupStyle
    public var strings: Localization
    public var rules: [StyleRule]
    public var dynamicStyle: (any DynamicStyleProvider)?

    public init(name: String, style: ToastStyle = ToastStyle(), kinds: [ToastKind] = [],
                motion: Motion = Motion(), hold: DisplayDuration = .fixed(2),
                queue: QueueConfiguration = QueueConfiguration(), defaultPosition: ToastPosition = .bottom,
                defaultHaptic: Haptic = .none, popupStyle: PopupStyle = PopupStyle(),
                strings: Localization = Localization(), rules: [StyleRule] = [],
                dynamicStyle: (any DynamicStyleProvider)? = nil) {
        self.name = name
        self.style = style
        self.kinds = kinds
        self.motion = motion
        self.hold = hold
        self.queue = queue
        self.defaultPosition = defaultPosition
        self.defaultHaptic = defaultHaptic
        self.popupStyle = popupStyle
        self.strings = strings
        self.rules = rules
        self.dynamicStyle = dynamicStyle
    }

    /// The kind called `id`, if the theme has one.
    public func kind(_ id: String) -> ToastKind? {
        kinds.first { $0.id == id }
    }

    /// A presenter configured with this theme's queue and motion.
    public func makePresenter(reducedMotion: Bool = false, keepsHistory: Bool = true,
                              startTime: Double = 0) -> Presenter {
        Presenter(configuration: queue, motion: motion, reducedMotion: reducedMotion,
                  keepsHistory: keepsHistory, startTime: startTime)
    }

    /// Resolves a kind into the content to show: strings for the locale, then the style of the
    /// theme, the kind, each matching rule in order and the dynamic style, then Dynamic Type.
    /// - Parameters:
    ///   - kindID: the kind to show.
    ///   - message: text that replaces the kind's message (formatted with `arguments` when it
    ///     has `%` directives).
    ///   - arguments: the values of the message's `%` directives (`%lld`, `%@`, `%1$@`) and the
    ///     count its plural forms are chosen by: `arguments: [3]` shows "3 entries deleted".
    ///     Title, action title and accessibility label are formatted with the same arguments.
    ///   - position: a position that replaces the kind's.
    ///   - context: locale, appearance, text size, device.
    /// - Throws: `ThemeError.unknownKind` (with a suggestion) when the theme has no such kind.
    public func content(kind kindID: String, message: String? = nil, arguments: [FormatArgument] = [],
                        position: ToastPosition? = nil,
                        context: ResolutionContext = ResolutionContext()) throws(ThemeError) -> ToastContent {
        guard let kind = kind(kindID) else {
            throw ThemeError.unknownKind(kindID, theme: name,
                                         suggestion: Suggestion.closest(to: kindID, in: kinds.map(\.id)))
        }
        let locale = context.locale
        func localized(_ text: ToastText) -> String {
            strings.resolve(text, locale: locale, arguments: arguments, device: context.device).text
        }
        let text = localized(message.map(ToastText.literal) ?? kind.message)
        let title = kind.title.map(localized)
        let place = position ?? kind.position ?? defaultPosition
        var resolved = kind.style.applied(to: style)
        for rule in rules where rule.match.matches(kind: kind.id, position: place, context: context) {
            resolved = rule.style.applied(to: resolved)
        }
        if let patch = dynamicStyle?.style(kind: kind.id, message: text, context: context) {
            resolved = patch.applied(to: resolved)
        }
        resolved = resolved.scaledForTextSize(context.textSize)
        let action = kind.action.map { ToastAction(id: $0.id, title: localized($0.title)) }
        let label = kind.accessibilityLabel.map(localized)
        return ToastContent(kind: kind.id, icon: kind.icon, title: title, message: text, action: action,
                            style: resolved, position: place,
                            haptic: kind.haptic == .none ? defaultHaptic : kind.haptic,
                            duration: kind.duration ?? hold, accessibilityText: label)
    }

    /// Keys of the theme's kinds that `locale` has no string for (fallbacks in use).
    public func missingStrings(locale: String) -> [String] {
        var missing: [String] = []
        for kind in kinds {
            for text in [kind.message, kind.title, kind.action?.title, kind.accessibilityLabel].compactMap({ $0 }) {
                if case .localized(let key) = text, strings.lookup(key, locale: locale).isFallback {
                    missing.append(key)
                }
            }
        }
        return missing
    }
}

/// A request a theme cannot satisfy.
public enum ThemeError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownKind(String, theme: String, suggestion: String?)

    public var description: String {
        switch self {
        case .unknownKind(let kind, let theme, let suggestion):
            "theme '\(theme)' has no kind '\(kind)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
        }
    }
}
