import Synchronization
import Testing
@testable import ToastCore

/// The events of one kind in `events`.
private func exhausted(_ events: [TimedEvent]) -> [TimedEvent] {
    events.filter { if case .budgetExhausted = $0.event { true } else { false } }
}

private func shown(_ events: [TimedEvent]) -> Int {
    events.filter { if case .willShow = $0.event { true } else { false } }.count
}

@Suite("Plugins: budgets over a whole run")
struct PipelineRunBudgetTests {
    /// A plugin that shows another toast whenever one has shown: a chain with no end.
    private func chain(hold: Double = 2, motion: Motion = seedMotion) -> TestPlugin {
        TestPlugin(
            "chain", events: [.didShow],
            handle: { _, _, _ in
                PluginReply(commands: [.show(ToastRequest(content("chain", "again", hold: hold)))])
            })
    }

    @Test("a did_show handler that shows again is stopped by its run budget of commands; what it showed stays")
    func chainOfShowsStops() {
        var budget = PluginRunBudget()
        budget.commands = 40
        var p = ToastPipeline(presenter: presenter(), plugins: [chain()], runBudget: budget)
        p.show(request(), at: 0)
        p.advance(to: 10_000)
        let events = p.drainEvents()
        // 41 shown: the outside one, then 40 from the chain; the 41st command, counted as it is
        // made, is refused and stops the plugin
        #expect(shown(events) == 41)
        #expect(
            exhausted(events) == [
                TimedEvent(
                    41 * 2.5 - 2.25,
                    .budgetExhausted(
                        plugin: "chain", resource: .commands, limit: 40,
                        usage: PluginUsage(instructions: 0, commands: 41, steps: 40)))
            ])
        #expect(p.disabledPlugins == ["chain"])
        #expect(events.last?.event == .didHide(ToastID(41), .timeout))
    }

    @Test("the default run budget ends the chain long before a scenario's horizon")
    func defaultBudgetEndsTheChain() {
        var p = ToastPipeline(presenter: presenter(), plugins: [chain()])
        p.show(request(), at: 0)
        p.advance(to: 1e9)
        let events = p.drainEvents()
        #expect(
            exhausted(events).map(\.event) == [
                .budgetExhausted(
                    plugin: "chain", resource: .steps, limit: 2_000,
                    usage: PluginUsage(instructions: 0, commands: 2_001, steps: 2_000))
            ])
        #expect(shown(events) == 2_001)
    }

    @Test("a chain of 1e-300 s steps: the clock moves at least the minimum step after plugin commands")
    func tinyStepsEnd() {
        let instant = Motion(
            enter: Transition(duration: 1e-300, curve: .linear), exit: Transition(duration: 1e-300, curve: .linear))
        var budget = PluginRunBudget()
        budget.steps = 100
        var p = ToastPipeline(
            presenter: presenter(motion: instant), plugins: [chain(hold: 1e-300, motion: instant)], runBudget: budget)
        p.show(ToastRequest(content("chain", "first", hold: 1e-300)), at: 0)
        p.advance(to: 60)
        let events = p.drainEvents()
        let stop = exhausted(events)
        #expect(
            stop.map(\.event) == [
                .budgetExhausted(
                    plugin: "chain", resource: .steps, limit: 100, usage: PluginUsage(commands: 101, steps: 100))
            ])
        // 100 steps at least 1 ms apart: the plugin was stopped at 0.1 s of virtual time or later
        #expect((stop.first?.time ?? 0) >= 0.099)
    }

    @Test("instructions over the run: the call that goes over stops the plugin, its commands are dropped")
    func instructionsOverTheRun() {
        let calls = Mutex(0)
        let busy = TestPlugin(
            "busy", events: [.willShow],
            handle: { _, _, _ in
                calls.withLock { $0 += 1 }
                return PluginReply(logs: ["working"], instructions: 30_000)
            })
        var budget = PluginRunBudget()
        budget.instructions = 100_000
        var p = ToastPipeline(presenter: presenter(), plugins: [busy], runBudget: budget)
        for i in 0..<6 { p.show(request("k\(i)", "M\(i)"), at: Double(i) * 10) }
        p.advance(to: 100)
        let events = p.drainEvents()
        #expect(calls.withLock { $0 } == 4)
        #expect(
            exhausted(events) == [
                TimedEvent(
                    30,
                    .budgetExhausted(
                        plugin: "busy", resource: .instructions, limit: 100_000,
                        usage: PluginUsage(instructions: 120_000, commands: 0, steps: 0)))
            ])
        #expect(events.filter { if case .pluginLog = $0.event { true } else { false } }.count == 3)
        #expect(shown(events) == 6)
    }

    @Test("a handler that fails every other call is disabled by its rate of failures")
    func failingEveryOtherCall() {
        let calls = Mutex(0)
        let flaky = TestPlugin(
            "flaky", events: [.willShow],
            handle: { _, _, _ in
                let call = calls.withLock { count in
                    count += 1
                    return count
                }
                return call % 2 == 0 ? .none : PluginReply(failure: "plugins/flaky.lua:1: slow and wrong")
            })
        var p = ToastPipeline(presenter: presenter(), plugins: [flaky])
        for i in 0..<30 { p.show(request("k\(i)", "M\(i)"), at: Double(i) * 10) }
        p.advance(to: 400)
        let events = p.drainEvents()
        // calls 1, 3, 5, 7, 9 fail: five failures in the last ten calls (at the ninth)
        #expect(events.filter { if case .pluginFailed = $0.event { true } else { false } }.count == 5)
        #expect(events.contains(TimedEvent(80, .pluginDisabled(plugin: "flaky"))))
        #expect(calls.withLock { $0 } == 9)
    }

    @Test("failures spread thinly over a run disable the plugin at the run's total")
    func failuresPerRun() {
        let calls = Mutex(0)
        let rare = TestPlugin(
            "rare", events: [.willShow],
            handle: { _, _, _ in
                let call = calls.withLock { count in
                    count += 1
                    return count
                }
                return call % 4 == 0 ? PluginReply(failure: "plugins/rare.lua:1: now and then") : .none
            })
        var budget = PluginRunBudget()
        budget.failuresPerRun = 3
        var p = ToastPipeline(presenter: presenter(), plugins: [rare], runBudget: budget)
        for i in 0..<20 { p.show(request("k\(i)", "M\(i)"), at: Double(i) * 10) }
        p.advance(to: 400)
        #expect(p.drainEvents().contains(TimedEvent(110, .pluginDisabled(plugin: "rare"))))
        #expect(calls.withLock { $0 } == 12)
    }

    @Test("the run budget's event in the transcript")
    func transcriptLine() {
        let line = EventTranscript.line(
            TimedEvent(
                1.5,
                .budgetExhausted(
                    plugin: "chain", resource: .commands, limit: 10_000,
                    usage: PluginUsage(instructions: 3_000, commands: 10_000, steps: 12))),
            kinds: [:])
        #expect(
            line
                == "1.500 budget_exhausted plugin=chain budget=commands limit=10000 instructions=3000 commands=10000 steps=12"
        )
    }
}
