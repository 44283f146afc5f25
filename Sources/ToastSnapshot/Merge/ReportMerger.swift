import ToastCore
import ToastFiles

/// Merges the JSON reports of a sharded run (`tartine snapshot --shard i/n --json`) into the
/// report of the whole run, the same an unsharded run of the matrix gives: entries in the
/// matrix's order, each lint Lua reported once, the run's own lints once, and the orphans
/// (the references any shard found that no shard's snapshot produced).
///
/// Reports that do not fit together are refused, naming the file: another schema or Tartine,
/// another matrix or settings, a shard missing or given twice, a snapshot in two shards, a
/// report cut short, an artifact outside the report's directory, more or larger reports than
/// the limits.
public enum ReportMerger {
    /// The most bytes of one report.
    public static var reportSizeLimit: Int { Limits.mergedReportFileSize }
    /// The most bytes of all reports together.
    public static var totalSizeLimit: Int { Limits.mergedReportsTotalSize }
    /// The most reports of one merge.
    public static var reportLimit: Int { Limits.mergedReports }

    /// The JSON reports `arguments` name: a file as it is, a directory searched for `*.json`
    /// files (links not followed, as deep as the file layer scans, hidden directories such as
    /// `.tartine` left out), in order.
    /// - Throws: ``ReportMergeError/file(_:)`` for an argument that cannot be read,
    ///   ``ReportMergeError/noReports(arguments:)``, ``ReportMergeError/tooManyReports(count:limit:)``.
    public static func reportFiles(in arguments: [String]) throws(ReportMergeError) -> [String] {
        var files: [String] = []
        for argument in arguments {
            do throws(FileError) {
                if try Files.kind(of: argument) == .directory {
                    let scan = try Files.scan(argument, suffix: ".json")
                    if let problem = scan.problems.first { throw problem }
                    // Not in hidden directories: a shard's `.tartine/failures` holds the
                    // last-run.json every run leaves for `tartine review`, a second copy.
                    let reports = scan.files.filter { file in
                        !file.split(separator: "/").dropLast().contains { $0.hasPrefix(".") }
                    }
                    files += reports.map { Paths.join(argument, $0) }
                } else {
                    files.append(argument)
                }
            } catch { throw .file(error) }
            guard files.count <= reportLimit else { throw .tooManyReports(count: files.count, limit: reportLimit) }
        }
        guard !files.isEmpty else { throw .noReports(arguments: arguments) }
        return files
    }

    /// Reads the shard reports at `paths` and merges them.
    /// - Returns: the whole run's report, and where its artifacts are.
    /// - Throws: ``ReportMergeError`` naming the file that does not fit.
    public static func merge(files paths: [String]) throws(ReportMergeError) -> MergedReport {
        guard paths.count <= reportLimit else { throw .tooManyReports(count: paths.count, limit: reportLimit) }
        var total = 0
        var shards: [ShardReport] = []
        for path in paths {
            let bytes: [UInt8]
            do { bytes = try Files.read(path, limit: reportSizeLimit) } catch { throw .file(error) }
            total += bytes.count
            guard total <= totalSizeLimit else { throw .tooLarge(path: path, limit: totalSizeLimit) }
            shards.append(try ShardReport(bytes: bytes, path: path))
        }
        return try merge(shards)
    }

    /// Merges shard reports already read: each one's bytes and the path it was read from (which
    /// errors name, and where its artifacts are looked for).
    /// - Throws: ``ReportMergeError`` naming the report that does not fit.
    package static func merge(reports: [(path: String, bytes: [UInt8])]) throws(ReportMergeError) -> MergedReport {
        guard reports.count <= reportLimit else { throw .tooManyReports(count: reports.count, limit: reportLimit) }
        var shards: [ShardReport] = []
        for report in reports { shards.append(try ShardReport(bytes: report.bytes, path: report.path)) }
        return try merge(shards)
    }

