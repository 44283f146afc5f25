import Testing
import ToastCore
@testable import ToastScript

@Suite("Plugins in Lua: files, handlers, filters, commands")
struct PluginTests {
    @Test("a handler's show is applied after it returns, at the same time; kinds come from the theme")
    func handlerShows() throws {
        let (loaded, _) = try loadWithPlugins([
            "echo": """
            return toast.plugin { name = "echo", api = 1,
              on = { did_show = function(event, t)
                if t.kind == "saved" then toast.show("info", { message = "after " .. t.message .. " at " .. event.time }) end
              end } }
            """
        ])
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = loaded.makeCenter(setting: .standard, clock: clock, keepsHistory: true)
        try center.show("saved")
        clock.advance(by: 0.25)
        center.tick()
        let events = center.drainEvents()
        #expect(events.contains(TimedEvent(0.25, .willShow(ToastID(2)))))
        #expect(
            center.withPresenter { p, _ in p.timeline.toasts.last?.latest.content.message } == "after Saved at 0.25")
    }

    @Test("a filter vetoes with a reason, rewrites message, priority and style, and passes the rest")
    func filterDecisions() throws {
        let (loaded, _) = try loadWithPlugins([
            "gate": """
            return toast.plugin { name = "gate", api = 1,
              filter = function(r)
                if r.kind == "info" then return { veto = "no info today" } end
                if r.kind == "deleted" then return { message = r.message .. "!", priority = 5, style = { corner_radius = 3 } } end
              end }
            """
        ])
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: true)
        let vetoed = try center.show("info")
        try center.show("deleted")
        try center.show("saved")
        let events = center.drainEvents()
        #expect(events.first == TimedEvent(0, .vetoed(vetoed, plugin: "gate", reason: "no info today")))
        let contents = center.withPresenter { p, _ in p.timeline.toasts.map(\.latest.content) }
        #expect(contents.map(\.message) == ["Deleted!", "Saved"])
        #expect(contents.first?.style.cornerRadius == 3)
    }

    @Test("two plugins with the same global keep their own state")
    func isolation() throws {
        let counter = { (name: String) in
            """
            count = 0
            return toast.plugin { name = "\(name)", api = 1,
              on = { will_show = function(e, t) count = count + 1; log("\(name) " .. count) end } }
            """
        }
        let (loaded, dir) = try loadWithPlugins(["a": counter("a"), "b": counter("b") + "\n-- b counts twice\n"])
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil))
        try center.show("saved")
        try center.show("info")
        let logs = transcript(
            center.drainEvents().filter { if case .pluginLog = $0.event { true } else { false } }, dir: dir)
        #expect(
            logs == [
                #"0.0 pluginLog(plugin: "a", text: "DIR/plugins/a.lua:3: a 1")"#,
                #"0.0 pluginLog(plugin: "b", text: "DIR/plugins/b.lua:3: b 1")"#,
                #"0.0 pluginLog(plugin: "a", text: "DIR/plugins/a.lua:3: a 2")"#,
                #"0.0 pluginLog(plugin: "b", text: "DIR/plugins/b.lua:3: b 2")"#,
            ])
    }

    @Test("update by tag, dismiss by tag, dismiss all, visible and pending")
    func queueFunctions() throws {
        let (loaded, _) = try loadWithPlugins([
            "q": """
            return toast.plugin { name = "q", api = 1,
              on = {
                did_show = function(e, t)
                  if t.kind == "saved" then
                    toast.update("job", { message = "50 %" })
                    log(#toast.visible() .. " visible, " .. #toast.pending() .. " pending")
                  end
                end,
                action = function(e, t) toast.dismiss("job") end,
              } }
            """
        ])
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: true)
        try center.show("info", message: "0 %", tag: "job")
        try center.show("saved")
        center.withPresenter { p, now in p.advance(to: 0.25) }
        center.drainEvents().forEach { _ in }
        let message = center.withPresenter { p, _ in p.timeline.toasts.first?.latest.content.message }
        #expect(message == "50 %")
        try center.show("deleted")
        center.withPresenter { p, _ in p.tap(ToastID(3), at: 0.5) }
        #expect(center.drainEvents().contains(TimedEvent(0.5, .willHide(ToastID(1), .dismissed(by: .plugin)))))
    }

    @Test("errors and budgets are reported with file:line; three in a row disable; the toast goes on")
    func failuresAreContained() throws {
        let (loaded, dir) = try loadWithPlugins([
            "bad": """
            return toast.plugin { name = "bad", api = 1,
              on = { will_show = function(e, t)
                if t.kind == "saved" then error("boom") end
                while true do end
              end } }
            """
        ])
        let clock = VirtualClock(0, timeOfDay: nil)
        let center = loaded.makeCenter(setting: .standard, clock: clock, keepsHistory: true)
        for kind in ["saved", "info", "saved", "info"] {
            try center.show(kind)
            clock.advance(by: 3)
            center.tick()
        }
        let events = transcript(
            center.drainEvents().filter {
                switch $0.event {
                case .pluginFailed, .pluginDisabled: true
                default: false
                }
            }, dir: dir)
        #expect(events.count == 4)
        #expect(events[0] == #"0.0 pluginFailed(plugin: "bad", message: "DIR/plugins/bad.lua:3: boom")"#)
        #expect(events[1].hasPrefix(#"3.0 pluginFailed(plugin: "bad", message: "DIR/plugins/bad.lua:4: "#))
        #expect(events[3] == #"6.0 pluginDisabled(plugin: "bad")"#)
        #expect(center.withPresenter { p, _ in p.timeline.toasts.count } == 4)
        #expect(center.disabledPlugins == ["bad"])
    }

    @Test("the API version is checked with a clear error; unknown keys and events are named with a suggestion")
    func schemaErrors() throws {
        #expect(
            try pluginErrors(#"return toast.plugin { name = "p", api = 2 }"#) == [
                "DIR/plugins/p.lua:1: api: the plugin asks for API version 2; this Tartine speaks API version 1"
            ])
        #expect(
            try pluginErrors(
                """
                return toast.plugin {
                  name = "p", api = 1,
                  filtre = function() end,
                  on = { did_shw = function() end },
                }
                """) == [
                    "DIR/plugins/p.lua:3: filtre: unknown key. Did you mean 'filter'?",
                    "DIR/plugins/p.lua:4: on.did_shw: unknown event. Did you mean 'did_show'?",
                ])
        #expect(
            try pluginErrors(#"return toast.plugin { api = 1 }"#) == [
                "DIR/plugins/p.lua:1: name: required: the plugin's name"
            ])
    }

    @Test("a missing plugin names the file looked for")
    func missingPlugin() throws {
        #expect(throws: LoadError.self) { try loadWithPlugins([:], theme: pluginTheme(["nope"])) }
    }

    @Test("plugins contribute kinds and strings; the theme's own win")
    func contributions() throws {
        let (loaded, _) = try loadWithPlugins([
            "extra": """
            return toast.plugin { name = "extra", api = 1,
              kinds = { restored = { message = "toast.restored" }, saved = { message = "Plugin saved" } },
              strings = { en = { ["toast.restored"] = "Restored" } } }
            """
        ])
        #expect(loaded.theme.kinds.map(\.id) == ["saved", "deleted", "info", "restored"])
        #expect(
            try loaded.theme.content(kind: "restored", context: SceneSetting.standard.context).message == "Restored")
        #expect(try loaded.theme.content(kind: "saved", context: SceneSetting.standard.context).message == "Saved")
    }

    @Test("queue functions outside a handler are refused")
    func outsideHandler() throws {
        #expect(
            try pluginErrors(#"toast.show("saved") return toast.plugin { name = "p", api = 1 }"#) == [
                "DIR/plugins/p.lua:1: toast.show can only be called inside a handler or a filter"
            ])
    }
}

