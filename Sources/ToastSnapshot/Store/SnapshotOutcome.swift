/// Where the files explaining a failure were written.
public struct Artifacts: Sendable, Hashable {
    /// A copy of the reference.
    public var expected: String
    /// The new snapshot.
    public var actual: String
    /// The diff image (the text diff of a transcript); `nil` when the sizes differ (nothing to draw).
    public var diff: String?

    /// Creates the paths of one failure's pictures.
    /// - Parameters:
    ///   - expected: the path of the reference copy.
    ///   - actual: the path of the new snapshot.
    ///   - diff: the path of the diff image, if one was drawn.
    public init(expected: String, actual: String, diff: String?) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
    }
}

/// Why a reference was written.
public enum RecordReason: String, Sendable, Hashable {
    /// There was none.
    case missing
    /// It did not match (mode `failed`).
    case failed
    /// Every reference whose bytes change is written (mode `all`).
    case all
    /// Its pixels are the reference's, its manifest (the inputs' hash, the environment) is not
    /// (mode `failed`): the reference is written with the pixels it had.
    case manifest
}

/// What `SnapshotStore.verify` did with one snapshot.
public enum SnapshotOutcome: Sendable {
    /// It matched its reference.
    case passed(Comparison)
    /// It did not match; the artifacts show how.
    case failed(Comparison, artifacts: Artifacts)
    /// The reference was written (the run must fail so it is looked at and committed).
    case recorded(reason: RecordReason)
    /// There is no reference and the mode (`never`) forbids writing one.
    case missingReference
    /// An event transcript differs from its reference: `diff` is the readable line diff
    /// (`TranscriptDiff`: `-` reference, `+` new run); the artifacts hold the expected and actual
    /// transcripts and the diff as text files.
    case transcriptChanged(diff: String, artifacts: Artifacts)
    /// Its inputs are those its reference was recorded from (`tartine snapshot --changed`): it
    /// was not drawn, and passes (status `unchanged`).
    case unchanged

    /// Whether this outcome lets the run pass (`passed` and `unchanged` do).
    public var isPassing: Bool {
        switch self {
        case .passed, .unchanged: true
        case .failed, .recorded, .missingReference, .transcriptChanged: false
        }
    }

    /// The comparison, when one was made and kept.
    public var comparison: Comparison? {
        switch self {
        case .passed(let comparison), .failed(let comparison, _): comparison
        case .recorded, .missingReference, .transcriptChanged, .unchanged: nil
        }
    }
}
