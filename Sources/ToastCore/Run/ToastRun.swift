/// One run of the engine: a theme in a host's setting, on a clock, with its plugins, and the
/// pipeline that carries out every command. Every host gets its run from this one constructor
/// (`play`, `render`, `snapshot`, `check`'s exercise, the preview, the notification server and an
/// app's ``ToastCenter``), so the context toasts resolve in, the resolver the pipeline holds, the
/// clock's time of day the plugins read and the motion are the same facts everywhere: nothing
/// else builds a ``ToastPipeline`` or a ``ResolutionContext``, and nothing is bound to a plugin
/// beside the run (plugins read the run through each call's ``QueueView``).
public struct ToastRun: Sendable {
    /// The clock every call is stamped with; its time of day is the one plugins read.
    public let clock: any ToastClock
    /// What the run's toasts resolve in (the host's setting; a swap may change it).
    public private(set) var setting: SceneSetting
    /// The queue with the plugins around it.
    public var pipeline: ToastPipeline
    /// The handles the run gives plugins, numbered per run whatever the theme in force.
    private let identities: RunIdentities

    /// Makes a run.
    /// - Parameters:
    ///   - theme: kinds, style, queue, motion and notification rules.
    ///   - plugins: filters and handlers, in call order (fresh instances: a run changes their state).
    ///   - setting: what the host runs in; toasts resolve in ``SceneSetting/context``.
    ///   - clock: stamps calls (its origin is the run's time 0 unless it reads later) and tells
    ///     the time of day.
    ///   - keepsHistory: keep finished toasts, so that the timeline covers the past.
    ///   - budget: what each plugin may do over the run.
    public init(
        theme: Theme, plugins: [any ToastPlugin], setting: SceneSetting, clock: any ToastClock,
        keepsHistory: Bool, budget: PluginRunBudget = PluginRunBudget()
    ) {
        self.clock = clock
        self.setting = setting
        let identities = RunIdentities()
        self.identities = identities
        self.pipeline = ToastPipeline(
            presenter: theme.makePresenter(
                reducedMotion: setting.reducedMotion, keepsHistory: keepsHistory, startTime: clock.now()),
            plugins: plugins, resolver: Self.resolver(theme, setting, clock, identities), runBudget: budget)
    }

    /// What the run produced so far: the timeline (a whole run's, when it keeps history), every
    /// event not yet drained, and the kind each toast was requested with.
    public mutating func result() -> SceneRun {
        SceneRun(
            timeline: pipeline.presenter.timeline, events: pipeline.drainEvents(), kinds: pipeline.requestedKinds)
    }

    /// What the run resolves against now.
    public var resolver: RunResolver { pipeline.resolver }

    /// The run's theme now.
    public var theme: Theme { pipeline.resolver.theme }

    /// Puts `theme` in force at the clock's time, in `setting` when given (see
    /// ``ToastCenter/swap(theme:plugins:setting:)``): waiting toasts are resolved again, toasts
    /// on screen restyle, the new plugins (when given) replace the old ones.
    public mutating func swap(theme: Theme, plugins: [any ToastPlugin]?, setting: SceneSetting?) {
        if let setting { self.setting = setting }
        let resolver = Self.resolver(theme, self.setting, clock, identities)
        pipeline.swap(
            to: resolver, configuration: theme.queue, motion: theme.motion, reducedMotion: self.setting.reducedMotion,
            plugins: plugins, at: clock.now()
        ) { content in
            if content.resolvedFromNotification, let notification = content.notification {
                return .resolved(resolver.request(for: notification).content)
            }
            guard let origin = content.origin else { return .unchanged }
            do {
                var resolved = try resolver.resolve(origin)
                resolved.progress = content.progress
                return .resolved(resolved)
            } catch {
                return .missing(kind: origin.kind)
            }
        }
    }

    /// What the run resolves against with `theme` in force: the one place a resolver is made.
    private static func resolver(
        _ theme: Theme, _ setting: SceneSetting, _ clock: any ToastClock, _ identities: RunIdentities
    ) -> RunResolver {
        RunResolver(theme: theme, context: setting.context, timeOfDay: clock.timeOfDay, identities: identities)
    }
}
