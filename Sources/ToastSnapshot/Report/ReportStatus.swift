/// A snapshot's status as every report names it (the JSON report's `status`, the HTML
/// section's class): the one table of statuses, written by ``ReportWriter`` and read back by
/// ``ReportMerger``. A new outcome adds its status here, and the compiler then asks both sides
/// for it.
public enum ReportStatus: String, Sendable, CaseIterable {
    /// It matched its reference (identical, similar or drifted).
    case passed
    /// It did not match (an image or a transcript).
    case failed
    /// Its reference was written.
    case recorded
    /// It has no reference and none could be recorded.
    case missing
    /// Its inputs are those its reference was made from (`--changed`): a pass, not drawn.
    case unchanged

    /// The status of `outcome`.
    /// - Parameter outcome: what the store did with one snapshot.
    public init(_ outcome: SnapshotOutcome) {
        switch outcome {
        case .passed: self = .passed
        case .failed, .transcriptChanged: self = .failed
        case .recorded: self = .recorded
        case .missingReference: self = .missing
        case .unchanged: self = .unchanged
        }
    }
}
