import ArgumentParser
import ToastCore
import ToastRender
import ToastScript

/// `tartine render theme.lua --kind saved -o out.png`: one moment of one toast.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render one toast of a theme at a moment to PNG.")

    @Argument(help: "The theme file.") var theme: String
    @Option(help: "The kind to show (default: the theme's first).") var kind: String?
    @Option(help: "Text that replaces the kind's message.") var message: String?
    @Option(help: "top, center or bottom (default: the kind's).") var position: String?
    @Option(help: "Seconds after the toast is shown (default: when it has fully entered).") var at: Double?
    @OptionGroup var scene: SceneOptions
    @OptionGroup var budgets: BudgetOptions
    @Option(name: .shortAndLong, help: "The PNG to write.") var output: String

    func validate() throws {
        if let position, ToastPosition(rawValue: position) == nil {
            throw ValidationError("--position is top, center or bottom, got '\(position)'")
        }
        if let at, at < 0 { throw ValidationError("--at must be ≥ 0, got \(at)") }
    }

    func run() throws {
        let loaded = try loadTheme(theme, budgets: budgets.luaBudgets)
        let theme = loaded.theme
        guard let kindID = kind ?? theme.kinds.first?.id else { throw CLIError("\(self.theme): the theme has no kinds") }
        let content = try theme.content(kind: kindID, message: message, position: position.flatMap(ToastPosition.init),
                                        context: scene.context)
        let time = at ?? theme.motion.enter.duration + 0.05
        let fonts = try FontSet.pinned()
        let screen = scene.resolvedScreen
        let renderer = try FrameRenderer(screen: screen, options: scene.renderOptions, fonts: fonts)
        try renderer.draw(theme.frame(showing: content, at: time, on: screen, measurer: PangoMeasurer(fonts: fonts)))
        for problem in loaded.styleFunctionProblems { printError(problem.description) }
        let png = try renderer.pngData(manifest: [
            "theme": theme.name, "theme-hash": loaded.sourceHash, "scene": "kind=\(kindID) screen=\(screen.id)",
            "time": "\(time)",
        ])
        try makeParentDirectory(of: output)
        try writeAtomically(png, to: output)
        print(output)
    }
}

/// A message for the user; exits 2 (bad input).
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Loads a theme or exits 2 with every problem printed.
func loadTheme(_ path: String, budgets: LuaBudgets) throws -> LoadedTheme {
    do {
        let loaded = try ThemeLoader(budgets: budgets).load(path)
        for warning in loaded.warnings { printError(warning.description) }
        return loaded
    } catch {
        for d in error.diagnostics { printError(d.description) }
        throw ExitCode(2)
    }
}
