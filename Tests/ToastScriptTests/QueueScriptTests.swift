import Testing
import ToastCore

@testable import ToastScript

/// Sticky kinds, history, quiet mode and promises from Lua: theme keys and their errors, a
/// plugin's `toast.quiet`, `toast.history`, `toast.promise`, `toast.resolve` and `toast.reject`,
/// and a scenario's `quiet`, `promise`, `resolve` and `reject` events.
@Suite("Sticky toasts, history, quiet mode and promises from Lua")
struct QueueScriptTests {
    /// A theme with plain kinds (none of them a spinner), a summary kind and `extra` keys.
    static func theme(queue: String = "{ quiet_summary = \"away\", history = 10 }", kinds: String = "") -> String {
        """
        return toast.theme {
          name = "q",
          queue = \(queue),
          motion = { enter = { "fade", duration = 0.25, curve = "linear" }, exit = { "fade", duration = 0.25, curve = "linear" }, hold = 2 },
          kinds = {
            saved = { message = "Saved" },
            failed = { message = "Failed" },
            busy = { message = "Working" },
            pinned = { message = "Pinned", duration = "forever" },
            away = { message = "away" },\(kinds)
          },
          strings = { en = { away = "%d while you were away" }, ko = { away = "자리를 비운 동안 %d개" } },
        }
        """
    }

