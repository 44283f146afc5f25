/// How a theme turns desktop notifications into toasts of its kinds (a Lua theme's
/// `notifications = { kind = …, rules = { … } }`): every rule whose match holds applies, in
/// order, a later one winning key by key, as dunst's rules do. No Lua runs here: the patterns
/// are ``GlobPattern``s, parsed at load.
public struct NotificationRules: Sendable, Hashable {
    /// The most rules a theme may have.
    public static let maxRules = 64
    /// The range of a rule's `priority`, added to the urgency's.
    public static let priorityRange = -100...100

    /// The kind of notifications no rule gives a kind to; `nil` for a plain toast in the
    /// theme's style.
    public var defaultKind: String?
    /// The rules, in the order they apply.
    public var rules: [NotificationRule]
    /// The fonts the desktop server draws notifications with (pictures keep the pinned ones).
    public var fonts: FontSource
    /// The icon theme senders' icon names are looked up in when the server names none
    /// (`icon_theme`); `nil`: the user's.
    public var iconTheme: String?
    /// Directories of icons searched first, as base directories of the icon theme specification
    /// (`icon_directories`): absolute paths inside the theme's directory.
    public var iconDirectories: [String]
    /// The program a click on a link in a body opens it with (the link's target after its
    /// arguments); `nil` opens none. `xdg-open` by default.
    public var linkOpener: NotificationHook?

    /// The most icon directories a theme may name.
    public static let maxIconDirectories = 16

    /// The schemes a link may have to be opened (any case); a link of another scheme
    /// (`javascript:`, `file:`) is never opened.
    public static let openedSchemes: Set<String> = ["http", "https", "mailto"]

    /// Rules with a default kind, drawn with `fonts`, icons looked up in `iconTheme` and
    /// `iconDirectories`, links opened with `linkOpener`.
    public init(
        defaultKind: String? = nil, rules: [NotificationRule] = [], fonts: FontSource = .pinned,
        iconTheme: String? = nil, iconDirectories: [String] = [],
        linkOpener: NotificationHook? = NotificationHook(["xdg-open"])
    ) {
        self.defaultKind = defaultKind
        self.rules = rules
        self.fonts = fonts
        self.iconTheme = iconTheme
        self.iconDirectories = iconDirectories
        self.linkOpener = linkOpener
    }

    /// Whether a click opens a link to `href`: its scheme (before the first `:`) is one of
    /// ``openedSchemes``.
    public static func opens(_ href: String) -> Bool {
        guard let colon = href.firstIndex(of: ":") else { return false }
        return openedSchemes.contains(href[..<colon].lowercased())
    }

    /// Whether `name` can name an icon theme: a directory name of printable ASCII without `/`,
    /// `,` or a space (the icon theme specification's theme names), not `.` or `..`, at most 256
    /// bytes.
    public static func isIconThemeName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 256, name != ".", name != ".." else { return false }
        return name.utf8.allSatisfy { (0x21...0x7E).contains($0) && $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: ",") }
    }

    /// Why an icon theme's name is refused, for the messages that refuse one.
    public static let iconThemeNameRule = "printable ASCII without '/', ',' or a space, at most 256 bytes"

    /// What the rules that match `notification` give together: each matching rule's keys in
    /// order, a later one's winning, priorities added.
    public func effect(for notification: Notification) -> NotificationRule.Effect {
        var effect = NotificationRule.Effect()
        for rule in rules where rule.match.matches(notification) {
            effect = rule.effect.applied(over: effect)
        }
        return effect
    }
}

/// One rule: what it matches and what it sets.
public struct NotificationRule: Sendable, Hashable {
    /// Which notifications it applies to.
    public var match: NotificationMatch
    /// What it sets on them.
    public var effect: Effect

    /// A rule.
    public init(match: NotificationMatch, effect: Effect) {
        self.match = match
        self.effect = effect
    }

