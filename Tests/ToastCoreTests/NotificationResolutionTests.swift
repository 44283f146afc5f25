import Testing

@testable import ToastCore

/// A theme with a default notification kind, a critical and a music kind, and rules.
func notificationTheme(
    defaultKind: String? = "notification", rules: [NotificationRule] = [],
    screenReaderHold: ScreenReaderHold = .untilDismissed
) -> Theme {
    var grouped = ToastKind(id: "grouped", icon: .emoji("📦"), message: .literal("Grouped"))
    grouped.group = "kind-group"
    return Theme(
        name: "notify",
        kinds: [
            ToastKind(id: "notification", icon: .emoji("🔔"), message: .literal("Notification"), duration: .fixed(5)),
            ToastKind(id: "critical", message: .literal("Critical"), duration: .fixed(9)),
            ToastKind(id: "music", message: .literal("Music"), position: .bottomTrailing),
            ToastKind(
                id: "with-action", message: .literal("Kind"),
                action: ToastActionSpec(id: "undo", title: .literal("Undo"))),
            grouped,
        ],
        motion: seedMotion, hold: .fixed(3), defaultPosition: .topTrailing, screenReaderHold: screenReaderHold,
        notifications: NotificationRules(defaultKind: defaultKind, rules: rules))
}

func rule(_ match: NotificationMatch, _ effect: NotificationRule.Effect) -> NotificationRule {
    NotificationRule(match: match, effect: effect)
}

func glob(_ source: String) -> GlobPattern? { GlobPattern(source) }

@Suite("A notification resolved into a toast of the theme")
struct NotificationResolutionTests {
    let context = SceneSetting.standard.context

    @Test("the default kind, then a plain toast in the theme's style when the theme has none")
    func kindFallbacks() {
        let mail = Notification(appName: "Mail", summary: "New mail")
        let byDefault = notificationTheme().request(for: mail, context: context).content
        #expect(byDefault.kind == "notification")
        #expect(byDefault.icon == .emoji("🔔"))
        #expect(byDefault.duration == .fixed(5))
        let plain = notificationTheme(defaultKind: nil).request(for: mail, context: context).content
        #expect(plain.kind == "notification")
        #expect(plain.icon == nil)
        #expect(plain.duration == .fixed(3))
        #expect(plain.position == .topTrailing)
        let missing = notificationTheme(defaultKind: "gone").request(for: mail, context: context).content
        #expect(missing.icon == nil)
    }

    @Test("title is the summary as written, message the body with markup on; bad markup drawn as written")
    func texts() {
        let theme = notificationTheme()
        let note = Notification(summary: "Tom & <Jerry>", body: "<b>Bold</b> and <a href=\"https://x.org\">a link</a>")
        let content = theme.request(for: note, context: context).content
        #expect(content.style.markup)
        #expect(content.styledTitle?.text == "Tom & <Jerry>")
        #expect(content.styledMessage.text == "Bold and a link")
        #expect(content.links == ["https://x.org"])
        #expect(content.accessibilityText == "Tom & <Jerry>, Bold and a link")
        let bad = theme.request(for: Notification(summary: "S", body: "<b>open"), context: context).content
        #expect(bad.styledMessage.text == "<b>open")
        let tags = theme.request(for: Notification(summary: "<b>not bold</b>"), context: context).content
        #expect(tags.styledTitle?.text == "<b>not bold</b>")
        #expect(tags.styledTitle?.spans.isEmpty == true)
        let empty = theme.request(for: Notification(summary: "", body: "Body"), context: context).content
        #expect(empty.title == nil)
        #expect(empty.accessibilityText == "Body")
    }

