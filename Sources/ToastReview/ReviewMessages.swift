import ToastFiles
import ToastSnapshot
import ToastText

/// The wording of `tartine review`'s errors and answers, in one place (tested exactly).
package enum ReviewMessages {
    /// No report where one was looked for.
    static func noReport(_ path: String) -> String {
        "\(Paths.display(path)): no snapshot run to review; run `tartine snapshot` first (it leaves its report there), or name one with --json"
    }

    /// A report that is not JSON of the expected form.
    static func notAReport(_ path: String, _ detail: String) -> String {
        "\(Paths.display(path)): not a Tartine JSON report (\(detail))"
    }

    /// A report of a schema this version does not know.
    static func unknownSchema(_ path: String, _ version: Int) -> String {
        "\(Paths.display(path)): schemaVersion \(version) is newer than this tartine reads (\(ReportWriter.schemaVersion)); update tartine"
    }

    /// Too many failures to review.
    static func tooManyFailures(_ path: String, _ count: Int) -> String {
        "\(Paths.display(path)): \(NumberText.grouped(count)) failures, more than the limit of \(NumberText.grouped(ReviewLimits.failures)) a review shows; record them with `tartine snapshot --record failed` or narrow the run"
    }

    /// An entry whose identity cannot name a reference.
    static func badEntry(_ path: String, _ entry: String, _ why: String) -> String {
        "\(Paths.display(path)): entry \(TextMedium.terminal.field(entry)): \(why)"
    }

    /// The last run passed.
    static func nothingToReview(_ path: String, checked: Int) -> String {
        "nothing to review: the run in \(Paths.display(path)) (\(NumberText.grouped(checked)) snapshots) has no failures"
    }

    /// An accept that found no new snapshot to copy.
    static func noActual(_ id: String) -> String {
        "\(id): its new snapshot is not among the run's artifacts (a later run passed, or the artifacts were moved)"
    }

    /// An accept whose new snapshot is not Tartine's.
    static func notTartines(_ id: String) -> String {
        "\(id): the new snapshot carries no Tartine manifest; it was not made by `tartine snapshot` and is not accepted"
    }
}

extension ReviewMessages {
    /// A request naming a case the report does not list.
    static func unknownCase(_ id: String) -> String {
        "\(TextMedium.terminal.field(String(id.prefix(200)))): no such failure in the run under review"
    }
}
