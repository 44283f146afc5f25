import ToastCore

/// The theme a plugin file checked alone runs in (`tartine check plugins/x.lua`), so that its
/// filter and handlers are exercised as a theme that lists it exercises them.
///
/// The stand-in has the kinds of the bundled default theme (`info`, `success`, `error`,
/// `loading`, `linked`, with their icons, holds, spinner and rich text) and the plugin's own
/// kinds and strings, merged in as a theme that lists the plugin merges them; a kind the plugin
/// defines is the plugin's alone. A kind the plugin shows that neither has is an error, as in a
/// theme without it: a plugin written for another theme's kinds is checked through that theme.
/// The stand-in has no strings of its own and reads no strings files; every problem it finds
/// is reported in the plugin's file, at the plugin's lines.
enum PluginStandIn {
    /// The stand-in's name, as messages give it (`theme 'stand-in' has no kind 'restord'`).
    static let name = "stand-in"

    /// The default theme's kinds, by name, as the Lua table each is written with (their texts
    /// literal: the stand-in has no strings).
    static let kinds: [(id: String, lua: String)] = [
        ("info", #"{ message = "Copied to clipboard" }"#),
        ("success", #"{ icon = "✓", message = "Done", haptic = "success" }"#),
        ("error", #"{ icon = "!", message = "Something went wrong", haptic = "error" }"#),
        (
            "loading",
            #"{ message = "Uploading…", duration = 30, "#
                + #"layout = toast.hstack { spacing = 10, toast.spinner { size = 18 }, toast.text "message" } }"#
        ),
        (
            "linked",
            #"{ title = "<b>Build</b> finished", "#
                + #"message = "Ran <code>swift test</code>: all passed. <a href=\"https://example.com/runs/42\">Open the log</a>", "#
                + #"duration = 4, markup = true }"#
        ),
    ]

    /// The stand-in's Lua source, without the kinds of `omitted` (the plugin's own).
    static func source(omitting omitted: Set<String>) -> String {
        let entries = kinds.filter { !omitted.contains($0.id) }.map { "    \($0.id) = \($0.lua),\n" }
        return "return toast.theme {\n  name = \"\(name)\",\n  kinds = {\n\(entries.joined())  },\n}\n"
    }

    /// The stand-in with the plugin file `file` (whose text is `source`) listed, loaded as a
    /// theme that lists it is loaded (its kinds first, in order, then the plugin's). What the
    /// load finds in the merged kinds and strings is reported in the plugin's file, at the line
    /// of the plugin's key, and so are the fonts its kinds ask for.
    /// - Throws: `LoadError` with the plugin's problems, at its lines.
    static func load(
        plugin file: String, source: String, budgets: LuaBudgets, loader: PluginLoader = PluginLoader()
    ) throws(LoadError) -> LoadedTheme {
        let (plugins, warnings) = try ThemePlugins.load([ThemePlugins.Listing(path: file)], loader: loader)
        var own: Set<String> = []
        for plugin in plugins {
            if case .table(let table)? = plugin.kinds { own.formUnion(table.fields.map(\.key)) }
        }
        let standIn = Self.source(omitting: own)
        let chunk = "\(file) (stand-in theme)"
        let lines = SourceMap(source: source)
        /// `diagnostics` as the plugin's, in its source order: those the stand-in's source was
        /// named in go to the plugin's line for their key.
        func inPlugin(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            let moved = diagnostics.map { diagnostic in
                guard diagnostic.file == chunk else { return diagnostic }
                var moved = diagnostic
                moved.file = file
                moved.line = lines.line(for: diagnostic.path)
                return moved
            }
            return moved.enumerated().sorted { a, b in
                (a.element.line ?? 0, a.offset) < (b.element.line ?? 0, b.offset)
            }.map(\.element)
        }
        do {
            let session = try ScriptSession(budgets: budgets, kind: .theme)
            let theme = try session.run(source: Array(standIn.utf8), chunk: chunk)
            var loaded = try ThemeLoader(budgets: budgets, plugins: loader).assemble(
                theme, file: chunk, sourceMap: SourceMap(source: standIn), plugins: plugins,
                pluginWarnings: warnings, session: session, stringFilesBeside: nil)
            loaded.warnings = inPlugin(loaded.warnings)
            loaded.file = file
            for i in loaded.fontRequests.indices {
                loaded.fontRequests[i].line = lines.line(for: loaded.fontRequests[i].path)
            }
            for i in loaded.drawnTexts.indices {
                loaded.drawnTexts[i].line = lines.line(for: loaded.drawnTexts[i].path)
            }
            return loaded
        } catch {
            throw LoadError(inPlugin(error.diagnostics), missingFiles: error.missingFiles)
        }
    }
}
