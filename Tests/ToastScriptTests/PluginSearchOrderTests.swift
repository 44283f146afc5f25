import Testing
@testable import ToastScript

/// Where the plugins a theme, scenario or manifest names are found (docs/themes.md, "Where
/// plugins are found"): `plugins/` beside the naming file first, then `plugins/` one level up;
/// lookups, loading and "did you mean" all follow that one order.
@Suite("Plugins: one search order")
struct PluginSearchOrderTests {
    /// A plugin file whose name is `name`.
    static func plugin(_ name: String) -> String { "return toast.plugin { name = \"\(name)\", api = 1 }" }

    /// A project with `near` beside the theme (themes/plugins/), `far` one level up (plugins/),
    /// and `both` in both places.
    func project() throws -> String {
        try temporaryDirectory([
            "themes/notes.lua": #"return toast.theme { name = "notes", plugins = { "near", "far", "both" } }"#,
            "themes/plugins/near.lua": Self.plugin("near"), "themes/plugins/both.lua": Self.plugin("both"),
            "plugins/far.lua": Self.plugin("far"), "plugins/both.lua": Self.plugin("both"),
        ])
    }

    @Test("beside the naming file first, then one level up")
    func order() throws {
        let dir = try project()
        let theme = "\(dir)/themes/notes.lua"
        #expect(PluginLoader.searchDirectories(besides: theme) == ["\(dir)/themes/plugins", "\(dir)/plugins"])
        #expect(PluginLoader.path(of: "near", besides: theme) == "\(dir)/themes/plugins/near.lua")
        #expect(PluginLoader.path(of: "far", besides: theme) == "\(dir)/plugins/far.lua")
        #expect(PluginLoader.path(of: "both", besides: theme) == "\(dir)/themes/plugins/both.lua")
        // A name found nowhere names the last place searched, which loading then reports.
        #expect(PluginLoader.path(of: "none", besides: theme) == "\(dir)/plugins/none.lua")
        #expect(PluginLoader.names(besides: theme) == ["both", "far", "near"])
    }

    @Test("relative and bare file names climb the same way")
    func relativeNames() {
        #expect(PluginLoader.searchDirectories(besides: "themes/notes.lua") == ["themes/plugins", "plugins"])
        #expect(PluginLoader.searchDirectories(besides: "notes.lua") == ["plugins", "../plugins"])
        #expect(PluginLoader.searchDirectories(besides: "../notes.lua") == ["../plugins", "../../plugins"])
    }

    @Test("a theme loads the plugins the search order finds")
    func loading() throws {
        let dir = try project()
        let loaded = try ThemeLoader().load("\(dir)/themes/notes.lua")
        #expect(
            loaded.plugins.map(\.file) == [
                "\(dir)/themes/plugins/near.lua", "\(dir)/plugins/far.lua", "\(dir)/themes/plugins/both.lua",
            ])
    }
}
