/// The outcome of comparing a snapshot with its reference.
public enum Verdict: Sendable, Equatable {
    /// Byte-for-byte the same pixels.
    case identical
    /// Passes: some pixels differ, but no more than the tolerance allows (or, with a
    /// same-environment threshold above 0, only by less than it).
    case similar(differentPixels: Int, antialiasedPixels: Int)
    /// Passes only because the rendering environment changed (`Comparison.environmentChanges`):
    /// `changedPixels` differ at all, more than the tolerance allows in one environment, but under
    /// the drift threshold and anti-aliasing detection only `differentPixels` do, within the
    /// tolerance. `--strict` makes this a failure.
    case drifted(changedPixels: Int, differentPixels: Int, antialiasedPixels: Int)
    /// Fails: more pixels differ than the tolerance allows; `ratio` is of all pixels.
    case different(differentPixels: Int, ratio: Double)
    /// Fails: the images are not the same size (width, height).
    case sizeMismatch(expected: (width: Int, height: Int), actual: (width: Int, height: Int))

    /// Whether the snapshot passes (`identical`, `similar` or `drifted`).
    public var passes: Bool {
        switch self {
        case .identical, .similar, .drifted: true
        case .different, .sizeMismatch: false
        }
    }

    /// The verdict's name in reports: `identical`, `similar`, `drifted`, `different` or
    /// `sizeMismatch`.
    public var name: String {
        switch self {
        case .identical: "identical"
        case .similar: "similar"
        case .drifted: "drifted"
        case .different: "different"
        case .sizeMismatch: "sizeMismatch"
        }
    }

    /// The verdict for a diff result under a tolerance (no environment drift involved).
    /// - Parameters:
    ///   - result: what `ImageDiff.compare` measured.
    ///   - tolerance: how many differing pixels are allowed.
    public init(_ result: DiffResult, tolerance: Tolerance) {
        if result.isIdentical {
            self = .identical
        } else if tolerance.allows(differentPixels: result.differentPixels, ofTotal: result.totalPixels) {
            self = .similar(differentPixels: result.differentPixels, antialiasedPixels: result.antialiasedPixels)
        } else {
            self = .different(differentPixels: result.differentPixels, ratio: result.differentRatio)
        }
    }

    /// Equal cases with equal payloads (written out: tuples are not `Equatable`).
    public static func == (lhs: Verdict, rhs: Verdict) -> Bool {
        switch (lhs, rhs) {
        case (.identical, .identical):
            true
        case (.similar(let d1, let a1), .similar(let d2, let a2)):
            d1 == d2 && a1 == a2
        case (.drifted(let c1, let d1, let a1), .drifted(let c2, let d2, let a2)):
            c1 == c2 && d1 == d2 && a1 == a2
        case (.different(let d1, let r1), .different(let d2, let r2)):
            d1 == d2 && r1 == r2
        case (.sizeMismatch(let e1, let a1), .sizeMismatch(let e2, let a2)):
            e1 == e2 && a1 == a2
        default:
            false
        }
    }
}
