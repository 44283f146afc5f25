import ToastCore

/// One kind of a loaded theme shown alone at time 0 and run with the theme's plugins: the scene
/// of `tartine render`, a contact sheet's cell and a snapshot suite's kind case.
public struct KindScene: SceneSource {
    /// The theme and its plugins.
    public var theme: LoadedTheme
    /// The kind shown.
    public var kind: String
    /// Text that replaces the kind's message.
    public var message: String?
    /// The values of the message's `%` directives and plural count.
    public var arguments: [FormatArgument]
    /// Where the toast is shown (`nil`: the kind's own position).
    public var position: ToastPosition?
    /// How long the run lasts, in seconds after the show.
    public var until: Double
    /// The time of day at the run's start (`--time-of-day`), which plugins read; `nil` for none.
    public var timeOfDay: TimeOfDay?

    /// Creates the scene of `kind`.
    public init(
        theme: LoadedTheme, kind: String, message: String? = nil, arguments: [FormatArgument] = [],
        position: ToastPosition? = nil, until: Double, timeOfDay: TimeOfDay?
    ) {
        self.theme = theme
        self.kind = kind
        self.message = message
        self.arguments = arguments
        self.position = position
        self.until = until
        self.timeOfDay = timeOfDay
    }

    /// Shows the kind in `setting` at time 0 and runs until ``until`` (see
    /// `LoadedTheme.run(applying:until:in:timeOfDay:loader:)`).
    public func run(in setting: SceneSetting) throws -> SceneRun {
        try theme.run(
            applying: .showKind(
                ToastOrigin(kind: kind, message: message, arguments: arguments, position: position)),
            until: until, in: setting, timeOfDay: timeOfDay)
    }
}

extension LoadedScenario: SceneSource {
    /// The scenario's own setting: its screen, locale, appearance, text size, accessibility
    /// settings and motion.
    public var setting: SceneSetting { scenario.setting }

    /// Runs the scenario in `setting` (a snapshot matrix's screen, locale, appearance, text
    /// size, motion and accessibility settings in place of its own), with fresh plugins (see
    /// `run(_:)`).
    public func run(in setting: SceneSetting) throws -> SceneRun {
        var variant = scenario
        variant.setting = setting
        return try run(variant)
    }
}
