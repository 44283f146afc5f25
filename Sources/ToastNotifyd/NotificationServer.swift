import Synchronization
import ToastCore
import ToastDBus
import ToastFiles
import ToastRender
import ToastScript

/// The notification server's engine side: one ``ToastCenter`` on the theme file (a
/// `LiveThemeSource`, so a save swaps the theme in without dropping a notification and a broken
/// save keeps the last good one), the server's books (``NotificationRegistry``), and the answers
/// to the bus's calls. The bus calls it on its thread and the display loop on its own; both go
/// through one lock, and every call returns at once (drawing is the display loop's business:
/// ``wake`` tells it something changed).
package final class NotificationServer: NotificationBusHandler, Sendable {
    /// What the server starts with.
    package struct Options: Sendable {
        /// The theme file.
        package var themePath: String
        /// What the theme's kinds resolve in: the monitor's screen as first chosen (its
        /// direction and device class), the locale, appearance, accessibility settings and motion.
        package var setting: SceneSetting
        /// The run's clock: `SystemClock.local()` when serving (its time of day is the one plugins
        /// read); a virtual one in tests.
        package var clock: any ToastClock
        /// The theme's Lua budgets.
        package var budgets: LuaBudgets
        /// Seconds of quiet after a save before loading it.
        package var debounce: Double
        /// While paused, notifications below this priority are held (2: all but critical).
        package var pauseBelow: Int
        /// Closed notifications kept for `history` and `history-pop`.
        package var historyLimit: Int
        /// The bytes the history and the waiting notifications are kept within (images of the
        /// oldest dropped first: `NotificationRegistry`).
        package var byteBudget: Int
        /// Where senders' icon names are looked up (the user's icon theme, then `hicolor`).
        package var icons: IconSearch
        /// The bounds on the programs the theme's rules run (`run`).
        package var hookLimits: NotificationHooks.Limits

        /// Creates options; the defaults hold all but critical notifications while paused,
        /// keep the last 100 closed ones, keep the history and the waiting ones within 64 MiB,
        /// and bound hooks as ``NotificationHooks/Limits/init(running:perMinute:seconds:)`` does.
        package init(
            themePath: String, setting: SceneSetting, clock: any ToastClock, budgets: LuaBudgets = LuaBudgets(),
            debounce: Double = 0.15, pauseBelow: Int = 2, historyLimit: Int = 100,
            byteBudget: Int = NotificationRegistry.defaultByteBudget, icons: IconSearch = .session(),
            hookLimits: NotificationHooks.Limits = NotificationHooks.Limits()
        ) {
            self.themePath = themePath
            self.setting = setting
            self.clock = clock
            self.budgets = budgets
            self.debounce = debounce
            self.pauseBelow = pauseBelow
            self.historyLimit = historyLimit
            self.byteBudget = byteBudget
            self.icons = icons
            self.hookLimits = hookLimits
        }
    }

    /// A signal to send on the bus once the lock is released.
    enum Signal: Equatable {
        case closed(UInt32, NotificationCloseReason)
        case action(UInt32, String)
        /// Shown on screen: only an event (`notifyctl watch`), no signal of the spec's.
        case shown(Notification)
    }

    private struct State {
        var registry: NotificationRegistry
        var paused = false
        var lastFailure: String?
        /// Each plugin's last failure this run (what its card says when it is stopped); at most
        /// one entry a plugin of the theme.
        var pluginFailures: [String: String] = [:]
        /// The notifications whose rules' hooks run when they show (each `Notify` once; not a
        /// history-pop), by number; a number leaves when it shows or closes.
        var hooksDue: Set<UInt32> = []
    }

    /// The center on the theme; the display loop draws its frames.
    package let center: ToastCenter
    /// Signalled whenever the queue changed from outside the display loop.
    package let wake: WakeSignal
    private let source: LiveThemeSource
    private let state: Mutex<State>
    private let failures: FailureNote
    private let receiver = Mutex<(any NotificationSignals)?>(nil)
    private let lost = Atomic(false)
    private let options: Options
    /// The icon theme senders' icon names are found in.
    private let icons: NotificationIcons
    /// The pixels per point of the monitor the display draws on, which a notification's icon is
    /// read at when it arrives (1 until a display says otherwise: `drawsAt(scale:)`).
    private let scale = Atomic(1)
    let hooks: NotificationHooks
    /// Called with each line the server says on standard error (a failed reload).
    let report: @Sendable (String) -> Void
    /// Called with each event of the queue as a transcript line (`--events`), if set.
    private let events: (@Sendable (String) -> Void)?

    /// Loads the theme and starts following it.
    /// - Parameters:
    ///   - options: the theme, its context and the server's settings.
    ///   - report: where the server's messages go (standard error in `tartine notifyd`).
    ///   - events: where each event of the queue goes as a transcript line (`--events`), or `nil`.
    /// - Throws: `LoadError` when the theme does not load, `WatchError`, or the wake signal's error.
    package init(
        _ options: Options, report: @escaping @Sendable (String) -> Void,
        events: (@Sendable (String) -> Void)? = nil
    ) throws {
        let failures = FailureNote()
        // A swap or a failed reload changes what is drawn (or adds a notification): the display
        // loop, asleep until the next deadline, is woken.
        let wake = try WakeSignal()
        let source = try LiveThemeSource(
            options.themePath, setting: options.setting, clock: options.clock,
            loader: ThemeLoader(budgets: options.budgets), debounce: options.debounce
        ) { update in
            switch update {
            case .swapped(_, let loaded):
                failures.text.withLock { $0 = nil }
                for line in Self.fontReport(loaded) { report(line) }
            case .failed(_, let message): failures.text.withLock { $0 = message }
            }
            wake.signal()
        }
        self.source = source
        let center = source.center
        self.center = center
        self.failures = failures
        self.wake = wake
        self.state = Mutex(
            State(registry: NotificationRegistry(historyLimit: options.historyLimit, byteBudget: options.byteBudget)))
        self.options = options
        self.icons = NotificationIcons(options.icons)
        self.hooks = NotificationHooks(limits: options.hookLimits, report: report)
        self.report = report
        self.events = events
        _ = center.drainEvents()
        for line in Self.fontReport(source.current) { report(line) }
    }

    /// The fonts the theme in force is drawn with (its `notifications.fonts`).
    package var fontSource: FontSource { source.current.fontSource }

    /// What the fonts `loaded` is drawn with lack (a family not installed, a weight, a
    /// character), one line each at the theme's line, as `tartine check` says it.
    private static func fontReport(_ loaded: LoadedTheme) -> [String] {
        loaded.fontWarnings(from: { try? FontSet.of($0) }).map { "notifyd: \($0.description)" }
    }

    /// Where to send signals (the bus, once it is connected); `nil` sends none.
    package func attach(_ signals: (any NotificationSignals)?) {
        receiver.withLock { $0 = signals }
    }

    /// Stops following the theme file.
    package func stop() {
        source.cancel()
    }

    /// The theme file followed.
    package var themePath: String { source.path }

    // MARK: The bus's calls

    /// Says that the display draws on a monitor of `scale` pixels per point (its integer
    /// `DisplayMonitor.scale`): the icons of notifications that arrive from now on are read at it.
    package func drawsAt(scale: Int) {
        self.scale.store(max(1, scale), ordering: .relaxed)
    }

    /// `Notify`: numbers the notification (or keeps the number of the one it replaces), turns
    /// its image into pixels (at the size its card draws it, at the scale of the monitor drawn on:
    /// `drawsAt(scale:)`), and hands it to the queue; returns at once.
    package func notify(_ notification: Notification, sender: String) -> UInt32 {
        var notification = notification
        let scale = Double(scale.load(ordering: .relaxed))
        icons.resolve(&notification, theme: center.theme, context: center.context, scale: scale)
        let (id, signals) = state.withLock { state -> (UInt32, [Signal]) in
            let id =
                notification.replacesID != 0 && state.registry.contains(notification.replacesID)
                ? notification.replacesID : state.registry.nextID()
            notification.id = id
            let closes = show(.notify(notification), of: notification, in: &state)
            if state.registry.contains(id) { state.hooksDue.insert(id) }
            return (id, closes + keepWithinBudget(&state))
        }
        send(signals)
        wake.signal()
        return id
    }

    /// Shows a numbered notification (`command` is `.notify` or `.restore` of it); returns what
    /// closes at once (one it replaced under a stacking tag, or itself when the theme could not
    /// show it).
    private func show(_ command: ToastCommand, of notification: Notification, in state: inout State) -> [Signal] {
        let now = center.clock.now()
        switch center.apply(command) {
        case .toast(let toast):
            return state.registry.record(notification, toast: toast, at: now).map { [.closed($0.0, $0.1)] } ?? []
        case .failed(let error):
            report("notifyd: notification \(notification.id) not shown: \(error.description)")
            return [.closed(notification.id, .undefined)]
        case .popup, .done:
            return [.closed(notification.id, .undefined)]
        }
    }

    /// Keeps the history and the waiting notifications within the byte budget
    /// (`NotificationRegistry.trim`): a waiting notification whose image was dropped is shown
    /// again in place without it, one closed for the budget is dismissed; returns the
    /// `NotificationClosed` of those.
    private func keepWithinBudget(_ state: inout State) -> [Signal] {
        let visible = center.withPresenter { presenter, _ in Set(presenter.visibleIDs) }
        let trim = state.registry.trim(visible: visible)
        for notification in trim.stripped { center.apply(.notify(notification)) }
        for (_, toast) in trim.closed { center.apply(.dismiss(.id(toast), by: .app)) }
        return trim.closed.map { .closed($0.id, .undefined) }
    }

    /// Another server took the name over (`--replace`) or the bus went away: the server stops.
    package func nameLost() {
        lost.store(true, ordering: .sequentiallyConsistent)
        wake.signal()
    }

    /// Whether the server lost its name (``nameLost()``) and should stop.
    package var hasLostName: Bool { lost.load(ordering: .sequentiallyConsistent) }

    /// `CloseNotification`: the toast leaves, dismissed by the app, and its `NotificationClosed`
    /// says 3.
    package func closeNotification(id: UInt32) {
        close(id, by: .app)
    }

    /// A call on Tartine's control interface (`tartine notifyctl`).
    package func control(_ request: NotifydRequest) -> NotifydReply {
        switch request {
        case .pause:
            state.withLock { $0.paused = true }
            center.apply(.quiet(QuietMode(below: options.pauseBelow)))
        case .resume:
            state.withLock { $0.paused = false }
            center.apply(.quiet(nil))
        case .isPaused:
            return .flag(state.withLock { $0.paused })
        case .history:
            return .text(historyJSON())
        case .historyPop:
            return historyPop()
        case .close(let id):
            let target = id != 0 ? id : newestShown()
            guard let target, state.withLock({ $0.registry.contains(target) }) else {
                return .failed(id == 0 ? "no notification is shown" : "no notification \(id)")
            }
            close(target, by: .user)
        case .closeAll:
            center.apply(.dismissAll(by: .user))
        case .reload:
            let before = source.generation
            source.reloadNow()
            if source.generation > before { return .text("reloaded \(Paths.display(source.path))") }
            return .failed(failures.text.withLock { $0 } ?? "\(Paths.display(source.path)) did not change the theme")
        case .count:
            let (shown, waiting) = center.withPresenter { presenter, _ in
                (presenter.visibleIDs.count, presenter.pendingCount + presenter.heldCount)
            }
            let history = state.withLock { $0.registry.history.count }
            return .counts(shown: UInt32(shown), waiting: UInt32(waiting), history: UInt32(history))
        case .list:
            return .text(listJSON())
        case .action(let given, let key):
            guard let id = given != 0 ? given : newestShown() else { return .failed("no notification is shown") }
            guard
                let (toast, notification) = state.withLock({ state in
                    state.registry.entries[id].map { ($0.toast, $0.notification) }
                })
            else { return .failed("no notification \(id)") }
            guard notification.actions.contains(where: { $0.key == key }) else {
                return .failed("notification \(id) has no action '\(key)'")
            }
            center.apply(key == "default" ? .tap(.id(toast)) : .tapAction(.id(toast), action: key))
        }
        wake.signal()
        return .done
    }

    /// `history-pop`: the newest closed notification shows again under its own number, sticky
    /// (it waits for the user, as dunst's `sticky_history`), and without the filters, which
    /// decided about it when it first came.
    private func historyPop() -> NotifydReply {
        let (popped, signals) = state.withLock { state -> (UInt32?, [Signal]) in
            guard var again = state.registry.popHistory() else { return (nil, []) }
            again.replacesID = 0
            again.expireTimeout = 0
            return (again.id, show(.restore(again), of: again, in: &state) + keepWithinBudget(&state))
        }
        guard let popped else { return .failed("the history is empty") }
        send(signals)
        wake.signal()
        return .id(popped)
    }

    /// The newest notification on screen.
    private func newestShown() -> UInt32? {
        let visible = center.withPresenter { presenter, _ in presenter.visibleIDs }
        return state.withLock { state in visible.reversed().compactMap { state.registry.notification(of: $0) }.first }
    }

    /// Makes notification `id` leave, dismissed by `dismisser` (its event carries who, and
    /// with it the reason its `NotificationClosed` gives). Under the lock, so that the toast
    /// cannot take another notification (a stacking tag) between the look-up and the command.
    private func close(_ id: UInt32, by dismisser: Dismisser) {
        state.withLock { state in
            guard let toast = state.registry.toast(of: id) else { return }
            center.apply(.dismiss(.id(toast), by: dismisser))
        }
        wake.signal()
    }

    /// The history as JSON, newest first: each closed notification's number, app, summary, body,
    /// urgency, category, why and when (seconds on the server's clock) it closed.
    private func historyJSON() -> String {
        let history = state.withLock { $0.registry.history }
        let items = history.reversed().map { closed -> JSONValue in
            let n = closed.notification
            return .object([
                ("id", .int(Int(n.id))), ("app", .string(n.appName)), ("summary", .string(n.summary)),
                ("body", .string(n.body)), ("urgency", .string(n.urgency.rawValue)),
                ("category", .optional(n.category)),
                ("reason", .int(Int(closed.reason.rawValue))), ("closed_at", .double(closed.at)),
            ])
        }
        return JSONValue.array(items).rendered()
    }

    /// The open notifications as JSON, oldest first: each one's number, app, summary, body,
    /// actions (key and label), urgency, and whether it is `shown` or `waiting`.
    private func listJSON() -> String {
        let visible = center.withPresenter { presenter, _ in Set(presenter.visibleIDs) }
        let entries = state.withLock { $0.registry.entries.values.sorted { $0.arrival < $1.arrival } }
        let items = entries.map { entry -> JSONValue in
            let n = entry.notification
            return .object([
                ("id", .int(Int(n.id))), ("app", .string(n.appName)), ("summary", .string(n.summary)),
                ("body", .string(n.body)),
                (
                    "actions",
                    .array(n.actions.map { .object([("key", .string($0.key)), ("label", .string($0.label))]) })
                ),
                ("urgency", .string(n.urgency.rawValue)),
                ("state", .string(visible.contains(entry.toast) ? "shown" : "waiting")),
            ])
        }
        return JSONValue.array(items).rendered()
    }

    /// The most bytes of a body a `shown` event carries (cut with "…"): an event line stays
    /// within what `notifyctl watch` prints, whatever the body.
    static let eventBodyBytes = 1_024

    /// One event as `notifyctl watch` prints it: a JSON object on one line (a `shown` event's
    /// body cut to ``eventBodyBytes``).
    static func eventJSON(_ signal: Signal) -> String {
        let fields: [(String, JSONValue)]
        switch signal {
        case .shown(let n):
            fields = [
                ("event", .string("shown")), ("id", .int(Int(n.id))), ("app", .string(n.appName)),
                ("summary", .string(n.summary)), ("body", .string(TextLimits.drawn(n.body, limit: eventBodyBytes))),
                ("urgency", .string(n.urgency.rawValue)),
            ]
        case .closed(let id, let reason):
            fields = [
                ("event", .string("closed")), ("id", .int(Int(id))), ("reason", .int(Int(reason.rawValue))),
                ("reason_name", .string(reason.name)),
            ]
        case .action(let id, let key):
            fields = [("event", .string("action")), ("id", .int(Int(id))), ("key", .string(key))]
        }
        return JSONValue.object(fields).renderedOnOneLine()
    }

    // MARK: The display loop's side

    /// Takes the queue's events so far and sends what they mean on the bus: each notification
    /// that starts to leave or is dropped is closed once, with its reason; an action invoked is
    /// `ActivationToken` then `ActionInvoked`; a failed theme reload is said on standard error
    /// and shown as a notification. Returns whether anything happened.
    @discardableResult
    package func pump() -> Bool {
        var failed: [String] = []
        var plugins: [String] = []
        var stopped: [Notification] = []
        var due: [(Notification, [NotificationHook], Double)] = []
        let (signals, count) = state.withLock { state -> ([Signal], Int) in
            let drained = center.drainEvents()
            var signals: [Signal] = []
            for timed in drained {
                events?(EventTranscript.line(timed))
                // A plugin's failure (a call's, or a command's at its file:line) is said as
                // every host says it.
                if let line = timed.event.pluginReport { plugins.append(line) }
                switch timed.event {
                case .action(let toast, let key):
                    if let id = state.registry.notification(of: toast) { signals.append(.action(id, key)) }
                case .willShow(let toast):
                    if let id = state.registry.notification(of: toast),
                        let notification = state.registry.entries[id]?.notification
                    {
                        signals.append(.shown(notification))
                        if state.hooksDue.remove(id) != nil {
                            let effect = center.theme.notifications.effect(for: notification)
                            if !effect.hooks.isEmpty { due.append((notification, effect.hooks, timed.time)) }
                        }
                    }
                case .themeFailed(let message):
                    failed.append(message)
                case .pluginFailed(let plugin, let message):
                    state.pluginFailures[plugin] = message
                case .themeSwapped:
                    state.pluginFailures = [:]
                default:
                    break
                }
                if let plugin = timed.event.stoppedPlugin, let line = timed.event.pluginReport {
                    stopped.append(Self.stoppedCard(plugin, report: line, lastFailure: state.pluginFailures[plugin]))
                }
                if let (id, reason) = state.registry.close(for: timed.event, at: timed.time) {
                    state.hooksDue.remove(id)
                    signals.append(.closed(id, reason))
                }
            }
            if !drained.isEmpty { signals += keepWithinBudget(&state) }
            return (signals, drained.count)
        }
        send(signals)
        for (notification, list, time) in due {
            for hook in list { hooks.run(hook, for: notification, shownAt: time) }
        }
        for line in plugins { report("notifyd: \(line)") }
        for message in failed {
            // The message holds the load's diagnostics, one a line, each escaped already: the
            // report is one line each, as the host's terminal writer requires.
            report("notifyd: the theme did not reload; the last good theme stays:")
            for line in message.split(separator: "\n") { report(String(line)) }
            _ = notify(Self.card("Theme not reloaded", text: message), sender: "")
        }
        for card in stopped { _ = notify(card, sender: "") }
        return count > 0
    }

    /// The card that says a plugin was stopped for the rest of the run, as a theme that did not
    /// reload gets one: the report line every host says, and the plugin's last failure.
    private static func stoppedCard(_ plugin: String, report: String, lastFailure: String?) -> Notification {
        let text = [report, lastFailure.map { "last failure: \($0)" }].compactMap { $0 }.joined(separator: "\n")
        return card("Plugin \(plugin) stopped", text: text)
    }

    /// A critical card from the server itself (app `tartine`): `text`, cut to what is drawn and
    /// escaped, as its body.
    private static func card(_ summary: String, text: String) -> Notification {
        Notification(
            appName: "tartine", summary: summary, body: MarkupParser.escape(TextLimits.drawn(text, limit: 1_024)),
            urgency: .critical)
    }

    /// The toast that shows notification `id`, while it is open (what a click on its card names).
    package func toast(of id: UInt32) -> ToastID? {
        state.withLock { $0.registry.toast(of: id) }
    }

    /// The notification toast `toast` shows, while it is open.
    func notificationID(of toast: ToastID) -> UInt32? {
        state.withLock { $0.registry.notification(of: toast) }
    }

    /// The theme's hooks running now.
    package var hooksRunning: Int { hooks.runningCount }

    /// Counters for `count`, tests and benchmarks: notifications open and closed so far.
    package var tally: (open: Int, closed: Int) {
        state.withLock { ($0.registry.openCount, $0.registry.closedCount) }
    }

    private func send(_ signals: [Signal]) {
        guard !signals.isEmpty, let receiver = receiver.withLock({ $0 }) else { return }
        for signal in signals {
            switch signal {
            case .closed(let id, let reason):
                receiver.notificationClosed(id: id, reason: reason)
            case .action(let id, let key):
                receiver.activationToken(id: id, token: "tartine-\(id)-\(key.utf8.count)")
                receiver.actionInvoked(id: id, key: key)
            case .shown: break
            }
            receiver.event(json: Self.eventJSON(signal))
        }
    }
}

/// The message of the last reload that failed (`nil` after one that worked), shared with the
/// theme source's callback.
private final class FailureNote: Sendable {
    let text = Mutex<String?>(nil)
}
