import FoundationEssentials
import ToastFiles
import ToastSnapshot

/// The failures of a JSON report (`tartine snapshot --json`, or the `last-run.json` every run
/// leaves beside its artifacts), read as data from elsewhere: at most
/// ``ReviewLimits/reportBytes``, at most ``ReviewLimits/failures`` failures, each entry's
/// identity checked to name a file below the references directory and nothing else.
package struct ReviewReport: Sendable {
    /// Where the report was read.
    package var path: String
    /// How many snapshots the run checked.
    package var checked: Int
    /// Its failures (images and transcripts), in the report's order.
    package var cases: [ReviewCase]

    /// The subset of the report's JSON a review reads.
    private struct Document: Decodable {
        var schemaVersion: Int
        var entries: [Entry]
    }

    private struct Entry: Decodable {
        var path: String
        var theme: String
        var group: String
        var screen: String
        var appearance: String
        var locale: String
        var scale: Int
        var time: Double?
        var variant: String?
        var medium: String
        var status: String
        var verdict: String?
        var message: String?
        var diff: String?
    }

    /// Reads the report at `path`.
    /// - Throws: ``ReviewError`` naming the file: absent, over the size limit, not a report,
    ///   a schema too new, too many failures, or an entry whose identity names no reference.
    package init(path: String) throws(ReviewError) {
        let bytes: [UInt8]?
        do { bytes = try Files.readIfPresent(path, limit: ReviewLimits.reportBytes) } catch {
            throw ReviewError(error.description)
        }
        guard let bytes else { throw ReviewError(ReviewMessages.noReport(path)) }
        try self.init(bytes: bytes, path: path)
    }

    /// Reads the report `bytes`, read from `path` (which the errors name).
    /// - Throws: ``ReviewError`` naming the file: over the size limit, not a report, a schema
    ///   too new, too many failures, or an entry whose identity names no reference.
    package init(bytes: [UInt8], path: String) throws(ReviewError) {
        guard bytes.count <= ReviewLimits.reportBytes else {
            throw ReviewError(
                FileError(path: path, problem: .tooLarge(size: bytes.count, limit: ReviewLimits.reportBytes))
                    .description)
        }
        let document: Document
        do { document = try JSONDecoder().decode(Document.self, from: Data(bytes)) } catch {
            throw ReviewError(ReviewMessages.notAReport(path, Self.describe(error)))
        }
        guard document.schemaVersion <= ReportWriter.schemaVersion else {
            throw ReviewError(ReviewMessages.unknownSchema(path, document.schemaVersion))
        }
        let failures = document.entries.filter { $0.status == "failed" }
        guard failures.count <= ReviewLimits.failures else {
            throw ReviewError(ReviewMessages.tooManyFailures(path, failures.count))
        }
        var seen = Set<String>()
        var cases: [ReviewCase] = []
        for entry in failures {
            let review = try Self.reviewCase(entry, report: path)
            guard seen.insert(review.id).inserted else {
                throw ReviewError(ReviewMessages.badEntry(path, entry.path, "listed twice"))
            }
            cases.append(review)
        }
        self.path = path
        self.checked = document.entries.count
        self.cases = cases
    }

    /// The case of a failed entry, its identity checked.
    private static func reviewCase(_ entry: Entry, report: String) throws(ReviewError) -> ReviewCase {
        guard entry.medium == "image" || entry.medium == "transcript" else {
            throw ReviewError(ReviewMessages.badEntry(report, entry.path, "unknown medium '\(entry.medium)'"))
        }
        var id = SnapshotID(
            theme: entry.theme, group: entry.group, screen: entry.screen, appearance: entry.appearance,
            locale: entry.locale, scale: entry.scale, time: entry.time ?? 0, variant: entry.variant)
        if entry.medium == "transcript" { id = id.transcript }
        do { try id.validate() } catch { throw ReviewError(ReviewMessages.badEntry(report, entry.path, "\(error)")) }
        guard id.relativePath == entry.path, Paths.staysInside(entry.path) else {
            throw ReviewError(
                ReviewMessages.badEntry(
                    report, entry.path, "its path is not the one its parts name (\(id.relativePath))"))
        }
        var diff = entry.diff
        if let text = diff, text.utf8.count > ReviewLimits.transcriptDiffBytes {
            diff = String(decoding: text.utf8.prefix(ReviewLimits.transcriptDiffBytes), as: UTF8.self) + "\n…"
        }
        return ReviewCase(id: entry.path, snapshot: id, verdict: entry.verdict, message: entry.message, diff: diff)
    }

    /// A decoding error in a sentence: what was wrong, and where.
    private static func describe(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return "no '\(key.stringValue)' at \(location(context.codingPath))"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
            return "wrong type at \(location(context.codingPath))"
        case .dataCorrupted(let context)?:
            return context.codingPath.isEmpty ? "not JSON" : "bad value at \(location(context.codingPath))"
        default:
            return "not JSON"
        }
    }

    private static func location(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "the top" : path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
}

/// A review that cannot start or a request refused: its text says what and where.
package struct ReviewError: Error, Equatable, CustomStringConvertible {
    /// The message.
    package var description: String

    init(_ description: String) { self.description = description }
}

extension ReviewReport {
    /// What `tartine review` says of a run without failures.
    package var nothingToReview: String { ReviewMessages.nothingToReview(path, checked: checked) }
}
