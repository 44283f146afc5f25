import Testing
import ToastCore
@testable import ToastScript

@Suite("Plugins in Lua: run budgets, the wall-clock guard and check's budget")
struct PluginRunGuardTests {
    @Test("a call past the wall-clock guard fails the whole run: every plugin is stopped, the event says why")
    func wallClockFailsTheRun() throws {
        var budgets = PluginLoader.defaultBudgets
        // A guard of 20 ms, which 30 pattern searches of 3,000 charged instructions each (half a
        // million steps in C each, about 45 ms in all) trip: to see what tripping it does. Loading
        // runs under the same guard, and a loaded machine can trip it there: load again then.
        budgets.wallClock = 0.02
        var attempt: (LoadedTheme, String)?
        for _ in 0..<10 where attempt == nil {
            attempt = try? loadWithPlugins(
                [
                    "slow": """
                    return toast.plugin { name = "slow", api = 1,
                      on = { will_show = function(e, t)
                        local s = string.rep("a", 1000)
                        for i = 1, 30 do s:find("a-b") end
                      end } }
                    """,
                    "quiet": """
                    return toast.plugin { name = "quiet", api = 1, on = { did_hide = function(e, t) log("hidden") end } }
                    """,
                ], loader: PluginLoader(budgets: budgets))
        }
        let (loaded, dir) = try #require(attempt)
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: true)
        try center.show("saved")
        let events = transcript(center.drainEvents(), dir: dir)
        #expect(
            events.contains(
                "0.0 runAborted(plugin: \"slow\", message: \"DIR/plugins/slow.lua:4: time limit of 0.02 s exceeded\")"))
        #expect(!events.contains { $0.contains("pluginFailed") || $0.contains("pluginLog") })
        #expect(center.withPresenter { _, _ in true })
    }

    @Test("check spends a bounded number of instructions on one plugin and says where it stopped")
    func checkHasATotalBudget() throws {
        let (loaded, dir) = try loadWithPlugins([
            "heavy": """
            return toast.plugin { name = "heavy", api = 1,
              on = { did_show = function(e, t) for i = 1, 40000 do end end } }
            """
        ])
        let diagnostics = PluginExercise.run(loaded, instructionBudget: 100_000)
        #expect(
            diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                "DIR/plugins/heavy.lua: warning: on.did_show: check stopped at kind 'info': the plugin's calls used 123000 "
                    + "instructions, over the 100000 check spends on one plugin; later calls were not tried"
            ])
    }

    @Test("check spends a bounded number of instructions on all plugins together, however many a theme lists")
    func checkHasABudgetForAllPlugins() throws {
        let heavy = """
            return toast.plugin { name = "NAME", api = 1,
              on = { did_show = function(e, t) for i = 1, 40000 do end end } }
            """
        let (loaded, dir) = try loadWithPlugins(
            Dictionary(uniqueKeysWithValues: ["h1", "h2", "h3"].map { ($0, heavy.replacing("NAME", with: $0)) }))
        let diagnostics = PluginExercise.run(loaded, allInstructionBudget: 150_000)
        // h1's three calls use 123,000; h2's first crosses the budget of all; h3 is not tried.
        #expect(
            diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                "DIR/plugins/h2.lua: warning: on.did_show: check stopped at kind 'saved': the calls of all plugins "
                    + "used 164000 instructions, over the 150000 check spends on all plugins together; later calls "
                    + "and plugins were not tried"
            ])
    }
}
