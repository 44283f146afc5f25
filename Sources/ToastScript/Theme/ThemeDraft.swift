import ToastCore

/// A theme as decoded, before strings and kinds are assembled into a `Theme`.
struct ThemeDraft: Sendable {
    var name = ""
    var summary: String?
    var extends: String?
    var style = StylePatch()
    var kinds: [KindDraft] = []
    var motion = Motion()
    var hold: DisplayDuration = .fixed(2)
    var queue = QueueDraft()
    var position: ToastPosition = .bottom
    var haptic: Haptic = .none
    var screenReaderHold = ScreenReaderHold.untilDismissed
    var popup = PopupStyle()
    /// `nil` until the theme sets it: then a catalog's `sourceLanguage`, else `en`.
    var developmentLanguage: String?
    var strings: [String: [String: String]] = [:]
    /// Strings that vary by plural, device or substitution (from string files).
    var stringEntries: [String: [String: LocalizedEntry]] = [:]
    var rules: [StyleRule] = []
    var styleFunction: LuaFunctionRef?
    /// The `notifications` table, when the theme has one.
    var notifications: NotificationRules?
}

/// Queue settings as written (`policy = "stack"` with `max_visible = 3`).
struct QueueDraft: Sendable {
    var policy = "serial"
    var maxVisible = 3
    var maxPending: Int?
    var overflow: OverflowPolicy = .dropOldest
    var coalesce = false
    var gap = 0.0
    var deck = DeckConfiguration()
    var history = 50
    var maxHeld = 100
    var quietSummary: String?

    var configuration: QueueConfiguration {
        let policy: QueuePolicy =
            switch self.policy {
            case "replace": .replace
            case "drop_while_busy": .dropWhileBusy
            case "stack": .stack(max: maxVisible)
            case "deck": .deck(max: maxVisible)
            default: .serial
            }
        return QueueConfiguration(
            policy: policy, maxPending: maxPending, overflow: overflow,
            coalesceDuplicates: coalesce, gap: gap, deck: deck, historyLimit: history, maxHeld: maxHeld,
            quietSummary: quietSummary)
    }

    static let schema = RecordSchema<QueueDraft>(
        "tartine.Queue", doc: "How toasts wait for one another.",
        fields: [
            .value(
                "policy",
                "serial: one at a time, in order; replace: the newest wins; drop_while_busy; stack: several at once; deck: several at once, collapsed behind the newest, expanding on hover or tap (see `deck`).",
                .choice(Policy.self)
            ) { $0.policy = $1.rawValue },
            .value("max_visible", "With the stack and deck policies, how many show at once.", .integer(min: 1, max: 10))
            {
                $0.maxVisible = $1
            },
            .value(
                "max_pending", "The most toasts that may wait (no bound when absent).", .integer(min: 0, max: 100_000)
            ) { $0.maxPending = $1 },
            .value("overflow", "Which toast goes when the queue is full.", .choice(Overflow.self)) {
                $0.overflow = $1 == .drop_newest ? .dropNewest : .dropOldest
            },
            .value("coalesce", "Whether duplicates become a count (×3) on one toast.", .boolean) { $0.coalesce = $1 },
            .value("gap", "Seconds between one toast leaving and the next entering.", .number(min: 0, max: 60)) {
                $0.gap = $1
            },
            .value(
                "deck", "With the deck policy, how the deck collapses and expands.",
                ValueDecoder<DeckConfiguration>(.record("tartine.Deck")) { value, path, context in
                    var deck = DeckConfiguration()
                    deckSchema.decode(value, at: path, into: &deck, context)
                    return deck
                }
            ) { $0.deck = $1 },
            .value(
                "history",
                "How many toasts that left (hidden, dropped, vetoed, summarized) the history keeps for toast.history() and the app, newest first (50 by default; 0 keeps none).",
                .integer(
                    min: QueueConfiguration.historyRange.lowerBound, max: QueueConfiguration.historyRange.upperBound)
            ) { $0.history = $1 },
            .value(
                "max_held",
                "The most toasts quiet mode holds (100 by default); one more drops the oldest held toast of the lowest priority, which the summary still counts.",
                .integer(min: QueueConfiguration.heldRange.lowerBound, max: QueueConfiguration.heldRange.upperBound)
            ) { $0.maxHeld = $1 },
            .value(
                "quiet_summary",
                "The kind shown in place of the toasts quiet mode held, when it ends and held two or more; its message gets their count as its argument (\"%d while you were away\"). Without it the held toasts show in order.",
                .name("quiet_summary")
            ) { $0.quietSummary = $1 },
        ])

    /// The `deck` table: how a deck looks collapsed and how it expands.
    static let deckSchema = RecordSchema<DeckConfiguration>(
        "tartine.Deck", doc: "How the deck policy collapses toasts behind the newest and expands them.",
        fields: [
            .value(
                "scale_step", "How much smaller each card behind is (0.05: 95%, 90%, …).", .number(min: 0, max: 0.3)
            ) { $0.scaleStep = $1 },
            .value(
                "offset_step", "Points each card behind peeks out past the one in front.", .number(min: 0, max: 64)
            ) { $0.offsetStep = $1 },
            .value("visible_behind", "How many cards show behind the front one.", .integer(min: 0, max: 9)) {
                $0.visibleBehind = $1
            },
            .value("expand_duration", "Seconds the expand and collapse take.", .number(min: 0, max: 5)) {
                $0.expandDuration = $1
            },
            .value("expand_curve", "The curve of the expand and collapse.", .curve) { $0.expandCurve = $1 },
            .value(
                "collapse_after", "Seconds a deck expanded by a tap stays open (0: until collapsed).",
                .number(min: 0, max: 600)
            ) { $0.collapseAfter = $1 },
        ])

    enum Policy: String, CaseIterable, Sendable { case serial, replace, drop_while_busy, stack, deck }
    enum Overflow: String, CaseIterable, Sendable { case drop_oldest, drop_newest }
}
