/// How strictly snapshots are compared. Tartine renders deterministically, so when the
/// reference and the new picture were drawn in the same environment (their PNG manifests agree
/// on library versions and font hashes) every pixel whose RGBA differs at all is a difference.
/// Only when the environment changed (a Cairo or Pango upgrade, another font build) do
/// pixelmatch's colour threshold and anti-aliasing detection apply, and such a pass is reported
/// as `Verdict.drifted`.
public struct ComparisonPolicy: Sendable, Hashable {
    /// How many differing pixels may differ and still pass (none by default).
    public var tolerance: Tolerance
    /// The colour threshold (pixelmatch, 0…1) in one environment. 0, the default, counts every
    /// differing RGBA byte; above 0, pixelmatch's distance with that threshold, anti-aliasing
    /// counted as a difference.
    public var threshold: Double
    /// The pixelmatch options when the environment changed: `threshold` (0.1 by default) and
    /// anti-aliasing detection, plus the diff image's colours for every comparison.
    public var drift: DiffOptions
    /// Fail differences under environment drift too (as if the environment were the same).
    public var strict: Bool

    /// - Parameters:
    ///   - tolerance: differing pixels allowed (`.exact`).
    ///   - threshold: the same-environment threshold (0: exact).
    ///   - drift: pixelmatch's options under drift (its defaults: threshold 0.1, anti-aliasing detected).
    ///   - strict: whether drift fails too.
    public init(
        tolerance: Tolerance = .exact, threshold: Double = 0, drift: DiffOptions = DiffOptions(), strict: Bool = false
    ) {
        self.tolerance = tolerance
        self.threshold = threshold
        self.drift = drift
        self.strict = strict
    }

    /// The diff options in one environment: every change (threshold 0), or pixelmatch's
    /// distance with `threshold` and no anti-aliasing leniency; the drawing colours of `drift`.
    public var sameEnvironment: DiffOptions {
        var options = drift
        options.threshold = threshold
        options.includeAA = true
        options.exact = threshold == 0
        return options
    }
}
