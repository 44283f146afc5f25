import ToastFiles
import ToastCore
import ToastPNG
import ToastRender
import ToastScript
import ToastSnapshot

extension SnapshotSuite {
    /// What one case draws: the frame, the stage it is drawn on, for a scenario the run's
    /// events (its transcript), and the problems the theme's style function met while resolving it.
    struct Scene {
        var frame: Frame
        var stage: Stage
        var events: [TimedEvent]?
        /// The kind of each toast of `events`, by id (transcripts name toasts by kind and id).
        var kinds: [ToastID: String] = [:]
        var styleProblems: [Diagnostic]
    }

    /// The scene of a case, run and laid out by `pipeline`.
    func scene(of c: SnapshotCase, pipeline: ScenePipeline) throws -> Scene {
        switch c.source {
        case .kind(let kind, let position):
            guard let loaded = themes[c.theme] else {
                throw ThemeError.unknownKind(kind, theme: c.theme, suggestion: nil)
            }
            let isolated = try isolated(loaded, path: c.theme)
            let stage = kindStage(of: c)
            // The theme's plugins (and the manifest's) filter the toast and handle its events, as
            // in a scenario: what they show or veto is drawn, and their events make a transcript.
            // Run until everything has left (like a scenario), so the events, and the transcript
            // checked at the manifest's first time, do not depend on the capture time.
            let horizon = (manifest.times.max() ?? c.time) + 600
            let run = try pipeline.run(
                KindScene(
                    theme: isolated, kind: kind, arguments: c.arguments, position: position, until: horizon,
                    timeOfDay: nil),
                on: stage)
            return Scene(
                frame: pipeline.timeline(run.timeline, on: stage).frame(at: c.time), stage: stage,
                events: isolated.plugins.isEmpty ? nil : run.events, kinds: run.kinds,
                styleProblems: isolated.styleFunctionProblems)
        case .scenario(let path, let name):
            guard var loaded = scenarios[path] else { throw ThemeError.unknownKind(name, theme: path, suggestion: nil) }
            if loaded.theme.theme.dynamicStyle != nil {
                loaded = try ScenarioLoader(budgets: budgets).load(path, extraPlugins: manifest.plugins)
            }
            // The matrix's screen, appearance, locale (the scenario's own when it sets one: the
            // matrix then has that one alone), text size and motion; the scenario's own keyboard
            // and backdrop; the scenario's direction when it sets one, else the manifest's, else
            // the locale's.
            var screen = c.screen
            screen.keyboardHeight = loaded.scenario.screen.keyboardHeight == nil ? nil : screen.typicalKeyboardHeight
            screen.isRightToLeft =
                LayoutDirection.resolved(loaded.scenario.direction ?? manifest.direction, locale: c.locale)
                .isRightToLeft
            var stage = Stage(scenario: loaded.scenario, scale: c.scale)
            // A setting the scenario turns on stays on; the matrix turns on what it lists besides.
            stage.setting = SceneSetting(
                screen: screen, locale: c.locale, appearance: c.appearance, textSize: c.textSize,
                accessibility: c.accessibility.adding(loaded.scenario.accessibility), reducedMotion: c.reducedMotion)
            let run = try pipeline.run(loaded, on: stage)
            return Scene(
                frame: pipeline.timeline(run.timeline, on: stage).frame(at: c.time), stage: stage,
                events: run.events, kinds: run.kinds, styleProblems: loaded.theme.styleFunctionProblems)
        }
    }

    /// The stage a kind case is drawn on: the matrix's settings, in the manifest's direction,
    /// else the locale's.
    func kindStage(of c: SnapshotCase) -> Stage {
        let direction = LayoutDirection.resolved(manifest.direction, locale: c.locale)
        return Stage(
            setting: SceneSetting(
                screen: c.screen.rightToLeft(direction.isRightToLeft), locale: c.locale, appearance: c.appearance,
                textSize: c.textSize, accessibility: c.accessibility, reducedMotion: c.reducedMotion),
            scale: c.scale, background: .mockApp(MockApp()))
    }

    /// The theme a case draws with. A theme with a `style_function` is loaded afresh for every
    /// case, in a Lua state of its own: whatever the function keeps between calls (a counter, a
    /// cache in an upvalue) starts over each time, so a verdict cannot depend on which cases ran
    /// before it on this worker — that is, on sharding, jobs or order. Themes without one share
    /// the state loaded once (they run no Lua while drawing).
    func isolated(_ loaded: LoadedTheme, path: String) throws -> LoadedTheme {
        guard loaded.theme.dynamicStyle != nil else { return loaded }
        return try ThemeLoader(budgets: budgets).load(path, extraPlugins: manifest.plugins)
    }