    /// What a rule sets: each key it leaves `nil` keeps what the rules before gave; hooks add up.
    public struct Effect: Sendable, Hashable {
        /// The theme's kind the notification becomes.
        public var kind: String?
        /// The deck group key it gathers in.
        public var group: NotificationGrouping?
        /// Where it appears, over the kind's position.
        public var position: ToastPosition?
        /// How long it holds when its sender leaves it to the server (`expire_timeout` -1):
        /// replaces the kind's hold and critical urgency's `.forever`.
        public var duration: DisplayDuration?
        /// Added to the urgency's priority (and to the other matching rules').
        public var priority: Int
        /// The programs to run when the notification shows: every matching rule's, in order.
        public var hooks: [NotificationHook]

        /// An effect; every key unset by default.
        public init(
            kind: String? = nil, group: NotificationGrouping? = nil, position: ToastPosition? = nil,
            duration: DisplayDuration? = nil, priority: Int = 0, hooks: [NotificationHook] = []
        ) {
            self.kind = kind
            self.group = group
            self.position = position
            self.duration = duration
            self.priority = priority
            self.hooks = hooks
        }

        /// This effect after `earlier`: its keys win, priorities add, hooks run after the
        /// earlier ones'.
        func applied(over earlier: Effect) -> Effect {
            Effect(
                kind: kind ?? earlier.kind, group: group ?? earlier.group, position: position ?? earlier.position,
                duration: duration ?? earlier.duration, priority: earlier.priority + priority,
                hooks: earlier.hooks + hooks)
        }
    }
}

/// The deck group a rule gives a notification (``ToastContent/group``).
public enum NotificationGrouping: String, Sendable, Hashable, CaseIterable {
    /// Notifications of one sending program together (`app_name`).
    case app
    /// Notifications of one category together (`email.arrived`).
    case category
    /// Notifications of one `.desktop` entry together.
    case desktopEntry = "desktop_entry"
    /// No group (a rule's `group = false`), whatever the kind's.
    case ungrouped

    /// The group key of `notification`: `nil` for ``ungrouped`` or a field it lacks.
    public func key(of notification: Notification) -> String? {
        switch self {
        case .app: notification.appName.isEmpty ? nil : notification.appName
        case .category: notification.category
        case .desktopEntry: notification.desktopEntry
        case .ungrouped: nil
        }
    }
}

/// What a rule matches: every pattern it has must match its field (a field the notification
/// lacks, such as a missing category, matches no pattern), and the urgency must be one of
/// ``urgencies`` when it lists them. A match with nothing set matches every notification.
public struct NotificationMatch: Sendable, Hashable {
    /// The sending program's name.
    public var app: GlobPattern?
    /// The summary.
    public var summary: GlobPattern?
    /// The body as sent (markup included).
    public var body: GlobPattern?
    /// The `category` hint.
    public var category: GlobPattern?
    /// The `desktop-entry` hint.
    public var desktopEntry: GlobPattern?
    /// The stacking tag.
    public var stackTag: GlobPattern?
    /// The urgencies it matches; `nil` for any.
    public var urgencies: Set<NotificationUrgency>?

    /// A match; nothing set matches every notification.
    public init(
        app: GlobPattern? = nil, summary: GlobPattern? = nil, body: GlobPattern? = nil,
        category: GlobPattern? = nil, desktopEntry: GlobPattern? = nil, stackTag: GlobPattern? = nil,
        urgencies: Set<NotificationUrgency>? = nil
    ) {
        self.app = app
        self.summary = summary
        self.body = body
        self.category = category
        self.desktopEntry = desktopEntry
        self.stackTag = stackTag
        self.urgencies = urgencies
    }

    /// Whether `notification` meets every condition.
    public func matches(_ notification: Notification) -> Bool {
        if let urgencies, !urgencies.contains(notification.urgency) { return false }
        return Self.holds(app, notification.appName) && Self.holds(summary, notification.summary)
            && Self.holds(category, notification.category) && Self.holds(desktopEntry, notification.desktopEntry)
            && Self.holds(stackTag, notification.stackTag) && Self.holds(body, notification.body)
    }

    private static func holds(_ pattern: GlobPattern?, _ value: String?) -> Bool {
        guard let pattern else { return true }
        guard let value else { return false }
        return pattern.matches(value)
    }
}
