import Foundation
import Testing
import ToastCore

@testable import ToastScript

/// What crosses from a plugin into the host has a size: messages, veto reasons, failure
/// messages, log lines and their number; sizes are asserted on the outputs, never on time.
@Suite("Plugins in Lua: what crosses the boundary is bounded", .serialized)
struct PluginBoundaryTests {
    /// A 1.5 MB string built inside the plugin (its state has 4 MiB).
    static let big = "local big = string.rep('x', 1500000)"

    /// Shows `saved` with `plugin` loaded and returns the events up to 10 s.
    func run(_ plugin: String, loader: PluginLoader = PluginLoader()) throws -> (events: [TimedEvent], dir: String) {
        let (loaded, dir) = try loadWithPlugins(["p": plugin], loader: loader)
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = loaded.makeCenter(setting: .standard, clock: clock, keepsHistory: true)
        try center.show("saved")
        clock.advance(by: 10)
        center.tick()
        return (center.drainEvents(), dir)
    }

    @Test("a 64 KB message per toast.show is cut before it is queued")
    func bigMessages() throws {
        var budgets = PluginLoader.defaultBudgets
        budgets.wallClock = 600  // the sizes are under test, not the time (debug builds on a loaded machine are slow)
        // The cost model charges a host function the bytes it reads: 200 messages of 64 KB a call
        // need more than a call's 100,000 instructions (and 1.5 MB ones more than a run's budget).
        budgets.callInstructions = 20_000_000
        let (loaded, _) = try loadWithPlugins(
            [
                "p": """
                local big = string.rep('x', 64000)
                return toast.plugin { name = "p", api = 1,
                  on = { did_show = function(e, t)
                    if t.kind == "saved" then for i = 1, 200 do toast.show("info", { message = big }) end end
                  end } }
                """
            ], loader: PluginLoader(budgets: budgets))
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = loaded.makeCenter(setting: .standard, clock: clock, keepsHistory: true)
        try center.show("saved")
        clock.advance(by: 1)
        center.tick()
        let (messages, pending) = center.withPresenter { p, _ in
            (p.timeline.toasts.map(\.latest.content.message), p.pendingCount)
        }
        #expect(messages.count + pending == 201, "\(center.drainEvents().map { String(describing: $0).prefix(300) })")
        #expect(messages.last == String(repeating: "x", count: TextLimits.drawnText - 3) + "…")
        #expect(messages.allSatisfy { $0.utf8.count <= TextLimits.drawnText })
    }

    @Test("a 1.5 MB veto reason is cut, with what was cut")
    func bigVetoReason() throws {
        let (events, _) = try run(
            """
            \(Self.big)
            return toast.plugin { name = "p", api = 1, filter = function(r) return { veto = big } end }
            """)
        let reasons = events.compactMap { event -> String? in
            if case .vetoed(_, "p", let reason) = event.event { return reason }
            return nil
        }
        let kept = TextLimits.vetoReason - 32
        #expect(
            reasons == [String(repeating: "x", count: kept) + "… (\(NumberText.grouped(1_500_000 - kept)) more bytes)"])
    }

    @Test("a 1.5 MB error message is cut, with file:line and what was cut")
    func bigFailure() throws {
        let (events, dir) = try run(
            """
            \(Self.big)
            return toast.plugin { name = "p", api = 1,
              on = { will_show = function(e, t) error(big) end } }
            """)
        let failures = events.compactMap { event -> String? in
            if case .pluginFailed("p", let message) = event.event { return message }
            return nil
        }
        #expect(failures.count == 1)
        let prefix = "\(dir)/plugins/p.lua:3: "
        let kept = TextLimits.failureMessage - 32 - prefix.utf8.count
        #expect(
            failures.first
                == prefix + String(repeating: "x", count: kept)
                + "… (\(NumberText.grouped(1_500_000 - kept)) more bytes)")
    }

    @Test("log lines are cut with a mark; a plugin logs at most 1,000 lines a run, then one line says so")
    func logsPerRun() throws {
        // 1,000 lines of 1 KiB a call cost more than a call's 100,000 instructions (each byte the
        // host keeps is charged): the line limits are under test here, not the budget.
        var budgets = PluginLoader.defaultBudgets
        budgets.callInstructions = 10_000_000
        let (loaded, dir) = try loadWithPlugins(
            [
                "p": """
                local line = string.rep("y", 1024)
                return toast.plugin { name = "p", api = 1,
                  on = { did_show = function(e, t) for i = 1, 1000 do log(line) end end } }
                """
            ], loader: PluginLoader(budgets: budgets))
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = loaded.makeCenter(setting: .standard, clock: clock, keepsHistory: true)
        for _ in 0..<5 {
            try center.show("saved")
            clock.advance(by: 3)
            center.tick()
        }
        let lines = center.drainEvents().compactMap { event -> String? in
            if case .pluginLog("p", let text) = event.event { return text }
            return nil
        }
        let prefix = "\(dir)/plugins/p.lua:3: "
        let kept = TextLimits.logLine - 32 - prefix.utf8.count
        #expect(lines.count == 1_001)
        #expect(lines.first == prefix + String(repeating: "y", count: kept) + "… (\(1024 - kept) more bytes)")
        #expect(lines.dropLast().allSatisfy { $0.utf8.count <= TextLimits.logLine })
        #expect(lines.last == "log limit of 1,000 lines per run reached; later lines are not shown")
        #expect(loaded.plugins[0].droppedLogLines == 4_000)
    }

    @Test("a tag longer than 256 bytes is refused with the call's line")
    func longTag() throws {
        let (events, dir) = try run(
            """
            return toast.plugin { name = "p", api = 1,
              on = { did_show = function(e, t)
                toast.show("info", { tag = string.rep("t", 300) })
              end } }
            """)
        #expect(
            events.contains(
                TimedEvent(
                    0.25,
                    .pluginFailed(
                        plugin: "p",
                        message:
                            "\(dir)/plugins/p.lua:3: toast.show: options.tag: tag is 300 bytes long, more than the 256 bytes a tag may have"
                    ))), "\(transcript(events, dir: dir))")
    }
}
