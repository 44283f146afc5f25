import Foundation
import ToastCore

/// A scenario file with its theme loaded.
public struct LoadedScenario: Sendable {
    public var scenario: Scenario
    public var theme: LoadedTheme
    /// The scenario file and every file of its theme.
    public var dependencies: [String]
    public var warnings: [Diagnostic]
    /// Loads plugins afresh for each run, so runs never share plugin state.
    public var pluginLoader = PluginLoader()

    /// Runs the scenario: what is on screen over time.
    public func timeline() throws(ThemeError) -> TimelineData {
        try run().timeline
    }

    /// Runs `variant` (the scenario itself by default: a snapshot matrix changes its locale or
    /// screen) with fresh instances of the theme's and the scenario's plugins: runs are
    /// deterministic and independent.
    public func run(_ variant: Scenario? = nil) throws(ThemeError) -> ScenarioRun {
        let scenario = variant ?? self.scenario
        let context = ResolutionContext(locale: scenario.locale, appearance: scenario.appearance, textSize: scenario.textSize)
        let plugins = freshPlugins()
        for plugin in plugins { plugin.bind(theme: theme.theme, context: context) }
        return try scenario.run(with: theme.theme, plugins: plugins)
    }

    /// The theme's plugins and the scenario's (all in `theme.plugins`), loaded again (the
    /// loaded ones if a file no longer loads: a watcher reloads the scenario anyway).
    private func freshPlugins() -> [LuaPlugin] {
        let files = theme.plugins.map(\.file)
        let fresh = files.compactMap { file in try? pluginLoader.load(file) }
        return fresh.count == files.count ? fresh : theme.plugins
    }
}

/// Loads `return toast.scenario { … }` files, validated like themes.
public struct ScenarioLoader: Sendable {
    public var budgets: LuaBudgets

    public init(budgets: LuaBudgets = LuaBudgets()) {
        self.budgets = budgets
    }

    public func load(_ path: String) throws(LoadError) -> LoadedScenario {
        let session = try ScriptSession(budgets: budgets, kind: .scenario)
        let value = try session.run(path)
        let context = DecodeContext(file: path, sourceMap: session.sourceMap(of: path), vm: nil)
        var draft = ScenarioSchema.Draft()
        ScenarioSchema.schema.decode(value, at: .root, into: &draft, context)
        var diagnostics = context.sortedDiagnostics
        guard !context.hasErrors else { throw LoadError(diagnostics) }
        let themePath = Self.resolveTheme(draft.theme, besides: path)
        let pluginFiles = draft.plugins.map { PluginLoader.path(of: $0, besides: path) }
        let theme: LoadedTheme
        do { theme = try ThemeLoader(budgets: budgets).load(themePath, extraPlugins: pluginFiles) } catch {
            throw LoadError(diagnostics + error.diagnostics)
        }
        for (index, event) in draft.events.enumerated() {
            if case .show(let kind, _, _, _, _) = event.action, theme.theme.kind(kind) == nil {
                let hint = Suggestion.closest(to: kind, in: theme.theme.kinds.map(\.id)).map { ". Did you mean '\($0)'?" } ?? ""
                let at = KeyPath().appending("events").appending(index: index + 1).appending("show")
                diagnostics.append(Diagnostic(.error, file: path, line: session.sourceMap(of: path).line(for: at), path: at,
                                              message: "theme '\(theme.theme.name)' has no kind '\(kind)'" + hint))
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { throw LoadError(diagnostics) }
        var screen = draft.screen
        if draft.keyboard { screen = screen.withKeyboard() }
        if draft.rightToLeft { screen = screen.rightToLeft() }
        let name = draft.name.isEmpty ? ((path as NSString).lastPathComponent as NSString).deletingPathExtension : draft.name
        let scenario = Scenario(name: name, theme: draft.theme, screen: screen, appearance: draft.appearance,
                                locale: draft.locale, textSize: draft.textSize, reducedMotion: draft.reducedMotion,
                                mockApp: draft.background == "app", modalSheet: draft.modal, events: draft.events,
                                captures: draft.captures)
        return LoadedScenario(scenario: scenario, theme: theme,
                              dependencies: session.dependencies + theme.dependencies,
                              warnings: diagnostics + theme.warnings)
    }

    /// `diary` → `<dir>/diary.lua`, else `<dir>/themes/diary.lua`, else `<dir>/../themes/diary.lua`;
    /// a path ending in `.lua` is taken relative to the file's directory.
    static func resolveTheme(_ name: String, besides file: String) -> String {
        let dir = ThemeFiles.directory(of: file)
        if name.hasSuffix(".lua") { return name.hasPrefix("/") ? name : "\(dir)/\(name)" }
        let candidates = ["\(dir)/\(name).lua", "\(dir)/themes/\(name).lua", "\(dir)/../themes/\(name).lua"]
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[candidates.count - 1]
    }
}
