import Dispatch
import Synchronization
import ToastCore
import ToastRender
import ToastScript

/// How a suite runs: record mode, which shard, how many workers, whether to lint, and the
/// command line's overrides of the manifest's comparison settings.
public struct SnapshotRunOptions: Sendable {
    /// When references are written (see `RecordMode`).
    public var mode: RecordMode
    /// `(index, count)`, 1-based: this machine takes every case whose position ≡ index − 1 (mod count).
    public var shard: (index: Int, count: Int)?
    /// How many cases render at once (at least 1).
    public var jobs: Int
    /// Lint even when the manifest has no `lint` table.
    public var lint: Bool
    /// Fail drift too (`--strict`), whatever the manifest says; `false` leaves the manifest's `strict`.
    public var strict: Bool
    /// The same-environment threshold (`--threshold`), over the manifest's `threshold`.
    public var threshold: Double?
    /// The drift threshold (`--drift-threshold`), over the manifest's `drift_threshold`.
    public var driftThreshold: Double?

    /// Creates run options; the defaults run every case on one worker without lint, with the
    /// manifest's comparison settings.
    public init(mode: RecordMode, shard: (index: Int, count: Int)? = nil, jobs: Int = 1, lint: Bool = false,
                strict: Bool = false, threshold: Double? = nil, driftThreshold: Double? = nil) {
        self.mode = mode
        self.shard = shard
        self.jobs = max(1, jobs)
        self.lint = lint
        self.strict = strict
        self.threshold = threshold
        self.driftThreshold = driftThreshold
    }
}

/// A snapshot manifest with its themes and scenarios loaded: the cases to render and compare.
public struct SnapshotSuite: Sendable {
    /// The manifest, as loaded.
    public let manifest: SnapshotManifest
    let themes: [String: LoadedTheme]
    let scenarios: [String: LoadedScenario]
    /// Every case of the matrix (kinds, then scenarios), in the manifest's stable order; a run takes its shard of them.
    public let cases: [SnapshotCase]

    /// Loads the manifest and everything it names.
    /// - Throws: `LoadError` with every problem, for exit code 2.
    public init(manifestPath: String, budgets: LuaBudgets = LuaBudgets()) throws(LoadError) {
        manifest = try ManifestLoader(budgets: budgets).load(manifestPath)
        var themes: [String: LoadedTheme] = [:]
        var problems: [Diagnostic] = []
        for path in manifest.themes {
            do { themes[path] = try ThemeLoader(budgets: budgets).load(path) } catch { problems += error.diagnostics }
        }
        var scenarios: [String: LoadedScenario] = [:]
        for path in manifest.scenarios {
            do { scenarios[path] = try ScenarioLoader(budgets: budgets).load(path) } catch { problems += error.diagnostics }
        }
        for kind in manifest.kinds where !themes.values.contains(where: { $0.theme.kind(kind) != nil }) {
            problems.append(Diagnostic(.error, file: manifestPath, line: nil, path: KeyPath().appending("kinds"),
                                       message: "no theme of the manifest has a kind '\(kind)'"))
        }
        guard problems.isEmpty else { throw LoadError(problems) }
        self.themes = themes
        self.scenarios = scenarios
        let loadedThemes = themes
        cases = manifest.cases { path in loadedThemes[path]?.theme.kinds.map(\.id) ?? [] }
            + manifest.scenarioCases(manifest.scenarios.compactMap { path in
                scenarios[path].map { (path, $0.scenario.name, $0.scenario.theme, $0.scenario.captures) }
            })
    }

    /// The reference identifier of a case.
    public func id(of c: SnapshotCase) -> SnapshotID {
        var variant: [String] = []
        let themeName: String
        let group: String
        switch c.source {
        case .kind(let kind, let position):
            themeName = themes[c.theme]?.theme.name ?? c.theme
            group = kind
            if let position { variant.append(position.rawValue) }
        case .scenario(let path, let name):
            themeName = scenarios[path]?.theme.theme.name ?? c.theme
            group = name
        }
        if c.textSize != 1 { variant.append("text\(NumberText.short(c.textSize))") }
        if c.reducedMotion { variant.append("reduced") }
        return SnapshotID(theme: themeName, group: group, screen: c.screen.id, appearance: c.appearance.rawValue,
                          locale: c.locale, scale: Int(c.scale.rounded()), time: c.time,
                          variant: variant.isEmpty ? nil : variant.joined(separator: "-"))
    }

    /// The manifest's comparison settings with the run's overrides.
    public func comparisonPolicy(_ options: SnapshotRunOptions) -> ComparisonPolicy {
        var drift = DiffOptions()
        drift.threshold = options.driftThreshold ?? manifest.driftThreshold
        return ComparisonPolicy(
            tolerance: Tolerance(maxDiffPixels: manifest.maxDiffPixels, maxDiffPixelRatio: manifest.maxDiffPixelRatio),
            threshold: options.threshold ?? manifest.threshold, drift: drift, strict: options.strict || manifest.strict)
    }

    /// Renders, compares (recording as the mode says) and lints this shard's cases.
    /// - Parameter progress: called after each case with (done, total), from any thread.
    /// - Parameter options: the record mode, the shard, the workers and whether to lint.
    /// - Parameter fonts: the pinned fonts every case is measured and drawn with.
    public func run(options: SnapshotRunOptions, fonts: FontSet,
                    progress: @Sendable (Int, Int) -> Void = { _, _ in }) throws -> SuiteReport {
        let mine = cases.enumerated().filter { offset, _ in
            guard let shard = options.shard else { return true }
            return offset % shard.count == shard.index - 1
        }.map(\.element)
        let store = SnapshotStore(root: manifest.references, failuresRoot: manifest.references + "/../.tartine/failures")
        let policy = comparisonPolicy(options)
        let lint = options.lint || manifest.lintsByDefault
        let measurer = PangoMeasurer(fonts: fonts)
        let results = Mutex<[Int: (SuiteReport.Entry, [SuiteReport.Lint])]>([:])
        let failure = Mutex<(any Error)?>(nil)
        let done = Mutex(0)
        let suite = self
        DispatchQueue.concurrentPerform(iterations: options.jobs) { worker in
            var renderers = RendererCache(fonts: fonts)
            for index in stride(from: worker, to: mine.count, by: options.jobs) where failure.withLock({ $0 == nil }) {
                do {
                    let outcome = try suite.check(mine[index], store: store, mode: options.mode, policy: policy,
                                                  measurer: measurer, renderers: &renderers, lint: lint)
                    results.withLock { $0[index] = outcome }
                } catch {
                    failure.withLock { $0 = $0 ?? error }
                }
                progress(done.withLock { $0 += 1; return $0 }, mine.count)
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let ordered = results.withLock { r in (0..<mine.count).compactMap { r[$0] } }
        let orphans = options.shard == nil ? try store.orphans(producedIDs: Set(cases.map(id(of:)))) : []
        return SuiteReport(entries: ordered.map(\.0), orphans: orphans, lints: ordered.flatMap(\.1))
    }
}
