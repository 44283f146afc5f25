import Testing
import ToastCore
@testable import ToastScript

/// A toast's progress from Lua: the `toast.progress` node, a plugin's filter and
/// `toast.update`, a scenario's show event, and the bundled `progress` plugin.
@Suite("Progress from Lua")
struct ProgressScriptTests {
    func theme(_ layout: String) -> String {
        """
        return toast.theme {
          name = "x",
          style = {
            layout = \(layout),
          },
          kinds = { saved = { message = "Saved" } },
        }
        """
    }

    @Test("toast.progress builds a node with every setting")
    func constructor() throws {
        let source = theme(
            "toast.vstack { toast.progress { height = 6, width = 120, corner_radius = 1, track = \"#FFFFFF40\", fill = \"#00FF00\", margin = { top = 2 } } }"
        )
        let dir = try temporaryDirectory(["theme.lua": source])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        let expected = LayoutNode.vstack([
            LayoutNode(
                .progress, margin: EdgeInsets(top: 2), width: 120, height: 6, cornerRadius: 1,
                trackColor: Color(RGBA(red: 1, green: 1, blue: 1, alpha: 0x40 / 255.0)),
                fillColor: Color(RGBA(red: 0, green: 1, blue: 0, alpha: 1)))
        ])
        #expect(loaded.theme.style.layout == expected)
    }

    static let errorCases: [(String, String)] = [
        (
            "toast.vstack { toast.progress { heigth = 4 } }",
            "DIR/theme.lua:4: style.layout[1].heigth: unknown key. Did you mean 'height'?"
        ),
        (
            "toast.vstack { toast.progress { height = 101 } }",
            "DIR/theme.lua:4: style.layout[1].height: expected a number from 0 to 100, got number 101"
        ),
        (
            "toast.vstack { toast.progress { fill = 3 } }",
            "DIR/theme.lua:4: style.layout[1].fill: expected a colour string (such as \"#FF3B30\", \"systemGreen@0.9\") or { light = …, dark = … }, got number 3"
        ),
        (
            "toast.vstack { toast.progress { \"message\" } }",
            "DIR/theme.lua:4: style.layout[1][1]: unexpected value string \"message\" without a key"
        ),
    ]

    @Test("a wrong key or value of toast.progress is reported at its file, line and key path", arguments: errorCases)
    func errors(layout: String, expected: String) throws {
        #expect(try loadErrors(theme(layout)) == [expected])
    }

    @Test("a filter sets the progress; toast.update sets it by tag and keeps it when not given; views show it")
    func plugins() throws {
        let (loaded, _) = try loadWithPlugins([
            "p": """
            return toast.plugin { name = "p", api = 1,
              filter = function(r)
                if r.kind == "info" and r.message == "0 %" then return { progress = 0.25 } end
              end,
              on = {
                did_show = function(e, t)
                  if t.kind == "saved" then
                    log("before " .. tostring(toast.visible()[1].progress))
                    toast.update("job", { progress = 1, message = "100 %" })
                  end
                  if t.kind == "deleted" then toast.update("job", { message = "done" }) end
                end,
              } }
            """
        ])
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: true)
        try center.show("info", message: "0 %", tag: "job")
        func progress() -> Double? {
            center.withPresenter { p, _ in p.timeline.toasts.first?.latest.content.progress }
        }
        #expect(progress() == 0.25)
        try center.show("saved")
        center.withPresenter { p, _ in p.advance(to: 0.25) }
        #expect(progress() == 1)
        try center.show("deleted")
        center.withPresenter { p, _ in p.advance(to: 0.5) }
        #expect(center.withPresenter { p, _ in p.timeline.toasts.first?.latest.content.message } == "done")
        #expect(progress() == 1)
        let logs = center.drainEvents().compactMap { event -> String? in
            if case .pluginLog(_, let message) = event.event { return message }
            return nil
        }
        #expect(logs.map { $0.hasSuffix("p.lua:8: before 0.25") } == [true])
    }

    @Test(
        "a progress outside 0...1 is refused with the exact text",
        arguments: [
            (
                "return { progress = 2 }",
                "DIR/plugins/p.lua:1: filter().progress: expected a number in [0, 1], got number 2"
            ),
            (
                "toast.update(\"job\", { progress = \"half\" })",
                "DIR/plugins/p.lua:2: toast.update: options.progress: expected a number from 0 to 1, got string \"half\""
            ),
        ])
    func refused(body: String, expected: String) throws {
        let (loaded, dir) = try loadWithPlugins([
            "p": """
            return toast.plugin { name = "p", api = 1, filter = function(r)
              if r.kind == "saved" then \(body) end
            end }
            """
        ])
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil), keepsHistory: true)
        try center.show("info", tag: "job")
        try center.show("saved")
        let failures = center.drainEvents().compactMap { event -> String? in
            if case .pluginFailed(_, let message) = event.event {
                return message.replacingOccurrences(of: dir, with: "DIR")
            }
            return nil
        }
        #expect(failures == [expected])
    }

    @Test("a scenario's show event sets the progress; out of range is an error at its line")
    func scenario() throws {
        let dir = try temporaryDirectory([
            "theme.lua": theme("toast.vstack { toast.text \"message\", toast.progress {} }"),
            "ok.lua": """
            return toast.scenario { theme = "theme.lua", events = {
              { at = 0, show = "saved", progress = 0.6 },
            }, capture = { 1 } }
            """,
            "bad.lua": """
            return toast.scenario { theme = "theme.lua", events = {
              { at = 0, show = "saved", progress = 1.5 },
            }, capture = { 1 } }
            """,
        ])
        let run = try ScenarioLoader().load("\(dir)/ok.lua").run()
        #expect(run.timeline.toasts.map(\.content.progress) == [0.6])
        do {
            _ = try ScenarioLoader().load("\(dir)/bad.lua")
            Issue.record("a progress of 1.5 loaded")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/bad.lua:2: events[1].progress: expected a number from 0 to 1, got number 1.5"
                ])
        }
    }

    @Test(
        "the bundled progress plugin fills the upload toast's bar: 0, then 40 %, then 100 % as it turns into 'Uploaded'"
    )
    func bundled() throws {
        let run = try ScenarioLoader().load("\(repositoryRoot)/scenarios/plugin-progress.lua").run()
        let revisions = try #require(run.timeline.toasts.first).revisions
        #expect(revisions.map(\.content.progress) == [0, 0.4, 1, 1])
        #expect(revisions.map(\.content.kind) == ["upload", "upload", "upload", "uploaded"])
        guard case .stack(_, let children) = revisions[1].content.style.layout?.element,
            case .stack(_, let column) = children.last?.element
        else {
            Issue.record("the upload kind has no hstack { icon, vstack } layout")
            return
        }
        #expect(column.last?.element == .progress)
    }
}
