import ToastFiles
import ToastCore

/// The keys of `toast.scenario { … }`.
enum ScenarioSchema {
    struct Draft: Sendable {
        var name = ""
        var theme = ""
        var screen = Screen.iPhone15
        var keyboard = false
        var direction: LayoutDirection?
        var appearance = Appearance.light
        var locale: String?
        var textSize = 1.0
        var reducedMotion = false
        var accessibility = AccessibilitySettings.none
        var background = "app"
        var modal = false
        var events: [Scenario.Event] = []
        var captures: [Double] = []
        var plugins: [String] = []
        var timeOfDay: Double?
        var weekday: TimeOfDay.Weekday?
    }

    /// `"HH:MM"` or `"HH:MM:SS"`, 00:00 to 23:59:59: seconds since midnight.
    static let timeOfDayDecoder = ValueDecoder<Double>(.string) { value, path, context in
        guard let text = value.stringValue, let time = TimeOfDay(parsing: text) else {
            context.error(
                path, "expected a time of day \"HH:MM\" or \"HH:MM:SS\" (00:00 to 23:59:59), got \(value.described)")
            return nil
        }
        return time.seconds
    }

    static let screenDecoder = ValueDecoder<Screen>(.choice(Screen.presets.map(\.id))) { value, path, context in
        let ids = Screen.presets.map(\.id)
        guard let id = value.stringValue else { return ValueDecoder.mismatch(.choice(ids), value, path, context) }
        if let screen = Screen.preset(named: id) ?? Screen.desktop(named: id) { return screen }
        let hint =
            Suggestion.closest(to: id, in: ids).map { ". " + Suggestion.sentence($0) } ?? "; expected one of "
            + ids.joined(separator: ", ")
        context.error(path, "unknown screen '\(id)'" + hint)
        return nil
    }

    static let schema = RecordSchema<Draft>(
        "tartine.Scenario", doc: "A scripted moment: a theme on a screen, events, captures.",
        fields: [
            .value("name", "The scenario's name (defaults to the file name).", .fileName) { $0.name = $1 },
            .value(
                "plugins",
                "Plugins by name (plugins/ beside the scenario, else one level up: see Where plugins are found), after the theme's own.",
                ThemeSchema.pluginNames
            ) { $0.plugins = $1 },
            .value(
                "theme",
                "A theme name, looked up as NAME.lua beside the scenario, in themes/ beside it, then in ../themes (never the scenario's own file; a name found in two of these places is an error naming both), or a path ending in .lua.",
                .string,
                required: true
            ) { $0.theme = $1 },
            .value(
                "screen",
                "A screen preset, or a desktop screen \"WIDTHxHEIGHT\" in points (\"1920x1080\": scale 1, no safe area; sides from \(Screen.desktopSides.lowerBound) to \(Screen.desktopSides.upperBound)).",
                screenDecoder
            ) { $0.screen = $1 },
            .value("keyboard", "Whether the keyboard is up.", .boolean) { $0.keyboard = $1 },
            .value(
                "direction",
                "\"ltr\" or \"rtl\": the interface's direction, whatever the locale (by default it follows the locale, right to left for ar, he, fa, ur …).",
                .choice(LayoutDirection.self)
            ) { $0.direction = $1 },
            .value("right_to_left", "true is direction = \"rtl\", false direction = \"ltr\".", .boolean) {
                $0.direction = $1 ? .rightToLeft : .leftToRight
            },
            .value("appearance", "light or dark.", .choice(Appearance.self)) { $0.appearance = $1 },
            .value(
                "locale",
                "Locale of the strings (\"pseudo\" for the pseudo-locale; default en). A scenario that sets it is recorded in it alone by a manifest; one that does not, in each of the manifest's locales.",
                .string
            ) { $0.locale = $1 },
            .value("text_size", "Dynamic Type multiplier.", .number(min: 0.5, max: 4)) { $0.textSize = $1 },
            .value("reduced_motion", "Replace motion with a short cross-fade.", .boolean) { $0.reducedMotion = $1 },
            .value(
                "screen_reader",
                "A screen reader (VoiceOver) is on: a toast with an action holds as the theme's `accessibility.screen_reader_hold` says. A manifest's `screen_reader = true` turns it on besides.",
                .boolean
            ) { $0.accessibility.screenReader = $1 },
            .value(
                "increase_contrast", "Increase Contrast is on: colours with a high-contrast variant draw it.", .boolean
            ) {
                $0.accessibility.increaseContrast = $1
            },
            .value(
                "reduce_transparency",
                "Reduce Transparency is on: materials and translucent backgrounds are drawn solid.",
                .boolean
            ) { $0.accessibility.reduceTransparency = $1 },
            .value("background", "\"app\" (a mock app under the toasts) or \"plain\".", .choice(Background.self)) {
                $0.background = $1.rawValue
            },
            .value("modal", "Show a modal sheet in the mock app (toasts stay above it).", .boolean) { $0.modal = $1 },
            .value(
                "time_of_day",
                "The host's time of day at the scenario's start, \"HH:MM\" or \"HH:MM:SS\": what toast.time_of_day() reads in plugins, moving on with the scenario's time (none by default: toast.time_of_day() is nil). The CLI's --time-of-day replaces it.",
                timeOfDayDecoder
            ) { $0.timeOfDay = $1 },
            .value(
                "weekday", "The weekday at the scenario's start, with time_of_day (\"mon\" … \"sun\").",
                .choice(TimeOfDay.Weekday.self)
            ) { $0.weekday = $1 },
            .value(
                "events", "What happens, in time order.",
                ValueDecoder<[Scenario.Event]>(.list(.record("tartine.ScenarioEvent"))) { value, path, context in
                    guard let table = value.tableValue, table.fields.isEmpty else {
                        context.error(path, "expected a list of events, got \(value.described)")
                        return nil
                    }
                    var events = table.array.enumerated().compactMap { i, item in
                        ScenarioEvents.decode(item, at: path.appending(index: i + 1), context)
                    }
                    if events.count == table.array.count { NotifyOptions.number(&events, at: path, context) }
                    return events
                }
            ) { $0.events = $1 },
            .value(
                "capture", "Times to draw: { 0.1, 0.5 } or { from = 0, to = 3, fps = 10 }.", captureDecoder,
                required: true
            ) { $0.captures = $1 },
        ])

