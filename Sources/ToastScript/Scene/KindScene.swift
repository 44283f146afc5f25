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

    /// Creates the scene of `kind`.
    public init(
        theme: LoadedTheme, kind: String, message: String? = nil, arguments: [FormatArgument] = [],
        position: ToastPosition? = nil, until: Double
    ) {
        self.theme = theme
        self.kind = kind
        self.message = message
        self.arguments = arguments
        self.position = position
        self.until = until
    }

    /// The toast, resolved in `context`.
    /// - Throws: `ThemeError` for a kind the theme lacks or a message its arguments do not fit.
    public func content(in context: ResolutionContext) throws(ThemeError) -> ToastContent {
        try theme.theme.content(
            kind: kind, message: message, arguments: arguments, position: position, context: context)
    }

    /// Shows the kind resolved in `setting` and runs until ``until`` (see
    /// `LoadedTheme.run(showing:until:context:reducedMotion:loader:)`).
    public func run(in setting: SceneSetting) throws -> SceneRun {
        try theme.run(
            showing: content(in: setting.context), until: until, context: setting.context,
            reducedMotion: setting.reducedMotion)
    }
}

extension LoadedScenario: SceneSource {
    /// The scenario's own setting: its screen, locale, appearance, text size and motion.
    public var setting: SceneSetting {
        SceneSetting(
            screen: scenario.screen,
            context: ResolutionContext(
                locale: scenario.locale, appearance: scenario.appearance, textSize: scenario.textSize,
                device: scenario.screen.deviceClass, accessibility: scenario.accessibility,
                timeOfDay: scenario.timeOfDay),
            reducedMotion: scenario.reducedMotion)
    }

    /// Runs the scenario in `setting` (a snapshot matrix's screen, locale, appearance, text
    /// size, motion and accessibility settings in place of its own; its time of day when the
    /// setting gives one, as the CLI's `--time-of-day` does), with fresh plugins (see `run(_:)`).
    public func run(in setting: SceneSetting) throws -> SceneRun {
        var variant = scenario
        variant.screen = setting.screen
        variant.locale = setting.context.locale
        variant.appearance = setting.context.appearance
        variant.textSize = setting.context.textSize
        variant.reducedMotion = setting.reducedMotion
        variant.accessibility = setting.context.accessibility
        variant.timeOfDay = setting.context.timeOfDay ?? scenario.timeOfDay
        return try run(variant)
    }
}