    @Test("every action but default is a button, labelled, in order; the kind's own actions are replaced")
    func actions() {
        let theme = notificationTheme(rules: [rule(NotificationMatch(), .init(kind: "with-action"))])
        let note = Notification(
            summary: "S",
            actions: [
                NotificationAction(key: "default", label: "Open"), NotificationAction(key: "reply", label: "Reply"),
                NotificationAction(key: "later", label: ""),
            ])
        let content = theme.request(for: note, context: context).content
        #expect(
            content.actions == [ToastAction(id: "reply", title: "Reply"), ToastAction(id: "later", title: "later")])
    }

    @Test(
        "expire_timeout: -1 the kind's hold (critical sticky), 0 sticky, N milliseconds bounded to a day",
        arguments: [
            (Int32(-1), NotificationUrgency.normal, DisplayDuration.fixed(5)),
            (-1, .low, .fixed(5)),
            (-7, .normal, .fixed(5)),
            (-1, .critical, .forever),
            (0, .normal, .forever),
            (0, .critical, .forever),
            (1_500, .normal, .visibleFor(1.5)),
            (1_500, .critical, .visibleFor(1.5)),
            (Int32.max, .normal, .visibleFor(86_400)),
        ])
    func durations(expire: Int32, urgency: NotificationUrgency, expected: DisplayDuration) {
        let note = Notification(summary: "S", urgency: urgency, expireTimeout: expire)
        #expect(notificationTheme().request(for: note, context: context).content.duration == expected)
    }

    @Test("a rule's duration replaces the -1 default only (critical's .forever too), not the sender's")
    func ruleDuration() {
        let theme = notificationTheme(rules: [rule(NotificationMatch(), .init(duration: .fixed(12)))])
        #expect(theme.request(for: Notification(summary: "S"), context: context).content.duration == .fixed(12))
        let low = Notification(summary: "S", urgency: .low)
        #expect(theme.request(for: low, context: context).content.duration == .fixed(12))
        let critical = Notification(summary: "S", urgency: .critical)
        #expect(theme.request(for: critical, context: context).content.duration == .fixed(12))
        let sender = Notification(summary: "S", expireTimeout: 800)
        #expect(theme.request(for: sender, context: context).content.duration == .visibleFor(0.8))
    }

    @Test("under a screen reader a notification with buttons holds as the theme says")
    func screenReader() {
        let reader = SceneSetting.standard.with(accessibility: AccessibilitySettings(screenReader: true)).context
        let note = Notification(summary: "S", actions: [NotificationAction(key: "reply", label: "Reply")])
        #expect(notificationTheme().request(for: note, context: reader).content.duration == .forever)
        let factor = notificationTheme(screenReaderHold: .factor(2))
        #expect(factor.request(for: note, context: reader).content.duration == .fixed(10))
        #expect(
            notificationTheme().request(for: Notification(summary: "S"), context: reader).content.duration == .fixed(5))
    }

    @Test("priority: low 0, normal 1, critical 2, plus every matching rule's; the stack tag is the tag")
    func priorityAndTag() {
        let theme = notificationTheme(rules: [
            rule(NotificationMatch(app: glob("Mail")), .init(priority: 5)),
            rule(NotificationMatch(urgencies: [.critical]), .init(priority: 10)),
        ])
        #expect(theme.request(for: Notification(summary: "S", urgency: .low), context: context).priority == 0)
        #expect(theme.request(for: Notification(summary: "S"), context: context).priority == 1)
        #expect(theme.request(for: Notification(summary: "S", urgency: .critical), context: context).priority == 12)
        let both = Notification(appName: "Mail", summary: "S", urgency: .critical, stackTag: "volume")
        let request = theme.request(for: both, context: context)
        #expect(request.priority == 17)
        #expect(request.tag == "volume")
    }

    @Test("progress 0–100 becomes 0…1, clamped")
    func progress() {
        let theme = notificationTheme()
        #expect(theme.request(for: Notification(summary: "S", progress: 40), context: context).content.progress == 0.4)
        #expect(theme.request(for: Notification(summary: "S", progress: 100), context: context).content.progress == 1)
        #expect(theme.request(for: Notification(summary: "S", progress: 5), context: context).content.progress == 0.05)
        #expect(theme.request(for: Notification(summary: "S", progress: 250), context: context).content.progress == 1)
        #expect(theme.request(for: Notification(summary: "S", progress: -3), context: context).content.progress == 0)
        #expect(theme.request(for: Notification(summary: "S"), context: context).content.progress == nil)
    }

    @Test("icon: pixels as sent, a path as an image icon, a name or none the kind's own")
    func icons() {
        let theme = notificationTheme()
        let rgba: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 128]
        let pixels = Notification(summary: "S", image: .pixels(width: 2, height: 1, rgba: rgba))
        #expect(theme.request(for: pixels, context: context).content.icon == .pixels(width: 2, height: 1, rgba: rgba))
        let path = Notification(summary: "S", image: .path("images/mina.png"))
        #expect(theme.request(for: path, context: context).content.icon == .image(path: "images/mina.png"))
        let name = Notification(summary: "S", image: .name("dialog-information"))
        #expect(theme.request(for: name, context: context).content.icon == .emoji("🔔"))
        #expect(theme.request(for: Notification(summary: "S"), context: context).content.icon == .emoji("🔔"))
    }

    @Test("group: by app, category or desktop entry, false for none, else the kind's")
    func groups() {
        func group(_ grouping: NotificationGrouping?, kind: String = "notification") -> String? {
            let theme = notificationTheme(rules: [rule(NotificationMatch(), .init(kind: kind, group: grouping))])
            let note = Notification(
                appName: "Mail", summary: "S", category: "email.arrived", desktopEntry: "org.gnome.Evolution")
            return theme.request(for: note, context: context).content.group
        }
        #expect(group(.app) == "Mail")
        #expect(group(.category) == "email.arrived")
        #expect(group(.desktopEntry) == "org.gnome.Evolution")
        #expect(group(.ungrouped, kind: "grouped") == nil)
        #expect(group(nil, kind: "grouped") == "kind-group")
        #expect(group(nil) == nil)
    }

    @Test("the content carries the notification, and a rule's position replaces the kind's")
    func carriesNotification() {
        let theme = notificationTheme(rules: [
            rule(NotificationMatch(app: glob("Spotify")), .init(kind: "music")),
            rule(NotificationMatch(summary: glob("*left")), .init(position: .bottom)),
        ])
        let song = Notification(id: 4, appName: "Spotify", summary: "Song")
        let content = theme.request(for: song, context: context).content
        #expect(content.notification == song)
        #expect(content.kind == "music")
        #expect(content.position == .bottomTrailing)
        let left = Notification(appName: "Spotify", summary: "2 left")
        #expect(theme.request(for: left, context: context).content.position == .bottom)
    }
}

