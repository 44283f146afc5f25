/// Identifies one toast from `show` until it is gone. Assigned by the presenter in call order.
public struct ToastID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The number, increasing in call order.
    public let rawValue: Int
    /// Wraps a number as a toast identifier.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Orders toasts by call order.
    public static func < (lhs: ToastID, rhs: ToastID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// The identifier as `#N`.
    public var description: String { "#\(rawValue)" }
}

/// A resolved action button: the identifier reported when it is tapped and its title.
public struct ToastAction: Sendable, Hashable {
    /// The identifier reported when the button is tapped.
    public var id: String
    /// The text on the button (cut to ``TextLimits/drawnText`` bytes).
    public var title: String {
        didSet { if title.utf8.count > TextLimits.drawnText { title = TextLimits.drawn(title) } }
    }

    /// Creates an action button; a title longer than ``TextLimits/drawnText`` bytes is cut.
    public init(id: String, title: String) {
        self.id = id
        self.title = TextLimits.drawn(title)
    }
}

/// Everything about one toast once its kind, strings and rules are resolved: what the
/// presenter schedules and what the renderer draws.
///
/// A value type whose fields live in one copy-on-write box: contents travel through every
/// step of the queue, and a copy costs one reference count, not a dozen.
///
/// Its texts are bounded before anything lays them out: a title, message or accessibility text
/// longer than ``TextLimits/drawnText`` UTF-8 bytes is cut to whole characters and ends with "…"
/// (so is every action title). With `markup` on in its style, the limit counts the visible text
/// (``styledTitle``, ``styledMessage``), not the tags: the source may hold
/// ``MarkupLimits/source`` bytes.
public struct ToastContent: Sendable {
    struct Fields: Sendable {
        var kind: String
        var icon: ToastIcon?
        var title: String?
        var message: String
        var actions: [ToastAction]
        /// Out of line (it is most of a content's bytes): contents of equal styles can share one
        /// (``shareStyle(with:)``).
        @Shared var style: ToastStyle
        var position: ToastPosition
        var haptic: Haptic
        var duration: DisplayDuration
        var accessibilityText: String
        var politeness: Politeness?
        var origin: ToastOrigin?
        var progress: Double?
        var group: String?
        var notification: Notification?
        var fromNotification = false

        /// Whether `other`'s style is the very box this one's is.
        func sharesStyle(with other: Fields) -> Bool { _style.isIdentical(to: other._style) }

        /// Takes `other`'s style box (the caller has checked the styles are equal).
        mutating func takeStyle(of other: Fields) { _style = other._style }
    }

    @Shared var fields: Fields

    /// Creates content. The accessibility text defaults to the title and message joined by a comma.
    /// Texts longer than ``TextLimits/drawnText`` bytes are cut (see above).
    ///
    /// The action buttons are `action` (the one button of most toasts) followed by `actions`.
    public init(
        kind: String = "custom", icon: ToastIcon? = nil, title: String? = nil,
        message: String, action: ToastAction? = nil, actions: [ToastAction] = [], style: ToastStyle = ToastStyle(),
        position: ToastPosition = .bottom, haptic: Haptic = .none,
        duration: DisplayDuration = .fixed(2), accessibilityText: String? = nil, politeness: Politeness? = nil,
        progress: Double? = nil
    ) {
        let limit = style.markup ? MarkupLimits.source : TextLimits.drawnText
        let title = title.map { TextLimits.drawn($0, limit: limit) }
        let message = TextLimits.drawn(message, limit: limit)
        let visible = [title.map { Self.styled($0, markup: style.markup) }, Self.styled(message, markup: style.markup)]
        fields = Fields(
            kind: kind, icon: icon, title: title, message: message, actions: (action.map { [$0] } ?? []) + actions,
            style: style,
            position: position, haptic: haptic, duration: duration,
            accessibilityText: TextLimits.drawn(
                accessibilityText ?? visible.compactMap { $0?.text }.joined(separator: ", ")),
            politeness: politeness,
            progress: progress.map(Self.clampedProgress))
    }

    /// Sets a field the content was resolved into: the content is no longer what its ``origin``
    /// resolves to, so the origin is cleared.
    private mutating func setResolved<Value>(_ field: WritableKeyPath<Fields, Value>, _ value: Value) {
        _fields.modify {
            $0[keyPath: field] = value
            $0.origin = nil
            $0.fromNotification = false
        }
    }

    /// Whether `other` is a copy of this content (not one made or changed apart, even to the
    /// same fields): then everything laid out from one holds for the other. Costs one comparison.
    func isIdentical(to other: ToastContent) -> Bool { _fields.isIdentical(to: other._fields) }

