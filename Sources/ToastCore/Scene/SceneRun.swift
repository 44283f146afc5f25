/// What running a scene produced: the timeline to draw and the events (the transcript's lines).
public struct SceneRun: Sendable {
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

    /// The events as text, toasts named by kind and id (``EventTranscript``).
    public var transcript: String { EventTranscript.text(events, kinds: kinds) }
}

/// What a host runs the engine in: the screen (its size, direction and device class), the
/// locale, the appearance, the text size, the user's accessibility settings and reduced motion.
/// Every host says all of them (no field has a default): a scenario and its manifest, a
/// command's flags, the preview's toggles, the notification server's options and an app. The
/// ``ResolutionContext`` toasts resolve in is made from it here and nowhere else.
public struct SceneSetting: Sendable, Hashable {
    /// The screen (its keyboard, direction and device class included).
    public var screen: Screen
    /// The locale of the theme's strings (`en`, `ko-KR`, `pseudo`).
    public var locale: String
    /// Light or dark.
    public var appearance: Appearance
    /// Dynamic Type multiplier (1 is the default size).
    public var textSize: Double
    /// Screen reader, increased contrast and reduced transparency.
    public var accessibility: AccessibilitySettings
    /// Whether the theme's reduced-motion cross-fade replaces its transitions.
    public var reducedMotion: Bool

    /// Creates a setting; every field is said.
    public init(
        screen: Screen, locale: String, appearance: Appearance, textSize: Double,
        accessibility: AccessibilitySettings, reducedMotion: Bool
    ) {
        self.screen = screen
        self.locale = locale
        self.appearance = appearance
        self.textSize = textSize
        self.accessibility = accessibility
        self.reducedMotion = reducedMotion
    }

    /// An iPhone 15 in light appearance, English, the default text size, no accessibility
    /// setting, full motion: where examples and tests start from (a host says its own).
    public static let standard = SceneSetting(
        screen: .iPhone15, locale: "en", appearance: .light, textSize: 1, accessibility: .none,
        reducedMotion: false)

    /// This setting with the parts given changed (a matrix's variant, another appearance, a
    /// toggle of the preview); every other part stays as this one says.
    public func with(
        screen: Screen? = nil, locale: String? = nil, appearance: Appearance? = nil, textSize: Double? = nil,
        accessibility: AccessibilitySettings? = nil, reducedMotion: Bool? = nil
    ) -> SceneSetting {
        SceneSetting(
            screen: screen ?? self.screen, locale: locale ?? self.locale, appearance: appearance ?? self.appearance,
            textSize: textSize ?? self.textSize, accessibility: accessibility ?? self.accessibility,
            reducedMotion: reducedMotion ?? self.reducedMotion)
    }

    /// What toasts resolve in: the one place a ``ResolutionContext`` is made.
    public var context: ResolutionContext {
        ResolutionContext(
            locale: locale, appearance: appearance, textSize: textSize, device: screen.deviceClass,
            accessibility: accessibility)
    }
}

/// Something that runs to a timeline: a theme's kind shown alone, a scenario, a toast center's
/// queue. The scene pipeline (ToastRender's `ScenePipeline`) draws what it runs.
public protocol SceneSource: Sendable {
    /// Runs the scene in `setting`.
    /// - Throws: what the source's loading or running throws (a plugin file that no longer
    ///   loads, a kind the theme lacks).
    func run(in setting: SceneSetting) throws -> SceneRun
}

extension Motion {
    /// When a toast shown at 0 has fully entered: the end of the enter transition and a
    /// twentieth of a second (the moment `tartine render` and contact sheets draw by default).
    public var settledTime: Double { enter.duration + 0.05 }
}
