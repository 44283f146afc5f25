#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
import ToastCore
@testable import ToastScript

@Suite("Scenarios")
struct ScenarioTests {
    @Test(
        "every bundled scenario loads and runs",
        arguments: ["burst", "replace", "keyboard", "popup", "korean"])
    func bundled(name: String) throws {
        let loaded = try ScenarioLoader().load("\(repositoryRoot)/scenarios/\(name).lua")
        #expect(loaded.warnings.map(\.description) == [])
        let data = try loaded.timeline()
        #expect(!data.toasts.isEmpty)
        #expect(!loaded.scenario.captures.isEmpty)
    }

    @Test("burst: three saved toasts, one after another")
    func burst() throws {
        let loaded = try ScenarioLoader().load("\(repositoryRoot)/scenarios/burst.lua")
        let data = try loaded.timeline()
        #expect(data.toasts.map(\.enterStart) == [0, 2.5, 5])
        #expect(loaded.scenario.screen == .iPhone15)
    }

    @Test("a run whose plugin file is gone since loading fails, naming the file and the reason")
    func pluginFileGone() throws {
        let dir = try temporaryDirectory([
            "s.lua": """
            return toast.scenario { theme = "\(repositoryRoot)/themes/diary.lua", plugins = { "p" },
              events = { { at = 0, show = "saved" } }, capture = { 0 } }
            """,
            "plugins/p.lua": "return toast.plugin { name = \"p\", api = 1, on = { did_show = function() end } }\n",
        ])
        let loaded = try ScenarioLoader().load("\(dir)/s.lua")
        _ = try loaded.run()
        #expect(unlink("\(dir)/plugins/p.lua") == 0)
        #expect(throws: LoadError.self) { try loaded.run() }
        do {
            _ = try loaded.run()
        } catch {
            #expect("\(error)" == "\(dir)/plugins/p.lua: cannot read the file: No such file or directory")
        }
    }

    @Test("a capture range expands to evenly spaced times")
    func captureRange() throws {
        let dir = try temporaryDirectory([
            "s.lua": """
            return toast.scenario { theme = "../themes/diary.lua", events = { { at = 0, show = "saved" } },
              capture = { from = 0, to = 1, fps = 4 } }
            """.replacingOccurrences(of: "../themes/diary.lua", with: "\(repositoryRoot)/themes/diary.lua")
        ])
        let loaded = try ScenarioLoader().load("\(dir)/s.lua")
        #expect(loaded.scenario.captures == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test("mistakes in a scenario are reported with file:line")
    func errors() throws {
        let dir = try temporaryDirectory([
            "s.lua": """
            return toast.scenario {
              theme = "\(repositoryRoot)/themes/diary.lua",
              screen = "iphone-51",
              events = {
                { at = 0, show = "saved", tap = "current" },
                { at = -1, show = "saved" },
              },
              capture = { 1 },
            }
            """
        ])
        do {
            _ = try ScenarioLoader().load("\(dir)/s.lua")
            Issue.record("expected errors")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/s.lua:3: screen: unknown screen 'iphone-51'. Did you mean 'iphone-15'?",
                    "DIR/s.lua:5: events[1]: an event has one action, got show and tap",
                    "DIR/s.lua:6: events[2].at: expected a number from 0 to 3600, got number -1",
                ])
        }
    }

    @Test("a tap on a button runs that action: the bundled snackbar-rtl taps View")
    func tapButton() throws {
        let loaded = try ScenarioLoader().load("\(repositoryRoot)/scenarios/snackbar-rtl.lua")
        #expect(loaded.warnings.map(\.description) == [])
        let last = loaded.scenario.events.last?.command
        guard case .tapAction(.current, let action)? = last else {
            Issue.record("expected a tap on the current toast's button, got \(String(describing: last))")
            return
        }
        #expect(action == "view")
        let run = try loaded.run()
        #expect(run.events.contains(TimedEvent(2, .action(ToastID(1), actionID: "view"))))
        #expect(run.events.contains(TimedEvent(2, .willHide(ToastID(1), .action))))
    }

    @Test("a tap on a button no kind has is an error with a suggestion; only a tap takes a button")
    func unknownButton() throws {
        let dir = try temporaryDirectory([
            "s.lua": """
            return toast.scenario { theme = "\(repositoryRoot)/themes/snackbar.lua",
              events = { { at = 0, show = "deleted" }, { at = 1, tap = 1, button = "veiw" } }, capture = { 1 } }
            """,
            "t.lua": """
            return toast.scenario { theme = "\(repositoryRoot)/themes/snackbar.lua",
              events = { { at = 0, show = "deleted" }, { at = 1, dismiss = 1, button = "view" } }, capture = { 1 } }
            """,
        ])
        for (file, expected) in [
            (
                "s",
                "DIR/s.lua:2: events[2].button: no kind of theme 'snackbar' has an action 'veiw'. Did you mean 'view'?"
            ),
            ("t", "DIR/t.lua:2: events[2].button: only a tap event takes 'button'"),
        ] {
            do {
                _ = try ScenarioLoader().load("\(dir)/\(file).lua")
                Issue.record("expected an error")
            } catch {
                #expect(
                    error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [expected])
            }
        }
    }

    @Test("a show of a kind the theme lacks is an error with a suggestion")
    func unknownKind() throws {
        let dir = try temporaryDirectory([
            "s.lua": """
            return toast.scenario { theme = "\(repositoryRoot)/themes/diary.lua",
              events = { { at = 0, show = "savd" } }, capture = { 1 } }
            """
        ])
        #expect(throws: LoadError.self) { try ScenarioLoader().load("\(dir)/s.lua") }
        do { _ = try ScenarioLoader().load("\(dir)/s.lua") } catch {
            #expect(error.diagnostics.last?.message == "theme 'diary' has no kind 'savd'. Did you mean 'saved'?")
        }
    }
}
