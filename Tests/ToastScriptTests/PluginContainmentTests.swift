import Testing
@testable import ToastCore
@testable import ToastScript

/// Issue 38, items 2 and 3 in Lua: every command function counts and refuses its command as
/// the call makes it, and the plugins of a run share budgets (memory, the number of plugins).
@Suite("Plugins in Lua: commands counted as made, budgets of all plugins together")
struct PluginContainmentTests {
    /// A call of each command function a plugin has (`QueueVocabulary.names(for: .plugin)`), with
    /// arguments it accepts inside a `will_show` handler of the toast tagged `t`.
    static let calls: [String: String] = [
        "show": "toast.show(\"info\")",
        "update": "toast.update(\"t\", { message = \"x\" })",
        "dismiss": "toast.dismiss(\"none\")",
        "dismiss_all": "toast.dismiss_all()",
        "expand": "toast.expand()",
        "collapse": "toast.collapse()",
        "popup": "toast.popup { title = \"t\", buttons = { { id = \"a\", title = \"A\" } } }",
        "quiet": "toast.quiet(false)",
        "promise": "toast.promise { loading = \"info\", success = \"saved\", error = \"deleted\" }",
        "resolve": "toast.resolve(\"none\")",
        "reject": "toast.reject(\"none\")",
    ]

    @Test("the list of calls covers every command function a plugin has")
    func everyFunctionListed() {
        #expect(Set(Self.calls.keys) == Set(QueueVocabulary.names(for: .plugin)))
    }

    /// The theme and a plugin whose `will_show` calls `function` 1,100 times.
    static func flooding(_ function: String) throws -> (LoadedTheme, String) {
        let call = try #require(Self.calls[function], "no call for toast.\(function)")
        return try loadWithPlugins([
            "p": """
            return toast.plugin { name = "p", api = 1,
              on = { will_show = function(e, t) for i = 1, 1100 do \(call) end end } }
            """
        ])
    }

    @Test(
        "each command function refuses its command past the call's allowance, before it is kept",
        arguments: QueueVocabulary.names(for: .plugin))
    func refusedAsMade(_ function: String) throws {
        let (loaded, _) = try Self.flooding(function)
        var run = loaded.makeRun(
            setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: true, plugins: [])
        guard case .toast(let id) = run.pipeline.apply(.showKind(ToastOrigin(kind: "saved"), tag: "t"), at: 0) else {
            Issue.record("no toast")
            return
        }
        var view = run.pipeline.queueView
        view.commandAllowance = 3
        let plugin = try #require(loaded.plugins.first)
        let reply = plugin.handle(TimedEvent(0, .willShow(id)), toast: view.toast(id), queue: view)
        #expect(reply.failure == nil)
        #expect(reply.commands.count == 3)
        #expect(reply.refused == 1_097)
    }

    @Test(
        "each command function's refused commands count toward the plugin's run budget",
        arguments: QueueVocabulary.names(for: .plugin))
    func refusedCountTowardTheRun(_ function: String) throws {
        let (loaded, _) = try Self.flooding(function)
        var budget = PluginRunBudget()
        budget.commands = 1_050
        var run = loaded.makeRun(
            setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: true,
            plugins: try loaded.freshPlugins(loader: PluginLoader()), budget: budget)
        run.pipeline.apply(.showKind(ToastOrigin(kind: "saved"), tag: "t"), at: 0)
        let stops = run.result().events.compactMap { event -> [String]? in
            guard case .budgetExhausted(let plugin, let resource, let limit, let usage) = event.event else {
                return nil
            }
            return [plugin, resource.rawValue, "\(limit)", "\(usage.commands)"]
        }
        // 1,000 kept (the call's bound), 100 refused and counted: 1,100 of 1,050.
        #expect(stops == [["p", "commands", "1050", "1100"]])
    }

    @Test("the plugin states of a run share their memory: at load, a plugin that does not fit is an error")
    func sharedMemoryAtLoad() throws {
        var loader = PluginLoader()
        loader.sharedMemory = 4 << 20
        let holding = "big = string.rep(\"x\", 1500000)\nreturn toast.plugin { name = \"NAME\", api = 1 }"
        do {
            _ = try loadWithPlugins(
                [
                    "a": holding.replacing("NAME", with: "a"), "b": holding.replacing("NAME", with: "b"),
                    "c": holding.replacing("NAME", with: "c"),
                ], loader: loader)
            Issue.record("three plugins of 1.5 MB loaded in 4 MiB")
        } catch let error as LoadError {
            let messages = error.diagnostics.map(\.description)
            #expect(
                messages.contains {
                    $0.contains("/plugins/") && $0.contains(".lua:1: ")
                        && $0.hasSuffix("memory limit of 4 MiB for all plugins of the run together exceeded")
                }, "\(messages)")
        }
    }

    @Test("plugins that grow in their calls past the memory of all: the one that crosses it stops them all")
    func sharedMemoryInCalls() throws {
        var loader = PluginLoader()
        loader.sharedMemory = 6 << 20
        let growing = """
            keep = {}
            return toast.plugin { name = "NAME", api = 1,
              on = { will_show = function(e, t) keep[#keep + 1] = string.rep("NAME", 1000000) end } }
            """
        let (loaded, _) = try loadWithPlugins(
            [
                "a": growing.replacing("NAME", with: "a"), "b": growing.replacing("NAME", with: "b"),
                "c": growing.replacing("NAME", with: "c"),
            ], loader: loader)
        var run = loaded.makeRun(
            setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: true,
            plugins: try loaded.freshPlugins(loader: loader))
        for i in 0..<4 { run.pipeline.apply(.showKind(ToastOrigin(kind: "saved")), at: Double(i)) }
        let stops = run.result().events.compactMap { event -> PluginResource? in
            if case .budgetExhausted(_, let resource, let limit, _) = event.event, limit == 6 << 20 { return resource }
            return nil
        }
        #expect(stops == [.allMemory])
        #expect(run.pipeline.disabledPlugins == ["a", "b", "c"])
    }

    @Test("a theme may load at most 64 plugins: the listing past it is an error at its line, and none is loaded")
    func pluginCount() throws {
        var plugins: [String: String] = [:]
        for i in 1...65 { plugins["p\(i)"] = "return toast.plugin { name = \"p\(i)\", api = 1 }" }
        do {
            _ = try loadWithPlugins(plugins, theme: pluginTheme((1...65).map { "p\($0)" }))
            Issue.record("65 plugins loaded")
        } catch let error as LoadError {
            #expect(
                error.diagnostics.map { $0.description.split(separator: "/").last.map(String.init) ?? "" } == [
                    "theme.lua:3: plugins[65]: 65 plugins is more than the 64 a run may load"
                ])
        }
    }
}