    static func merge(_ given: [ShardReport]) throws(ReportMergeError) -> MergedReport {
        guard let first = given.first else { throw .noReports(arguments: []) }
        var byIndex: [Int: ShardReport] = [:]
        for shard in given {
            if shard.run.matrix != first.run.matrix || shard.run.matrixSize != first.run.matrixSize {
                throw .otherMatrix(path: shard.path, first: first.path)
            }
            if shard.run.settings != first.run.settings {
                throw .otherSettings(
                    path: shard.path, settings: shard.run.settings, first: first.path,
                    firstSettings: first.run.settings)
            }
            if shard.shard.count != first.shard.count {
                throw .otherShardCount(
                    path: shard.path, count: shard.shard.count, first: first.path, firstCount: first.shard.count)
            }
            if let other = byIndex[shard.shard.index] {
                throw .duplicateShard(
                    index: shard.shard.index, count: shard.shard.count, path: shard.path, other: other.path)
            }
            byIndex[shard.shard.index] = shard
        }
        let count = first.shard.count
        let missing = (1...count).filter { byIndex[$0] == nil }
        guard missing.isEmpty else { throw .missingShards(indexes: missing, count: count) }
        let shards = (1...count).compactMap { byIndex[$0] }

        var owner: [String: String] = [:]
        var placed: [(Int, SuiteReport.Entry)] = []
        var caseLints: [(Int, SuiteReport.Lint)] = []
        var runLints: [SuiteReport.Lint] = []
        var seenRunLints = Set<SuiteReport.Lint>()
        var references = Set<String>()
        var sources: [String: ArtifactSource] = [:]
        for shard in shards {
            for entry in shard.entries {
                let name = entry.id.relativePath
                if let other = owner[name] { throw .caseInTwoShards(snapshot: name, path: shard.path, other: other) }
                owner[name] = shard.path
                placed.append((entry.casePosition ?? 0, entry))
            }
            for lint in shard.lints {
                if let position = lint.casePosition {
                    caseLints.append((position, lint))
                } else if seenRunLints.insert(lint).inserted {
                    // The run's own lints (the references scan) are the same in every shard: once.
                    runLints.append(lint)
                }
            }
            references.formUnion(shard.run.references ?? [])
            sources.merge(shard.sources) { kept, _ in kept }
        }
        // Stable sorts: a case's entries and lints keep their order, from the one shard that ran it.
        let entries = stableSorted(placed).map(\.1)
        let lints = SuiteReport.Lint.onceEach(stableSorted(caseLints).map(\.1)) + runLints
        let orphans = references.subtracting(owner.keys).sorted().map { Paths.join(first.run.referencesRoot, $0) }
        var report = SuiteReport(name: first.name, entries: entries, orphans: orphans, lints: lints)
        report.run = SuiteRun(
            tartineVersion: first.run.tartineVersion, matrix: first.run.matrix, settings: first.run.settings,
            matrixSize: first.run.matrixSize, shard: nil, referencesRoot: first.run.referencesRoot,
            mergedShards: count)
        return MergedReport(report: report, sources: sources)
    }

    private static func stableSorted<T>(_ items: [(Int, T)]) -> [(Int, T)] {
        items.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
    }
}

/// The report of a whole run merged from its shards' reports, and where each artifact it names
/// lies (inside the directory of the shard report that named it).
public struct MergedReport: Sendable {
    /// The whole run's report: write it with ``ReportWriter`` (terminal, JUnit, JSON,
    /// Markdown), and the HTML report with ``writeHTML(to:)``.
    public var report: SuiteReport
    let sources: [String: ArtifactSource]

    /// Writes the HTML report of the merged run into `dir`, each failure's images copied in
    /// from its shard's directory (read only inside it, links out refused).
    /// - Throws: ``ReportMergeError/file(_:)`` when an artifact is missing or cannot be read,
    ///   or the report cannot be written.
    public func writeHTML(to dir: String) throws(ReportMergeError) {
        let sources = self.sources
        do throws(SnapshotError) {
            try ReportWriter.writeHTML(report, to: dir) { (path) throws(SnapshotError) in
                guard let source = sources[path] else {
                    do throws(FileError) { return try Files.read(path, limit: Limits.referenceFileSize) } catch {
                        throw .file(error)
                    }
                }
                do throws(FileError) {
                    guard
                        let bytes = try Files.readConfined(
                            source.relative, inside: source.directory, limit: Limits.referenceFileSize)
                    else { throw FileError.notFound(function: "open", path: path) }
                    return bytes
                } catch { throw .file(error) }
            }
        } catch {
            if case .file(let error) = error { throw .file(error) }
            throw .malformed(path: dir, reason: error.description)
        }
    }
}
