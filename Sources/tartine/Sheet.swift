import ArgumentParser
import ToastCore
import ToastFiles
import ToastRender

/// `tartine sheet theme.lua -o sheet.png`: every kind × position × appearance on one picture.
struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a labelled contact sheet of every kind × position × appearance.")

    @Argument(help: "The theme file.") var theme: String
    @Option(help: "Screen preset.") var screen = "iphone-15"
    @Option(help: "Locale of the strings.") var locale = "en"
    @Option(help: "Pixels per point of each cell.") var scale = 1.0
    @OptionGroup var budgets: BudgetOptions
    @Option(name: .shortAndLong, help: "The PNG to write.") var output: String

    func validate() throws {
        guard Screen.preset(named: screen) != nil else {
            throw ValidationError("unknown screen '\(screen)'; expected one of \(Screen.presets.map(\.id).joined(separator: ", "))")
        }
        guard scale > 0 && scale <= 3 else { throw ValidationError("--scale must be within 0…3, got \(scale)") }
    }

    func run() throws {
        let loaded = try loadTheme(theme, budgets: budgets.luaBudgets)
        guard !loaded.theme.kinds.isEmpty else { throw CLIError("\(theme): the theme has no kinds to show") }
        try refuseOver(Limits.kindsPerSheet, loaded.theme.kinds.count, sheetLimitMessage(theme, kinds: loaded.theme.kinds.count))
        let sheet = ThemeSheet(theme: loaded.theme, screen: Screen.preset(named: screen) ?? .iPhone15,
                               locale: locale, scale: scale)
        let label = "sheet \(loaded.theme.name)"
        let image = try sheet.render(fonts: try FontSet.pinned()) { done, total in
            Progress(label: label, total: total).update(done)
        }
        let png = try image.pngData(manifest: ["theme": loaded.theme.name, "theme-hash": loaded.sourceHash,
                                               "scene": "sheet screen=\(screen) locale=\(locale)"])
        try writeOutput(png, to: output)
        reportWritten(output)
    }
}

/// `themes/x.lua: the theme has 2000 kinds, more than the 200 one contact sheet shows`.
func sheetLimitMessage(_ theme: String, kinds: Int) -> String {
    "\(theme): the theme has \(kinds) kinds, more than the \(Limits.kindsPerSheet) one contact sheet shows"
}
