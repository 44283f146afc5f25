/// What a run of a manifest's matrix was: the Tartine that ran it, which matrix, with which
/// settings, which shard of it, and (for a shard) the references it found, so that the JSON
/// reports of the shards of one run can be checked to fit together and merged into the report
/// of the whole run (``ReportMerger``).
public struct SuiteRun: Sendable, Hashable {
    /// One machine's part of a run: the cases whose position in the matrix ≡ `index` − 1 (mod `count`).
    public struct Shard: Sendable, Hashable {
        /// 1-based.
        public var index: Int
        /// How many shards the run has.
        public var count: Int

        /// Shard `index` of `count`.
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }

        /// How many of a matrix's `cases` this shard takes.
        public func size(ofMatrix cases: Int) -> Int {
            cases >= index ? (cases - index) / count + 1 : 0
        }

        /// The matrix position of the shard's `taken`-th case (0-based).
        public func position(of taken: Int) -> Int { taken * count + index - 1 }
    }

    /// `TartineVersion.string` of the Tartine that ran.
    public var tartineVersion: String
    /// A fingerprint of the matrix: every snapshot's identity in order, and the source hash of
    /// each theme and scenario. Two runs with the same fingerprint drew the same cases from
    /// the same sources.
    public var matrix: String
    /// The record mode and comparison settings, in words (`record never, strict false, …`).
    public var settings: String
    /// How many cases the whole matrix has.
    public var matrixSize: Int
    /// Which shard this was; `nil` for a run of the whole matrix (or a merged report).
    public var shard: Shard?
    /// The references directory, as the run named it (orphans are listed under it).
    public var referencesRoot: String
    /// The reference files a shard found under `referencesRoot` (relative, sorted): a shard
    /// cannot tell orphans, the merge can. `nil` for a run of the whole matrix, which lists its
    /// orphans itself.
    public var references: [String]?
    /// How many shard reports a merged report was made of; `nil` for a run.
    public var mergedShards: Int?

    /// Describes a run.
    public init(
        tartineVersion: String, matrix: String, settings: String, matrixSize: Int, shard: Shard?,
        referencesRoot: String, references: [String]? = nil, mergedShards: Int? = nil
    ) {
        self.tartineVersion = tartineVersion
        self.matrix = matrix
        self.settings = settings
        self.matrixSize = matrixSize
        self.shard = shard
        self.referencesRoot = referencesRoot
        self.references = references
        self.mergedShards = mergedShards
    }
}
