/// Computes extra style for one toast at show time (a theme's per-toast style function).
/// Implementations must be pure: the same inputs give the same patch.
public protocol DynamicStyleProvider: Sendable {
    /// The extra style for one toast, or `nil` for none.
    /// - Parameters:
    ///   - kind: the identifier of the toast's kind.
    ///   - message: the resolved message text.
    ///   - context: the locale, appearance and text size the toast is shown with.
    /// - Returns: a patch applied after the theme's rules, or `nil`.
    func style(kind: String, message: String, context: ResolutionContext) -> StylePatch?
}

/// A complete, immutable theme: the defaults, the kinds, motion, queue, popups, strings and
/// rules. Built in Swift or loaded from Lua by ToastScript.
public struct Theme: Sendable {
    /// The theme's name (`diary`).
    public var name: String
    /// The default style every kind starts from.
    public var style: ToastStyle
    /// The kinds in the order the theme lists them.
    public var kinds: [ToastKind]
    /// The enter and exit transitions of toasts.
    public var motion: Motion
    /// How long toasts hold unless their kind says otherwise.
    public var hold: DisplayDuration
    /// The queue policy and its bounds.
    public var queue: QueueConfiguration
    /// Where kinds without a position appear.
    public var defaultPosition: ToastPosition
    /// The haptic of kinds that set none.
    public var defaultHaptic: Haptic
    /// What a toast with an action does while a screen reader is on (by default it stays until
    /// it is dismissed).
    public var screenReaderHold: ScreenReaderHold
    /// The look of popups.
    public var popupStyle: PopupStyle
    /// The theme's strings, by locale.
    public var strings: Localization
    /// Style rules, applied in order to the toasts they match.
    public var rules: [StyleRule]
    /// The theme's per-toast style function, if any (a Lua theme's `style_function`).
    public var dynamicStyle: (any DynamicStyleProvider)?
    /// How desktop notifications become toasts of its kinds (``request(for:context:)``).
    public var notifications: NotificationRules

    /// Creates a theme; everything but the name has a default.
    public init(
        name: String, style: ToastStyle = ToastStyle(), kinds: [ToastKind] = [],
        motion: Motion = Motion(), hold: DisplayDuration = .fixed(2),
        queue: QueueConfiguration = QueueConfiguration(), defaultPosition: ToastPosition = .bottom,
        defaultHaptic: Haptic = .none, screenReaderHold: ScreenReaderHold = .untilDismissed,
        popupStyle: PopupStyle = PopupStyle(),
        strings: Localization = Localization(), rules: [StyleRule] = [],
        dynamicStyle: (any DynamicStyleProvider)? = nil, notifications: NotificationRules = NotificationRules()
    ) {
        self.name = name
        self.style = style
        self.kinds = kinds
        self.motion = motion
        self.hold = hold
        self.queue = queue
        self.defaultPosition = defaultPosition
        self.defaultHaptic = defaultHaptic
        self.screenReaderHold = screenReaderHold
        self.popupStyle = popupStyle
        self.strings = strings
        self.rules = rules
        self.dynamicStyle = dynamicStyle
        self.notifications = notifications
    }

    /// The kind called `id`, if the theme has one.
    public func kind(_ id: String) -> ToastKind? {
        kinds.first { $0.id == id }
    }

    /// A presenter configured with this theme's queue and motion.
    public func makePresenter(
        reducedMotion: Bool = false, keepsHistory: Bool = true,
        startTime: Double = 0
    ) -> Presenter {
        Presenter(
            configuration: queue, motion: motion, reducedMotion: reducedMotion,
            keepsHistory: keepsHistory, startTime: startTime)
    }

    /// Resolves a kind into the content to show: strings for the locale, then the style of the
    /// theme, the kind, each matching rule in order and the dynamic style, then Dynamic Type and
    /// the accessibility settings (a toast with an action under a screen reader holds as
    /// ``screenReaderHold`` says).
    /// - Parameters:
    ///   - kindID: the kind to show.
    ///   - message: what replaces the kind's message: a key of the theme's strings, else literal
    ///     text (``Localization/text(forMessage:)``), formatted with `arguments` when it has `%`
    ///     directives.
    ///   - arguments: the values of the message's `%` directives (`%lld`, `%@`, `%1$@`) and the
    ///     count its plural forms are chosen by: `arguments: [3]` shows "3 entries deleted".
    ///     Title, action title and accessibility label are formatted with the same arguments.
    ///   - position: a position that replaces the kind's.
    ///   - context: locale, appearance, text size, device.
    /// - Throws: `ThemeError.unknownKind` (with a suggestion) when the theme has no such kind.
    public func content(
        kind kindID: String, message: String? = nil, arguments: [FormatArgument] = [],
        position: ToastPosition? = nil, context: ResolutionContext
    ) throws(ThemeError) -> ToastContent {
        guard let kind = kind(kindID) else {
            throw ThemeError.unknownKind(
                kindID, theme: name,
                suggestion: Suggestion.closest(to: kindID, in: kinds.map(\.id)))
        }
        return content(of: kind, message: message, arguments: arguments, position: position, context: context)
    }

