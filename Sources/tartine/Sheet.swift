import ArgumentParser
import ToastCore
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
        let sheet = ThemeSheet(theme: loaded.theme, screen: Screen.preset(named: screen) ?? .iPhone15,
                               locale: locale, scale: scale)
        let label = "sheet \(loaded.theme.name)"
        let image = try sheet.render(fonts: try FontSet.pinned()) { done, total in
            Progress(label: label, total: total).update(done)
        }
        for problem in loaded.styleFunctionProblems { printError(problem.description) }
        let png = try image.pngData(manifest: ["theme": loaded.theme.name, "theme-hash": loaded.sourceHash,
                                               "scene": "sheet screen=\(screen) locale=\(locale)"])
        try makeParentDirectory(of: output)
        try writeAtomically(png, to: output)
        print(output)
    }
}
