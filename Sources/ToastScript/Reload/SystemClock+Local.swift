import ToastCore
import ToastFiles

extension SystemClock {
    /// The real clock of a live host (the notification server, the preview, an app), at the
    /// machine's local time of day and weekday now (`TimeOfDay`, read once: plugins add the
    /// seconds since, so a run that crosses midnight or a change of time zone keeps counting
    /// from its start).
    public static func local() -> SystemClock {
        let now = LocalTime.now()
        let weekday = now.map { TimeOfDay.Weekday.allCases[$0.weekday] }
        return SystemClock(timeOfDay: now.flatMap { TimeOfDay(seconds: $0.seconds, weekday: weekday) })
    }
}
