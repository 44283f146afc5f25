import ToastCore

/// One desktop notification shown alone at time 0 by a loaded theme, as the kind its
/// notification rules give, and run with the theme's plugins: the scene of
/// `tartine render --summary`, so that a server's window can be compared with the render.
public struct NotificationScene: SceneSource {
    /// The theme and its plugins.
    public var theme: LoadedTheme
    /// The notification shown.
    public var notification: Notification
    /// How long the run lasts, in seconds after the show.
    public var until: Double
    /// The time of day at the run's start (`--time-of-day`), which plugins read; `nil` for none.
    public var timeOfDay: TimeOfDay?

    /// Creates the scene of `notification`.
    public init(theme: LoadedTheme, notification: Notification, until: Double, timeOfDay: TimeOfDay?) {
        self.theme = theme
        self.notification = notification
        self.until = until
        self.timeOfDay = timeOfDay
    }

    /// The toast the theme's rules make of the notification in `context` (for what a command
    /// says about it before the run); the run resolves it again in its pipeline.
    public func content(in context: ResolutionContext) -> ToastContent {
        theme.theme.request(for: notification, context: context).content
    }

    /// Shows the notification in `setting` at time 0 and runs until ``until``.
    public func run(in setting: SceneSetting) throws -> SceneRun {
        try theme.run(applying: .notify(notification), until: until, in: setting, timeOfDay: timeOfDay)
    }
}