@Suite("No silent Lua: style functions are exercised and reported")
struct StyleFunctionReportTests {
    @Test("check runs the style function for every kind and reports errors, loops and unknown keys with file:line")
    func reported() throws {
        let dir = try temporaryDirectory([
            "theme.lua": """
            return toast.theme {
              name = "t",
              kinds = { saved = { message = "Saved" }, boom = { message = "B" }, slow = { message = "S" }, odd = { message = "O" } },
              style_function = function(kind)
                if kind == "boom" then error("no style for you") end
                if kind == "slow" then while true do end end
                if kind == "odd" then return { corner_radiu = 3 } end
              end,
            }
            """
        ])
        let report = ScriptFiles.check("\(dir)/theme.lua", budgets: LuaBudgets())
        let texts = report.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") }
        #expect(report.failed)
        #expect(texts.count == 3)
        // Kinds written on one line come in key order: boom, odd, saved, slow.
        #expect(texts[0] == "DIR/theme.lua:5: style_function: no style for you (kind 'boom')")
        #expect(texts[1] == "DIR/theme.lua:4: style_function.corner_radiu: unknown key. Did you mean 'corner_radius'?")
        #expect(texts[2] == "DIR/theme.lua:6: style_function: instruction limit of 100000 exceeded (kind 'slow')")
    }
}

@Suite("Springs in themes: three spellings")
struct SpringSpellingTests {
    @Test("response + damping_fraction and duration + bounce load; mixing and 0 are refused with the right text")
    func spellings() throws {
        func theme(_ spring: String) -> String {
            "return toast.theme { name = \"t\", motion = { enter = { \"fade\", curve = toast.spring { \(spring) } } } }"
        }
        let swiftUI = try temporaryDirectory(["theme.lua": theme("response = 0.55, damping_fraction = 0.825")])
        let loaded = try ThemeLoader().load("\(swiftUI)/theme.lua")
        guard case .spring(let spring) = loaded.theme.motion.enter.curve else {
            Issue.record("not a spring: \(loaded.theme.motion.enter.curve)")
            return
        }
        #expect(abs(spring.naturalFrequency - 2 * .pi / 0.55) < 1e-12)
        #expect(try loadErrors(theme("duration = 0.5, bounce = 0.2")) == [])
        #expect(
            try loadErrors(theme("response = 0.5, damping = 0.8")) == [
                "DIR/theme.lua:1: motion.enter.curve: mixes spring spellings: use damping + duration (UIKit), response + damping_fraction (SwiftUI) or duration + bounce (iOS 17)"
            ])
        #expect(
            try loadErrors(theme("damping = 0")) == [
                "DIR/theme.lua:1: motion.enter.curve.damping: expected a number above 0 and at most 100, got number 0"
            ])
    }
}
