import Testing
import ToastCore
@testable import ToastScript

/// Who each toast that a dismissal removed was dismissed by, from its `willHide` or `dropped`.
private func dismissals(_ events: [TimedEvent]) -> [ToastID: Dismisser] {
    var found: [ToastID: Dismisser] = [:]
    for timed in events {
        switch timed.event {
        case .willHide(let id, .dismissed(let dismisser)), .dropped(let id, .dismissed(let dismisser)):
            found[id] = dismisser
        default:
            break
        }
    }
    return found
}

@Suite("Who dismisses: each Lua source of a dismissal names itself")
struct DismisserScriptTests {
    @Test("a plugin's toast.dismiss by id and by tag and toast.dismiss_all are the plugin's")
    func pluginDismissals() throws {
        let (loaded, _) = try loadWithPlugins([
            "p": """
            return toast.plugin { name = "p", api = 1,
              on = { action = function(e, t) toast.dismiss(1); toast.dismiss("job"); toast.dismiss_all() end } }
            """
        ])
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil))
        try center.show("saved")
        try center.show("info", tag: "job")
        try center.show("deleted")
        try center.show("saved")  // waits: three show at once
        center.withPresenter { p, _ in p.tap(ToastID(3), at: 0.5) }
        #expect(
            dismissals(center.drainEvents()) == [ToastID(1): .plugin, ToastID(2): .plugin, ToastID(4): .plugin])
    }

    @Test("a scenario's dismiss and dismiss_all are the app's, and its transcript reads 'dismissed'")
    func scenarioDismissals() throws {
        let dir = try temporaryDirectory(["theme.lua": pluginTheme([])])
        let scenario = try temporaryDirectory([
            "s.lua": """
            return toast.scenario { theme = "\(dir)/theme.lua",
              events = {
                { at = 0, show = "saved" }, { at = 0, show = "info" }, { at = 0, show = "deleted" },
                { at = 0, show = "saved" }, { at = 1, dismiss = 1 }, { at = 2, dismiss_all = true },
              },
              capture = { 3 } }
            """
        ])
        let run = try ScenarioLoader().load("\(scenario)/s.lua").run()
        #expect(
            dismissals(run.events) == [
                ToastID(1): .app, ToastID(2): .app, ToastID(3): .app, ToastID(4): .app,
            ])
        let lines = run.events.filter { dismissals([$0]).isEmpty == false }.map {
            EventTranscript.line($0, kinds: run.kinds)
        }
        #expect(lines.first == "1.000 will_hide saved#1 dismissed")
    }
}