    /// Renders one case, compares it with its reference and lints it. The first capture of a
    /// scenario also compares the run's event transcript with its reference (a second entry).
    /// With `changed`, a case whose inputs are those its reference was recorded from is
    /// `unchanged`, not drawn (only laid out, to lint it, when `lint`). The picture's manifest
    /// carries the inputs' hash, whatever the mode. `last` holds the facts of the group of the
    /// case the worker checked before (`GroupFacts`).
    func check(
        _ c: SnapshotCase, store: SnapshotStore, mode: RecordMode, policy: ComparisonPolicy,
        pipeline: ScenePipeline, lint: Bool, inputs: CaseInputs, changed: Bool,
        group last: inout GroupFacts?
    ) throws -> ([SuiteReport.Entry], [SuiteReport.Lint]) {
        let start = ContinuousClock.now
        let id = id(of: c)
        let facts = facts(of: c, inputs: inputs, last: &last)
        let description = describe(c, id: id, facts: facts)
        // Drawn or not, a message without its arguments is said, as `tartine render` says it.
        let arguments = argumentLints(id: id, facts: facts)
        if changed, mode != .all, try isUnchanged(c, id: id, description: description, store: store, inputs: inputs) {
            let (entries, lints) = try unchanged(c, id: id, pipeline: pipeline, lint: lint, start: start)
            return (entries, arguments + lints)
        }
        let log = ReadLog()
        let scene = try Files.recordingReads(into: log) { () throws -> Scene in
            try self.scene(of: c, pipeline: pipeline)
        }
        let frame = scene.frame
        var entries: [SuiteReport.Entry] = []
        var lints = arguments
        lints += scene.styleProblems.map { problem in
            SuiteReport.Lint(
                id: id, message: pluginPaths.relative(in: problem.description), severity: .warning, fromScript: true)
        }
        var checkedTranscript: String? = nil
        if let events = scene.events?.map(relativePaths), checksTranscript(c) {
            let transcript = EventTranscript.text(events, kinds: scene.kinds)
            checkedTranscript = transcript
            entries.append(
                SuiteReport.Entry(
                    id: id.transcript, outcome: try store.verify(id.transcript, transcript: transcript, mode: mode),
                    duration: Self.seconds(since: start)))
            lints += events.compactMap { Self.pluginLint($0, id: id.transcript) }
        }
        let image = try Files.recordingReads(into: log) { () throws -> RenderedImage in
            try pipeline.picture(of: frame, on: scene.stage)
        }
        let themeHash: String =
            switch c.source {
            case .kind: themes[c.theme]?.sourceHash ?? ""
            case .scenario(let path, _): scenarios[path]?.theme.sourceHash ?? ""
            }
        var picture = PictureManifest(themeHash: themeHash, scene: id.relativePath, time: NumberText.short(c.time))
        let source = inputSource(of: c)
        let drawing = inputs.drawing(log, source: source)
        guard !log.overflowed, drawing.count + (loadInputs[source]?.count ?? 0) <= log.limit else {
            throw SnapshotError.tooManyInputs(
                file: id.relativePath, count: drawing.count + (loadInputs[source]?.count ?? 0), limit: log.limit)
        }
        picture.inputsHash = inputs.hash(description: description, source: source, drawing: drawing)
        picture.inputsReads = CaseInputs.stored(drawing, transcript: checkedTranscript)
        let pngManifest = pipeline.fonts.manifest(picture)
        let outcome = try store.verify(
            id, image,
            as: .picture(manifest: pngManifest, policy: policy, encoder: pipeline.encoder(for: scene.stage)),
            mode: mode)
        if lint {
            lints += frameLints(frame, of: c, id: id)
        }
        entries.append(SuiteReport.Entry(id: id, outcome: outcome, duration: Self.seconds(since: start)))
        return (entries, lints)
    }

    /// What linting `frame`, the frame of `c`, finds, as the manifest's lint table rates it.
    func frameLints(_ frame: Frame, of c: SnapshotCase, id: SnapshotID) -> [SuiteReport.Lint] {
        var lints: [SuiteReport.Lint] = []
        let truncation = c.locale == "pseudo" || c.locale == "en-XA" || c.textSize > 1
        for finding in FrameLint.findings(in: frame, appearance: c.appearance, checkTruncation: truncation) {
            let setting: LintSeverity =
                switch finding.check {
                case .contrast: manifest.lint.contrast
                case .hitTarget: manifest.lint.hitTarget
                case .truncation: manifest.lint.truncation
                case .unsafeArea: manifest.lint.unsafeArea
                }
            guard setting != .off else { continue }
            lints.append(
                SuiteReport.Lint(
                    id: id, message: finding.description,
                    severity: setting == .error ? .error : .warning))
        }
        return lints
    }

    /// Whether `c` is the case that checks its run's transcript: a scenario's first capture, or
    /// a kind case of a theme with plugins at the manifest's first time (a run's events do not
    /// depend on the capture time, so one check per run is enough).
    func checksTranscript(_ c: SnapshotCase) -> Bool {
        switch c.source {
        case .scenario(let path, _): return scenarios[path]?.scenario.captures.first == c.time
        case .kind:
            // A kind case makes events only when plugins run with its theme (the time is
            // compared first: looking the theme up copies it).
            guard manifest.times.first == c.time, let plugins = themes[c.theme]?.plugins else { return false }
            return !plugins.isEmpty
        }
    }

    /// `event` with the plugin file paths in its text (logs and failures say `file:line`) made
    /// relative to the manifest's directory, so a transcript is the same whatever directory
    /// `tartine snapshot` ran from or how the manifest was named.
    func relativePaths(_ event: TimedEvent) -> TimedEvent {
        switch event.event {
        case .pluginLog(let plugin, let text):
            TimedEvent(event.time, .pluginLog(plugin: plugin, text: pluginPaths.relative(in: text)))
        case .pluginFailed(let plugin, let message):
            TimedEvent(event.time, .pluginFailed(plugin: plugin, message: pluginPaths.relative(in: message)))
        default: event
        }
    }

    /// What a plugin said or how it failed, as every host words it on stderr
    /// (``ToastEvent/pluginReport``): a log is a note, a run stopped by the wall-clock guard an
    /// error (the run depends on the machine), every other report a warning.
    static func pluginLint(_ timed: TimedEvent, id: SnapshotID) -> SuiteReport.Lint? {
        guard var message = timed.event.pluginReport else { return nil }
        let severity: SuiteReport.Severity
        switch timed.event {
        case .pluginLog: severity = .note
        case .runAborted:
            message += " (the wall-clock guard: the run depends on the machine)"
            severity = .error
        default: severity = .warning
        }
        return SuiteReport.Lint(id: id, message: message, severity: severity, fromScript: true)
    }

    static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
