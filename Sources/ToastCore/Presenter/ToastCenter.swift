import Synchronization

/// The thread-safe front of the engine: `try center.show("saved")` from anywhere, any task or thread.
/// It runs a ``ToastRun`` (a theme in a host's setting, on a clock, with its plugins) under one
/// lock, stamping every call with the run's clock, so nothing is lost and nothing shows twice.
/// The theme, its plugins and the setting can be replaced while it runs
/// (``swap(theme:plugins:setting:)``).
public final class ToastCenter: Sendable {
    /// The theme kinds are resolved through now.
    public var theme: Theme { state.withLock { $0.theme } }
    /// The clock every call is stamped with (the run's).
    public let clock: any ToastClock
    /// What kinds are resolved in now: the host's setting.
    public var setting: SceneSetting { state.withLock { $0.setting } }
    /// The locale, appearance, text size, device and accessibility settings kinds resolve in now.
    public var context: ResolutionContext { state.withLock { $0.resolver.context } }

    private let state: Mutex<ToastRun>

    /// The last frame's timeline and the measurer that laid it out: the next frame lays out
    /// again only the revisions that are new since (``Timeline``'s `reusing`).
    struct LaidOut: Sendable {
        let measurer: any TextMeasurer
        let timeline: Timeline
    }
    private let laidOut = Mutex<LaidOut?>(nil)

    /// Creates a center that runs `run` (made by ``ToastRun/init(theme:plugins:setting:clock:keepsHistory:budget:)``;
    /// ToastScript's `LoadedTheme.makeCenter` makes one with a theme's plugins).
    public init(_ run: ToastRun) {
        self.clock = run.clock
        self.state = Mutex(run)
    }

    /// Puts `theme` in force, with `plugins`, from any thread, atomically: every call before it
    /// sees the old theme, every call after it the new one.
    ///
    /// - Toasts **waiting** are resolved again against the new theme, in the new setting, from
    ///   the kind, message, arguments and position they were shown with (``ToastContent/origin``),
    ///   keeping their identifier, priority, tag and place in the queue. One whose kind the new
    ///   theme lacks keeps its old content, and a `.kindMissing` event says so; content without
    ///   an origin (built by hand, or rewritten by a plugin) is kept as it is.
    /// - Toasts **on screen restyle at once**: their new content is recorded as a revision at the
    ///   swap time, so the timeline draws the old look up to the swap and the new look after it,
    ///   while the transition they are in and their hold deadline run on unchanged. A swap is how
    ///   a theme author or a debug build sees a change, and how an app follows a locale or text
    ///   size change: waiting for what is on screen to leave would hide exactly the toast being
    ///   looked at, for up to its whole hold time. The same rule missing kinds follow applies.
    /// - The new theme's queue configuration and motion take over: toasts that start from now on
    ///   enter and leave with the new motion (reduced or not, as the setting says); a smaller
    ///   queue bound drops the excess under the new overflow rule (`.dropped(…, .overflow)`), so
    ///   every toast stays accounted for.
    /// - Popups on screen or waiting keep the style they were shown with; new ones use the new
    ///   theme's popup style.
    /// - The new plugins replace the old ones (fresh state, no failures counted): the events up
    ///   to the swap went to the old plugins, the swap's own and every later one go to the new.
    ///
    /// Nothing is lost and nothing shows twice: no toast changes identifier, leaves the queue or
    /// starts again. A `.themeSwapped` event comes first, then the `.kindMissing` ones.
    /// - Parameters:
    ///   - theme: the new theme.
    ///   - plugins: the new plugins, in call order (fresh instances); `nil` keeps those in force.
    ///   - setting: a new setting to resolve in (locale, appearance, text size, accessibility,
    ///     reduced motion); `nil` keeps the current one.
    public func swap(theme: Theme, plugins: [any ToastPlugin]? = nil, setting: SceneSetting? = nil) {
        state.withLock { $0.swap(theme: theme, plugins: plugins, setting: setting) }
    }

    /// Records that a new version of the theme failed to load (the theme in force stays): a
    /// `.themeFailed` event in the stream, for a live theme source.
    package func reportThemeFailure(_ message: String) {
        let now = clock.now()
        state.withLock { $0.pipeline.record(.themeFailed(message: message), at: now) }
    }

