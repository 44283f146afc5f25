import ArgumentParser
import Synchronization
import ToastCore
import ToastFiles
import ToastPNG
import ToastRender
import ToastScript

/// `tartine sheet theme.lua -o sheet.png`: every kind × position × appearance on one picture.
struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render a labelled contact sheet of every kind × position × appearance.",
        discussion: ExitStatus.contract)

    @Argument(help: "The theme file.") var theme: String
    @Option(help: ScreenPreset.help("Screen preset.", default: "iphone-15"), transform: ScreenPreset.choice)
    var screen = ScreenPreset(.iPhone15)
    @Option(help: "Locale of the strings.") var locale = "en"
    @Option(
        help: LayoutDirection.help(
            "The interface's direction, whatever the locale", default: "the locale's: rtl for ar, he, fa, ur …"),
        transform: LayoutDirection.choice)
    var direction: LayoutDirection?
    @Option(
        help:
            "Pixels per point of each cell, above 0 and at most 3 (default: 1, or the largest of 0.75, 0.5, 0.35 and 0.25 that keeps the sheet within the size Tartine draws)."
    )
    var scale: Double?
    @OptionGroup var access: AccessibilityOptions
    @OptionGroup var arguments: MessageArguments
    @OptionGroup var budgets: BudgetOptions
    @Option(name: .shortAndLong, help: "The PNG to write.") var output: OutputFile

    func validate() throws {
        try OptionRange.check("--scale", scale, within: .positive(atMost: 3))
    }

    func run() throws {
        let loaded = try loadTheme(theme, budgets: budgets.luaBudgets)
        guard !loaded.theme.kinds.isEmpty else { throw CLIFailure.badInput("\(theme): the theme has no kinds to show") }
        try refuseOver(
            Limits.kindsPerSheet, loaded.theme.kinds.count, sheetLimitMessage(theme, kinds: loaded.theme.kinds.count))
        warnAboutMissingStrings(of: loaded, path: theme, locale: locale)
        let warnings = loaded.argumentWarnings(
            kinds: loaded.theme.kinds.map(\.id), arguments: arguments.formatArguments,
            context: SceneSetting(
                screen: screen.screen, locale: locale, appearance: .light, textSize: 1, accessibility: access.settings,
                reducedMotion: false
            ).context,
            how: MessageArguments.advice)
        for warning in warnings { printError(warning.description) }
        var sheet = ThemeSheet(
            theme: loaded.theme,
            screen: screen.screen.rightToLeft(LayoutDirection.resolved(direction, locale: locale).isRightToLeft),
            locale: locale, scale: scale ?? 1)
        sheet.arguments = arguments.formatArguments
        sheet.accessibility = access.settings
        // The theme's plugins filter each cell's toast and handle its events, as in `render`;
        // what they say is reported in the order of the cells, whichever thread ran them.
        let events = Mutex<[(cell: String, toast: String, events: [TimedEvent])]>([])
        if !loaded.plugins.isEmpty {
            sheet.run = { origin, time, setting in
                let run = try loaded.run(applying: .showKind(origin), until: time, in: setting, timeOfDay: nil)
                let position = origin.position?.rawValue ?? ""
                let cell = "\(setting.appearance.rawValue) \(origin.kind) \(position)"
                let toast = "'\(origin.kind)' (\(setting.appearance.rawValue), \(position))"
                events.withLock { $0.append((cell, toast, run.events)) }
                return run.timeline
            }
        }
        let label = "sheet \(loaded.theme.name)"
        let fonts = try FontSet.pinned()
        // Without --scale, a sheet too large for one picture is drawn smaller: the size is
        // checked before any cell is drawn, so a scale that does not fit costs nothing.
        let scales = scale.map { [$0] } ?? Self.fittingScales
        var image: RenderedImage?
        for candidate in scales where image == nil {
            sheet.scale = candidate
            do {
                image = try sheet.render(fonts: fonts) { done, total in
                    Progress(label: label, total: total).update(done)
                }
            } catch RenderError.surfaceTooLarge(.sheet, _, _) where candidate != scales.last {
                continue
            } catch {
                // A refusal or a Cairo failure names the theme (exit 2), as every drawing does.
                try drawing(theme) { throw error }
            }
            if candidate != scales.first {
                printError(sheetScaledMessage(theme, kinds: loaded.theme.kinds.count, scale: candidate))
            }
        }
        guard let image else { throw CLIFailure.badInput("\(theme): no sheet drawn") }
        for problem in loaded.styleFunctionProblems { printError(problem.description) }
        for cell in events.withLock({ $0 }).sorted(by: { $0.cell < $1.cell }) {
            try reportPluginEvents(cell.events, toast: cell.toast)
        }
        let png = try image.pngData(
            manifest: PictureManifest(
                theme: loaded.theme.name, themeHash: loaded.sourceHash,
                scene: (["sheet screen=\(screen.screen.id) locale=\(locale)"] + access.settings.names).joined(
                    separator: " ")))
        try writeOutput(png, to: output)
        reportWritten(output)
    }
}

extension Sheet {
    /// The scales tried in turn without `--scale`, until the sheet fits in one picture.
    static let fittingScales = [1, 0.75, 0.5, 0.35, 0.25]
}

/// `themes/x.lua: 20 kinds at 1× would make a sheet larger than Tartine draws; drawn at 0.5×`.
func sheetScaledMessage(_ theme: String, kinds: Int, scale: Double) -> String {
    "\(theme): \(kinds) kinds at 1× would make a sheet larger than Tartine draws; drawn at \(NumberText.short(scale))× (--scale sets it)"
}

/// `themes/x.lua: the theme has 2000 kinds, more than the 200 one contact sheet shows`.
func sheetLimitMessage(_ theme: String, kinds: Int) -> String {
    "\(theme): the theme has \(kinds) kinds, more than the \(Limits.kindsPerSheet) one contact sheet shows"
}
