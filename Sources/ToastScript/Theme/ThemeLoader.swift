import ToastCore

/// A theme loaded from Lua, with what it took.
public struct LoadedTheme: Sendable {
    /// The theme, ready to use.
    public var theme: Theme
    /// The warnings found while loading (the theme loaded in spite of them).
    public var warnings: [Diagnostic]
    /// Every file read: the theme, what it extends, its imports, string files. The reloader watches them.
    public var dependencies: [String]
    /// The most bytes the Lua state held while loading.
    public var peakMemory: Int
    /// The Lua VM instructions loading used (counted by the budget hook).
    public var instructions: Int
    /// A hash of every source read, for manifests.
    public var sourceHash: String
    /// The plugins the theme names, in its order.
    public var plugins: [LuaPlugin] = []
    /// The theme file.
    var file = ""
    /// The fonts its tables ask for, and the texts its kinds draw, for `fontWarnings(_:)`.
    var fontRequests: [FontRequest] = []
    var drawnTexts: [DrawnText] = []
}

/// Loads theme files: `return toast.theme { … }` in a fresh sandboxed VM, validated against
/// the schema with every problem reported in one pass as `file:line: key.path: message`.
public struct ThemeLoader: Sendable {
    /// The limits the loading Lua code runs under.
    public var budgets: LuaBudgets
    /// Loads the plugins a theme names.
    public var plugins: PluginLoader

    /// Creates a loader with the given budgets (the defaults unless told otherwise) and the
    /// loader of the plugins its themes name.
    public init(budgets: LuaBudgets = LuaBudgets(), plugins: PluginLoader = PluginLoader()) {
        self.budgets = budgets
        self.plugins = plugins
    }

    /// Loads the theme file at `path`.
    /// - Throws: `LoadError` with every error (and the warnings) found.
    /// - Parameter path: the theme file.
    /// - Parameter extraPlugins: plugin files added after the theme's own (a scenario's), whose
    ///   kinds and strings join the theme like those of the theme's plugins (a file the theme
    ///   names itself is loaded once).
    public func load(_ path: String, extraPlugins: [String] = []) throws(LoadError) -> LoadedTheme {
        try load(path, listedPlugins: extraPlugins.map { ThemePlugins.Listing(path: $0) })
    }

    /// Loads the theme at `path` with the plugins of `listedPlugins` after its own (a scenario's,
    /// with the lines that list them); a plugin file listed again is loaded once, and the listing
    /// that repeats it is a warning.
    func load(_ path: String, listedPlugins: [ThemePlugins.Listing]) throws(LoadError) -> LoadedTheme {
        let session = try ScriptSession(budgets: budgets, kind: .theme)
        let own = try session.runTheme(path, visiting: [])
        let listings =
            ThemePlugins.listings(in: own, file: path, sourceMap: session.sourceMap(of: path)) + listedPlugins
        let (plugins, pluginWarnings) = try ThemePlugins.load(listings, loader: self.plugins)
        return try assemble(
            own, file: path, sourceMap: session.sourceMap(of: path), plugins: plugins, pluginWarnings: pluginWarnings,
            session: session, stringFilesBeside: path)
    }

    /// The theme whose own table is `own` (run in `session`) with `plugins` merged under it:
    /// decoded by the schema, checked, given its strings and assembled.
    /// - Parameters:
    ///   - file: the file diagnostics name, at the lines of `sourceMap`, whose written kinds
    ///     come first.
    ///   - stringFilesBeside: the file beside which strings files are read; `nil` for none (a
    ///     plugin's stand-in theme, ``PluginStandIn``).
    /// - Throws: `LoadError` with every error (and the warnings) found.
    func assemble(
        _ own: LuaValue, file path: String, sourceMap: SourceMap, plugins: [LuaPlugin], pluginWarnings: [Diagnostic],
        session: ScriptSession, stringFilesBeside: String?
    ) throws(LoadError) -> LoadedTheme {
        session.addDependencies(plugins.map(\.file))
        let value = ThemePlugins.merge(plugins, into: own)
        let context = DecodeContext(file: path, sourceMap: sourceMap, vm: session.vm)
        var draft = ThemeDraft()
        ThemeSchema.schema.decode(value, at: .root, into: &draft, context)
        if !context.hasErrors { ActionBindings.check(draft, context) }
        if !context.hasErrors {
            QueueChecks.check(draft, context)
            AccessibilityChecks.check(draft, context)
            NotificationSchema.check(draft, context)
        }
        var diagnostics = pluginWarnings + context.sortedDiagnostics
        if !diagnostics.contains(where: { $0.severity == .error }) {
            let strings = StringTables.load(
                besides: stringFilesBeside, theme: draft.strings, development: draft.developmentLanguage)
            diagnostics += strings.diagnostics
            session.addDependencies(strings.files)
            draft.strings = strings.tables
            draft.stringEntries = strings.entries
            draft.developmentLanguage = draft.developmentLanguage ?? strings.sourceLanguage ?? "en"
            diagnostics += StringChecks(tables: strings, development: draft.developmentLanguage ?? "en").warnings()
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { throw LoadError(diagnostics) }
        let assembled = ThemeAssembler(
            draft: draft, file: path, sourceMap: sourceMap, vm: session.vm, plugins: plugins
        ).assemble()
        // Markup a kind's text cannot be drawn with (MarkupChecks) is an error like a schema's.
        if assembled.warnings.contains(where: { $0.severity == .error }) {
            throw LoadError(diagnostics + assembled.warnings)
        }
        let stats = session.vm.statistics
        return LoadedTheme(
            theme: assembled.theme, warnings: diagnostics + assembled.warnings,
            dependencies: session.dependencies, peakMemory: stats.peakMemory,
            instructions: session.instructionsUsed, sourceHash: session.sourceHash, plugins: plugins,
            file: path, fontRequests: context.fontRequests, drawnTexts: assembled.texts)
    }
}