    enum Background: String, CaseIterable, Sendable { case app, plain }

    struct CaptureRange: Sendable { var from = 0.0; var to = 0.0; var fps = 30.0 }

    static let captureRange = RecordSchema<CaptureRange>(
        "tartine.CaptureRange", doc: "Evenly spaced times.",
        fields: [
            .value("from", "First time.", .number(min: 0, max: 3600)) { $0.from = $1 },
            .value("to", "Last time.", .number(min: 0, max: 3600), required: true) { $0.to = $1 },
            .value("fps", "Frames per second.", .number(min: 1, max: 120)) { $0.fps = $1 },
        ])

    static let captureDecoder = ValueDecoder<[Double]>(
        .union([.list(.number(min: 0, max: 3600)), .record("tartine.CaptureRange")])
    ) { value, path, context in
        guard let table = value.tableValue else {
            context.error(path, "expected a list of times or { from, to, fps }, got \(value.described)")
            return nil
        }
        if !table.array.isEmpty {
            guard table.array.count <= Limits.capturesPerScenario else {
                context.error(
                    path,
                    "\(table.array.count) frames is more than the \(Limits.capturesPerScenario) a scenario may capture")
                return nil
            }
            let times = table.array.enumerated().compactMap { i, item in
                ValueDecoder<Double>.number(min: 0, max: 3600).decode(item, path.appending(index: i + 1), context)
            }
            return times.count == table.array.count ? times : nil
        }
        var range = CaptureRange()
        captureRange.decode(table, at: path, into: &range, context)
        guard range.to >= range.from else {
            context.error(path, "'to' must not be before 'from'")
            return nil
        }
        let count = Int(((range.to - range.from) * range.fps).rounded(.down)) + 1
        guard count <= Limits.capturesPerScenario else {
            context.error(path, "\(count) frames is more than the \(Limits.capturesPerScenario) a scenario may capture")
            return nil
        }
        return (0..<count).map { range.from + Double($0) / range.fps }
    }
}