    /// Keeps `other`'s copy of the style when the two styles are equal, so that the waiting
    /// toasts of one kind (a burst of notifications) hold one style, not one each. Nothing
    /// visible changes (the origin stays: the content is what it was).
    mutating func shareStyle(with other: ToastContent) {
        guard !fields.sharesStyle(with: other.fields), fields.style == other.fields.style else { return }
        _fields.modify { $0.takeStyle(of: other.fields) }
    }

    /// `value` clamped to 0...1 (NaN counts as 0).
    static func clampedProgress(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// The kind's identifier (`saved`), or `custom`.
    public var kind: String {
        get { fields.kind }
        set { setResolved(\.kind, newValue) }
    }
    /// The icon before the text, if any.
    public var icon: ToastIcon? {
        get { fields.icon }
        set { setResolved(\.icon, newValue) }
    }
    /// An optional bold line above the message.
    public var title: String? {
        get { fields.title }
        set { setResolved(\.title, newValue.map { TextLimits.drawn($0, limit: textLimit) }) }
    }
    /// The main text.
    public var message: String {
        get { fields.message }
        set { setResolved(\.message, TextLimits.drawn(newValue, limit: textLimit)) }
    }

    /// The bytes a title or message may hold: the visible text's limit, or the markup source's
    /// when the style has markup on (the visible text is cut when it is parsed).
    private var textLimit: Int { fields.style.markup ? MarkupLimits.source : TextLimits.drawnText }

    /// `text` as drawn: rich text when `markup` is on (drawn as written when its markup has an
    /// error), else as written; at most ``TextLimits/drawnText`` bytes of visible text.
    static func styled(_ text: String, markup: Bool) -> StyledText {
        markup ? MarkupParser.styled(text) : StyledText(plain: TextLimits.drawn(text))
    }

    /// The title as drawn: its rich text when the style has `markup` on, else the title as
    /// written; `nil` without a title.
    public var styledTitle: StyledText? {
        fields.title.map { Self.styled($0, markup: fields.style.markup) }
    }

    /// The message as drawn: its rich text when the style has `markup` on, else as written.
    public var styledMessage: StyledText {
        Self.styled(fields.message, markup: fields.style.markup)
    }

    /// The targets of the toast's links, the title's then the message's, as a link tap
    /// (``ToastCommand/tapLink(_:link:)``) counts them; empty without markup.
    public var links: [String] {
        guard fields.style.markup else { return [] }
        return (styledTitle?.links ?? []) + styledMessage.links
    }
    /// The action buttons, in order: `toast.button` nodes bind to them by position or identifier.
    public var actions: [ToastAction] {
        get { fields.actions }
        set { setResolved(\.actions, newValue) }
    }
    /// The first action button, if any; setting it replaces every action with this one (or none).
    public var action: ToastAction? {
        get { fields.actions.first }
        set { actions = newValue.map { [$0] } ?? [] }
    }
    /// The resolved style the toast is drawn with.
    public var style: ToastStyle {
        get { fields.style }
        set { setResolved(\.style, newValue) }
    }
    /// Where on the screen the toast appears.
    public var position: ToastPosition {
        get { fields.position }
        set { setResolved(\.position, newValue) }
    }
    /// The haptic played as the toast appears.
    public var haptic: Haptic {
        get { fields.haptic }
        set { setResolved(\.haptic, newValue) }
    }
    /// How long the toast stays once it has entered.
    public var duration: DisplayDuration {
        get { fields.duration }
        set { setResolved(\.duration, newValue) }
    }
    /// What VoiceOver announces.
    public var accessibilityText: String {
        get { fields.accessibilityText }
        set { setResolved(\.accessibilityText, TextLimits.drawn(newValue)) }
    }

    /// How urgently VoiceOver speaks the announcement: the kind's `politeness`, else assertive
    /// for an error or warning haptic and polite for the rest.
    public var politeness: Politeness {
        get { fields.politeness ?? (haptic == .error || haptic == .warning ? .assertive : .polite) }
        set { setResolved(\.politeness, newValue) }
    }

    /// How far the work the toast follows has come, 0...1 (clamped; NaN counts as 0), shown by a
    /// `progress` layout node; `nil` when the toast shows no progress (the node is left out).
    /// Not part of what the toast was resolved from: setting it keeps ``origin``, and a new
    /// theme keeps the progress.
    public var progress: Double? {
        get { fields.progress }
        set {
            _fields.modify {
                $0.progress = newValue.map(Self.clampedProgress)
            }
        }
    }

    /// The key of the group the toast gathers in under the `deck` policy (toasts at one position
    /// with the same key form one deck; `nil` is the deck of toasts without a group). Cut to
    /// ``maxGroupLength`` bytes. Like ``progress``, not part of what the toast was resolved from:
    /// setting it keeps ``origin``.
    public var group: String? {
        get { fields.group }
        set {
            _fields.modify {
                $0.group = newValue.map(Self.boundedGroup)
            }
        }
    }

    /// The desktop notification this toast shows, when it shows one (the notification server's
    /// toasts and a scenario's `notify`): what plugins read in their views. Like ``group``, not
    /// part of what the toast was resolved from: setting it keeps ``origin``.
    public var notification: Notification? {
        get { fields.notification }
        set { _fields.modify { $0.notification = newValue } }
    }

    /// Whether this content is what its ``notification`` resolved into
    /// (``Theme/request(for:context:)``), unchanged since: a new theme resolves the notification
    /// again. Setting a resolved field clears it, as it clears ``origin``.
    var resolvedFromNotification: Bool {
        get { fields.fromNotification }
        set { _fields.modify { $0.fromNotification = newValue } }
    }

    /// The longest group key, in UTF-8 bytes (a name's bound, ``TextLimits/name``).
    public static let maxGroupLength = TextLimits.name

    /// `key` cut to whole characters within ``maxGroupLength`` bytes.
    static func boundedGroup(_ key: String) -> String {
        guard key.utf8.count > maxGroupLength else { return key }
        var cut = ""
        for character in key {
            guard cut.utf8.count + character.utf8.count <= maxGroupLength else { break }
            cut.append(character)
        }
        return cut
    }

    /// The theme kind this content was resolved from, so that a new theme can resolve it again
    /// (see ``ToastCenter/swap(theme:plugins:setting:)``); `nil` for content built
    /// by hand or changed after it was resolved (setting any field clears it: the change would be
    /// lost by resolving again).
    public internal(set) var origin: ToastOrigin? {
        get { fields.origin }
        set { _fields.modify { $0.origin = newValue } }
    }

    /// The hold time of this toast in seconds (infinite for a sticky toast, `.forever`).
    public var holdSeconds: Double {
        switch fields.duration {
        case .fixed(let seconds), .visibleFor(let seconds): return seconds
        case .forever: return .infinity
        case .readingTime:
            return duration.seconds(
                for: [styledTitle?.text, styledMessage.text].compactMap { $0 }.joined(separator: " "),
                hasAction: !actions.isEmpty)
        }
    }

    /// The hold that follows an entrance of `entering` seconds: ``holdSeconds``, less the
    /// entrance for a duration counted from display (``DisplayDuration/visibleFor(_:)``).
    func holdSeconds(afterEntering entering: Double) -> Double {
        if case .visibleFor(let seconds) = fields.duration { return max(0, seconds - entering) }
        return holdSeconds
    }

    /// Two contents with the same key are duplicates and may be coalesced into one toast.
    public var duplicateKey: DuplicateKey {
        DuplicateKey(kind: kind, title: title, message: message, position: position)
    }

    /// What makes two contents duplicates: the kind, the title, the message and the position.
    public struct DuplicateKey: Sendable, Hashable {
        let kind: String
        let title: String?
        let message: String
        let position: ToastPosition
    }
}

/// A call to `show`: the content and how it competes with others in the queue.
public struct ToastRequest: Sendable {
    /// What the toast shows.
    public var content: ToastContent
    /// Higher goes first; equal priorities keep arrival order.
    public var priority: Int
    /// A toast with the same tag, queued or visible, is updated in place instead of queued again.
    public var tag: String?

