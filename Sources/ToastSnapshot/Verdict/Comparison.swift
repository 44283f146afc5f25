/// A snapshot compared with its reference: the verdict, the measurements behind it, and what
/// changed in the environment that drew the two pictures.
public struct Comparison: Sendable {
    /// Identical, similar, different or a size mismatch.
    public var verdict: Verdict
    /// The diff measurements (with the diff image when asked for); `nil` for a size mismatch.
    public var result: DiffResult?
    /// The tolerance the verdict was reached under.
    public var tolerance: Tolerance
    /// The environment entries of the PNG manifests (library versions, font hashes) that differ
    /// between reference and snapshot, with both values, sorted by key; empty when they agree or
    /// a manifest is missing.
    public var environmentChanges: [EnvironmentChange]
    /// The diff options `result` was measured with (exact in one environment, pixelmatch's
    /// under drift), so the diff image can be drawn the same way.
    public var options: DiffOptions

    /// The manifest keys of `environmentChanges` (`pango.version`, `font.Inter-Regular.otf` …):
    /// non-empty means "the environment changed".
    public var environmentChanged: [String] { environmentChanges.map(\.key) }

    /// Creates a comparison from its verdict and measurements.
    /// - Parameters:
    ///   - verdict: the verdict.
    ///   - result: the diff measurements, if the sizes matched.
    ///   - tolerance: the tolerance used.
    ///   - environmentChanges: the differing environment entries.
    ///   - options: the diff options `result` was measured with.
    public init(
        verdict: Verdict, result: DiffResult?, tolerance: Tolerance = .exact,
        environmentChanges: [EnvironmentChange] = [], options: DiffOptions = .exactMatch
    ) {
        self.options = options
        self.verdict = verdict
        self.result = result
        self.tolerance = tolerance
        self.environmentChanges = environmentChanges
    }

    /// Whether the snapshot passes only because the environment changed.
    public var passedOnDrift: Bool {
        if case .drifted = verdict { return true }
        return false
    }

    /// Whether the snapshot passes.
    public var passed: Bool { verdict.passes }
}
