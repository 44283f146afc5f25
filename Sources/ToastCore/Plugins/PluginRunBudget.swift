/// What one plugin may do in one run of a ``ToastPipeline`` (a scenario, a render, a center's
/// life), on top of the bounds of each call. A plugin that reaches a limit is stopped: a
/// `.budgetExhausted` event names it, the budget, the limit and what it used, and what it did
/// before stays. Everything here counts work, never the wall clock, so where a plugin is
/// stopped is the same on every machine.
public struct PluginRunBudget: Sendable, Hashable {
    /// VM instructions a plugin may use over the run (counted as each call's budget counts
    /// them: in hook periods of 1000, the last one whole, plus library charges).
    public var instructions: Int = 100_000_000
    /// Commands (`toast.show`, `dismiss`, `popup`, …) a plugin may have applied over the run.
    public var commands: Int = 10_000
    /// Virtual times at which a plugin's commands may be applied over the run.
    public var steps: Int = 2_000
    /// Once plugin commands were applied at a virtual time, plugins are called again no sooner
    /// than this many seconds later: deadlines in between are handled together at that time,
    /// so a chain of 1e-300 s steps cannot stall the clock.
    public var minimumStep: Double = 0.001
    /// Calls looked back on to disable a plugin by its rate of failures.
    public var failureWindow: Int = 10
    /// Failures within the last `failureWindow` calls that disable a plugin.
    public var failuresInWindow: Int = 5
    /// Failures over the run that disable a plugin.
    public var failuresPerRun: Int = 20

    /// The default budget.
    public init() {}

    /// No run-level limits on instructions, commands and steps (benchmarks, an app's center
    /// that runs for days); failures still disable by rate.
    public static var unlimited: PluginRunBudget {
        var budget = PluginRunBudget()
        budget.instructions = .max
        budget.commands = .max
        budget.steps = .max
        return budget
    }
}

/// The run-level budget a plugin spent.
public enum PluginResource: String, Sendable, Hashable {
    /// ``PluginRunBudget/instructions``.
    case instructions
    /// ``PluginRunBudget/commands``.
    case commands
    /// ``PluginRunBudget/steps``.
    case steps
}

/// What a plugin used of its run budget so far.
public struct PluginUsage: Sendable, Hashable {
    /// VM instructions.
    public var instructions: Int
    /// Commands applied.
    public var commands: Int
    /// Virtual times at which its commands were applied.
    public var steps: Int

    /// Usage with these counts.
    public init(instructions: Int = 0, commands: Int = 0, steps: Int = 0) {
        self.instructions = instructions
        self.commands = commands
        self.steps = steps
    }
}

extension PluginRunBudget {
    /// The line commands print for a `.budgetExhausted` event, after "plugin: ".
    public static func exhaustedMessage(_ resource: PluginResource, limit: Int, usage: PluginUsage) -> String {
        let noun =
            switch resource {
            case .instructions: "instructions"
            case .commands: "commands"
            case .steps: "steps of virtual time with commands"
            }
        return "run budget exhausted: \(limit) \(noun), the most a plugin may use in one run (used "
            + "\(usage.instructions) instructions, \(usage.commands) commands, \(usage.steps) steps); "
            + "the plugin is stopped, what it did before stays"
    }
}
