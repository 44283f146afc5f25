/// What a run resolves against: its theme in its context, and its clock's time of day. The
/// pipeline holds one (``ToastRun`` makes it) and resolves every kind, promise and notification
/// through it, whoever asked: a scenario, an app, a plugin's command or a filter's rewrite.
/// Plugins read it through their ``QueueView`` (`toast.time_of_day()`, a filter's new kind), so
/// nothing has to be bound to a plugin beside the run. A class: every view a plugin call gets
/// holds it, and a reference is one retain where a copy of the theme would be dozens.
public final class RunResolver: Sendable {
    /// The theme kinds come from.
    public let theme: Theme
    /// The locale, appearance, text size, device and accessibility settings they resolve in.
    public let context: ResolutionContext
    /// The time of day at the run's clock's origin (``ToastClock/timeOfDay``).
    public let timeOfDay: TimeOfDay?
    /// The handles the run gives plugins (the run's, kept across swaps).
    public let identities: RunIdentities

    init(theme: Theme, context: ResolutionContext, timeOfDay: TimeOfDay?, identities: RunIdentities) {
        self.theme = theme
        self.context = context
        self.timeOfDay = timeOfDay
        self.identities = identities
    }

    /// The content of `origin` (a kind with its message, arguments and position).
    /// - Throws: `ThemeError.unknownKind` for a kind the theme lacks.
    public func resolve(_ origin: ToastOrigin) throws(ThemeError) -> ToastContent {
        try theme.resolve(origin, context: context)
    }

    /// The request that shows `notification`, as the theme's notification rules say.
    public func request(for notification: Notification) -> ToastRequest {
        theme.request(for: notification, context: context)
    }

    /// The style of popups shown in this run.
    public var popupStyle: PopupStyle { theme.popupStyle(in: context) }
}
