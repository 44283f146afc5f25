import ArgumentParser
import ToastCore
import ToastPNG
import ToastRender
import ToastScript

/// `tartine render theme.lua --kind saved -o out.png`: one moment of one toast.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render one toast of a theme at a moment to PNG.", discussion: ExitStatus.contract)

    @Argument(help: "The theme file.") var theme: String
    @Option(help: "The kind to show (default: the theme's first).") var kind: String?
    @Option(help: "Text that replaces the kind's message.") var message: String?
    @OptionGroup var arguments: MessageArguments
    @Option(
        help: ToastPosition.help("Where the toast is shown (default: the kind's)."), transform: ToastPosition.choice)
    var position: ToastPosition?
    @Option(help: "Seconds after the toast is shown, from 0 to 3600 (default: when it has fully entered).") var at:
        Double?
    @OptionGroup var notification: NotificationOptions
    @OptionGroup var scene: SceneOptions
    @OptionGroup var clock: ClockOptions
    @OptionGroup var budgets: BudgetOptions
    @Option(name: .shortAndLong, help: "The PNG to write.") var output: OutputFile

    func validate() throws {
        try OptionRange.check("--at", at, within: .closed(0, 3600))
        if notification.summary != nil, kind != nil || message != nil || position != nil {
            throw ValidationError(
                "--summary renders a notification as its rules say: no --kind, --message or --position")
        }
    }

    func run() throws {
        let loaded = try loadTheme(theme, budgets: budgets.luaBudgets)
        let theme = loaded.theme
        if let sent = try notification.notification() {
            return try renderNotification(sent, loaded)
        }
        guard let kindID = kind ?? theme.kinds.first?.id else {
            throw CLIFailure.badInput("\(self.theme): the theme has no kinds")
        }
        warnAboutMissingStrings(of: loaded, path: self.theme, locale: scene.locale)
        let stage = scene.stage
        let warnings = loaded.argumentWarnings(
            kinds: [kindID], message: message, arguments: arguments.formatArguments, context: stage.context,
            how: MessageArguments.advice)
        for warning in warnings { printError(warning.description) }
        let time = (at.map(Moment.at) ?? .settled).time(in: theme.motion)
        let kindScene = KindScene(
            theme: loaded, kind: kindID, message: message,
            arguments: arguments.formatArguments,
            position: position, until: time, timeOfDay: clock.clock)
        let pipeline = ScenePipeline(fonts: try FontSet.pinned())
        _ = try drawing(self.theme) { try pipeline.renderer(for: stage) }
        // The theme's plugins filter the toast and handle its events, as in a scenario.
        let run = try pipeline.run(kindScene, on: stage)
        let png = try drawing(self.theme) {
            try pipeline.still(
                of: run.timeline, on: stage, at: time,
                manifest: PictureManifest(
                    theme: theme.name, themeHash: loaded.sourceHash,
                    scene: (["kind=\(kindID) screen=\(stage.screen.id)"] + stage.accessibility.names).joined(
                        separator: " "), time: "\(time)"))
        }
        for problem in loaded.styleFunctionProblems { printError(problem.description) }
        try reportPluginEvents(run.events, toast: "'\(kindID)'")
        try writeOutput(png, to: output)
        reportWritten(output)
    }
}

extension Render {
    /// Renders `sent` as the kind the theme's notification rules give.
    func renderNotification(_ sent: ToastCore.Notification, _ loaded: LoadedTheme) throws {
        let stage = scene.stage
        var sent = sent
        // The icon found and read as `tartine notifyd` finds and reads it, at this stage's scale.
        let scale = stage.scale ?? stage.screen.scale
        if let problem = notification.icons.resolve(&sent, theme: loaded.theme, context: stage.context, scale: scale) {
            printError("warning: --icon: \(problem); the kind's icon is drawn")
        }
        let time = (at.map(Moment.at) ?? .settled).time(in: loaded.theme.motion)
        let notificationScene = NotificationScene(
            theme: loaded, notification: sent, until: time, timeOfDay: clock.clock)
        let kindID = notificationScene.content(in: stage.context).kind
        let pipeline = ScenePipeline(fonts: try FontSet.pinned())
        _ = try drawing(self.theme) { try pipeline.renderer(for: stage) }
        let run = try pipeline.run(notificationScene, on: stage)
        let png = try drawing(self.theme) {
            try pipeline.still(
                of: run.timeline, on: stage, at: time,
                manifest: PictureManifest(
                    theme: loaded.theme.name, themeHash: loaded.sourceHash,
                    scene: (["notification kind=\(kindID) screen=\(stage.screen.id)"] + stage.accessibility.names)
                        .joined(separator: " "), time: "\(time)"))
        }
        for problem in loaded.styleFunctionProblems { printError(problem.description) }
        try reportPluginEvents(run.events, toast: "the notification")
        try writeOutput(png, to: output)
        reportWritten(output)
    }
}

/// Loads a theme or exits 2 (bad input) with every problem printed.
func loadTheme(_ path: String, budgets: LuaBudgets) throws -> LoadedTheme {
    do {
        let loaded = try ThemeLoader(budgets: budgets).load(path)
        // A family, weight or character the pinned fonts lack is drawn otherwise: a warning.
        let warnings = loaded.warnings + ((try? FontSet.pinned()).map(loaded.fontWarnings) ?? [])
        for line in Diagnostic.summarized(warnings, checkCommand: "tartine check \(path)") { printError(line) }
        return loaded
    } catch {
        for d in error.diagnostics { printError(d.description) }
        throw CLIFailure.badInputReported
    }
}
