import ArgumentParser
import ToastCore

/// `--time-of-day HH:MM` and `--weekday mon`: the host's clock at the scene's start, which
/// plugins read with `toast.time_of_day()` (`render`, `play`). Without them a
/// scenario's own `time_of_day` holds, else plugins read none: no output depends on the
/// machine's clock.
struct ClockOptions: ParsableArguments {
    @Option(help: "The time of day at the scene's start, HH:MM or HH:MM:SS, for plugins' toast.time_of_day().")
    var timeOfDay: String?

    @Option(
        help: TimeOfDay.Weekday.help("The weekday at the scene's start, with --time-of-day."),
        transform: TimeOfDay.Weekday.choice)
    var weekday: TimeOfDay.Weekday?

    func validate() throws {
        if let timeOfDay, TimeOfDay(parsing: timeOfDay) == nil {
            throw ValidationError(
                "--time-of-day: expected HH:MM or HH:MM:SS from 00:00 to 23:59:59, got '\(timeOfDay)'")
        }
        if weekday != nil, timeOfDay == nil { throw ValidationError("--weekday needs --time-of-day") }
    }

    /// The clock the options give, if any.
    var clock: TimeOfDay? {
        timeOfDay.flatMap { TimeOfDay(parsing: $0, weekday: weekday) }
    }
}

extension TimeOfDay.Weekday: ChoiceArgument {
    static var valueName: String { "weekday" }
}