@Suite("Notification rules: every matcher, every matching rule in order")
struct NotificationRuleTests {
    let note = Notification(
        appName: "Spotify", summary: "Battery low", body: "<b>15%</b> left", urgency: .critical,
        category: "device.battery", desktopEntry: "org.upower", stackTag: "power")

    @Test(
        "each matcher holds when its pattern matches its field, and fails otherwise",
        arguments: [
            (NotificationMatch(), true),
            (NotificationMatch(app: glob("Spot*")), true),
            (NotificationMatch(app: glob("Mail")), false),
            (NotificationMatch(summary: glob("*[Bb]attery*")), true),
            (NotificationMatch(summary: glob("battery*")), false),
            (NotificationMatch(body: glob("<b>*")), true),
            (NotificationMatch(body: glob("15%*")), false),
            (NotificationMatch(category: glob("device.*")), true),
            (NotificationMatch(category: glob("email.*")), false),
            (NotificationMatch(desktopEntry: glob("org.?power")), true),
            (NotificationMatch(desktopEntry: glob("org.gnome.*")), false),
            (NotificationMatch(stackTag: glob("pow[!x]r")), true),
            (NotificationMatch(stackTag: glob("volume")), false),
            (NotificationMatch(urgencies: [.critical]), true),
            (NotificationMatch(urgencies: [.low, .normal]), false),
            (NotificationMatch(app: glob("Spotify"), urgencies: [.normal]), false),
            (NotificationMatch(app: glob("Spotify"), category: glob("device.*"), urgencies: [.critical]), true),
        ])
    func matchers(match: NotificationMatch, expected: Bool) {
        #expect(match.matches(note) == expected)
    }

    @Test("a field the notification lacks matches no pattern, not even *")
    func missingFields() {
        let bare = Notification(summary: "S")
        #expect(!NotificationMatch(category: glob("*")).matches(bare))
        #expect(!NotificationMatch(desktopEntry: glob("*")).matches(bare))
        #expect(!NotificationMatch(stackTag: glob("*")).matches(bare))
        #expect(NotificationMatch(app: glob("*")).matches(bare))
        #expect(NotificationMatch(body: glob("")).matches(bare))
    }

    @Test("every matching rule applies in order, later ones winning key by key, priorities added")
    func order() {
        let rules = NotificationRules(
            defaultKind: "notification",
            rules: [
                rule(NotificationMatch(), .init(kind: "a", group: .app, position: .top, priority: 1)),
                rule(NotificationMatch(app: glob("Mail")), .init(kind: "never", priority: 100)),
                rule(NotificationMatch(urgencies: [.critical]), .init(kind: "b", duration: .forever, priority: 2)),
                rule(NotificationMatch(category: glob("device.*")), .init(group: .ungrouped, priority: 4)),
            ])
        #expect(
            rules.effect(for: note)
                == NotificationRule.Effect(
                    kind: "b", group: .ungrouped, position: .top, duration: .forever, priority: 7))
        #expect(
            rules.effect(for: Notification(summary: "S"))
                == NotificationRule.Effect(kind: "a", group: .app, position: .top, priority: 1))
    }
}
