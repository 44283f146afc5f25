import ToastSnapshot

/// One failure of a run under review: its identity (whose reference Accept writes), what the
/// report says of it, and where its artifacts are, below the artifacts directory.
package struct ReviewCase: Sendable, Equatable {
    /// The case's id: its reference's path below the references directory, as the report
    /// names it (`diary/saved/iphone-15-light-en@1x-1.png`). Requests name cases by it.
    package var id: String
    /// The identity it was checked against (`SnapshotID.validate()`d, `relativePath == id`).
    package var snapshot: SnapshotID
    /// The report's verdict (`different`, `size`), if any.
    package var verdict: String?
    /// The report's message.
    package var message: String?
    /// A changed transcript's line diff (at most ``ReviewLimits/transcriptDiffBytes``).
    package var diff: String?

    /// The theme's name.
    package var theme: String { snapshot.theme }
    /// Whether the reference is an event transcript.
    package var isTranscript: Bool { snapshot.isTranscript }

    /// The artifact `role` (`expected`, `actual`, `diff`) of this case, relative to the
    /// artifacts directory, as `tartine snapshot` writes it.
    package func artifact(_ role: ArtifactRole) -> String {
        String(id.dropLast(4)) + "-" + role.rawValue + (isTranscript ? ".txt" : ".png")
    }
}

/// Which of a failure's three artifacts.
package enum ArtifactRole: String, Sendable, CaseIterable {
    case expected, actual, diff
}
