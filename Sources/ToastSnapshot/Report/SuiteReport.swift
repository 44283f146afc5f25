/// Everything one snapshot run found: an entry per snapshot, the orphaned references, and the
/// theme lints, from which the report writers and the exit code are made.
public struct SuiteReport: Sendable {
    /// One snapshot's outcome.
    public struct Entry: Sendable {
        /// What the snapshot shows.
        public var id: SnapshotID
        /// What `SnapshotStore.verify` did.
        public var outcome: SnapshotOutcome
        /// Seconds spent rendering and checking it.
        public var duration: Double
        /// The position in the matrix of the case it comes from (0-based), when a suite run
        /// made it: the order a merge of shards puts entries back in.
        public var casePosition: Int? = nil

        /// An entry for one checked snapshot.
        public init(id: SnapshotID, outcome: SnapshotOutcome, duration: Double) {
            self.id = id
            self.outcome = outcome
            self.duration = duration
        }

        /// The outcome's message (`SnapshotMessages`), `nil` when it passed identical.
        public var message: String? { SnapshotMessages.text(for: id, outcome: outcome) }

        /// The entry as every report names it: the verdict of a pass (`identical`, `similar`,
        /// `drifted`), else `failed`, `recorded`, `missing` or `unchanged` (not drawn, `--changed`).
        public var label: String {
            switch outcome {
            case .passed(let comparison): comparison.verdict.name
            case .failed, .transcriptChanged: "failed"
            case .recorded: "recorded"
            case .missingReference: "missing"
            case .unchanged: "unchanged"
            }
        }

        /// The line diff of a changed transcript, at most `SnapshotMessages.diffLinesShown` lines
        /// (the whole diff is in the `-diff.txt` artifact); `nil` for any other outcome.
        public var transcriptDiff: String? {
            guard case .transcriptChanged(let diff, _) = outcome else { return nil }
            return SnapshotMessages.excerpt(of: diff)
        }
    }

    /// How bad a lint is: notes (what a plugin logged) and warnings are shown, errors also fail the run.
    public enum Severity: String, Sendable, Hashable {
        /// Shown only (a note: a plugin's `log`; a warning), or shown and failing the run.
        case note, warning, error
    }

    /// A problem found in a theme or scenario while sweeping the matrix (text truncated, contrast
    /// too low, a plugin or style function that failed …), about one snapshot or the whole run.
    public struct Lint: Sendable, Hashable {
        /// The snapshot it is about, or `nil` for the whole run.
        public var id: SnapshotID?
        /// What is wrong and what to do.
        public var message: String
        /// Whether it fails the run.
        public var severity: Severity
        /// Whether it is about a Lua file, `file:line: …`, said while the run drew (a plugin's log
        /// or failure, a style function's problem, a kind's message drawn without its arguments):
        /// `tartine snapshot` also prints these on stderr, and keeps each once.
        public var fromScript: Bool
        /// The position in the matrix of the case it was found in, `nil` for the whole run.
        public var casePosition: Int? = nil

        /// A lint about `id` (or the run).
        public init(id: SnapshotID?, message: String, severity: Severity, fromScript: Bool = false) {
            self.id = id
            self.message = message
            self.severity = severity
            self.fromScript = fromScript
        }
    }

    /// The run's name, as JUnit and HTML show it.
    public var name: String
    /// The snapshots, in the order they ran.
    public var entries: [Entry]
    /// References no snapshot of this run produced (`SnapshotStore.orphans`); they do not fail
    /// the run.
    public var orphans: [String]
    /// Orphaned references this run removed (`--prune`).
    public var pruned: [String]
    /// The lints.
    public var lints: [Lint]
    /// What the run was (Tartine's version, the matrix, the shard), when a suite run made the
    /// report: what `merge-reports` checks shards with.
    public var run: SuiteRun? = nil

    /// A report of `entries`, with the run's orphans, what it pruned, and its lints.
    public init(
        name: String = "tartine snapshots", entries: [Entry], orphans: [String] = [], pruned: [String] = [],
        lints: [Lint] = []
    ) {
        self.name = name
        self.entries = entries
        self.orphans = orphans
        self.pruned = pruned
        self.lints = lints
    }

    /// Snapshots that matched.
    public var passedCount: Int { entries.count { $0.outcome.isPassing } }
    /// Passes with some pixels different but within the tolerance.
    public var similarCount: Int {
        entries.count { if case .passed(let c) = $0.outcome, case .similar = c.verdict { true } else { false } }
    }
    /// Passes that hold only because the rendering environment changed.
    public var driftedCount: Int {
        entries.count { if case .passed(let c) = $0.outcome, c.passedOnDrift { true } else { false } }
    }
    /// Snapshots that did not match (different, resized, or a changed transcript).
    public var failedCount: Int {
        entries.count {
            switch $0.outcome {
            case .failed, .transcriptChanged: true
            default: false
            }
        }
    }
    /// Snapshots whose reference was written.
    public var recordedCount: Int { entries.count { if case .recorded = $0.outcome { true } else { false } } }
    /// Snapshots without a reference that could not be recorded.
    public var missingCount: Int { entries.count { if case .missingReference = $0.outcome { true } else { false } } }
    /// Snapshots not drawn because their inputs are those of their reference (`--changed`);
    /// counted among the passes too.
    public var unchangedCount: Int { entries.count { if case .unchanged = $0.outcome { true } else { false } } }
    /// Lints of severity `error`.
    public var lintErrorCount: Int { lints.count { $0.severity == .error } }

    /// What makes the run fail: failed, recorded and missing snapshots, and lint errors — the
    /// "failed" of the closing `N passed, N failed` line.
    public var notPassingCount: Int { failedCount + recordedCount + missingCount + lintErrorCount }

    /// The process exit code: 0 when every snapshot passed and no lint is an error; 1 for any
    /// difference, recording, missing reference or lint error. (2, bad input, is the caller's.)
    public var exitCode: Int32 { notPassingCount == 0 ? 0 : 1 }

    /// The closing line CI parsers read: `12 passed, 4 failed`.
    public var closingLine: String { "\(passedCount) passed, \(notPassingCount) failed" }
}
