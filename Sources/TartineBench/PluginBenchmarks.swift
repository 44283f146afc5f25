import ToastFiles
import ToastCore
import ToastScript

/// Benchmarks of Lua plugins around the presenter.
enum PluginBenchmarks {
    /// Writes a theme naming `plugins` and the plugin files into a temporary directory.
    private static func fixture(_ plugins: [String: String]) throws -> String {
        let dir = try Scratch.directory("plugins")
        try Files.makeDirectories("\(dir)/plugins")
        let names = plugins.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        let theme = """
            return toast.theme { name = "bench", plugins = { \(names) },
              kinds = { saved = { message = "Saved", haptic = "success" } } }
            """
        try Scratch.write(theme, to: "\(dir)/theme.lua")
        for (name, source) in plugins { try Scratch.write(source, to: "\(dir)/plugins/\(name).lua") }
        return dir
    }

    /// A plugin whose `event` handler runs `body` (by default: counts calls in plugin state).
    private static func trivial(_ name: String, on event: String, body: String = "n = n + 1") -> String {
        return
            "local n = 0\nreturn toast.plugin { name = \"\(name)\", api = 1, on = { \(event) = function(e, t) \(body) end } }\n"
    }

    /// One call of a trivial `did_show` handler, through `LuaPlugin.handle` (event and toast
    /// views made, VM call, commands and log collected). Median of 7 rounds of 200,000 calls.
    static func handlerCall() throws {
        let dir = try fixture(["one": trivial("one", on: "did_show")])
        defer { Scratch.remove(dir) }
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        guard let plugin = loaded.plugins.first else { throw BenchmarkUnavailable("the fixture has no plugin") }
        var run = loaded.makeRun(
            setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: false, plugins: [])
        let id = run.pipeline.show(
            ToastRequest(try loaded.theme.content(kind: "saved", context: run.resolver.context)), at: 0)
        let queue = run.pipeline.queueView
        let toast = queue.toast(id)
        let event = TimedEvent(0.25, .didShow(id))
        let perRound = 200_000
        var failures = 0
        let result = measure(perRound: perRound) { _ in
            for _ in 0..<perRound where plugin.handle(event, toast: toast, queue: queue).failure != nil {
                failures += 1
            }
        }
        precondition(failures == 0, "the trivial handler failed")
        let micros = 1e6 / result.opsPerSecond
        report(
            "plugins: one trivial handler call", "\(String(format: "%.2f", micros)) µs", target: "≤ 5 µs",
            met: micros <= 5)
    }

    /// `show` + run to completion (as the presenter benchmark) through a `ToastPipeline`, side
    /// by side: (0) with no plugin (the loop's own cost, the figure the others are read against),
    /// then with three trivial plugins (a) each handling `dropped` (never emitted here: the cost
    /// of having plugins, no Lua call), (b) each handling `did_show` with an empty function, and
    /// (c) with a counting one. The issue's target, 500,000 shows/s, is for (c): one show run to
    /// completion (will/did show, haptic, announcement, will/did hide: six events) with three
    /// Lua `did_show` calls, each given its event and toast views: 2 µs for all of it. (d) is
    /// for reading: each handler counts shows per kind, so each reads a field of its toast view.
    static func presenterWithPlugins() throws {
        let cases = [
            ("no plugins (the loop alone)", "", ""),
            ("three plugins on 'dropped'", "dropped", "n = n + 1"),
            ("three no-op plugins on 'did_show'", "did_show", ""),
            ("three counting plugins on 'did_show'", "did_show", "n = n + 1"),
            ("three plugins reading t.kind on 'did_show'", "did_show", "seen[t.kind] = (seen[t.kind] or 0) + 1"),
        ]
        for (label, event, body) in cases {
            let names = event.isEmpty ? [] : ["a", "b", "c"]
            let sources = Dictionary(
                uniqueKeysWithValues: names.map { ($0, "local seen = {}\n" + trivial($0, on: event, body: body)) })
            let dir = try fixture(sources)
            defer { Scratch.remove(dir) }
            let loaded = try ThemeLoader().load("\(dir)/theme.lua")
            // Millions of calls: far past a run's budget, which is not what is measured here.
            var pipeline = loaded.makeRun(
                setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: false,
                plugins: loaded.plugins, budget: .unlimited
            ).pipeline
            let content = try loaded.theme.content(kind: "saved", context: pipeline.resolver.context)
            let request = ToastRequest(content)
            let perRound = event == "dropped" || event.isEmpty ? 500_000 : 50_000
            var clock = 0.0
            var hidden = 0
            let cycle = 0.25 + 2 + 0.25
            let result = measure(perRound: perRound) { _ in
                for _ in 0..<perRound {
                    pipeline.show(request, at: clock)
                    clock += cycle
                    pipeline.advance(to: clock)
                    pipeline.drainEvents { if case .didHide = $0.event { hidden += 1 } }
                }
            }
            precondition(hidden > 0 && pipeline.disabledPlugins.isEmpty)
            let figure = "\(grouped(result.opsPerSecond)) shows/s"
            if body.contains("t.kind") {
                report("presenter: show + complete, \(label)", figure)
            } else {
                report(
                    "presenter: show + complete, \(label)", figure, target: "≥ 500,000 shows/s",
                    met: result.opsPerSecond >= 500_000)
            }
        }
    }

    /// Loading a theme that names the four bundled plugins (each in its own VM). Median of 100.
    static func themeWithFourPlugins() throws {
        var sources: [String: String] = [:]
        for name in ["undo", "burst", "progress", "stats"] { sources[name] = try Scratch.read("plugins/\(name).lua") }
        let dir = try fixture(sources)
        defer { Scratch.remove(dir) }
        let loader = ThemeLoader()
        var times: [Double] = []
        for _ in 0..<110 {
            let start = ContinuousClock.now
            let loaded = try loader.load("\(dir)/theme.lua")
            guard loaded.plugins.count == 4 else {
                throw BenchmarkUnavailable("the theme has \(loaded.plugins.count) plugins, not 4")
            }
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        let p50 = median(times, droppingFirst: 10) * 1000
        report(
            "plugins: load a theme with four plugins (p50)", "\(String(format: "%.2f", p50)) ms", target: "≤ 2 ms",
            met: p50 <= 2)
    }
}