    /// Creates a request at `priority` 0 and without a tag unless told otherwise.
    public init(_ content: ToastContent, priority: Int = 0, tag: String? = nil) {
        self.content = content
        self.priority = priority
        self.tag = tag
    }
}

/// What a toast was resolved from: the arguments of `ToastCenter.show(_:message:arguments:…)`.
public struct ToastOrigin: Sendable, Hashable {
    /// The kind's identifier in the theme.
    public var kind: String
    /// Text that replaced the kind's message, if any.
    public var message: String?
    /// The values of the message's `%` directives.
    public var arguments: [FormatArgument]
    /// A position that replaced the kind's, if any.
    public var position: ToastPosition?
    /// A deck group that replaced the kind's, if any (``ToastContent/group``).
    public var group: String?
    /// Whether the toast stays until dismissed whatever the kind's hold (a show's `sticky`
    /// option, a promise's loading toast): resolving gives it the `.forever` duration.
    public var sticky: Bool

    /// Records a `show` call.
    public init(
        kind: String, message: String? = nil, arguments: [FormatArgument] = [], position: ToastPosition? = nil,
        group: String? = nil, sticky: Bool = false
    ) {
        self.kind = kind
        self.message = message
        self.arguments = arguments
        self.position = position
        self.group = group.map(ToastContent.boundedGroup)
        self.sticky = sticky
    }
}
