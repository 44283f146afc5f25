import Testing
import ToastCore
@testable import ToastScript

/// A layout picked per toast: by a style function, or by a plugin's kind.
@Suite("Layouts picked per toast")
struct LayoutPickTests {
    static let stacked = LayoutNode.vstack([LayoutNode(.icon), LayoutNode(.text(.message))], spacing: 6)

    @Test("a style function returns a layout for one toast; the others keep the row")
    func styleFunctionPicksALayout() throws {
        let dir = try temporaryDirectory([
            "theme.lua": """
            return toast.theme {
              name = "t",
              kinds = { saved = { message = "Saved" }, big = { message = "Big news" } },
              style_function = function(kind)
                if kind == "big" then
                  return { layout = toast.vstack { spacing = 6, toast.icon {}, toast.text "message" } }
                end
              end,
            }
            """
        ])
        let theme = try ThemeLoader().load("\(dir)/theme.lua").theme
        #expect(try theme.content(kind: "big", context: SceneSetting.standard.context).style.layout == Self.stacked)
        #expect(try theme.content(kind: "saved", context: SceneSetting.standard.context).style.layout == nil)
    }

    @Test("a plugin's kind carries its own layout, built with the same constructors")
    func pluginKindCarriesALayout() throws {
        let plugin = """
            return toast.plugin {
              name = "stack",
              api = 1,
              kinds = {
                stacked = {
                  message = "Stacked", icon = "📦",
                  layout = toast.vstack { spacing = 6, toast.icon {}, toast.text "message" },
                },
              },
            }
            """
        let (loaded, _) = try loadWithPlugins(["stack": plugin])
        #expect(
            try loaded.theme.content(kind: "stacked", context: SceneSetting.standard.context).style.layout
                == Self.stacked)
    }
}
