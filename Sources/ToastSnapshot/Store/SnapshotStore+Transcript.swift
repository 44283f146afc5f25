extension SnapshotStore {
    /// Compares a scenario's event transcript (`EventTranscript.text`) with the reference of
    /// `id` (a transcript ID, `SnapshotID.transcript`) and records as `mode` says, exactly as
    /// pictures are (the one flow, `verify(_:_:as:mode:)`): a transcript passes only when it
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
        try verify(id, transcript, as: .transcript, mode: mode)
    }
}
