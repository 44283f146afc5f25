import Testing
import ToastCore
@testable import ToastScript

/// Hostile plugin files: each handler body runs on every `will_show`; the host must report it
/// with file:line, keep the toast, and stay alive.
@Suite("Plugins in Lua: hostile handlers are contained")
struct PluginHostileTests {
    static let cases: [(String, String)] = [
        ("loop", "while true do end"),
        ("memory bomb", "local t = {} for i = 1, 1e9 do t[i] = i end"),
        ("string bomb", "local s = 'x' for i = 1, 64 do s = s .. s end"),
        ("deep recursion", "local function f(n) return f(n + 1) + 1 end f(1)"),
        ("error whose __tostring loops", "error(setmetatable({}, { __tostring = function() while true do end end }))"),
        ("a million shows", "for i = 1, 1e6 do toast.show('info') end"),
    ]

    @Test("contained, reported with the plugin file, the toast goes on", arguments: 0..<6)
    func contained(index: Int) throws {
        let (name, body) = Self.cases[index]
        let (loaded, dir) = try loadWithPlugins([
            "hostile": """
            return toast.plugin { name = "hostile", api = 1,
              on = { will_show = function(e, t)
                if t.kind ~= "saved" then return end
                \(body)
              end } }
            """
        ])
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = loaded.makeCenter(setting: .standard, clock: clock, keepsHistory: true)
        try center.show("saved")
        clock.advance(by: 10)
        center.tick()
        let events = center.drainEvents()
        let reported = events.contains {
            switch $0.event {
            case .pluginFailed(let plugin, let message):
                plugin == "hostile" && message.hasPrefix("\(dir)/plugins/hostile.lua")
            case .commandsRefused(let plugin, _): plugin == "hostile"
            default: false
            }
        }
        #expect(reported, "\(name): \(events.map(\.description))")
        #expect(events.contains(TimedEvent(2.5, .didHide(ToastID(1), .timeout))), "\(name)")
        // The host is alive and the plugin's VM still answers.
        let next = try center.show("info")
        #expect(center.withPresenter { p, _ in p.visibleIDs.contains(next) || p.pendingCount > 0 }, "\(name)")
    }

    @Test(
        "a handler that shows a million toasts: each refused as made and counted, the plugin stopped by its run budget")
    func millionShowsCounted() throws {
        var budgets = PluginLoader.defaultBudgets
        budgets.callInstructions = 50_000_000
        budgets.wallClock = 600  // the count is under test, not the time (debug builds on a loaded machine are slow)
        let (loaded, _) = try loadWithPlugins(
            [
                "flood": """
                return toast.plugin { name = "flood", api = 1,
                  on = { will_show = function(e, t)
                    if t.kind == "saved" then for i = 1, 1e6 do toast.show("info") end end
                  end } }
                """
            ], loader: PluginLoader(budgets: budgets))
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil))
        try center.show("saved")
        let events = center.drainEvents()
        // Refused commands count toward the run's 10,000: the plugin is stopped, with every
        // command its call made counted (issue 38, item 3), and nothing of them was kept.
        guard case .budgetExhausted(let plugin, let resource, let limit, let usage)? = events.last?.event else {
            Issue.record("last event: \(String(describing: events.last))")
            return
        }
        #expect(plugin == "flood" && resource == .commands && limit == 10_000 && usage.commands == 1_000_000)
        #expect(events.count < 100, "\(events.count) events: the call's commands were dropped, not applied")
    }

    @Test("a filter that rewrites every request into another request is bounded")
    func rewritingFilter() throws {
        let (loaded, _) = try loadWithPlugins([
            "again": """
            return toast.plugin { name = "again", api = 1,
              filter = function(r) toast.show("info", { message = r.message .. "!" }); return { message = r.message .. "?" } end }
            """
        ])
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil))
        try center.show("saved")
        let events = center.drainEvents()
        #expect(events.contains(TimedEvent(0, .commandsRefused(plugin: "again", count: 1))))
    }
}
