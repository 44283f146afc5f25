import Synchronization
import ToastFiles
import ToastPNG
import ToastSnapshot
import ToastText

/// A review of one run's failures: what the page shows, and Accept and Reject.
///
/// Files are touched only through the file layer's confined calls: artifacts are read below
/// ``artifacts`` (a link that leads out of it is not followed), a reference is written below
/// ``references`` atomically and never through a link, at the file or at a directory on the
/// way. A request names a case by its id from the report, which is looked up, never used as
/// a path: a case's paths are made from its checked `SnapshotID`.
package final class ReviewSession: Sendable {
    /// What became of a case in this review.
    package enum Decision: String, Sendable {
        /// Not decided yet.
        case pending
        /// Its reference is the new snapshot (accepted now, or earlier: the reference already
        /// holds the new snapshot's bytes).
        case accepted
        /// Looked at and refused: the reference stays.
        case rejected
    }

    /// The report under review.
    package let report: ReviewReport
    /// The references directory Accept writes to.
    package let references: String
    /// The directory of the run's failure artifacts.
    package let artifacts: String
    private let positions: [String: Int]
    private let decisions: Mutex<[Decision]>

    /// A review of `report`, whose artifacts are below `artifacts`, writing references below
    /// `references`. A case whose reference already holds its new snapshot starts accepted.
    package init(report: ReviewReport, references: String, artifacts: String) {
        self.report = report
        self.references = references
        self.artifacts = artifacts
        var positions: [String: Int] = [:]
        for (index, item) in report.cases.enumerated() { positions[item.id] = index }
        self.positions = positions
        let decided = report.cases.map { item -> Decision in
            guard
                let actual = try? Files.readConfined(item.artifact(.actual), inside: artifacts, limit: Self.fileLimit),
                let reference = try? Files.readConfined(item.id, inside: references, limit: Self.fileLimit)
            else { return .pending }
            return actual == reference ? .accepted : .pending
        }
        decisions = Mutex(decided)
    }

    /// The largest artifact or reference read.
    static let fileLimit = Limits.referenceFileSize

    /// The decision on each case, in the report's order.
    package var currentDecisions: [Decision] { decisions.withLock { $0 } }

    /// The bytes of the artifact `role` of the case at `index`, or `nil` when there is none
    /// (not written, over the limit, or a link that leads out of the artifacts directory).
    package func artifact(at index: Int, _ role: ArtifactRole) -> [UInt8]? {
        guard report.cases.indices.contains(index) else { return nil }
        return try? Files.readConfined(report.cases[index].artifact(role), inside: artifacts, limit: Self.fileLimit)
    }

    /// Makes the new snapshot of the case `id` its reference: the `-actual` artifact's bytes
    /// (exactly what `--record` writes), written atomically below ``references``.
    /// - Throws: ``ReviewError``: an unknown id, a missing artifact, a picture without
    ///   Tartine's manifest, or a refused write (a link on the way).
    package func accept(_ id: String) throws(ReviewError) {
        let index = try position(of: id)
        let item = report.cases[index]
        let bytes: [UInt8]?
        do { bytes = try Files.readConfined(item.artifact(.actual), inside: artifacts, limit: Self.fileLimit) } catch {
            throw ReviewError(error.description)
        }
        guard let bytes else { throw ReviewError(ReviewMessages.noActual(id)) }
        guard item.isTranscript || PictureManifest(png: bytes) != nil else {
            throw ReviewError(ReviewMessages.notTartines(id))
        }
        do { try Files.writeConfined(bytes, to: item.snapshot.relativePath, inside: references) } catch {
            throw ReviewError(error.description)
        }
        decisions.withLock { $0[index] = .accepted }
    }

    /// Marks the case `id` rejected; its reference stays as it is (a case accepted in this
    /// review is not un-written).
    /// - Throws: ``ReviewError`` for an unknown id.
    package func reject(_ id: String) throws(ReviewError) {
        let index = try position(of: id)
        decisions.withLock { $0[index] = .rejected }
    }

    /// Accepts every pending case of the theme named `theme` (rejected ones stay rejected).
    /// - Returns: the ids accepted, and the ids that could not be, with why.
    package func acceptAll(theme: String) -> (accepted: [String], refused: [(id: String, reason: String)]) {
        let pending = currentDecisions
        var accepted: [String] = []
        var refused: [(id: String, reason: String)] = []
        for (index, item) in report.cases.enumerated() where item.theme == theme && pending[index] == .pending {
            do {
                try accept(item.id)
                accepted.append(item.id)
            } catch {
                refused.append((item.id, error.description))
            }
        }
        return (accepted, refused)
    }

    /// Whether the report lists a failure `id`.
    package func knows(_ id: String) -> Bool { positions[id] != nil }

    /// The position of the case `id` in the report.
    private func position(of id: String) throws(ReviewError) -> Int {
        guard let index = positions[id] else { throw ReviewError(ReviewMessages.unknownCase(id)) }
        return index
    }

    /// The cases as the page reads them: for each, its id, theme, medium, verdict, message,
    /// transcript diff, decision and which artifacts exist. What the page only shows (the
    /// verdict, the message, each line of the diff) is written as terminal lines
    /// (`TextMedium.terminal`), so the page shows a report's controls and bidirectional
    /// characters escaped, as the terminal does; what it sends back (the id) is as read.
    package func casesJSON() -> String {
        let decided = currentDecisions
        let shown = { (text: String?) in text.map(TextMedium.terminal.field) }
        let diff = { (text: String?) in
            text.map { $0.split(separator: "\n").map { TextMedium.terminal.field(String($0)) }.joined(separator: "\n") }
        }
        let cases = report.cases.enumerated().map { index, item -> JSONValue in
            .object([
                ("id", .string(item.id)), ("theme", .string(item.theme)),
                ("medium", .string(item.isTranscript ? "transcript" : "image")),
                ("verdict", .optional(shown(item.verdict))), ("message", .optional(shown(item.message))),
                ("diff", .optional(diff(item.diff))), ("decision", .string(decided[index].rawValue)),
            ])
        }
        return JSONValue.object([
            ("report", .string(Paths.display(report.path))), ("checked", .int(report.checked)),
            ("references", .string(Paths.display(references))), ("cases", .array(cases)),
        ]).rendered() + "\n"
    }
}
