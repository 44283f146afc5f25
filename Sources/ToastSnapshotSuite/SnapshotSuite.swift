import Dispatch
import Synchronization
import ToastCore
import ToastFiles
import ToastPNG
import ToastRender
import ToastScript
import ToastSnapshot

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
    /// Remove the orphaned references Tartine wrote (`--prune`); only in a run of the whole
    /// matrix (a shard cannot know which references are orphans).
    public var prune: Bool
    /// Report a case whose inputs are those its reference was recorded from as `unchanged`,
    /// without drawing it (`--changed`); every other case runs as usual.
    public var changed: Bool
    /// Tartine's version as the inputs' hash takes it (tests change it to see every case drawn).
    package var inputsVersion = TartineVersion.string
    /// Entries over the rendering environment as the inputs' hash takes it (tests change a
    /// font's hash to see every case drawn); the manifests still record what drew each picture.
    package var inputsEnvironment: [String: String] = [:]

    /// Creates run options; the defaults run every case on one worker without lint, with the
    /// manifest's comparison settings.
    public init(
        mode: RecordMode, shard: (index: Int, count: Int)? = nil, jobs: Int = 1, lint: Bool = false,
        strict: Bool = false, threshold: Double? = nil, driftThreshold: Double? = nil, prune: Bool = false,
        changed: Bool = false
    ) {
        self.changed = changed
        self.mode = mode
        self.shard = shard
        self.jobs = max(1, jobs)
        self.lint = lint
        self.strict = strict
        self.threshold = threshold
        self.driftThreshold = driftThreshold
        self.prune = prune
    }
}

/// A snapshot manifest with its themes and scenarios loaded: the cases to render and compare.
public struct SnapshotSuite: Sendable {
    /// The manifest, as loaded.
    public let manifest: SnapshotManifest
    let themes: [String: LoadedTheme]
    let scenarios: [String: LoadedScenario]
    /// The name of each theme, and of each scenario's theme, by the manifest's path: the first
    /// part of every reference's path, looked up for every case.
    let themeNames: [String: String]
    let scenarioThemeNames: [String: String]
    /// Every case of the matrix (kinds, then scenarios), in the manifest's stable order, made
    /// one at a time as it is walked; a run takes its shard of them.
    public let cases: SnapshotCases
    /// The budgets themes were loaded with (a theme with a `style_function` is loaded again per case).
    let budgets: LuaBudgets
    /// Plugin files as loaded → relative to the manifest's directory, for transcripts.
    let pluginPaths: PluginPaths
    /// What loading each theme and scenario read, probed and listed (by the manifest's path):
    /// the inputs of its cases besides what drawing them reads.
    let loadInputs: [String: Set<FileObservation>]
    /// The manifest's directory, which the inputs' paths are written relative to.
    let directory: String

    /// Loads the manifest and everything it names.
    /// - Throws: `LoadError` with every problem, for exit code 2.
    public init(manifestPath: String, budgets: LuaBudgets = LuaBudgets()) throws(LoadError) {
        manifest = try ManifestLoader(budgets: budgets).load(manifestPath)
        var themes: [String: LoadedTheme] = [:]
        var problems: [Diagnostic] = []
        var loadInputs: [String: Set<FileObservation>] = [:]
        /// Runs `load`, noting what it read as the inputs of `path`, within the limit.
        func recording<T>(_ path: String, _ load: () throws(LoadError) -> T) throws(LoadError) -> T {
            let log = ReadLog()
            let loaded = try Files.recordingReads(into: log, load)
            guard !log.overflowed else {
                let message = SnapshotError.tooManyInputs(count: log.count, limit: log.limit)
                throw LoadError([Diagnostic(.error, file: path, line: nil, path: .root, message: message)])
            }
            loadInputs[path] = Set(log.observations)
            return loaded
        }
        let manifestPlugins = manifest.plugins
        for path in manifest.themes {
            do {
                themes[path] = try recording(path) { () throws(LoadError) in
                    try ThemeLoader(budgets: budgets).load(path, extraPlugins: manifestPlugins)
                }
            } catch { problems += error.diagnostics }
        }
        var scenarios: [String: LoadedScenario] = [:]
        for path in manifest.scenarios {
            do {
                scenarios[path] = try recording(path) { () throws(LoadError) in
                    try ScenarioLoader(budgets: budgets).load(path, extraPlugins: manifestPlugins)
                }
            } catch { problems += error.diagnostics }
        }
        for kind in manifest.kinds where !themes.values.contains(where: { $0.theme.kind(kind) != nil }) {
            problems.append(
                Diagnostic(
                    .error, file: manifestPath, line: nil, path: KeyPath().appending("kinds"),
                    message: "no theme of the manifest has a kind '\(kind)'"))
        }
        guard problems.isEmpty else { throw LoadError(problems) }
        self.loadInputs = loadInputs
        directory = Paths.directory(of: manifestPath)
        self.themes = themes
        self.scenarios = scenarios
        themeNames = themes.mapValues(\.theme.name)
        scenarioThemeNames = scenarios.mapValues(\.theme.theme.name)
        self.budgets = budgets
        let pluginFiles =
            themes.values.flatMap { $0.plugins.map(\.file) } + scenarios.values.flatMap { $0.theme.plugins.map(\.file) }
        do { pluginPaths = try PluginPaths(files: pluginFiles, directory: Paths.directory(of: manifestPath)) } catch {
            throw LoadError([Diagnostic(.error, file: manifestPath, line: nil, path: .root, message: error.description)]
            )
        }
        let loadedThemes = themes
        let kindsOf = { (path: String) in loadedThemes[path]?.theme.kinds.map(\.id) ?? [] }
        let scenarioList = manifest.scenarios.compactMap { path in
            scenarios[path].map {
                (
                    path: path, name: $0.scenario.name, theme: $0.scenario.theme, captures: $0.scenario.captures,
                    locale: $0.scenario.fixesLocale ? $0.scenario.locale : nil
                )
            }
        }
        // The size of the work, before any case is made.
        let count = manifest.caseCount(
            kindsOf: kindsOf, scenarioCaptures: scenarioList.map { ($0.captures.count, $0.locale != nil) })
        guard count <= Limits.casesPerManifest else {
            throw LoadError([
                Diagnostic(
                    .error, file: manifestPath, line: nil, path: .root,
                    message:
                        "the matrix has \(NumberText.grouped(count)) snapshots, more than the limit of \(NumberText.grouped(Limits.casesPerManifest)); split the manifest or narrow it"
                )
            ])
        }
        cases = manifest.matrix(kindsOf: kindsOf, scenarios: scenarioList)
        try refuseSharedOutputs(manifestPath: manifestPath)
    }

