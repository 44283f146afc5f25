import ArgumentParser
import ToastCore
import ToastScript
import ToastText

/// `tartine export`: a theme's values in formats other tools read.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a theme's values for other tools.",
        discussion: ExitStatus.contract,
        subcommands: [ExportTokens.self])
}

/// `tartine export tokens THEME`: the theme's resolved values per kind and appearance as Design
/// Tokens (`ThemeTokens`), which Style Dictionary and similar tools turn into Swift, Kotlin or CSS.
struct ExportTokens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Write the theme's resolved values as Design Tokens (W3C DTCG format, JSON).",
        discussion: ExitStatus.contract
            + " One group per appearance (light, dark) and kind: colours, dimensions in points (px),"
            + " fonts, hold times and transitions; springs, haptics and positions under"
            + " $extensions.org.tartine.")

    @Argument(help: "Theme file (.lua).")
    var theme: String

    @Option(name: .shortAndLong, help: "Where to write (- for standard output).")
    var output = OutputFile("-")

    @Option(help: "Locale the kinds' messages are read in (hold times depend on them).")
    var locale = "en"

    @Option(help: "Dynamic Type multiplier, above 0.5 and at most 4.")
    var textSize = 1.0

    @OptionGroup var budgets: BudgetOptions

    func validate() throws {
        try OptionRange.check("--text-size", textSize, within: .above(0.5, atMost: 4))
    }

    func run() throws {
        let loaded = try loadTheme(theme, budgets: budgets.luaBudgets)
        let document: JSONValue
        // An iPhone's, as the tokens are for an app; each appearance in turn.
        let setting = SceneSetting(
            screen: .iPhone15, locale: locale, appearance: .light, textSize: textSize, accessibility: .none,
            reducedMotion: false)
        do { document = try ThemeTokens.document(loaded.theme, setting: setting) } catch {
            throw CLIFailure.badInput("\(theme): \(error.description)")
        }
        try writeOutput(Array((document.rendered() + "\n").utf8), to: output)
        reportWritten(output)
    }
}
