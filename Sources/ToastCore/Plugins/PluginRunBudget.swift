/// What one plugin may do in one run of a ``ToastPipeline`` (a scenario, a render, a center's
/// life), on top of the bounds of each call. A plugin that reaches a limit is stopped: a
/// `.budgetExhausted` event names it, the budget, the limit and what it used, and what it did
/// before stays. Everything here counts work, never the wall clock, so where a plugin is
/// stopped is the same on every machine.
public struct PluginRunBudget: Sendable, Hashable {
    /// VM instructions a plugin may use over the run (counted as each call's budget counts
    /// them: in hook periods of 1000, the last one whole, plus library charges).
    public var instructions: Int = 100_000_000
    /// Commands (`toast.show`, `dismiss`, `popup`, …) a plugin may make over the run: applied
    /// and refused alike, each counted as the call makes it.
    public var commands: Int = 10_000
    /// Virtual times at which a plugin's commands may be applied over the run.
    public var steps: Int = 2_000
    /// VM instructions all plugins of the run may use together: hundreds of plugins, each inside
    /// ``instructions``, are bounded as one.
    public var allInstructions: Int = 200_000_000
    /// Commands all plugins of the run may make together (applied and refused).
    public var allCommands: Int = 20_000
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
        budget.allInstructions = .max
        budget.allCommands = .max
        return budget
    }
}

/// The run-level budget a plugin spent.
public enum PluginResource: String, Sendable, Hashable, CaseIterable {
    /// ``PluginRunBudget/instructions``.
    case instructions
    /// ``PluginRunBudget/commands``.
    case commands
    /// ``PluginRunBudget/steps``.
    case steps
    /// ``PluginRunBudget/allInstructions``: the plugin's call crossed the budget of all plugins.
    case allInstructions = "all_instructions"
    /// ``PluginRunBudget/allCommands``: the plugin's command crossed the budget of all plugins.
    case allCommands = "all_commands"
    /// The memory all plugin states of the run may hold together (`PluginLoader.sharedMemory`):
    /// the plugin's allocation crossed it.
    case allMemory = "all_memory"

    /// Whether the budget is one of all plugins together: crossing it stops every plugin.
    public var isShared: Bool {
        switch self {
        case .instructions, .commands, .steps: false
        case .allInstructions, .allCommands, .allMemory: true
        }
    }
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
    /// The line commands print for a `.budgetExhausted` event, after "plugin: ". For a budget of
    /// all plugins together, `usage` is what all of them used.
    public static func exhaustedMessage(_ resource: PluginResource, limit: Int, usage: PluginUsage) -> String {
        let noun =
            switch resource {
            case .instructions, .allInstructions: "instructions"
            case .commands, .allCommands: "commands"
            case .steps: "steps of virtual time with commands"
            case .allMemory: "bytes of Lua state"
            }
        guard resource.isShared else {
            return "run budget exhausted: \(limit) \(noun), the most a plugin may use in one run (used "
                + "\(usage.instructions) instructions, \(usage.commands) commands, \(usage.steps) steps); "
                + "the plugin is stopped, what it did before stays"
        }
        return "run budget of all plugins exhausted by this plugin: \(limit) \(noun), the most all plugins "
            + "together may use in one run (all used \(usage.instructions) instructions, \(usage.commands) "
            + "commands); every plugin is stopped, what they did before stays"
    }
}