    /// The warnings found loading the suite's themes and scenarios (a misspelt message key,
    /// untranslated strings, …), each once, in the order of the manifest's themes, then its
    /// scenarios, with the file whose `tartine check` lists them all.
    public var loadWarnings: [(file: String, warnings: [Diagnostic])] {
        var seen = Set<String>()
        let loaded =
            manifest.themes.compactMap { path in themes[path].map { (path, $0.warnings) } }
            + manifest.scenarios.compactMap { path in scenarios[path].map { (path, $0.warnings) } }
        return loaded.compactMap { file, warnings in
            let fresh = warnings.filter { seen.insert($0.description).inserted }
            return fresh.isEmpty ? nil : (file, fresh)
        }
    }

    /// The warnings of every theme of the suite (its own, and each scenario's) about what
    /// `fonts` draw otherwise than the theme asks (`LoadedTheme.fontWarnings(_:)`), each once,
    /// in the order of the manifest's themes, then its scenarios.
    public func fontWarnings(_ fonts: any FontCatalog) -> [Diagnostic] {
        let loaded = manifest.themes.compactMap { themes[$0] } + manifest.scenarios.compactMap { scenarios[$0]?.theme }
        var seen = Set<String>()
        return loaded.flatMap { $0.fontWarnings(fonts) }.filter { seen.insert($0.description).inserted }
    }

