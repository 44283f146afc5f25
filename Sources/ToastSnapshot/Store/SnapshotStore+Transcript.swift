import ToastCore
import ToastFiles

extension SnapshotStore {
    /// Compares a scenario's event transcript (`EventTranscript.text`) with the reference of
    /// `id` (a transcript ID, `SnapshotID.transcript`) and records as `mode` says, exactly as
    /// pictures are (see `verify(_:image:manifest:mode:policy:)`): a transcript passes only when it
    /// is byte-for-byte the reference. When it differs (and the mode does not record), the
    /// reference, the new transcript and their line diff are written as
    /// `<failuresRoot>/<stem>-{expected,actual,diff}.txt`.
    /// - Parameters:
    ///   - id: the transcript's ID.
    ///   - transcript: the new transcript.
    ///   - mode: the record mode.
    /// - Throws: `SnapshotError` for an invalid ID, an unreadable reference or a failed write.
    public func verify(_ id: SnapshotID, transcript: String, mode: RecordMode) throws(SnapshotError) -> SnapshotOutcome
    {
        try id.validate()
        let actual = Array(transcript.utf8)
        let reference = mode == .all ? nil : try readReference(id)
        guard let reference else {
            guard mode != .never else { return .missingReference }
            try record(actual, for: id)
            return .recorded(reason: mode == .all ? .all : .missing)
        }
        if reference == actual {
            try removeArtifacts(for: id)
            return .passed(Comparison(verdict: .identical, result: nil))
        }
        if mode == .failed {
            try record(actual, for: id)
            return .recorded(reason: .failed)
        }
        let expected = String(decoding: reference, as: UTF8.self)
        let diff =
            TranscriptLineDiff.diff(expected: expected, actual: transcript)
            ?? "the reference differs in bytes that are no whole line (a line ending, or text that is not UTF-8)\n"
        try writeArtifact(reference, of: id, \.expected)
        try writeArtifact(actual, of: id, \.actual)
        try writeArtifact(Array(diff.utf8), of: id, \.diff)
        return .transcriptChanged(diff: diff, artifacts: artifacts(for: id))
    }
}
