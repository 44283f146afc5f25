import ToastCore

/// A scripted moment of an app: a theme on a screen, events at times, and the times to capture.
public struct Scenario: Sendable {
    /// A command to the queue at a time: `{ at = 1.2, tap = "current" }`. A scenario names
    /// toasts as the current one or the n-th it showed (`ToastTarget.shown`) and shows
    /// kinds of the theme it runs with (`ToastCommand.showKind`).
    public struct Event: Sendable {
        /// Seconds from the start of the scenario.
        public var time: Double
        /// What happens.
        public var command: ToastCommand

        /// The command `command` at `time` seconds from the start.
        public init(time: Double, command: ToastCommand) {
            self.time = time
            self.command = command
        }
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
    /// Whether the scenario's file sets ``locale``: a snapshot manifest then records it in that
    /// locale alone, instead of in each of its own.
    public var fixesLocale = false
    /// The direction the scenario's file sets (`direction`, `right_to_left`), or `nil` when it
    /// follows the locale; ``screen`` reads it for ``locale`` either way.
    public var direction: LayoutDirection?
    /// The Dynamic Type multiplier.
    public var textSize: Double
    /// Whether reduced motion is on.
    public var reducedMotion: Bool
    /// Screen reader, increased contrast and reduced transparency (`screen_reader`,
    /// `increase_contrast`, `reduce_transparency`; a manifest turns on what it lists besides).
    public var accessibility: AccessibilitySettings = .none
    /// Draw the mock app (nav bar, content, tab bar) or a plain background.
    public var mockApp: Bool
    /// Whether a modal sheet covers the mock app.
    public var modalSheet: Bool
    /// The host's time of day at the scenario's start (`time_of_day`, `weekday`), which
    /// plugins read with `toast.time_of_day()`; `nil` for none.
    public var timeOfDay: TimeOfDay?
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

    /// What the scenario runs in: its screen, locale, appearance, text size, accessibility
    /// settings and motion (a snapshot matrix sets another in their place).
    public var setting: SceneSetting {
        get {
            SceneSetting(
                screen: screen, locale: locale, appearance: appearance, textSize: textSize,
                accessibility: accessibility, reducedMotion: reducedMotion)
        }
        set {
            screen = newValue.screen
            locale = newValue.locale
            appearance = newValue.appearance
            textSize = newValue.textSize
            accessibility = newValue.accessibility
            reducedMotion = newValue.reducedMotion
        }
    }

    /// The clock of the scenario's run: 0 at its start, at its ``timeOfDay``.
    public var clock: VirtualClock { VirtualClock(0, timeOfDay: timeOfDay) }

    /// Applies the events to `run` (made in ``setting`` on ``clock``, by `LoadedScenario.run`)
    /// at their times, then runs until everything has left the screen (or the last capture).
    /// - Returns: what was on screen, and every event in order (the transcript).
    /// - Throws: `ThemeError` when an event names a kind the theme lacks.
    public func play(on run: ToastRun) throws(ThemeError) -> SceneRun {
        var run = run
        for event in events.sorted(by: { $0.time < $1.time }) {
            if case .failed(let error) = run.pipeline.apply(event.command, at: event.time) { throw error }
        }
        let horizon = max(captures.max() ?? 0, events.map(\.time).max() ?? 0) + 600
        run.pipeline.advance(to: horizon)
        return run.result()
    }
}

/// What a scenario run produced: the timeline to draw and the event transcript.
public typealias ScenarioRun = SceneRun
