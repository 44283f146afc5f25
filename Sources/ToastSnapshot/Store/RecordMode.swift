/// When a run writes references instead of (or as well as) checking them. Any run that records
/// something fails, so a new or changed reference is never accepted silently.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Never write; a missing reference fails (the CI default).
    case never
    /// Write references that do not exist yet (the local default).
    case missing
    /// Write missing references and overwrite those that do not match.
    case failed
    /// Write every reference.
    case all

    /// The environment variable that sets the mode when no flag does.
    public static let environmentVariable = "TARTINE_RECORD"

    /// The mode for this run: the flag's value if given, else `TARTINE_RECORD` if set and
    /// non-empty, else `never` when `CI` is set and non-empty, else `missing`.
    /// - Parameters:
    ///   - flag: the value of `--record`, already parsed.
    ///   - environment: the process environment (`ProcessInfo.processInfo.environment`).
    /// - Throws: `SnapshotError.invalidRecordMode` for a `TARTINE_RECORD` value that is not a
    ///   mode (with a "did you mean" when one is close).
    public static func resolve(flag: RecordMode?, environment: [String: String]) throws(SnapshotError) -> RecordMode {
        if let flag { return flag }
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw .invalidRecordMode(value: value, source: environmentVariable)
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty { return .never }
        return .missing
    }

    /// Parses a `--record` value.
    /// - Throws: `SnapshotError.invalidRecordMode` naming `--record`.
    public static func parse(flag value: String) throws(SnapshotError) -> RecordMode {
        guard let mode = RecordMode(rawValue: value.lowercased()) else {
            throw .invalidRecordMode(value: value, source: "--record")
        }
        return mode
    }
}
