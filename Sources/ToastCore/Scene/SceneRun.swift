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

/// The circumstances a scene runs in: the screen, what its toasts resolve in, and the motion.
public struct SceneSetting: Sendable, Hashable {
    /// The screen (its keyboard and direction included).
    public var screen: Screen
    /// Locale, appearance, text size and device.
    public var context: ResolutionContext
    /// Whether the theme's reduced-motion cross-fade replaces its transitions.
    public var reducedMotion: Bool

    /// Creates a setting.
    public init(screen: Screen, context: ResolutionContext, reducedMotion: Bool = false) {
        self.screen = screen
        self.context = context
        self.reducedMotion = reducedMotion
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
