import Synchronization
import Testing
@testable import ToastCore

private func exhausted(_ events: [TimedEvent]) -> [ToastEvent] {
    events.map(\.event).filter { if case .budgetExhausted = $0 { true } else { false } }
}

/// Issue 38, items 2 and 3: one run budget for all plugins together, beside each plugin's own,
/// and commands counted (and refused) as a call makes them, refused ones toward the budgets.
@Suite("Plugins: one run budget for all plugins, commands counted as made")
struct PipelineSharedBudgetTests {
    /// Three plugins, each far inside its own run budget, that together cross the budget of all
    /// plugins of `resource` (every budget of all plugins the pipeline counts itself; the memory
    /// of all plugin states is the Lua states' and is tested in ToastScript).
    @Test(
        "crossing a budget of all plugins stops every plugin; the event names the one that crossed it",
        arguments: PluginResource.allCases.filter { $0.isShared && $0 != .allMemory })
    func sharedBudget(_ resource: PluginResource) {
        var budget = PluginRunBudget()
        budget.allInstructions = 100_000
        budget.allCommands = 25
        let calls = Mutex(0)
        let plugins = ["a", "b", "c"].map { name in
            TestPlugin(
                name, events: [.willShow],
                handle: { _, _, _ in
                    calls.withLock { $0 += 1 }
                    return resource == .allInstructions
                        ? PluginReply(instructions: 10_000)
                        : PluginReply(commands: [PluginCommand(.dismissTag("none", by: .plugin), source: name)])
                })
        }
        var p = ToastPipeline(presenter: presenter(), plugins: plugins, runBudget: budget)
        for i in 0..<12 { p.show(request("k\(i)", "M\(i)"), at: Double(i) * 10) }
        p.advance(to: 200)
        let events = p.drainEvents()
        // Instructions: the 11th call (show 4, plugin b) makes 110,000. Commands: show 9's call of
        // b finds none left (a took the 25th) and makes one: 26, refused and counted.
        let expected: ToastEvent =
            resource == .allInstructions
            ? .budgetExhausted(
                plugin: "b", resource: .allInstructions, limit: 100_000, usage: PluginUsage(instructions: 110_000))
            : .budgetExhausted(plugin: "b", resource: .allCommands, limit: 25, usage: PluginUsage(commands: 26))
        #expect(exhausted(events) == [expected])
        #expect(p.disabledPlugins == ["a", "b", "c"])
        #expect(calls.withLock { $0 } == (resource == .allInstructions ? 11 : 26))
        #expect(
            PluginRunBudget.exhaustedMessage(resource, limit: 25, usage: PluginUsage(instructions: 7, commands: 26))
                == "run budget of all plugins exhausted by this plugin: 25 \(resource == .allInstructions ? "instructions" : "commands"), "
                + "the most all plugins together may use in one run (all used 7 instructions, 26 commands); every "
                + "plugin is stopped, what they did before stays")
    }

    @Test("a plugin that hands back more commands than it may make: the rest are refused and count toward its budget")
    func refusedCommandsCount() {
        let flood = TestPlugin(
            "flood", events: [.willShow],
            handle: { _, _, _ in
                PluginReply(
                    commands: Array(
                        repeating: PluginCommand(.dismissTag("none", by: .plugin), source: "flood"), count: 100_000))
            })
        var p = ToastPipeline(presenter: presenter(), plugins: [flood])
        p.show(request(), at: 0)
        p.advance(to: 10)
        let events = p.drainEvents()
        #expect(
            exhausted(events) == [
                .budgetExhausted(
                    plugin: "flood", resource: .commands, limit: 10_000, usage: PluginUsage(commands: 100_000))
            ])
        #expect(p.refusedCommands == 99_000)
    }

    @Test("a filter that asks for many toasts per request: never more than one call's budget is held")
    func filterFlood() {
        let held = Mutex(0)
        let flood = TestPlugin(
            "flood",
            filter: { _, queue in
                held.withLock { $0 = max($0, min(queue.commandAllowance, 1_000)) }
                return (
                    .pass,
                    PluginReply(
                        commands: Array(
                            repeating: PluginCommand(.show(request("again", "Again")), source: "flood"), count: 1_000))
                )
            })
        var p = ToastPipeline(presenter: presenter(), plugins: [flood])
        p.show(request(), at: 0)
        let events = p.drainEvents()
        // The first request's filter keeps 1,000 (the call's budget); each of those shows is
        // filtered again with none left, its 1,000 refused and counted: the eleventh stops it.
        #expect(
            exhausted(events) == [
                .budgetExhausted(
                    plugin: "flood", resource: .commands, limit: 10_000, usage: PluginUsage(commands: 11_000, steps: 1))
            ])
        #expect(held.withLock { $0 } == 1_000)
    }
}