    /// Shows a toast of the theme's kind `kind`.
    /// - Parameters:
    ///   - kind: the kind's name in the theme (`"saved"`).
    ///   - message: text that replaces the kind's message, if any.
    ///   - arguments: values for the message's `%` directives and its plural count
    ///     (`show("deleted", arguments: [3])`), see ``Theme/content(kind:message:arguments:position:context:)``.
    ///   - position: where to show it; `nil` for the kind's own.
    ///   - priority: higher priorities are shown first.
    ///   - tag: a toast with the same tag is updated in place.
    ///   - progress: 0...1 for a `progress` layout node, `nil` for none (see ``ToastContent/progress``).
    ///   - sticky: keep it until it is dismissed, whatever the kind's hold (``DisplayDuration/forever``).
    /// - Returns: the toast's identifier.
    /// - Throws: `ThemeError.unknownKind` for a kind the theme lacks.
    @discardableResult
    public func show(
        _ kind: String, message: String? = nil, arguments: [FormatArgument] = [],
        position: ToastPosition? = nil, priority: Int = 0, tag: String? = nil, progress: Double? = nil,
        sticky: Bool = false
    ) throws(ThemeError) -> ToastID {
        let origin = ToastOrigin(
            kind: kind, message: message, arguments: arguments, position: position, sticky: sticky)
        // Resolved under the lock, so that a swap never falls between resolving and queueing.
        switch apply(.showKind(origin, priority: priority, tag: tag, progress: progress)) {
        case .toast(let id): return id
        case .failed(let error): throw error
        case .popup, .done: preconditionFailure("a show names its toast")
        }
    }

    /// Shows a desktop notification as the theme's notification rules say
    /// (``ToastCommand/notify(_:)``), through the plugins' filters.
    /// - Returns: the toast that shows it (the one it updated, when it replaces a notification
    ///   still here or shares its stack tag).
    @discardableResult
    public func notify(_ notification: Notification) -> ToastID {
        guard case .toast(let id) = apply(.notify(notification)) else {
            preconditionFailure("a notification names its toast")
        }
        return id
    }

    /// Shows already-resolved content.
    @discardableResult
    public func show(_ request: ToastRequest) -> ToastID {
        let now = clock.now()
        return state.withLock { $0.pipeline.show(request, at: now) }
    }

    /// Runs everything due up to the clock's current time (call it from a display link or timer).
    public func tick() {
        let now = clock.now()
        state.withLock { $0.pipeline.advance(to: now) }
    }

    /// Removes and returns the events so far, in order.
    public func drainEvents() -> [TimedEvent] {
        state.withLock { $0.pipeline.drainEvents() }
    }

    /// The clock time at which the queue next changes by itself (a transition starts or ends, a
    /// hold runs out, a waiting toast may start), or `nil` when nothing is due: a host that
    /// draws only when something changes sleeps until then (and forever at `nil`, until a call).
    /// Events not drained yet are due at once (the queue's time): any call runs what fell due by
    /// the clock, a read too, so one made after the host drained (notifyd's byte budget check)
    /// leaves events that no deadline would wake the host for.
    public var nextDue: Double? {
        state.withLock { state in
            state.pipeline.presenter.events.isEmpty
                ? state.pipeline.presenter.nextDeadline() : state.pipeline.presenter.now
        }
    }

    /// Runs `body` on the presenter under the lock, at the clock's current time; plugins then
    /// handle the events it caused.
    public func withPresenter<R>(_ body: (inout Presenter, Double) -> R) -> R {
        let now = clock.now()
        // Returned through a local: the lock's closure may only return a value it owns.
        var result: R?
        state.withLock { state in
            state.pipeline.perform(at: now) { presenter, time in result = body(&presenter, time) }
        }
        guard let result else { preconditionFailure("the pipeline runs the body once") }
        return result
    }

    /// Applies `command` under the lock at the clock's current time (``ToastPipeline/apply(_:at:)``):
    /// plugins then handle the events it caused.
    /// - Returns: the toast or popup the command created or updated, if any.
    @discardableResult
    public func apply(_ command: ToastCommand) -> ToastCommand.Outcome {
        let now = clock.now()
        return state.withLock { $0.pipeline.apply(command, at: now) }
    }

    /// The last toasts that left (hidden, dropped, vetoed, summarized), newest first, at most the
    /// theme's `historyLimit` (``Presenter/recentHistory``).
    public func history() -> [ToastHistoryEntry] {
        state.withLock { $0.pipeline.presenter.recentHistory }
    }

    /// Starts quiet mode (do not disturb), changes its threshold, or ends it with `nil`: toasts
    /// below `mode.below` are held until it ends, then shown in order or summarized in the
    /// theme's summary kind (see ``QuietMode``).
    public func quiet(_ mode: QuietMode?) { apply(.quiet(mode)) }

    /// Plugins disabled after repeated failures.
    public var disabledPlugins: [String] { state.withLock { $0.pipeline.disabledPlugins } }