    /// Resolves `kind` (one of the theme's, or one made for a notification no kind takes):
    /// see ``content(kind:message:arguments:position:context:)``.
    func content(
        of kind: ToastKind, message: String? = nil, arguments: [FormatArgument] = [], position: ToastPosition? = nil,
        context: ResolutionContext
    ) -> ToastContent {
        let locale = context.locale
        func localized(_ text: ToastText, markup: Bool = false) -> String {
            strings.resolve(text, locale: locale, arguments: arguments, device: context.device, markup: markup).text
        }
        let place = position ?? kind.position ?? defaultPosition
        var resolved = kind.style.applied(to: style)
        for rule in rules where rule.match.matches(kind: kind.id, position: place, context: context) {
            resolved = rule.style.applied(to: resolved)
        }
        // Rich text escapes its arguments: format with the markup setting the style function
        // sees, and again if the function turns it on or off.
        var markup = resolved.markup
        var text = localized(message.map(strings.text(forMessage:)) ?? kind.message, markup: markup)
        var title = kind.title.map { localized($0, markup: markup) }
        if let patch = dynamicStyle?.style(kind: kind.id, message: text, context: context) {
            resolved = patch.applied(to: resolved)
        }
        if resolved.markup != markup {
            markup = resolved.markup
            text = localized(message.map(strings.text(forMessage:)) ?? kind.message, markup: markup)
            title = kind.title.map { localized($0, markup: markup) }
        }
        resolved = resolved.scaledForTextSize(context.textSize).adapted(to: context.accessibility)
        let actions = kind.actions.map { ToastAction(id: $0.id, title: localized($0.title)) }
        let label = kind.accessibilityLabel.map { localized($0) }
        var content = ToastContent(
            kind: kind.id, icon: kind.icon, title: title, message: text, actions: actions,
            style: resolved, position: place,
            haptic: kind.haptic == .none ? defaultHaptic : kind.haptic,
            duration: kind.duration ?? hold, accessibilityText: label, politeness: kind.politeness)
        if context.accessibility.screenReader, !actions.isEmpty {
            content.duration = screenReaderHold.duration(of: content)
        }
        return content
    }

    /// The content of a `show` (``content(kind:message:arguments:position:context:)``), with its
    /// origin recorded so that a later theme can resolve it again.
    /// - Throws: `ThemeError.unknownKind` for a kind the theme lacks.
    public func resolve(_ origin: ToastOrigin, context: ResolutionContext) throws(ThemeError) -> ToastContent {
        var content = try content(
            kind: origin.kind, message: origin.message, arguments: origin.arguments, position: origin.position,
            context: context)
        content.group = origin.group ?? kind(origin.kind)?.group
        if origin.sticky { content.duration = .forever }
        content.origin = origin
        return content
    }

    /// The look of popups in `context`: the theme's ``popupStyle`` under the user's
    /// accessibility settings (``PopupStyle/adapted(to:)``).
    public func popupStyle(in context: ResolutionContext) -> PopupStyle {
        popupStyle.adapted(to: context.accessibility)
    }

    /// Keys of the theme's kinds that `locale` has no string for (fallbacks in use).
    public func missingStrings(locale: String) -> [String] {
        var missing: [String] = []
        for kind in kinds {
            let texts =
                [kind.message, kind.title].compactMap { $0 } + kind.actions.map(\.title)
                + [kind.accessibilityLabel].compactMap { $0 }
            for text in texts {
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
    /// The theme has no kind with this identifier; `suggestion` is the nearest one it has.
    case unknownKind(String, theme: String, suggestion: String?)

    /// The message, as `theme 'diary' has no kind 'savd'. Did you mean 'saved'?`.
    public var description: String {
        switch self {
        case .unknownKind(let kind, let theme, let suggestion):
            "theme '\(theme)' has no kind '\(kind)'" + (suggestion.map { ". " + Suggestion.sentence($0) } ?? "")
        }
    }
}
