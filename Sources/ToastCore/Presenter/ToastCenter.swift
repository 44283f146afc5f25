import Synchronization

/// The thread-safe front of the engine: `try center.show("saved")` from anywhere, any task or thread.
/// It resolves kinds through a theme, stamps calls with its clock and serialises them through
/// one lock around a `Presenter` (with its plugins, see ``ToastPipeline``), so nothing is lost
/// and nothing shows twice.
public final class ToastCenter: Sendable {
    /// The theme kinds are resolved through.
    public let theme: Theme
    /// The clock every call is stamped with.
    public let clock: any ToastClock
    /// The locale, appearance and text size kinds are resolved in.
    public let context: ResolutionContext
    private let presenter: Mutex<ToastPipeline>

    /// Creates a center that resolves kinds through `theme` and stamps every call with `clock`.
    /// - Parameters:
    ///   - theme: kinds, style, queue and motion.
    ///   - clock: a `VirtualClock` for tests and rendering, a `SystemClock` in an app.
    ///   - context: locale, appearance and text size used to resolve kinds.
    ///   - reducedMotion: replace motion with a short cross-fade.
    ///   - keepsHistory: keep finished toasts so `timeline` covers the past.
    ///   - plugins: filters and event handlers, called in this order (see ``ToastPipeline``).
    public init(
        theme: Theme, clock: any ToastClock = SystemClock(), context: ResolutionContext = ResolutionContext(),
        reducedMotion: Bool = false, keepsHistory: Bool = false, plugins: [any ToastPlugin] = []
    ) {
        self.theme = theme
        self.clock = clock
        self.context = context
        var pipeline = ToastPipeline(
            presenter: theme.makePresenter(
                reducedMotion: reducedMotion, keepsHistory: keepsHistory,
                startTime: clock.now()),
            plugins: plugins)
        pipeline.popupStyle = theme.popupStyle
        self.presenter = Mutex(pipeline)
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
    /// - Returns: the toast's identifier.
    /// - Throws: `ThemeError.unknownKind` for a kind the theme lacks.
    @discardableResult
    public func show(
        _ kind: String, message: String? = nil, arguments: [FormatArgument] = [],
        position: ToastPosition? = nil, priority: Int = 0, tag: String? = nil
    ) throws(ThemeError) -> ToastID {
        let content = try theme.content(
            kind: kind, message: message, arguments: arguments, position: position,
            context: context)
        return show(ToastRequest(content, priority: priority, tag: tag))
    }

    /// Shows already-resolved content.
    @discardableResult
    public func show(_ request: ToastRequest) -> ToastID {
        let now = clock.now()
        return presenter.withLock { $0.show(request, at: now) }
    }

    /// Runs everything due up to the clock's current time (call it from a display link or timer).
    public func tick() {
        let now = clock.now()
        presenter.withLock { $0.advance(to: now) }
    }

    /// Removes and returns the events so far, in order.
    public func drainEvents() -> [TimedEvent] {
        presenter.withLock { $0.drainEvents() }
    }

    /// Runs `body` on the presenter under the lock, at the clock's current time; plugins then
    /// handle the events it caused.
    public func withPresenter<R>(_ body: (inout Presenter, Double) -> R) -> R {
        let now = clock.now()
        return presenter.withLock { pipeline in
            pipeline.beginOutsideCall(at: now)
            let result = body(&pipeline.presenter, now)
            pipeline.finishOutsideCall()
            return result
        }
    }

    /// Plugins disabled after repeated failures.
    public var disabledPlugins: [String] { presenter.withLock { $0.disabledPlugins } }

    /// Hides a visible toast now, or removes a waiting one.
    public func dismiss(_ id: ToastID) { withPresenter { $0.dismiss(id, at: $1) } }
    /// Hides every visible toast now and clears the queue.
    public func dismissAll() { withPresenter { $0.dismissAll(at: $1) } }
    /// A tap: runs the toast's action (and hides it), or hides it when taps dismiss.
    /// - Parameter id: the toast tapped; `nil` for the current one.
    public func tap(_ id: ToastID? = nil) { withPresenter { $0.tap(id, at: $1) } }
    /// A swipe toward `edge`; it dismisses when swipes are on and the direction leads away from the toast's place.
    /// - Parameters:
    ///   - id: the toast swiped; `nil` for the current one.
    ///   - edge: the direction of the swipe.
    public func swipe(_ id: ToastID? = nil, toward edge: Edge) { withPresenter { $0.swipe(id, toward: edge, at: $1) } }
    /// A finger comes down on the toast: its countdown pauses (if its style pauses on touch).
    /// - Parameter id: the toast touched; `nil` for the current one.
    public func touchBegan(_ id: ToastID? = nil) { withPresenter { $0.touchBegan(id, at: $1) } }
    /// The finger lifts: the countdown resumes with the time left, or starts over.
    /// - Parameter id: the toast touched; `nil` for the current one.
    public func touchEnded(_ id: ToastID? = nil) { withPresenter { $0.touchEnded(id, at: $1) } }

    /// Shows a popup with the theme's popup style.
    @discardableResult
    public func showPopup(_ popup: Popup) -> PopupID {
        withPresenter { $0.showPopup(popup, style: theme.popupStyle, at: $1) }
    }

    /// Taps button `index` of the current popup: reports it and closes the popup.
    public func tapPopupButton(_ index: Int) { withPresenter { $0.tapPopupButton(index, at: $1) } }

    /// What is on screen now, laid out on `screen`.
    public func frame(on screen: Screen, measurer: any TextMeasurer) -> Frame {
        let (data, now) = withPresenter { p, now in
            p.advance(to: now)
            return (p.timeline, now)
        }
        return Timeline(data, screen: screen, measurer: measurer).frame(at: now)
    }
}