    /// Hides a visible toast now, or removes a waiting one.
    /// - Parameters:
    ///   - id: the toast.
    ///   - dismisser: who dismisses it: `.app` for the app's own reasons, `.user` for a close
    ///     control the user chose.
    public func dismiss(_ id: ToastID, by dismisser: Dismisser) { apply(.dismiss(.id(id), by: dismisser)) }
    /// Hides every visible toast now and clears the queue.
    /// - Parameter dismisser: who dismisses them (see ``dismiss(_:by:)``).
    public func dismissAll(by dismisser: Dismisser) { apply(.dismissAll(by: dismisser)) }
    /// A tap outside the toast's buttons: runs its action when it has exactly one (and hides
    /// it), or hides it when taps dismiss.
    /// - Parameter id: the toast tapped; `nil` for the current one.
    public func tap(_ id: ToastID? = nil) { apply(.tap(ToastTarget(id))) }
    /// A tap on one of the toast's action buttons: reports the action and hides the toast.
    /// - Parameters:
    ///   - id: the toast tapped; `nil` for the current one.
    ///   - actionID: the identifier of the button's action (``HitRegion/actionID``).
    public func tap(_ id: ToastID? = nil, action actionID: String) {
        apply(.tapAction(ToastTarget(id), action: actionID))
    }
    /// A tap on a link of the toast's rich text: reports a `link` event with its target, which
    /// the app may open (Tartine never does); the toast stays.
    /// - Parameters:
    ///   - id: the toast tapped; `nil` for the current one.
    ///   - link: the link's position among the toast's links (``LinkRegion/index``, 0-based).
    public func tap(_ id: ToastID? = nil, link: Int) {
        apply(.tapLink(ToastTarget(id), link: link))
    }
    /// A swipe toward `edge`; it dismisses when swipes are on and the direction leads away from the toast's place.
    /// - Parameters:
    ///   - id: the toast swiped; `nil` for the current one.
    ///   - edge: the direction of the swipe.
    public func swipe(_ id: ToastID? = nil, toward edge: Edge) { apply(.swipe(ToastTarget(id), toward: edge)) }
    /// A finger comes down on the toast: its countdown pauses (if its style pauses on touch).
    /// - Parameter id: the toast touched; `nil` for the current one.
    public func touchBegan(_ id: ToastID? = nil) { apply(.touchBegan(ToastTarget(id))) }
    /// The finger lifts: the countdown resumes with the time left, or starts over.
    /// - Parameter id: the toast touched; `nil` for the current one.
    public func touchEnded(_ id: ToastID? = nil) { apply(.touchEnded(ToastTarget(id))) }
    /// A finger dragging the toast is `offset` from where it came down: the toast follows it
    /// (damped toward edges it may not be swiped to) and its countdown pauses.
    /// - Parameters:
    ///   - id: the toast dragged; `nil` for the current one.
    ///   - offset: points from where the finger came down, `x` toward the trailing side, `y` downward.
    public func drag(_ id: ToastID? = nil, by offset: Point) { apply(.drag(ToastTarget(id), by: offset)) }
    /// The finger dragging the toast lifts: it is swiped away from where it is, or springs back.
    /// - Parameter id: the toast dragged; `nil` for the current one.
    public func endDrag(_ id: ToastID? = nil) { apply(.endDrag(ToastTarget(id))) }
    /// Expands the toast's deck (the `deck` policy), as a tap on a collapsed deck does.
    /// - Parameter id: a toast of the deck; `nil` for the current one.
    public func expand(_ id: ToastID? = nil) { apply(.expand(ToastTarget(id))) }
    /// Collapses the toast's deck again.
    /// - Parameter id: a toast of the deck; `nil` for the current one.
    public func collapse(_ id: ToastID? = nil) { apply(.collapse(ToastTarget(id))) }
    /// The pointer enters the toast's deck: it expands until ``hoverEnded(_:)``.
    /// - Parameter id: a toast of the deck; `nil` for the current one.
    public func hoverBegan(_ id: ToastID? = nil) { apply(.hoverBegan(ToastTarget(id))) }
    /// The pointer leaves the toast's deck: it collapses.
    /// - Parameter id: a toast of the deck; `nil` for the current one.
    public func hoverEnded(_ id: ToastID? = nil) { apply(.hoverEnded(ToastTarget(id))) }

    /// Shows a popup with the theme's popup style.
    @discardableResult
    public func showPopup(_ popup: Popup) -> PopupID {
        // The pipeline's popup style is the theme's (set at creation and by every swap).
        guard let id = apply(.popup(popup)).popupID else { preconditionFailure("a popup command names its popup") }
        return id
    }

    /// Taps button `index` of the current popup: reports it and closes the popup.
    public func tapPopupButton(_ index: Int) { apply(.popupButton(index)) }

    /// What is on screen now, laid out on `screen`.
    ///
    /// Each toast revision is laid out once: the next call with the same measurer object (a
    /// class, as the renderer's `PangoMeasurer`) and screen takes the layouts of the revisions
    /// it already laid out from the last one.
    public func frame(on screen: Screen, measurer: any TextMeasurer) -> Frame {
        let (data, now) = withPresenter { p, now in
            p.advance(to: now)
            return (p.timeline, now)
        }
        // Layouts are reused only from the very measurer object that made them (kept alive
        // here, so its identity cannot pass to another); a value measurer lays out afresh.
        let reusable = type(of: measurer) is AnyClass
        let earlier = laidOut.withLock { last -> Timeline? in
            guard reusable, let last, (last.measurer as AnyObject) === (measurer as AnyObject) else { return nil }
            return last.timeline
        }
        let timeline = Timeline(data, screen: screen, measurer: measurer, reusing: earlier)
        if reusable { laidOut.withLock { $0 = LaidOut(measurer: measurer, timeline: timeline) } }
        return timeline.frame(at: now)
    }
}
