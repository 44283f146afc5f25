import ToastCore
import ToastFiles

/// One shard's JSON report, read and checked: its run, its entries and lints rebuilt as the
/// suite made them, its artifacts' paths made relative to where the merge runs.
struct ShardReport {
    /// The report file, as given.
    var path: String
    var name: String
    var run: SuiteRun
    var shard: SuiteRun.Shard
    var entries: [SuiteReport.Entry]
    var lints: [SuiteReport.Lint]
    /// Each artifact path of `entries` → the report's directory and the path inside it.
    var sources: [String: ArtifactSource]

    /// Reads the report at `path` (`bytes`) and checks that it is a shard's, of this Tartine,
    /// whose entries are its shard's cases and whose artifacts stay in its directory.
    init(bytes: [UInt8], path: String) throws(ReportMergeError) {
        let document = try ReportDocument.decode(bytes, path: path)
        guard let run = document.run, let shard = run.shard else { throw .notAShard(path: path) }
        guard run.tartineVersion == TartineVersion.string else {
            throw .tartineVersion(path: path, found: run.tartineVersion)
        }
        guard shard.count >= 1, (1...shard.count).contains(shard.index), run.matrixSize >= 0,
            run.matrixSize <= Limits.casesPerManifest
        else {
            throw .malformed(
                path: path, reason: "run: shard \(shard.index)/\(shard.count) of a matrix of \(run.matrixSize) cases")
        }
        self.path = path
        self.name = document.name
        self.shard = SuiteRun.Shard(index: shard.index, count: shard.count)
        self.run = SuiteRun(
            tartineVersion: run.tartineVersion, matrix: run.matrix, settings: run.settings, matrixSize: run.matrixSize,
            shard: self.shard, referencesRoot: run.referencesRoot, references: run.references)
        let directory = Paths.directory(of: path)
        var entries: [SuiteReport.Entry] = []
        var sources: [String: ArtifactSource] = [:]
        var images = 0
        for item in document.entries {
            let id = try item.id(in: path)
            let outcome = try item.outcome(in: path)
            guard item.duration.isFinite, item.duration >= 0 else {
                throw .malformed(path: path, reason: "\(item.path): duration \(item.duration)")
            }
            guard let position = item.case, position >= 0, position < run.matrixSize,
                position % self.shard.count == self.shard.index - 1
            else {
                throw .wrongCases(
                    path: path,
                    reason:
                        "\(TextMedium.terminal.field(item.path)) is at case \(item.case.map(String.init) ?? "none"), "
                        + "not one of shard \(self.shard.index)/\(self.shard.count) of a matrix of \(run.matrixSize) cases"
                )
            }
            // Artifacts first: a path out of the directory is refused as such, whatever the message says.
            let relocated = try Self.relocated(outcome, from: directory, path: path, into: &sources)
            var entry = SuiteReport.Entry(id: id, outcome: outcome, duration: item.duration)
            entry.casePosition = position
            guard entry.message == item.message else { throw .messageMismatch(path: path, snapshot: item.path) }
            if !id.isTranscript { images += 1 }
            entry.outcome = relocated
            entries.append(entry)
        }
        let expected = self.shard.size(ofMatrix: run.matrixSize)
        guard images == expected else {
            throw .wrongCases(
                path: path,
                reason:
                    "\(images) pictures, but shard \(self.shard.index)/\(self.shard.count) of a matrix of "
                    + "\(run.matrixSize) cases has \(expected) (a report cut short?)")
        }
        var ids: [String: SnapshotID] = [:]
        for entry in entries { ids[entry.id.relativePath] = entry.id }
        var lints: [SuiteReport.Lint] = []
        for item in document.lints {
            guard let severity = SuiteReport.Severity(rawValue: item.severity) else {
                throw .malformed(path: path, reason: "lint severity '\(item.severity)'")
            }
            var id: SnapshotID? = nil
            if let name = item.id {
                guard let found = ids[name] else {
                    throw .malformed(path: path, reason: "a lint about \(name), which the report does not hold")
                }
                id = found
            }
            var lint = SuiteReport.Lint(id: id, message: item.message, severity: severity, fromScript: item.fromScript)
            lint.casePosition = item.case
            lints.append(lint)
        }
        self.entries = entries
        self.lints = lints
        self.sources = sources
    }

    /// `outcome` with its artifacts' paths under `directory` (the report's), each checked to
    /// stay inside it: relative, no `..` out, no link out.
    static func relocated(
        _ outcome: SnapshotOutcome, from directory: String, path: String, into sources: inout [String: ArtifactSource]
    ) throws(ReportMergeError) -> SnapshotOutcome {
        func move(_ artifacts: Artifacts) throws(ReportMergeError) -> Artifacts {
            func one(_ relative: String) throws(ReportMergeError) -> String {
                guard Paths.staysInside(relative), !relative.isEmpty else {
                    throw .artifactOutside(path: path, artifact: relative)
                }
                do { _ = try Paths.confinedIfPresent(relative, inside: directory) } catch {
                    throw .artifactOutside(path: path, artifact: relative)
                }
                let moved = Paths.join(directory, relative)
                sources[moved] = ArtifactSource(directory: directory, relative: relative)
                return moved
            }
            return Artifacts(
                expected: try one(artifacts.expected), actual: try one(artifacts.actual),
                diff: try artifacts.diff.map { (diff) throws(ReportMergeError) in try one(diff) })
        }
        switch outcome {
        case .failed(let comparison, let artifacts): return .failed(comparison, artifacts: try move(artifacts))
        case .transcriptChanged(let diff, let artifacts):
            return .transcriptChanged(diff: diff, artifacts: try move(artifacts))
        case .passed, .recorded, .missingReference, .unchanged: return outcome
        }
    }
}

/// Where a merged report's artifact is read from: a path inside a shard report's directory.
struct ArtifactSource: Hashable, Sendable {
    var directory: String
    var relative: String
}
