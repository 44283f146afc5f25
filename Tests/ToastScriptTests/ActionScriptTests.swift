import Testing
import ToastCore
@testable import ToastScript

/// Kinds with several actions in Lua: `actions`, the one-button `action`, buttons bound by
/// position or id, the exact load errors, and what a plugin's handler sees of a tap.
@Suite("Actions in Lua")
struct ActionScriptTests {
    func theme(layout: String = "false", kindLayout: String = "false", kindExtra: String = "") -> String {
        """
        return toast.theme {
          name = "x",
          style = { layout = \(layout) },
          kinds = {
            deleted = {
              message = "Deleted",
              actions = { { id = "undo", title = "Undo" }, { id = "view", title = "View" } },
              layout = \(kindLayout),\(kindExtra)
            },
            archived = { message = "Archived", action = { id = "undo", title = "Undo" } },
          },
        }
        """
    }

    @Test("actions is an ordered list; action stays one button; buttons bind by position or id")
    func listsAndBindings() throws {
        let source = theme(
            kindLayout: "toast.hstack { toast.button { action = \"view\" }, toast.button { action = 1 } }")
        let dir = try temporaryDirectory(["theme.lua": source])
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        let deleted = try loaded.theme.content(kind: "deleted", context: SceneSetting.standard.context)
        #expect(deleted.actions == [ToastAction(id: "undo", title: "Undo"), ToastAction(id: "view", title: "View")])
        #expect(
            deleted.style.layout
                == .hstack([LayoutNode(.button, action: .id("view")), LayoutNode(.button, action: .index(0))]))
        #expect(
            try loaded.theme.content(kind: "archived", context: SceneSetting.standard.context).actions == [
                ToastAction(id: "undo", title: "Undo")
            ])
    }

    static let errorCases: [(String, String, String, String)] = [
        (
            "false", "toast.hstack { toast.text \"message\", toast.button { action = \"viw\" } }", "",
            "DIR/theme.lua:8: kinds.deleted.layout[2].action: kind 'deleted' has no action 'viw'. Did you mean 'view'?"
        ),
        (
            "false", "toast.hstack { toast.button { action = 3 } }", "",
            "DIR/theme.lua:8: kinds.deleted.layout[1].action: kind 'deleted' has no action 3 (it has 2)"
        ),
        (
            "toast.hstack { toast.text \"message\", toast.button { action = \"veiw\" } }", "false", "",
            "DIR/theme.lua:3: style.layout[2].action: no kind has an action 'veiw'. Did you mean 'view'?"
        ),
        (
            "toast.hstack { toast.button { action = 3 } }", "false", "",
            "DIR/theme.lua:3: style.layout[1].action: no kind has an action 3 (kinds have at most 2)"
        ),
        (
            "false", "toast.button { action = 0 }", "",
            "DIR/theme.lua:8: kinds.deleted.layout.action: expected a whole number from 1 to 100, got number 0"
        ),
        (
            "false", "toast.button { action = true }", "",
            "DIR/theme.lua:8: kinds.deleted.layout.action: expected a whole number from 1 to 100 or a string, got boolean true"
        ),
        (
            "false", "false", " action = { id = \"undo\", title = \"Undo\" },",
            "DIR/theme.lua:7: kinds.deleted.actions: a kind has 'action' or 'actions', not both"
        ),
    ]

    @Test(
        "a button bound to an action that does not exist is refused at its line, with a suggestion",
        arguments: errorCases)
    func errors(layout: String, kindLayout: String, kindExtra: String, expected: String) throws {
        #expect(try loadErrors(theme(layout: layout, kindLayout: kindLayout, kindExtra: kindExtra)) == [expected])
    }

    @Test(
        "a layout's button that a kind has no action for is a warning at the button's line, naming the kind",
        arguments: [
            (
                "toast.hstack { toast.text \"message\", toast.button { action = \"view\" } }", "false",
                [
                    "DIR/theme.lua:3: warning: style.layout[2]: kind 'archived' has no action for this button ('view'): "
                        + "it has 1; the button is left out of its toasts"
                ]
            ),
            (
                "toast.hstack { toast.text \"message\", toast.button { action = 2 } }",
                "toast.hstack { toast.button {} }",
                [
                    "DIR/theme.lua:3: warning: style.layout[2]: kind 'archived' has no action for this button (action 2): "
                        + "it has 1; the button is left out of its toasts"
                ]
            ),
            ("toast.hstack { toast.text \"message\", toast.button {} }", "false", []),
        ] as [(String, String, [String])])
    func buttonLeftOut(layout: String, kindLayout: String, expected: [String]) throws {
        let dir = try temporaryDirectory(["theme.lua": theme(layout: layout, kindLayout: kindLayout)])
        let warnings = try ThemeLoader().load("\(dir)/theme.lua").warnings.map {
            $0.description.replacingOccurrences(of: dir, with: "DIR")
        }
        #expect(warnings == expected)
    }

    @Test("a toast.button {} on a kind without actions is a warning at its line")
    func buttonOnAKindWithoutActions() throws {
        let source = """
            return toast.theme {
              name = "x",
              kinds = {
                saved = { message = "Saved",
                  layout = toast.hstack { toast.text "message", toast.button {} } },
              },
            }
            """
        let dir = try temporaryDirectory(["theme.lua": source])
        #expect(
            try ThemeLoader().load("\(dir)/theme.lua").warnings.map {
                $0.description.replacingOccurrences(of: dir, with: "DIR")
            } == [
                "DIR/theme.lua:5: warning: kinds.saved.layout[2]: kind 'saved' has no action for this button "
                    + "(the first action's): it has none; the button is left out of its toasts"
            ])
    }

    @Test("an action id given twice in one kind is refused at the second")
    func duplicateIDs() throws {
        let source = """
            return toast.theme {
              name = "x",
              kinds = {
                deleted = { message = "Deleted", actions = {
                  { id = "undo", title = "Undo" },
                  { id = "undo", title = "Again" },
                } },
              },
            }
            """
        #expect(
            try loadErrors(source) == [
                "DIR/theme.lua:6: kinds.deleted.actions[2].id: action 'undo' is already button 1 of this kind"
            ])
    }

    @Test("a plugin's action handler sees the id of the button tapped")
    func pluginSeesTheID() throws {
        let theme = """
            return toast.theme {
              name = "t",
              plugins = { "p" },
              kinds = {
                deleted = { message = "Deleted", actions = { { id = "undo", title = "Undo" }, { id = "view", title = "View" } } },
              },
            }
            """
        let plugin = """
            return toast.plugin { name = "p", api = 1,
              on = { action = function(e, t) log("tapped " .. e.action) end } }
            """
        let (loaded, _) = try loadWithPlugins(["p": plugin], theme: theme)
        let center = loaded.makeCenter(setting: .standard, clock: VirtualClock(0, timeOfDay: nil))
        try center.show("deleted")
        center.tap(action: "view")
        let logs = center.drainEvents().compactMap { event -> String? in
            if case .pluginLog(_, let text) = event.event {
                text.split(separator: " ", maxSplits: 1).last.map(String.init)
            } else {
                nil
            }
        }
        #expect(logs == ["tapped view"])
    }
}
