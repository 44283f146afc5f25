import Testing
import ToastCore
@testable import ToastScript

/// Layout trees written in Lua: what the constructors build, and the exact errors.
@Suite("Layout trees in Lua")
struct LayoutScriptTests {
    func theme(_ layout: String, kindLayout: String? = nil) -> String {
        """
        return toast.theme {
          name = "x",
          style = {
            layout = \(layout),
          },
          kinds = {
            saved = { message = "Saved" },
            plain = { message = "Plain", layout = \(kindLayout ?? "false") },
          },
        }
        """
    }

    @Test("the constructors build the tree, with every setting; a kind's false goes back to the row")
    func constructorsBuildTheTree() throws {
        let source = theme(
            """
            toast.hstack {
                  spacing = 12, alignment = "start", padding = { 4, 8 },
                  toast.image { size = 40, corner_radius = 8 },
                  toast.vstack { spacing = 2, alignment = "end", toast.text "title", toast.text { "message", max_lines = 1, alignment = "trailing" } },
                  toast.spacer {},
                  toast.badge { margin = { left = 8 } },
                  toast.button(),
                  toast.icon { size = 18 },
                  toast.spacer { width = 4, height = 2 },
                }
            """)
        let dir = try temporaryDirectory(["theme.lua": source])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        let expected = LayoutNode.hstack(
            [
                LayoutNode(.image, width: 40, cornerRadius: 8),
                .vstack(
                    [
                        LayoutNode(.text(.title)),
                        LayoutNode(.text(.message), maxLines: 1, textAlignment: .trailing),
                    ], spacing: 2, alignment: .end),
                LayoutNode(.spacer),
                LayoutNode(.badge, margin: EdgeInsets(left: 8)),
                LayoutNode(.button),
                LayoutNode(.icon, width: 18),
                LayoutNode(.spacer, width: 4, height: 2),
            ], spacing: 12, alignment: .start, padding: EdgeInsets(vertical: 4, horizontal: 8))
        #expect(loaded.theme.style.layout == expected)
        #expect(
            try loaded.theme.content(kind: "saved", context: SceneSetting.standard.context).style.layout == expected)
        #expect(try loaded.theme.content(kind: "plain", context: SceneSetting.standard.context).style.layout == nil)
    }

    @Test("keep_clear takes a list of bars, {} for none; a misspelt bar gets a suggestion")
    func keepClear() throws {
        func load(_ value: String) throws -> Set<ChromeBar> {
            let source =
                "return toast.theme { name = \"x\", style = { keep_clear = \(value) }, kinds = { a = { message = \"m\" } } }"
            let dir = try temporaryDirectory(["theme.lua": source])
            return try ThemeLoader().load("\(dir)/theme.lua").theme.style.keepClear
        }
        #expect(try load("{ \"tab_bar\", \"keyboard\" }") == [.tabBar, .keyboard])
        #expect(try load("{}") == [])
        #expect(try load("\"navigation_bar\"") == [.navigationBar])
        let errors = try loadErrors(
            "return toast.theme { name = \"x\", style = { keep_clear = { \"tab-bar\" } }, kinds = { a = { message = \"m\" } } }"
        )
        #expect(errors == ["DIR/theme.lua:1: style.keep_clear[1]: unknown value 'tab-bar'. Did you mean 'tab_bar'?"])
    }

    static let errorCases: [(String, String)] = [
        (
            "toast.vstack { spacng = 2, toast.text \"message\" }",
            "DIR/theme.lua:4: style.layout.spacng: unknown key. Did you mean 'spacing'?"
        ),
        (
            "toast.vstack { toast.text \"mesage\" }",
            "DIR/theme.lua:4: style.layout[1][1]: unknown text 'mesage'. Did you mean 'message'?"
        ),
        (
            "toast.hstack { toast.icon { size = -1 } }",
            "DIR/theme.lua:4: style.layout[1].size: expected a number from 0 to 400, got number -1"
        ),
        (
            "toast.hstack { alignment = \"middle\", toast.icon {} }",
            "DIR/theme.lua:4: style.layout.alignment: expected one of 'start', 'center', 'end', got string \"middle\""
        ),
        (
            "{ toast.text \"message\" }",
            "DIR/theme.lua:4: style.layout: expected a layout node (toast.vstack { … }, toast.hstack { … }, toast.text \"message\", toast.icon {}, toast.image {}, toast.badge {}, toast.button {}, toast.progress {}, toast.spacer {}) or false, got a table"
        ),
        (
            "toast.vstack { \"message\" }",
            "DIR/theme.lua:4: style.layout[1]: expected a layout node (toast.vstack { … }, toast.hstack { … }, toast.text \"message\", toast.icon {}, toast.image {}, toast.badge {}, toast.button {}, toast.progress {}, toast.spacer {}), got string \"message\""
        ),
        (
            "toast.text(3)",
            "DIR/theme.lua:4: toast.text expects 'title' or 'message': toast.text \"message\" or toast.text { \"message\", max_lines = 2 }"
        ),
    ]

    @Test("a wrong key, text, value or node is reported at its file, line and key path", arguments: errorCases)
    func errors(layout: String, expected: String) throws {
        #expect(try loadErrors(theme(layout)) == [expected])
    }
}
