import ToastCore

/// A scripted moment of an app: a theme on a screen, events at times, and the times to capture.
public struct Scenario: Sendable {
    /// One thing that happens at a time.
    public enum Action: Sendable, Equatable {
        /// Shows a toast of a kind, optionally with another message, arguments, position, priority,
        /// tag and progress (0...1).
        case show(
            kind: String, message: String?, arguments: [FormatArgument], position: ToastPosition?, priority: Int,
            tag: String?, progress: Double? = nil)
        /// `nil`: the current toast; otherwise the n-th toast shown (1-based).
        case tap(Int?)
        /// Taps the button of the action `action` on the toast (`nil`: the current one; otherwise
        /// the n-th shown).
        case tapButton(Int?, action: String)
        /// Swipes the toast (`nil`: the current one; otherwise the n-th shown) toward an edge.
        case swipe(Int?, Edge)
        /// A finger comes down on the toast (`nil`: the current one; otherwise the n-th shown).
        case touchBegan(Int?)
        /// The finger lifts from the toast (`nil`: the current one; otherwise the n-th shown).
        case touchEnded(Int?)
        /// Dismisses the toast (`nil`: the current one; otherwise the n-th shown).
        case dismiss(Int?)
        /// Dismisses every toast and clears the queue.
        case dismissAll
        /// Shows a popup with the theme's popup style.
        case popup(Popup)
        /// Taps the current popup's button at this index.
        case popupButton(Int)
        /// Closes the current popup without a button.
        case dismissPopup
    }

    /// An action at a time.
    public struct Event: Sendable, Equatable {
        /// Seconds from the start of the scenario.
        public var time: Double
        /// What happens.
        public var action: Action
    }

    /// The scenario's name.
    public var name: String
    /// The theme's name or path as written.
    public var theme: String
    /// The screen the scenario plays on.
    public var screen: Screen
    /// Light or dark.
    public var appearance: Appearance
    /// The locale of the strings.
    public var locale: String
    /// The Dynamic Type multiplier.
    public var textSize: Double
    /// Whether reduced motion is on.
    public var reducedMotion: Bool
    /// Draw the mock app (nav bar, content, tab bar) or a plain background.
    public var mockApp: Bool
    /// Whether a modal sheet covers the mock app.
    public var modalSheet: Bool
    /// What happens, at which times.
    public var events: [Event]
    /// The times to draw, in seconds.
    public var captures: [Double]

    /// Creates a scenario; the defaults are an iPhone 15 in light appearance, English, default text size, the mock app.
    public init(
        name: String, theme: String, screen: Screen = .iPhone15, appearance: Appearance = .light,
        locale: String = "en", textSize: Double = 1, reducedMotion: Bool = false, mockApp: Bool = true,
        modalSheet: Bool = false, events: [Event], captures: [Double]
    ) {
        self.name = name
        self.theme = theme
        self.screen = screen
        self.appearance = appearance
        self.locale = locale
        self.textSize = textSize
        self.reducedMotion = reducedMotion
        self.mockApp = mockApp
        self.modalSheet = modalSheet
        self.events = events
        self.captures = captures
    }

    /// Runs the events through a presenter for `theme` with a virtual clock, until everything
    /// has left the screen (or the last capture), and returns what was on screen.
    /// - Throws: `ThemeError` when an event names a kind the theme lacks.
    public func run(with theme: Theme) throws(ThemeError) -> TimelineData {
        try run(with: theme, plugins: []).timeline
    }

    /// Runs the events through the presenter and `plugins` (bound to `theme` by the caller):
    /// what was on screen, and every event in order (the transcript).
    /// - Throws: `ThemeError` when an event names a kind the theme lacks.
    public func run(with theme: Theme, plugins: [any ToastPlugin]) throws(ThemeError) -> ScenarioRun {
        var pipeline = ToastPipeline(presenter: theme.makePresenter(reducedMotion: reducedMotion), plugins: plugins)
        pipeline.popupStyle = theme.popupStyle
        let context = ResolutionContext(
            locale: locale, appearance: appearance, textSize: textSize, device: screen.deviceClass)
        var shown: [ToastID] = []
        func target(_ n: Int?) -> ToastID? {
            guard let n else { return nil }
            return shown.indices.contains(n - 1) ? shown[n - 1] : ToastID(-1)
        }
        for event in events.sorted(by: { $0.time < $1.time }) {
            let command: ToastCommand
            switch event.action {
            case let .show(kind, message, arguments, position, priority, tag, progress):
                var content = try theme.content(
                    kind: kind, message: message, arguments: arguments, position: position,
                    context: context)
                content.progress = progress
                command = .show(ToastRequest(content, priority: priority, tag: tag))
            case .tap(let n): command = .tap(target(n))
            case .tapButton(let n, let action): command = .tapAction(target(n), action: action)
            case .swipe(let n, let edge): command = .swipe(target(n), toward: edge)
            case .touchBegan(let n): command = .touchBegan(target(n))
            case .touchEnded(let n): command = .touchEnded(target(n))
            case .dismiss(let n): command = .dismiss(target(n))
            case .dismissAll: command = .dismissAll
            case .popup(let popup): command = .popup(popup)
            case .popupButton(let index): command = .popupButton(index)
            case .dismissPopup: command = .dismissPopup
            }
            if let id = pipeline.apply(command, at: event.time).toastID { shown.append(id) }
        }
        let horizon = max(captures.max() ?? 0, events.map(\.time).max() ?? 0) + 600
        pipeline.advance(to: horizon)
        return ScenarioRun(
            timeline: pipeline.presenter.timeline, events: pipeline.drainEvents(), kinds: pipeline.requestedKinds)
    }
}

/// What a scenario run produced: the timeline to draw and the event transcript.
public struct ScenarioRun: Sendable {
    /// What was on screen.
    public var timeline: TimelineData
    /// Every event, in order.
    public var events: [TimedEvent]
    /// The kind each toast was requested with, by id (vetoed and dropped ones included).
    public var kinds: [ToastID: String]

    /// Creates a run's result.
    public init(timeline: TimelineData, events: [TimedEvent], kinds: [ToastID: String] = [:]) {
        self.timeline = timeline
        self.events = events
        self.kinds = kinds
    }

    /// The events as text, toasts named by kind and id (`EventTranscript` in ToastCore).
    public var transcript: String { EventTranscript.text(events, kinds: kinds) }
}