    /// The reference identifier of a case.
    public func id(of c: SnapshotCase) -> SnapshotID {
        var variant: [String] = []
        let group: String
        switch c.source {
        case .kind(let kind, let position):
            group = kind
            if let position { variant.append(position.rawValue) }
        case .scenario(_, let name):
            group = name
        }
        if c.textSize != 1 { variant.append("text\(NumberText.short(c.textSize))") }
        if c.reducedMotion { variant.append("reduced") }
        // screen_reader → screen-reader, …: one word each in the file name.
        variant += c.accessibility.names.map { $0.replacing("_", with: "-") }
        return SnapshotID(
            theme: themeName(of: CaseOrigin(c)), group: group, screen: c.screen.id, appearance: c.appearance.rawValue,
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
    ///
    /// Cases are made as workers take them, a group at a time (`CaseGroups`: the moments of one
    /// toast on one screen), and each picture is let go once its outcome is known: a run holds
    /// at most one case's pictures per worker, whatever the size of the matrix; the report keeps
    /// each snapshot's outcome (paths and counts, no pixels), in the matrix's order whichever
    /// worker made it.
    /// - Parameter progress: called after each case with (done, total), from any thread.
    /// - Parameter options: the record mode, the shard, the workers and whether to lint.
    /// - Parameter fonts: the pinned fonts every case is measured and drawn with.
    public func run(
        options: SnapshotRunOptions, fonts: FontSet,
        progress: @Sendable (Int, Int) -> Void = { _, _ in }
    ) throws -> SuiteReport {
        let total = shardSize(options.shard)
        let store = self.store
        let policy = comparisonPolicy(options)
        let lint = options.lint || manifest.lintsByDefault
        let inputs = try CaseInputs(
            directory: directory, loads: loadInputs, version: options.inputsVersion,
            environment: fonts.manifest(PictureManifest()).environment.merging(options.inputsEnvironment) { $1 })
        let measurer = PangoMeasurer(fonts: fonts)
        let pending = Mutex(
            CaseGroups(ShardWalk(cases: cases.makeIterator(), shard: options.shard), lookahead: 2 * options.jobs))
        let results = Mutex<[Int: ([SuiteReport.Entry], [SuiteReport.Lint])]>([:])
        let failure = Mutex<(any Error)?>(nil)
        let done = Mutex(0)
        let suite = self
        DispatchQueue.concurrentPerform(iterations: options.jobs) { _ in
            let pipeline = ScenePipeline(fonts: fonts, measurer: measurer, jobs: 1)
            var affinity: CaseGroups.Affinity? = nil
            var facts: GroupFacts? = nil
            while failure.withLock({ $0 == nil }), let group = pending.withLock({ $0.next(preferring: affinity) }) {
                affinity = group.first.map { CaseGroups.Affinity($0.case) }
                for (index, next) in group where failure.withLock({ $0 == nil }) {
                    do {
                        let outcome = try suite.check(
                            next, store: store, mode: options.mode, policy: policy,
                            pipeline: pipeline, lint: lint, inputs: inputs, changed: options.changed,
                            group: &facts)
                        results.withLock { $0[index] = outcome }
                    } catch {
                        failure.withLock { $0 = $0 ?? error }
                    }
                    progress(
                        done.withLock {
                            $0 += 1; return $0
                        }, total)
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        let ordered = results.withLock { r in
            (0..<total).compactMap { taken in
                r[taken].map { Self.placed($0, at: Self.position(taken, options.shard)) }
            }
        }
        var lints: [SuiteReport.Lint] = []
        var produced = Set<SnapshotID>()
        var fingerprint = Fingerprint()
        for c in cases {
            fingerprint.add(id(of: c).relativePath)
            produced.formUnion(outputs(of: c))
        }
        var orphans: [String] = []
        var pruned: [String] = []
        var problems: [FileError] = []
        if options.shard == nil && options.prune {
            let result = try store.pruneOrphans(producedIDs: produced)
            pruned = result.pruning.removed
            orphans = result.pruning.kept.map(\.path)
            problems = result.problems
            for kept in result.pruning.kept {
                lints.append(
                    SuiteReport.Lint(
                        id: nil, message: "prune kept \(kept.path): \(TextMedium.terminal.field(kept.reason))",
                        severity: .warning))
            }
        } else if options.shard == nil {
            (orphans, problems) = try store.orphans(producedIDs: produced)
        }
        var seenReferences: [String]? = nil
        if options.shard != nil { (seenReferences, problems) = try store.referenceFiles() }
        let scanProblems = problems.map { problem in
            SuiteReport.Lint(
                id: nil, message: "orphan scan: \(TextMedium.terminal.field(problem.description))", severity: .warning)
        }
        var report = SuiteReport(
            entries: ordered.flatMap(\.0), orphans: orphans, pruned: pruned,
            lints: Self.onceEach(ordered.flatMap(\.1)) + scanProblems + lints)
        report.run = SuiteRun(
            tartineVersion: TartineVersion.string, matrix: sourcesFingerprint(fingerprint),
            settings: Self.settings(options, policy: policy, lint: lint), matrixSize: cases.count,
            shard: options.shard.map { SuiteRun.Shard(index: $0.index, count: $0.count) },
            referencesRoot: store.root, references: seenReferences)
        return report
    }

    /// The store of the manifest's references: failure artifacts beside the references, in the
    /// manifest's directory (`.tartine` and `failures` come with the project, and are kept like
    /// the artifacts in them: no link followed).
    package var store: SnapshotStore {
        let failures = SnapshotStore.failuresLocation(references: manifest.references)
        return SnapshotStore(root: manifest.references, failuresIn: failures.base, at: failures.inside)
    }

    /// Writes `report` as the JSON report beside the failure artifacts
    /// (`.tartine/failures/last-run.json`), where `tartine review` finds the last run.
    /// - Throws: `SnapshotError.file` for a refused or failed write.
    public func writeLastRun(_ report: SuiteReport) throws(SnapshotError) {
        try writeLastRun(json: ReportWriter.json(report))
    }

    /// `writeLastRun(_:)` of a report already rendered (`ReportWriter.json`).
    public func writeLastRun(json: String) throws(SnapshotError) {
        try store.writeLastRun(json)
    }

    /// How many cases `shard` takes (all of them without one).
    func shardSize(_ shard: (index: Int, count: Int)?) -> Int {
        let all = cases.count
        guard let shard else { return all }
        return all >= shard.index ? (all - shard.index) / shard.count + 1 : 0
    }

    /// The lints with each problem Lua reported kept once (its first case): a style function
    /// fails the same way in every case that resolves the kind.
    static func onceEach(_ lints: [SuiteReport.Lint]) -> [SuiteReport.Lint] {
        SuiteReport.Lint.onceEach(lints)
    }
}
