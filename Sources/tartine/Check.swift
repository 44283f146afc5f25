import ArgumentParser
import ToastScript

/// `tartine check theme.lua…`: validates themes (and scenarios), printing every problem with
/// file:line; exit 1 when any file has errors.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Validate theme and scenario files; errors and warnings with file:line.")

    @Argument(help: "Theme or scenario files (.lua).")
    var files: [String]

    @Flag(help: "Print peak memory and instructions used by each load.")
    var stats = false

    @OptionGroup var budgets: BudgetOptions

    func run() throws {
        var failed = false
        for file in files {
            let report = ScriptFiles.check(file, budgets: budgets.luaBudgets)
            for line in report.diagnostics { printError(line.description) }
            if stats, let s = report.statistics {
                print("\(file): peak memory \(s.peakMemory) bytes, \(s.instructions) instructions")
            }
            if report.failed { failed = true } else if !stats { print("\(file): ok") }
        }
        if failed { throw ExitCode(1) }
    }
}

/// Budget flags shared by the commands that load Lua.
struct BudgetOptions: ParsableArguments {
    @Option(help: "Memory cap per load, in MiB.") var memory: Int = 8
    @Option(help: "Instruction budget per load.") var instructions: Int = 1_000_000
    @Option(help: "Wall-clock ceiling per load, in seconds.") var timeLimit: Double = 2

    var luaBudgets: LuaBudgets {
        var b = LuaBudgets()
        b.memory = memory << 20
        b.instructions = instructions
        b.wallClock = timeLimit
        return b
    }
}
