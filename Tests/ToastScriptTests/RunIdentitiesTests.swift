import Testing
import ToastCore

@testable import ToastScript

/// Issue 38, item 5: every handle given to Lua is numbered per run, not per plugin.
@Suite struct RunIdentitiesTests {
    /// A plugin that, on the first `did_show` of `saved`, makes a promise without a tag (its
    /// loading kind `info`, its outcomes `deleted`), logs the handle and, when `settles`,
    /// resolves it at once.
    static func promiser(_ name: String, settles: Bool) -> String {
        """
        local done = false
        return toast.plugin { name = "\(name)", api = 1, on = { did_show = function(e, t)
          if done or t.kind ~= "saved" then return end
          done = true
          local handle = toast.promise { loading = "info", success = "deleted", error = "deleted" }
          log(handle)
          \(settles ? "toast.resolve(handle)" : "")
        end } }
        """
    }

    @Test("two plugins' promises get two handles, and one plugin's resolve settles its own toast alone")
    func handlesArePerRun() throws {
        let (loaded, _) = try loadWithPlugins([
            "a": Self.promiser("a", settles: false), "b": Self.promiser("b", settles: true),
        ])
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = loaded.makeCenter(setting: .standard, clock: clock, keepsHistory: true)
        try center.show("saved")
        clock.advance(by: 1)
        center.tick()
        let events = center.drainEvents()
        let handles = events.compactMap { event -> String? in
            guard case .pluginLog(_, let text) = event.event else { return nil }
            return text.split(separator: " ").last.map(String.init)
        }
        #expect(handles == ["promise-1", "promise-2"])
        // a's promise is still loading (info); b's settled into its success kind (deleted).
        let kinds = center.withPresenter { presenter, _ in
            presenter.timeline.toasts.map { ($0.content.kind, $0.latest.content.kind) }
        }
        #expect(kinds.map(\.0) == ["saved", "info", "info"])
        #expect(kinds.map(\.1) == ["saved", "info", "deleted"])
    }

    @Test("a run's handles go on counting across a theme swap")
    func handlesSurviveASwap() throws {
        let (loaded, _) = try loadWithPlugins(["a": Self.promiser("a", settles: false)])
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = loaded.makeCenter(setting: .standard, clock: clock, keepsHistory: true)
        try center.show("saved")
        clock.advance(by: 1)
        center.tick()
        let fresh = try PluginLoader().load(loaded.plugins[0].file)
        center.swap(theme: loaded.theme, plugins: [fresh])
        try center.show("saved")
        clock.advance(by: 1)
        center.tick()
        let handles = center.drainEvents().compactMap { event -> String? in
            guard case .pluginLog(_, let text) = event.event else { return nil }
            return text.split(separator: " ").last.map(String.init)
        }
        #expect(handles == ["promise-1", "promise-2"])
    }
}
