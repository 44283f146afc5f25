import Foundation
import Testing

@testable import ToastSnapshot

/// Event transcripts in the snapshot store and the reports: compared exactly, recorded by the
/// same modes as pictures, and a change shown as a -/+ diff in every report.
@Suite("Snapshot transcripts: store and reports")
struct TranscriptSnapshotTests {
    static let id = sampleID(group: "plugin-undo").transcript
    static let reference = "0.000 will_show #1\n0.250 did_show #1\n1.500 action #1 \"undo\"\n1.650 will_show #2\n"
    static let changed =
        "0.000 will_show #1\n0.250 did_show #1\n1.500 action #1 \"undo\"\n1.650 vetoed #2 plugin=gate reason=\"quiet\"\n"

    @Test("a transcript ID names a text file beside the scenario's pictures: no scale, no time")
    func path() {
        #expect(Self.id.relativePath == "diary/plugin-undo/iphone-15-light-en-transcript.txt")
        #expect(
            sampleID(variant: "reduced").transcript.relativePath
                == "diary/saved/iphone-15-light-en-reduced-transcript.txt")
        #expect(
            SnapshotStore(root: "r", failuresRoot: "f").artifacts(for: Self.id)
                == Artifacts(
                    expected: "f/diary/plugin-undo/iphone-15-light-en-transcript-expected.txt",
                    actual: "f/diary/plugin-undo/iphone-15-light-en-transcript-actual.txt",
                    diff: "f/diary/plugin-undo/iphone-15-light-en-transcript-diff.txt"))
    }

    @Test("missing, recorded, passed, changed, re-recorded: the record modes of pictures")
    func modes() throws {
        let dir = TemporaryDirectory()
        let store = SnapshotStore(root: dir.file("refs"), failuresRoot: dir.file("failures"))
        #expect(
            SnapshotStoreTests.describe(try store.verify(Self.id, transcript: Self.reference, mode: .never))
                == "missingReference")
        #expect(!dir.exists("refs/" + Self.id.relativePath))
        #expect(
            SnapshotStoreTests.describe(try store.verify(Self.id, transcript: Self.reference, mode: .missing))
                == "recorded(missing)")
        #expect(dir.bytes("refs/" + Self.id.relativePath) == Array(Self.reference.utf8))
        #expect(try store.verify(Self.id, transcript: Self.reference, mode: .never).isPassing)

        let outcome = try store.verify(Self.id, transcript: Self.changed, mode: .missing)
        guard case .transcriptChanged(let diff, let artifacts) = outcome else {
            Issue.record("expected a changed transcript, got \(outcome)")
            return
        }
        #expect(
            diff == """
                  0.250 did_show #1
                  1.500 action #1 "undo"
                - 1.650 will_show #2
                + 1.650 vetoed #2 plugin=gate reason="quiet"

                """)
        #expect(
            dir.bytes("refs/" + Self.id.relativePath) == Array(Self.reference.utf8),
            "a failure never overwrites the reference")
        #expect(FileSystem.readIfPresentOrNil(artifacts.expected) == Array(Self.reference.utf8))
        #expect(FileSystem.readIfPresentOrNil(artifacts.actual) == Array(Self.changed.utf8))
        #expect(FileSystem.readIfPresentOrNil(artifacts.diff ?? "") == Array(diff.utf8))
        #expect(
            SnapshotMessages.text(for: Self.id, outcome: outcome) == """
                diary/plugin-undo/iphone-15-light-en-transcript.txt: the event transcript changed: 1 line removed, 1 added. \
                Expected, actual and diff: \(dir.path)/failures/diary/plugin-undo/iphone-15-light-en-transcript-{expected,actual,diff}.txt; \
                re-record with --record failed or TARTINE_RECORD=failed.
                """)

        #expect(
            SnapshotStoreTests.describe(try store.verify(Self.id, transcript: Self.changed, mode: .failed))
                == "recorded(failed)")
        #expect(dir.bytes("refs/" + Self.id.relativePath) == Array(Self.changed.utf8))
        #expect(FileSystem.readIfPresentOrNil(artifacts.actual) == nil, "a recording clears the failure's artifacts")
        // --record all writes nothing a reference already holds byte for byte.
        #expect(
            SnapshotStoreTests.describe(try store.verify(Self.id, transcript: Self.changed, mode: .all)) == "passed")
        #expect(
            SnapshotStoreTests.describe(try store.verify(Self.id, transcript: Self.reference, mode: .all))
                == "recorded(all)")
        #expect(dir.bytes("refs/" + Self.id.relativePath) == Array(Self.reference.utf8))
    }

    /// A run with one changed transcript.
    static func report(failuresRoot: String = ".tartine/failures") -> SuiteReport {
        let store = SnapshotStore(root: "__Snapshots__", failuresRoot: failuresRoot)
        let diff = "  1.500 action #1 \"undo\"\n- 1.650 will_show #2\n+ 1.650 vetoed #2 plugin=gate reason=\"quiet\"\n"
        return SuiteReport(
            entries: [
                .init(
                    id: id, outcome: .transcriptChanged(diff: diff, artifacts: store.artifacts(for: id)), duration: 0.01
                )
            ],
            lints: [.init(id: id, message: "stats: plugins/stats.lua:19: saved: 1", severity: .note, fromScript: true)])
    }

    @Test("the terminal report shows the diff under the failure, and the run fails")
    func terminal() {
        let report = Self.report()
        #expect(report.failedCount == 1 && report.exitCode == 1)
        let text = ReportWriter.terminalSummary(report)
        #expect(
            text.contains(
                """
                FAIL diary/plugin-undo/iphone-15-light-en-transcript.txt: the event transcript changed: 1 line removed, 1 added.
                """))
        #expect(
            text.contains(
                """
                re-record with --record failed or TARTINE_RECORD=failed.
                      1.500 action #1 "undo"
                    - 1.650 will_show #2
                    + 1.650 vetoed #2 plugin=gate reason="quiet"
                note: diary/plugin-undo/iphone-15-light-en-transcript.txt: stats: plugins/stats.lua:19: saved: 1

                """))
        #expect(text.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test("HTML marks removed and added lines; JUnit carries the diff; JSON has it whole")
    func machineReports() throws {
        let dir = TemporaryDirectory()
        let report = Self.report(failuresRoot: dir.file("failures"))
        // The HTML report copies the transcript's artifacts beside its report.json (for a review of it).
        guard case .transcriptChanged(_, let artifacts) = report.entries[0].outcome else {
            Issue.record("not a changed transcript")
            return
        }
        for (role, path) in [("expected", artifacts.expected), ("actual", artifacts.actual), ("diff", artifacts.diff)] {
            try FileSystem.write(Array(role.utf8), to: try #require(path))
        }
        try ReportWriter.writeHTML(report, to: dir.path)
        for role in ["expected", "actual", "diff"] {
            let copy = dir.bytes("images/diary/plugin-undo/iphone-15-light-en-transcript-\(role).txt")
            #expect(copy == Array(role.utf8), "\(role)")
        }
        let html = String(decoding: dir.bytes("index.html") ?? [], as: UTF8.self)
        #expect(html.contains("<section class=\"entry failed\""))
        #expect(
            html.contains(
                "<span class=\"removed\">- 1.650 will_show #2</span>\n"
                    + "<span class=\"added\">+ 1.650 vetoed #2 plugin=gate reason=&quot;quiet&quot;</span>\n"))
        let junit = ReportWriter.junitXML(report)
        #expect(junit.contains("<failure type=\"transcriptChanged\""))
        #expect(
            junit.contains(
                "TARTINE_RECORD=failed.\n  1.500 action #1 &quot;undo&quot;\n- 1.650 will_show #2\n+ 1.650 vetoed"
            ))
        #expect(junit.contains("<system-out>note: stats: plugins/stats.lua:19: saved: 1</system-out>"))
        let json = ReportWriter.json(report)
        #expect(
            json.contains(
                "\"time\": null,\n      \"variant\": null,\n      \"medium\": \"transcript\",\n      \"status\": \"failed\""
            ))
        #expect(
            json.contains(
                "\"diff\": \"  1.500 action #1 \\\"undo\\\"\\n- 1.650 will_show #2\\n+ 1.650 vetoed #2 plugin=gate reason=\\\"quiet\\\"\\n\""
            ))
        #expect(json.contains("\"severity\": \"note\""))
    }

    @Test("orphaned transcripts are found like orphaned pictures")
    func orphans() throws {
        let dir = TemporaryDirectory()
        let store = SnapshotStore(root: dir.file("refs"), failuresRoot: dir.file("failures"))
        _ = try store.verify(Self.id, transcript: Self.reference, mode: .missing)
        #expect(try store.orphans(producedIDs: [Self.id]).orphans.isEmpty)
        #expect(try store.orphans(producedIDs: []).orphans == [dir.file("refs/" + Self.id.relativePath)])
    }

    @Test("a long transcript's diff is bounded: shared lines set aside, a large change shown whole")
    func longDiff() {
        let shared = (0..<50_000).map { "1.000 did_show #\($0)\n" }.joined()
        let expected = shared + (0..<3_000).map { "2.000 will_hide #\($0) timeout\n" }.joined() + shared
        let actual = shared + (0..<3_000).map { "2.000 did_hide #\($0) timeout\n" }.joined() + shared
        let diff = TranscriptLineDiff.diff(expected: expected, actual: actual) ?? ""
        let lines = diff.split(separator: "\n")
        #expect(lines.count == 2 + 3_000 + 3_000 + 2)
        #expect(
            lines.prefix(3) == ["  1.000 did_show #49998", "  1.000 did_show #49999", "- 2.000 will_hide #0 timeout"])
        #expect(lines.last == "  1.000 did_show #1")
        #expect(TranscriptLineDiff.diff(expected: "a\nb\nc\n", actual: "a\nB\nc\n") == "  a\n- b\n+ B\n  c\n")
        #expect(TranscriptLineDiff.diff(expected: shared, actual: shared) == nil)
    }
}
