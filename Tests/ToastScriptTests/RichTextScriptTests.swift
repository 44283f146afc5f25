import Testing
import ToastCore
@testable import ToastScript

/// Rich text and the spinner from Lua: the style keys, markup checked at load with file:line,
/// a scenario's `tap_link`, a plugin's `on.link`, and the `toast.spinner` node.
@Suite("Rich text and spinner from Lua")
struct RichTextScriptTests {
    /// A theme whose kind `k` has markup on and the given message (a Lua expression), with
    /// optional strings.
    func theme(_ message: String, strings: String = "") -> String {
        """
        return toast.theme {
          name = "x",
          kinds = {
            k = {
              message = \(message),
              markup = true, link_color = "systemTeal",
            },
          },
          \(strings)
        }
        """
    }

    @Test("markup and link_color set the style; the message is parsed when it is drawn")
    func styleKeys() throws {
        let dir = try temporaryDirectory(["theme.lua": theme("\"<b>Hi</b> <a href='u'>there</a>\"")])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(loaded.warnings.isEmpty)
        let content = try loaded.theme.content(kind: "k", context: SceneSetting.standard.context)
        #expect(content.style.markup)
        #expect(content.style.linkColor == SystemColor.systemTeal.color)
        #expect(content.styledMessage.text == "Hi there")
        #expect(content.links == ["u"])
    }

    @Test(
        "markup that cannot be read is an error at the text's line; what is shown as written a warning",
        arguments: [
            ("\"<b>open\"", "DIR/theme.lua:5: kinds.k.message: markup at byte 0: <b> is never closed"),
            (
                "\"<a href=\\\"x\\\" target=\\\"_blank\\\">x</a>\"",
                "DIR/theme.lua:5: kinds.k.message: markup at byte 0: <a> has no 'target' (it takes href=\"…\")"
            ),
        ])
    func errors(message: String, expected: String) throws {
        #expect(try loadErrors(theme(message)) == [expected])
    }

    @Test("a string table's text is checked too, naming its locale; a warning keeps the theme")
    func strings() throws {
        #expect(
            try loadErrors(
                theme(
                    "\"m\"", strings: "strings = { en = { m = \"<b>ok</b>\" }, ko = { m = \"<b>닫히지 않음\" } },"))
                == ["DIR/theme.lua:5: kinds.k.message: (ko) markup at byte 0: <b> is never closed"])
        let dir = try temporaryDirectory(["theme.lua": theme("\"<img src=x> AT&T\"")])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(
            loaded.warnings.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                "DIR/theme.lua:5: warning: kinds.k.message: markup at byte 0: <img> is not in the markup subset and is shown as written",
                "DIR/theme.lua:5: warning: kinds.k.message: markup at byte 14: '&' starts no entity and is shown as written (write &amp;)",
            ])
    }

    @Test("without markup the same text is plain and not checked")
    func plain() throws {
        let source = """
            return toast.theme { name = "x", kinds = { k = { message = "<b>open & shut" } } }
            """
        let dir = try temporaryDirectory(["theme.lua": source])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(loaded.warnings.isEmpty)
        #expect(
            try loaded.theme.content(kind: "k", context: SceneSetting.standard.context).styledMessage.text
                == "<b>open & shut")
    }

    @Test("a scenario taps a link: a link event in the transcript, seen by a plugin's on.link")
    func tapLink() throws {
        let dir = try temporaryDirectory([
            "theme.lua": theme("\"See <a href=\\\"https://x.example/a?b=1&amp;c=2\\\">the log</a>\""),
            "s.lua": """
            return toast.scenario {
              theme = "theme.lua", plugins = { "p" },
              events = { { at = 0, show = "k" }, { at = 1, tap_link = 1 }, { at = 1.2, tap_link = 2 } },
              capture = { 1 },
            }
            """,
            "plugins/p.lua": """
            return toast.plugin { name = "p", api = 1,
              on = { link = function(e, t) log(e.name .. " " .. e.href .. " " .. t.kind) end } }
            """,
        ])
        let run = try ScenarioLoader().load("\(dir)/s.lua").run()
        let lines = run.transcript.replacingOccurrences(of: dir, with: "DIR").split(separator: "\n").filter {
            $0.contains("link")
        }
        #expect(
            lines == [
                "1.000 link k#1 link=1 \"https://x.example/a?b=1&c=2\"",
                "1.000 log plugin=p \"DIR/plugins/p.lua:2: link https://x.example/a?b=1&c=2 k\"",
            ])
    }

    @Test("tap_link takes a link number from 1")
    func tapLinkErrors() throws {
        let dir = try temporaryDirectory([
            "theme.lua": theme("\"x\""),
            "s.lua": """
            return toast.scenario { theme = "theme.lua", events = { { at = 0, tap_link = 0 } }, capture = { 1 } }
            """,
        ])
        do {
            _ = try ScenarioLoader().load("\(dir)/s.lua")
            Issue.record("loaded")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/s.lua:1: events[1].tap_link: expected a whole number from 1 to 32, got number 0"
                ])
        }
    }

    @Test("toast.spinner builds a spinner node with its size, period and colour, each in range")
    func spinner() throws {
        let source = """
            return toast.theme { name = "x",
              style = { layout = toast.hstack { toast.spinner { size = 16, period = 0.8, color = "#FF0000" } } },
              kinds = { k = { message = "m" } } }
            """
        let dir = try temporaryDirectory(["theme.lua": source])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(
            loaded.theme.style.layout
                == .hstack([
                    LayoutNode(
                        .spinner, width: 16, fillColor: Color(RGBA(red: 1, green: 0, blue: 0, alpha: 1)), period: 0.8)
                ]))
        let bad = """
            return toast.theme { name = "x",
              style = { layout = toast.hstack { toast.spinner { period = 20, sise = 3 } } },
              kinds = { k = { message = "m" } } }
            """
        #expect(
            try loadErrors(bad) == [
                "DIR/theme.lua:2: style.layout[1].period: expected a number from 0.25 to 10, got number 20",
                "DIR/theme.lua:2: style.layout[1].sise: unknown key. Did you mean 'size'?",
            ])
    }

    @Test("the bundled default theme's linked and loading kinds")
    func bundled() throws {
        let loaded = try ThemeLoader().load("\(repositoryRoot)/themes/default.lua")
        #expect(loaded.warnings.map(\.description) == [])
        let linked = try loaded.theme.content(kind: "linked", context: SceneSetting.standard.context)
        #expect(linked.links == ["https://example.com/runs/42"])
        #expect(linked.styledTitle?.text == "Build finished")
        let loading = try loaded.theme.content(kind: "loading", context: SceneSetting.standard.context)
        if case .stack(_, let children) = loading.style.layout?.element {
            #expect(children.first?.element == .spinner)
        } else {
            Issue.record("loading has no stack")
        }
        let scenario = try ScenarioLoader().load("\(repositoryRoot)/scenarios/default-linked-rtl.lua")
        #expect(scenario.warnings.map(\.description) == [])
        #expect(try scenario.run().transcript.contains("1.500 link linked#1 link=1 \"https://example.com/runs/42\""))
    }
}