    @Test("duration = \"forever\" makes a kind sticky; the show option sticky makes any toast sticky")
    func stickyKind() throws {
        let dir = try temporaryDirectory(["theme.lua": Self.theme()])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(try loaded.theme.content(kind: "pinned", context: SceneSetting.standard.context).duration == .forever)
        #expect(loaded.warnings.isEmpty)
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil))
        let id = try center.show("saved", sticky: true)
        center.withPresenter { p, _ in
            p.advance(to: 1000)
            #expect(p.visibleIDs == [id])
        }
    }

    static let errorCases: [(String, String, String)] = [
        (
            "{ history = 2000 }", "",
            "DIR/theme.lua:3: queue.history: expected a whole number from 0 to 1000, got number 2000"
        ),
        (
            "{ max_held = -1 }", "",
            "DIR/theme.lua:3: queue.max_held: expected a whole number from 0 to 10000, got number -1"
        ),
        (
            "{ quiet_summary = \"awy\" }", "",
            "DIR/theme.lua:3: queue.quiet_summary: the theme has no kind 'awy' to summarize held toasts with. Did you mean 'away'?"
        ),
        (
            "{ histroy = 5 }", "",
            "DIR/theme.lua:3: queue.histroy: unknown key. Did you mean 'history'?"
        ),
        (
            "{}", "\n    later = { message = \"Later\", duration = \"forevr\" },",
            "DIR/theme.lua:11: kinds.later.duration: expected seconds, a reading-time table or \"forever\", got string \"forevr\". Did you mean 'forever'?"
        ),
    ]

    @Test("a wrong queue key or hold is an error at its file, line and key path", arguments: errorCases)
    func errors(queue: String, kinds: String, expected: String) throws {
        #expect(try loadErrors(Self.theme(queue: queue, kinds: kinds)) == [expected])
    }

    @Test("a sticky kind that cannot be closed is a warning at the line that makes it sticky; one that can is not")
    func stickyWithoutCloseAffordance() throws {
        let kinds = """

                stuck = { message = "Stuck", duration = "forever", tap_to_dismiss = false, swipe_to_dismiss = false },
                undo = { message = "Undo", duration = "forever", action = { id = "undo", title = "Undo" }, tap_to_dismiss = false, swipe_to_dismiss = false },
            """
        let dir = try temporaryDirectory(["theme.lua": Self.theme(queue: "{}", kinds: kinds)])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(
            loaded.warnings.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                "DIR/theme.lua:11: warning: kinds.stuck.duration: kind 'stuck' is sticky but cannot be closed: it has no action, and tap_to_dismiss and swipe_to_dismiss are off; give it an action or turn one of them on"
            ])
    }

    @Test("a plugin turns quiet mode on and off, reads the held toasts and the history, newest first")
    func pluginQuietAndHistory() throws {
        let (loaded, dir) = try loadWithPlugins(
            [
                "dnd": """
                return toast.plugin { name = "dnd", api = 1, on = {
                  did_show = function(e, t)
                    if t.kind == "busy" then toast.quiet(true) end
                  end,
                  held = function(e, t) log("held " .. t.kind .. " " .. #toast.held()) end,
                  summarized = function(e, t)
                    local h = toast.history()
                    log("history " .. #h .. " " .. h[1].outcome .. " " .. h[1].into .. " " .. h[2].message)
                  end,
                  did_hide = function(e)
                    if e.id == 1 then toast.quiet(false) end
                  end,
                } }
                """
            ],
            theme: Self.theme().replacingOccurrences(of: "name = \"q\",", with: "name = \"q\", plugins = { \"dnd\" },"))
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = loaded.makeCenter(setting: .standard, clock: clock)
        try center.show("busy")
        clock.advance(by: 1)
        try center.show("saved")
        try center.show("failed")
        try center.show("saved", priority: 9)
        clock.advance(by: 100)
        center.tick()
        let events = center.drainEvents()
        let logs = events.compactMap { event -> String? in
            if case .pluginLog(_, let text) = event.event { return text.replacingOccurrences(of: dir, with: "DIR") }
            return nil
        }
        #expect(
            logs == [
                "DIR/plugins/dnd.lua:5: held saved 1", "DIR/plugins/dnd.lua:5: held failed 2",
                "DIR/plugins/dnd.lua:5: held saved 3",
            ] + Array(repeating: "DIR/plugins/dnd.lua:8: history 4 summarized 5 Failed", count: 3))
        #expect(events.contains(TimedEvent(2.5, .summarized(ToastID(4), into: ToastID(5)))))
    }

    @Test("a plugin's promise: a handle, the loading kind until the plugin rejects it, then the error kind")
    func pluginPromise() throws {
        let (loaded, dir) = try loadWithPlugins(
            [
                "job": """
                local handle
                return toast.plugin { name = "job", api = 1, on = {
                  did_show = function(e, t)
                    if t.kind == "saved" and not handle then
                      handle = toast.promise { loading = "busy", success = "saved", error = "failed", message = "Saving" }
                      log("handle " .. handle)
                    elseif t.kind == "busy" then
                      toast.reject(handle, { message = "Disk full" })
                    end
                  end,
                } }
                """
            ],
            theme: Self.theme().replacingOccurrences(of: "name = \"q\",", with: "name = \"q\", plugins = { \"job\" },"))
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = loaded.makeCenter(setting: .standard, clock: clock, keepsHistory: true)
        try center.show("saved")
        clock.advance(by: 300)
        center.tick()
        let entry = try #require(center.history().first)
        #expect(entry.id == ToastID(2) && entry.kind == "failed" && entry.message == "Disk full")
        let transcript = EventTranscript.text(center.drainEvents(), kinds: [ToastID(1): "saved", ToastID(2): "busy"])
            .replacingOccurrences(of: dir, with: "DIR")
        #expect(
            transcript.hasSuffix(
                """
                2.500 will_show busy#2
                2.500 announce busy#2 polite "Saving"
                2.750 did_show busy#2
                2.750 updated busy#2
                4.750 will_hide busy#2 timeout
                5.000 did_hide busy#2 timeout

                """), "\(transcript)")
        #expect(transcript.contains("log plugin=job \"DIR/plugins/job.lua:6: handle promise-1\""))
    }

    @Test(
        "a plugin's bad quiet, promise or resolve is refused with the exact text",
        arguments: [
            (
                "toast.quiet(\"on\")",
                "DIR/plugins/p.lua:2: toast.quiet: expected true, false or { below = priority }, got string \"on\""
            ),
            (
                "toast.quiet({ below = 1e9 })",
                "DIR/plugins/p.lua:2: toast.quiet: below: expected a whole number from -1000000 to 1000000, got number 1000000000"
            ),
            (
                "toast.promise { loading = \"busy\", error = \"failed\" }",
                "DIR/plugins/p.lua:2: toast.promise: missing required key 'success' (a string)"
            ),
            (
                "toast.promise { success = \"saevd\", error = \"failed\", loading = \"busy\" }",
                "DIR/plugins/p.lua:2: toast.promise: theme 'q' has no kind 'saevd'. Did you mean 'saved'?"
            ),
            (
                "toast.resolve({})",
                "DIR/plugins/p.lua:2: toast.resolve expects the handle toast.promise returned (a tag) or a toast id"
            ),
        ])
    func refused(body: String, expected: String) throws {
        let (loaded, dir) = try loadWithPlugins(
            [
                "p": """
                return toast.plugin { name = "p", api = 1, on = { did_show = function(e, t)
                  \(body)
                end } }
                """
            ], theme: Self.theme().replacingOccurrences(of: "name = \"q\",", with: "name = \"q\", plugins = { \"p\" },")
        )
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil))
        try center.show("saved")
        center.withPresenter { p, _ in p.advance(to: 1) }
        let failures = center.drainEvents().compactMap { event -> String? in
            if case .pluginFailed(_, let message) = event.event {
                return message.replacingOccurrences(of: dir, with: "DIR")
            }
            return nil
        }
        #expect(failures == [expected])
    }

    @Test("a scenario: quiet on, shows held, quiet off with a summary in Korean; a promise resolved by number")
    func scenario() throws {
        let dir = try temporaryDirectory([
            "theme.lua": Self.theme(),
            "s.lua": """
            return toast.scenario { theme = "theme.lua", locale = "ko", events = {
              { at = 0, quiet = { below = 5 } },
              { at = 0.5, show = "saved" },
              { at = 1, show = "failed" },
              { at = 2, quiet = false },
              { at = 6, promise = { loading = "busy", success = "saved", error = "failed" } },
              { at = 9, resolve = 3, message = "Done" },
            }, capture = { 1 } }
            """,
        ])
        let run = try ScenarioLoader().load("\(dir)/s.lua").run()
        #expect(
            run.transcript == """
                0.000 quiet below=5
                0.500 held saved#1
                1.000 held failed#2
                2.000 quiet off
                2.000 summarized saved#1 into=#3
                2.000 summarized failed#2 into=#3
                2.000 will_show away#3
                2.000 announce away#3 polite "자리를 비운 동안 2개"
                2.250 did_show away#3
                4.250 will_hide away#3 timeout
                4.500 did_hide away#3 timeout
                6.000 will_show busy#4
                6.000 announce busy#4 polite "Working"
                6.250 did_show busy#4
                9.000 updated busy#4
                11.000 will_hide busy#4 timeout
                11.250 did_hide busy#4 timeout

                """)
    }

    @Test(
        "a scenario's bad quiet, promise or resolve event is an error at its line",
        arguments: [
            (
                "{ at = 1, quiet = \"yes\" }",
                "DIR/s.lua:2: events[1].quiet: expected true, false or { below = priority }, got string \"yes\""
            ),
            (
                "{ at = 1, promise = { success = \"saved\" } }",
                "DIR/s.lua:2: events[1].promise: missing required key 'error' (a string)"
            ),
            (
                "{ at = 1, resolve = 0 }",
                "DIR/s.lua:2: events[1].resolve: expected a whole number from 1 to 100000, got number 0"
            ),
            (
                "{ at = 1, reject = 1, tag = \"x\" }",
                "DIR/s.lua:2: events[1].tag: only a show event takes 'tag'"
            ),
        ])
    func scenarioErrors(event: String, expected: String) throws {
        let dir = try temporaryDirectory([
            "theme.lua": Self.theme(),
            "s.lua": """
            return toast.scenario { theme = "theme.lua", events = {
              \(event),
            }, capture = { 1 } }
            """,
        ])
        do {
            _ = try ScenarioLoader().load("\(dir)/s.lua")
            Issue.record("\(event) loaded")
        } catch {
            #expect(error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [expected])
        }
    }
}
