import ToastCore
import ToastRender
import ToastScript

/// One `FrameRenderer` per screen, appearance, scale and background, reused across cases.
struct RendererCache {
    struct Key: Hashable {
        let screen: Screen
        let options: RenderOptions
    }

    let fonts: FontSet
    private var renderers: [Key: FrameRenderer] = [:]

    init(fonts: FontSet) {
        self.fonts = fonts
    }

    mutating func renderer(screen: Screen, options: RenderOptions) throws -> FrameRenderer {
        let key = Key(screen: screen, options: options)
        if let renderer = renderers[key] { return renderer }
        let renderer = try FrameRenderer(screen: screen, options: options, fonts: fonts)
        renderers[key] = renderer
        return renderer
    }
}

extension SnapshotSuite {
    /// The frame a case shows, and how to draw it.
    func scene(of c: SnapshotCase, measurer: any TextMeasurer) throws -> (Frame, RenderOptions) {
        let context = ResolutionContext(locale: c.locale, appearance: c.appearance, textSize: c.textSize,
                                        device: c.screen.deviceClass)
        switch c.source {
        case .kind(let kind, let position):
            guard let loaded = themes[c.theme] else { throw ThemeError.unknownKind(kind, theme: c.theme, suggestion: nil) }
            let theme = try isolated(loaded, path: c.theme)
            let content = try theme.content(kind: kind, arguments: c.arguments, position: position, context: context)
            let frame = theme.frame(showing: content, at: c.time, on: c.screen, measurer: measurer,
                                    reducedMotion: c.reducedMotion)
            return (frame, RenderOptions(appearance: c.appearance, scale: c.scale))
        case .scenario(let path, let name):
            guard var loaded = scenarios[path] else { throw ThemeError.unknownKind(name, theme: path, suggestion: nil) }
            if loaded.theme.theme.dynamicStyle != nil { loaded = try ScenarioLoader(budgets: budgets).load(path) }
            var scenario = loaded.scenario
            scenario.appearance = c.appearance
            scenario.locale = c.locale
            scenario.textSize = c.textSize
            scenario.reducedMotion = c.reducedMotion
            var screen = c.screen
            screen.keyboardHeight = loaded.scenario.screen.keyboardHeight == nil ? nil : screen.typicalKeyboardHeight
            screen.isRightToLeft = loaded.scenario.screen.isRightToLeft
            scenario.screen = screen
            let timeline = Timeline(try loaded.run(scenario).timeline, screen: scenario.screen, measurer: measurer)
            let background: ScreenBackground = scenario.mockApp ? .mockApp(MockApp(showsModalSheet: scenario.modalSheet))
                                                                : .plain(SystemColor.systemBackground.color)
            return (timeline.frame(at: c.time), RenderOptions(appearance: c.appearance, scale: c.scale, background: background))
        }
    }

    /// The theme a case draws with. A theme with a `style_function` is loaded afresh for every
    /// case, in a Lua state of its own: whatever the function keeps between calls (a counter, a
    /// cache in an upvalue) starts over each time, so a verdict cannot depend on which cases ran
    /// before it on this worker — that is, on sharding, jobs or order. Themes without one share
    /// the state loaded once (they run no Lua while drawing).
    func isolated(_ loaded: LoadedTheme, path: String) throws -> Theme {
        guard loaded.theme.dynamicStyle != nil else { return loaded.theme }
        return try ThemeLoader(budgets: budgets).load(path).theme
    }

    /// Renders one case, compares it with its reference and lints it.
    func check(_ c: SnapshotCase, store: SnapshotStore, mode: RecordMode, policy: ComparisonPolicy,
               measurer: any TextMeasurer, renderers: inout RendererCache,
               lint: Bool) throws -> (SuiteReport.Entry, [SuiteReport.Lint]) {
        let start = ContinuousClock.now
        let id = id(of: c)
        let (frame, options) = try scene(of: c, measurer: measurer)
        let renderer = try renderers.renderer(screen: frame.screen, options: options)
        let image = try renderer.render(frame)
        let themeHash: String = switch c.source {
        case .kind: themes[c.theme]?.sourceHash ?? ""
        case .scenario(let path, _): scenarios[path]?.theme.sourceHash ?? ""
        }
        let pngManifest = renderers.fonts.manifest(adding: ["scene": id.relativePath, "theme-hash": themeHash,
                                                        "time": NumberText.short(c.time)])
        let outcome = try store.verify(id, image: image, manifest: pngManifest, mode: mode, policy: policy)
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        var lints: [SuiteReport.Lint] = []
        if lint {
            let truncation = c.locale == "pseudo" || c.locale == "en-XA" || c.textSize > 1
            for finding in FrameLint.findings(in: frame, appearance: c.appearance, checkTruncation: truncation) {
                let setting: LintSeverity = switch finding.check {
                case .contrast: manifest.lint.contrast
                case .hitTarget: manifest.lint.hitTarget
                case .truncation: manifest.lint.truncation
                case .unsafeArea: manifest.lint.unsafeArea
                }
                guard setting != .off else { continue }
                lints.append(SuiteReport.Lint(id: id, message: finding.description,
                                              severity: setting == .error ? .error : .warning))
            }
        }
        return (SuiteReport.Entry(id: id, outcome: outcome, duration: seconds), lints)
    }
}
