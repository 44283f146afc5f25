import ArgumentParser
import ToastCore
import ToastRender
import ToastScript

/// `tartine check theme.lua…`: validates themes, scenarios, manifests and plugins (a plugin
/// alone in its stand-in theme), printing every problem with file:line; exit 2 (bad input) when
/// any file has errors.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate theme, scenario, manifest and plugin files; errors and warnings with file:line.",
        discussion: "A theme's plugins are called for each of its kinds (each handler, the filter). "
            + "A plugin file alone is checked the same way in a stand-in theme: the kinds of the bundled "
            + "default theme (info, success, error, loading, linked) and the plugin's own, its own winning. "
            + "A kind it shows that neither has is an error: check a plugin written for another theme's "
            + "kinds through that theme. "
            + ExitStatus.contract + " A file with errors is bad input (2); warnings alone exit 0, or 1 with --strict.")

    @Argument(help: "Theme, scenario, manifest or plugin files (.lua).")
    var files: [String]

    @Flag(help: "Print peak memory and instructions used by each load.")
    var stats = false

    @Flag(help: "Fail (exit 1) on warnings too, once every warning is listed.")
    var strict = false

    @Option(help: FindingsFormat.help) var format = FindingsFormat.text

    @OptionGroup var budgets: BudgetOptions

    func run() throws {
        var failed = false
        var findings: [Finding] = []
        // The fonts each theme is drawn with live (the pinned ones, or the installed ones for
        // notifyd when its `notifications.fonts` says so), so that a family, weight or character
        // they lack is a warning (without the pinned fonts installed, rendering fails and says
        // so; checking goes on).
        let fonts: (FontSource) -> (any FontCatalog)? = { try? FontSet.of($0) }
        for file in files {
            let report = ScriptFiles.check(file, budgets: budgets.luaBudgets, fonts: fonts)
            for line in report.diagnostics { printError(line.description) }
            findings += report.diagnostics.map(Finding.init)
            if stats, let s = report.statistics {
                say("\(file): peak memory \(s.peakMemory) bytes, \(s.instructions) instructions")
            }
            let warnings = report.diagnostics.count { $0.severity == .warning }
            if report.failed {
                failed = true
            } else if strict && warnings > 0 {
                printError("\(file): \(warnings) warning\(warnings == 1 ? "" : "s"), and --strict fails on warnings")
            } else if !stats && format != .sarif {
                say("\(file): ok")
            }
        }
        Finding.write(findings, as: format)
        if failed { throw CLIFailure.badInputReported }
        if strict && findings.contains(where: { !$0.isError }) { throw CLIFailure.findings }
    }
}

/// Budget flags shared by the commands that load Lua.
struct BudgetOptions: ParsableArguments {
    @Option(help: "Memory cap per load, in MiB, from 1 to 1024.") var memory: Int = 8
    @Option(help: "Instruction budget per load, from 1000 to 1000000000.") var instructions: Int = 1_000_000
    @Option(help: "Wall-clock ceiling per load, in seconds, above 0 and at most 3600.") var timeLimit: Double = 2

    func validate() throws {
        try OptionRange.check("--memory", memory, within: 1...1024)
        try OptionRange.check("--instructions", instructions, within: 1000...1_000_000_000)
        try OptionRange.check("--time-limit", timeLimit, within: .positive(atMost: 3600))
    }

    var luaBudgets: LuaBudgets {
        var b = LuaBudgets()
        b.memory = memory << 20
        b.instructions = instructions
        b.wallClock = timeLimit
        return b
    }
}
