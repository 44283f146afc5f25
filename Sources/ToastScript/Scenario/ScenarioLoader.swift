import ToastFiles
import ToastCore

/// A scenario file with its theme loaded.
public struct LoadedScenario: Sendable {
    /// The scenario, ready to run.
    public var scenario: Scenario
    /// The scenario's theme, loaded.
    public var theme: LoadedTheme
    /// The scenario file and every file of its theme.
    public var dependencies: [String]
    /// The warnings of the scenario and its theme.
    public var warnings: [Diagnostic]
    /// Loads plugins afresh for each run, so runs never share plugin state.
    public var pluginLoader = PluginLoader()
    /// The theme file, as the scenario's `theme` resolved (what a drawing problem names).
    public var themeFile = ""

    /// Runs the scenario: what is on screen over time.
    /// - Throws: as `run(_:)`.
    public func timeline() throws -> TimelineData {
        try run().timeline
    }

    /// Runs `variant` (the scenario itself by default: a snapshot matrix changes its locale or
    /// screen) with fresh instances of the theme's and the scenario's plugins: runs are
    /// deterministic and independent.
    /// - Throws: `LoadError` when a plugin file no longer loads (removed or broken since the
    ///   scenario was loaded), `ThemeError` when an event names a kind the theme lacks.
    public func run(_ variant: Scenario? = nil) throws -> ScenarioRun {
        let scenario = variant ?? self.scenario
        let run = theme.makeRun(
            setting: scenario.setting, clock: scenario.clock, keepsHistory: true,
            plugins: try theme.freshPlugins(loader: pluginLoader))
        return try scenario.play(on: run)
    }
}

/// Loads `return toast.scenario { … }` files, validated like themes.
public struct ScenarioLoader: Sendable {
    /// The limits the loading Lua code runs under (for the scenario and its theme).
    public var budgets: LuaBudgets

    /// Creates a loader with the given budgets (the defaults unless told otherwise).
    public init(budgets: LuaBudgets = LuaBudgets()) {
        self.budgets = budgets
    }

