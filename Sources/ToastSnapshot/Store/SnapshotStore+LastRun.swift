import ToastFiles

extension SnapshotStore {
    /// The name of the JSON report every `tartine snapshot` run leaves beside its failure
    /// artifacts, for `tartine review`.
    public static let lastRunName = "last-run.json"

    /// Where a manifest whose references are in `references` keeps its failure artifacts:
    /// `.tartine/failures` (`inside`) in the directory above the references (`base`, taken as
    /// it is; what is below it is kept like the artifacts, no link followed).
    public static func failuresLocation(references: String) -> (base: String, inside: String) {
        var trimmed = Substring(references)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return (Paths.directory(of: String(trimmed)), ".tartine/failures")
    }

    /// Writes `json` (a run's JSON report) as ``lastRunName`` beside the failure artifacts,
    /// atomically and never through a link.
    /// - Throws: `SnapshotError.file` for a refused or failed write.
    package func writeLastRun(_ json: String) throws(SnapshotError) {
        do {
            try Files.writeConfined(
                Array(json.utf8), to: Paths.join(failuresInside, Self.lastRunName), inside: failuresBase)
        } catch { throw .file(error) }
    }
}
