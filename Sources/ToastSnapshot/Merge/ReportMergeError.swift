import ToastCore
import ToastFiles

/// Why shard reports cannot be merged, naming the file and what does not fit. The wording
/// lives in `description`; tests assert it exactly.
public enum ReportMergeError: Error, Hashable, CustomStringConvertible {
    /// No JSON report among the files and directories given.
    case noReports(arguments: [String])
    /// More reports than ``ReportMerger/reportLimit``.
    case tooManyReports(count: Int, limit: Int)
    /// The reports together are larger than ``ReportMerger/totalSizeLimit``.
    case tooLarge(path: String, limit: Int)
    /// A report that is not a Tartine JSON report of this schema's shape.
    case malformed(path: String, reason: String)
    /// A report of another schema version (`nil`: none at all).
    case schema(path: String, found: Int?)
    /// A report of a run of the whole matrix, or a merged one: not a shard's.
    case notAShard(path: String)
    /// A report written by another Tartine.
    case tartineVersion(path: String, found: String)
    /// Two reports of runs of different matrices (another manifest, theme or scenario).
    case otherMatrix(path: String, first: String)
    /// Two reports of runs with different settings.
    case otherSettings(path: String, settings: String, first: String, firstSettings: String)
    /// Two reports of runs split into a different number of shards.
    case otherShardCount(path: String, count: Int, first: String, firstCount: Int)
    /// The same shard given twice.
    case duplicateShard(index: Int, count: Int, path: String, other: String)
    /// Shards of the run that were not given.
    case missingShards(indexes: [Int], count: Int)
    /// A snapshot reported by two shards.
    case caseInTwoShards(snapshot: String, path: String, other: String)
    /// A shard's report whose cases are not the shard's.
    case wrongCases(path: String, reason: String)
    /// An entry whose message does not follow from its measurements (edited, or another Tartine).
    case messageMismatch(path: String, snapshot: String)
    /// An artifact path that leaves the report's directory (absolute, `..`, a link).
    case artifactOutside(path: String, artifact: String)
    /// A file could not be read (a report, an artifact) or written.
    case file(FileError)

    /// The message, naming the file and what to do.
    public var description: String {
        switch self {
        case .noReports(let arguments):
            return "no JSON report in \(arguments.map(TextMedium.terminal.field).joined(separator: ", ")); "
                + "give each shard's --json report, or the directories holding them"
        case .tooManyReports(let count, let limit):
            return "\(NumberText.grouped(count)) JSON reports, more than the limit of \(NumberText.grouped(limit))"
        case .tooLarge(let path, let limit):
            return
                "\(TextMedium.terminal.field(path)): the reports together are over the limit of \(ByteCount.text(limit))"
        case .malformed(let path, let reason):
            return "\(TextMedium.terminal.field(path)): not a Tartine JSON report: \(TextMedium.terminal.field(reason))"
        case .schema(let path, let found):
            let version = found.map { "schema version \($0)" } ?? "no schema version"
            return "\(TextMedium.terminal.field(path)): \(version); merge-reports reads version "
                + "\(ReportWriter.schemaVersion) (run the shards with Tartine \(TartineVersion.string))"
        case .notAShard(let path):
            return "\(TextMedium.terminal.field(path)): not a shard's report (run without --shard, or merged already); "
                + "merge the reports of tartine snapshot --shard i/n --json"
        case .tartineVersion(let path, let found):
            return
                "\(TextMedium.terminal.field(path)): written by Tartine \(TextMedium.terminal.field(found)), this is "
                + "\(TartineVersion.string); run every shard and the merge with the same Tartine"
        case .otherMatrix(let path, let first):
            return
                "\(TextMedium.terminal.field(path)): a run of another matrix than \(TextMedium.terminal.field(first)) "
                + "(another manifest, theme or scenario); merge the shards of one run"
        case .otherSettings(let path, let settings, let first, let firstSettings):
            return
                "\(TextMedium.terminal.field(path)): run with \(settings), but \(TextMedium.terminal.field(first)) with "
                + "\(firstSettings); merge the shards of one run"
        case .otherShardCount(let path, let count, let first, let firstCount):
            return
                "\(TextMedium.terminal.field(path)): one of \(count) shards, but \(TextMedium.terminal.field(first)) one of "
                + "\(firstCount); merge the shards of one run"
        case .duplicateShard(let index, let count, let path, let other):
            return
                "\(TextMedium.terminal.field(path)): shard \(index)/\(count) again (also \(TextMedium.terminal.field(other)))"
        case .missingShards(let indexes, let count):
            let list = indexes.prefix(20).map { "\($0)/\(count)" }.joined(separator: ", ")
            return "shard\(indexes.count == 1 ? "" : "s") \(list)\(indexes.count > 20 ? ", …" : "") missing: "
                + "a merge needs every shard's report"
        case .caseInTwoShards(let snapshot, let path, let other):
            return "\(TextMedium.terminal.field(path)): \(TextMedium.terminal.field(snapshot)) is also in "
                + "\(TextMedium.terminal.field(other)); a snapshot belongs to one shard"
        case .wrongCases(let path, let reason):
            return "\(TextMedium.terminal.field(path)): \(reason)"
        case .messageMismatch(let path, let snapshot):
            return
                "\(TextMedium.terminal.field(path)): the message of \(TextMedium.terminal.field(snapshot)) does not follow "
                + "from its measurements (the report was edited, or written by another Tartine)"
        case .artifactOutside(let path, let artifact):
            return
                "\(TextMedium.terminal.field(path)): artifact \(TextMedium.terminal.field(artifact)) is outside the report's "
                + "directory (absolute, '..' or a link out); refusing it"
        case .file(let error):
            return error.description
        }
    }
}
