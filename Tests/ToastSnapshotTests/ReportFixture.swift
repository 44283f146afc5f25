@testable import ToastSnapshot

/// The run every report test writes: one pass, one failure (with an environment change), one
/// recording, one missing reference, an orphan and a lint whose text needs escaping.
enum ReportFixture {
    static let passedID = sampleID()
    static let failedID = sampleID(appearance: "dark")
    static let recordedID = sampleID(time: 0.25)
    static let missingID = SnapshotID(
        theme: "night", group: "deleted", screen: "iphone-15", appearance: "dark", locale: "ko", scale: 3, time: 2.5,
        variant: "xxxl")

    static func report(failuresRoot: String = ".tartine/failures") -> SuiteReport {
        let store = SnapshotStore(root: "__Snapshots__", failuresRoot: failuresRoot)
        let total = 1179 * 2556
        let failedResult = DiffResult(
            differentPixels: 1234, antialiasedPixels: 56, totalPixels: total, boundingBox: (120, 700, 141, 61))
        let failed = Comparison(
            verdict: Verdict(failedResult, tolerance: .exact), result: failedResult,
            environmentChanges: [EnvironmentChange(key: "pango.version", expected: "1.50.12", actual: "1.52.0")])
        let passedResult = DiffResult(
            differentPixels: 0, antialiasedPixels: 0, totalPixels: total, isIdentical: true)
        return SuiteReport(
            entries: [
                .init(
                    id: passedID, outcome: .passed(Comparison(verdict: .identical, result: passedResult)),
                    duration: 0.0123),
                .init(
                    id: failedID, outcome: .failed(failed, artifacts: store.artifacts(for: failedID)), duration: 0.034),
                .init(id: recordedID, outcome: .recorded(reason: .missing), duration: 0.02),
                .init(id: missingID, outcome: .missingReference, duration: 0.001),
            ],
            orphans: ["__Snapshots__/diary/old/iphone-15-light-en@3x-1.png"],
            lints: [
                .init(
                    id: recordedID, message: "message truncated to 3 lines: \"Saved <all> & more\"", severity: .warning)
            ])
    }
}
