import ToastCore
import ToastText

extension ReportWriter {
    /// The report as JSON for tools, keys always in the same order (`schemaVersion`, `name`,
    /// `summary`, `entries`, `orphans`, `pruned`, `lints`, `run`), two-space indented, ending in a newline.
    /// Each entry has its ID's parts, `medium` (`image`, or `transcript` with `time` null),
    /// `status` (passed, failed, recorded, missing), the duration in seconds, and what was
    /// measured; a changed transcript has its whole line `diff`.
    ///
    /// Schema version 2 adds what `tartine merge-reports` needs to rebuild the report of the
    /// whole run from its shards': each entry's and lint's `case` (its position in the matrix),
    /// each comparison's `tolerance` and `diffThreshold`, each lint's `fromScript`, and `run`
    /// (``SuiteRun``: Tartine's version, the matrix's fingerprint, the settings, the shard, the
    /// references a shard found).
    public static func json(_ report: SuiteReport) -> String {
        let document = JSONValue.object([
            ("schemaVersion", .int(schemaVersion)),
            ("name", .string(report.name)),
            ("summary", summary(report)),
            ("entries", .array(report.entries.map(entry))),
            ("orphans", .array(report.orphans.map(JSONValue.string))),
            ("pruned", .array(report.pruned.map(JSONValue.string))),
            (
                "lints",
                .array(
                    report.lints.map {
                        .object([
                            ("id", .optional($0.id?.relativePath)), ("severity", .string($0.severity.rawValue)),
                            ("message", .string($0.message)),
                            ("fromScript", .bool($0.fromScript)), ("case", $0.casePosition.map(JSONValue.int) ?? .null),
                        ])
                    })
            ),
            ("run", report.run.map(run) ?? .null),
        ])
        return document.rendered() + "\n"
    }

    /// The JSON report's schema: 2 since it carries what a merge of shards needs.
    public static let schemaVersion = 2

    private static func run(_ run: SuiteRun) -> JSONValue {
        .object([
            ("tartineVersion", .string(run.tartineVersion)), ("matrix", .string(run.matrix)),
            ("settings", .string(run.settings)), ("matrixSize", .int(run.matrixSize)),
            (
                "shard",
                run.shard.map { .object([("index", .int($0.index)), ("count", .int($0.count))]) } ?? .null
            ),
            ("referencesRoot", .string(run.referencesRoot)),
            ("references", run.references.map { .array($0.map(JSONValue.string)) } ?? .null),
            ("mergedShards", run.mergedShards.map(JSONValue.int) ?? .null),
        ])
    }

    private static func summary(_ report: SuiteReport) -> JSONValue {
        .object([
            ("checked", .int(report.entries.count)),
            ("passed", .int(report.passedCount)),
            ("failed", .int(report.failedCount)),
            ("recorded", .int(report.recordedCount)),
            ("missing", .int(report.missingCount)),
            ("unchanged", .int(report.unchangedCount)),
            ("orphans", .int(report.orphans.count)),
            ("lintErrors", .int(report.lintErrorCount)),
            ("exitCode", .int(Int(report.exitCode))),
        ])
    }

    private static func entry(_ entry: SuiteReport.Entry) -> JSONValue {
        let id = entry.id
        var members: [(String, JSONValue)] = [
            ("path", .string(id.relativePath)),
            ("theme", .string(id.theme)), ("group", .string(id.group)), ("screen", .string(id.screen)),
            ("appearance", .string(id.appearance)), ("locale", .string(id.locale)), ("scale", .int(id.scale)),
            ("time", id.isTranscript ? .null : .number(SnapshotID.format(time: id.time))),
            ("variant", .optional(id.variant)),
            ("medium", .string(id.isTranscript ? "transcript" : "image")),
            ("status", .string(status(entry.outcome))),
            ("duration", .number(NumberText.fixed(entry.duration, digits: 3))),
        ]
        switch entry.outcome {
        case .passed(let comparison):
            members += measurements(comparison)
        case .failed(let comparison, let artifacts):
            members += measurements(comparison)
            members.append(
                (
                    "artifacts",
                    .object([
                        ("expected", .string(artifacts.expected)), ("actual", .string(artifacts.actual)),
                        ("diff", .optional(artifacts.diff)),
                    ])
                ))
        case .transcriptChanged(let diff, let artifacts):
            members.append(("verdict", .string("different")))
            members.append(("diff", .string(diff)))
            members.append(
                (
                    "artifacts",
                    .object([
                        ("expected", .string(artifacts.expected)), ("actual", .string(artifacts.actual)),
                        ("diff", .optional(artifacts.diff)),
                    ])
                ))
        case .recorded(let reason):
            members.append(("recordReason", .string(reason.rawValue)))
        case .missingReference:
            break
        case .unchanged:
            members.append(("rendered", .bool(false)))
        }
        members.append(("message", .optional(entry.message)))
        members.append(("case", entry.casePosition.map(JSONValue.int) ?? .null))
        return .object(members)
    }

    private static func measurements(_ comparison: Comparison) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("verdict", .string(comparison.verdict.name)), ("passedOnDrift", .bool(comparison.passedOnDrift)),
        ]
        if case .drifted(let changed, _, _) = comparison.verdict { members.append(("changedPixels", .int(changed))) }
        if let result = comparison.result {
            members += [
                ("differentPixels", .int(result.differentPixels)),
                ("antialiasedPixels", .int(result.antialiasedPixels)),
                ("totalPixels", .int(result.totalPixels)),
                ("ratio", .double(result.differentRatio)),
                (
                    "boundingBox",
                    result.boundingBox.map {
                        .object([
                            ("x", .int($0.x)), ("y", .int($0.y)), ("width", .int($0.width)),
                            ("height", .int($0.height)),
                        ])
                    } ?? .null
                ),
            ]
        }
        if case .sizeMismatch(let expected, let actual) = comparison.verdict {
            members.append(("expectedSize", .array([.int(expected.width), .int(expected.height)])))
            members.append(("actualSize", .array([.int(actual.width), .int(actual.height)])))
        }
        members.append(
            (
                "environmentChanged",
                .array(
                    comparison.environmentChanges.map {
                        .object([
                            ("key", .string($0.key)), ("expected", .optional($0.expected)),
                            ("actual", .optional($0.actual)),
                        ])
                    })
            ))
        members.append(
            (
                "tolerance",
                .object([
                    ("maxDiffPixels", comparison.tolerance.maxDiffPixels.map(JSONValue.int) ?? .null),
                    ("maxDiffPixelRatio", comparison.tolerance.maxDiffPixelRatio.map(JSONValue.double) ?? .null),
                ])
            ))
        members.append(("diffThreshold", .double(comparison.options.threshold)))
        return members
    }

    /// The outcome's ``ReportStatus``, as reports spell it.
    static func status(_ outcome: SnapshotOutcome) -> String {
        ReportStatus(outcome).rawValue
    }

}