    /// Loads the scenario file at `path` and the theme it names.
    /// - Throws: `LoadError` with every error found in the scenario or its theme, including `show` events that name a kind the theme lacks.
    /// - Parameter path: the scenario file.
    /// - Parameter extraPlugins: plugin files added after the scenario's own (a snapshot
    ///   manifest's); a file the theme or scenario names itself is loaded once.
    public func load(_ path: String, extraPlugins: [String] = []) throws(LoadError) -> LoadedScenario {
        let session = try ScriptSession(budgets: budgets, kind: .scenario)
        let value = try session.run(path)
        let context = DecodeContext(file: path, sourceMap: session.sourceMap(of: path), vm: nil)
        var draft = ScenarioSchema.Draft()
        ScenarioSchema.schema.decode(value, at: .root, into: &draft, context)
        if draft.weekday != nil, value.tableValue?["time_of_day"] == nil {
            context.error(KeyPath().appending("weekday"), "a weekday needs a time_of_day (\"HH:MM\") to go with it")
        }
        var diagnostics = context.sortedDiagnostics
        guard !context.hasErrors else { throw LoadError(diagnostics) }
        let themeKey = KeyPath().appending("theme")
        let themeLine = session.sourceMap(of: path).line(for: themeKey)
        let found = ThemeLookup.found(draft.theme, besides: path)
        let themePath = found.first ?? ThemeLookup.resolve(draft.theme, besides: path)
        if found.count > 1 || ThemeLookup.isSameFile(themePath, path) {
            let message =
                found.count > 1
                ? ThemeLookup.ambiguous(draft.theme, found) : ThemeLookup.ownFile(draft.theme)
            throw LoadError(
                diagnostics + [Diagnostic(.error, file: path, line: themeLine, path: themeKey, message: message)])
        }
        let pluginListings =
            ThemePlugins.listings(draft.plugins, file: path, sourceMap: session.sourceMap(of: path))
            + extraPlugins.map { ThemePlugins.Listing(path: $0) }
        let theme: LoadedTheme
        do { theme = try ThemeLoader(budgets: budgets).load(themePath, listedPlugins: pluginListings) } catch {
            throw LoadError(diagnostics + error.diagnostics, missingFiles: error.missingFiles)
        }
        let actionIDs = theme.theme.kinds.flatMap { $0.actions.map(\.id) }
        for (index, event) in draft.events.enumerated() {
            if case .tapAction(_, let action) = event.command, !actionIDs.contains(action) {
                let hint = Suggestion.hint(for: action, in: actionIDs)
                let at = KeyPath().appending("events").appending(index: index + 1).appending("button")
                diagnostics.append(
                    Diagnostic(
                        .error, file: path, line: session.sourceMap(of: path).line(for: at), path: at,
                        message: "no kind of theme '\(theme.theme.name)' has an action '\(action)'" + hint))
            }
            if case .showKind(let origin, _, _, _) = event.command, theme.theme.kind(origin.kind) == nil {
                let kind = origin.kind
                let hint = Suggestion.hint(for: kind, in: theme.theme.kinds.map(\.id))
                let at = KeyPath().appending("events").appending(index: index + 1).appending("show")
                diagnostics.append(
                    Diagnostic(
                        .error, file: path, line: session.sourceMap(of: path).line(for: at), path: at,
                        message: "theme '\(theme.theme.name)' has no kind '\(kind)'" + hint))
            }
        }
        for index in draft.events.indices {
            guard case .notify(var notification) = draft.events[index].command,
                case .path(let image) = notification.image
            else { continue }
            switch NotifyOptions.themeImage(image, theme: themePath) {
            case .success(let resolved):
                notification.image = .path(resolved)
                draft.events[index].command = .notify(notification)
            case .failure(let problem):
                let at = KeyPath().appending("events").appending(index: index + 1).appending("notify").appending(
                    "image")
                diagnostics.append(
                    Diagnostic(
                        .error, file: path, line: session.sourceMap(of: path).line(for: at), path: at,
                        message: problem.message))
            }
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { throw LoadError(diagnostics) }
        let sourceMap = session.sourceMap(of: path)
        let locale = draft.locale ?? "en"
        for (index, event) in draft.events.enumerated() {
            guard case .showKind(let origin, _, _, _) = event.command, let kind = theme.theme.kind(origin.kind)
            else { continue }
            let text = origin.message.map(theme.theme.strings.text(forMessage:)) ?? kind.message
            let problems = theme.theme.strings.formatProblems(
                text, locale: locale, arguments: origin.arguments,
                device: draft.screen.deviceClass)
            guard !problems.isEmpty else { continue }
            let at = KeyPath().appending("events").appending(index: index + 1)
            diagnostics.append(
                Diagnostic(
                    .warning, file: path, line: sourceMap.line(for: at), path: at,
                    message: "the message of '\(origin.kind)' (\(locale)): "
                        + problems.joined(separator: "; ")))
        }
        var screen = draft.screen
        if draft.keyboard { screen = screen.withKeyboard() }
        // The direction told, else the locale's (as iOS does).
        screen = screen.rightToLeft(LayoutDirection.resolved(draft.direction, locale: locale).isRightToLeft)
        let name =
            draft.name.isEmpty ? Paths.stem(of: path) : draft.name
        var scenario = Scenario(
            name: name, theme: draft.theme, screen: screen, appearance: draft.appearance,
            locale: locale, textSize: draft.textSize, reducedMotion: draft.reducedMotion,
            mockApp: draft.background == "app", modalSheet: draft.modal, events: draft.events,
            captures: draft.captures)
        scenario.fixesLocale = draft.locale != nil
        scenario.accessibility = draft.accessibility
        scenario.direction = draft.direction
        scenario.timeOfDay = draft.timeOfDay.flatMap { TimeOfDay(seconds: $0, weekday: draft.weekday) }
        return LoadedScenario(
            scenario: scenario, theme: theme,
            dependencies: session.dependencies + theme.dependencies,
            warnings: diagnostics + theme.warnings, themeFile: themePath)
    }

    /// The theme file `name` stands for, seen from `file` (`ThemeLookup`: never `file` itself).
    static func resolveTheme(_ name: String, besides file: String) -> String {
        ThemeLookup.resolve(name, besides: file)
    }
}
