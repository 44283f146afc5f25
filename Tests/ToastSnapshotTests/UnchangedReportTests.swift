import Testing
import ToastText

@testable import ToastSnapshot

/// An `unchanged` snapshot (not drawn, `--changed`) in every report: a pass with a count of its
/// own, `"status": "unchanged"` in JSON, a passed JUnit testcase that says it was not rendered.
@Suite struct UnchangedReportTests {
    static let report = SuiteReport(entries: [
        .init(id: sampleID(time: 1), outcome: .unchanged, duration: 0.001),
        .init(id: sampleID(time: 2), outcome: .unchanged, duration: 0.001),
        .init(id: sampleID(time: 3), outcome: .passed(Comparison(verdict: .identical, result: nil)), duration: 0.01),
    ])

    @Test func countedAsPassingWithACountOfItsOwn() {
        #expect(Self.report.unchangedCount == 2)
        #expect(Self.report.passedCount == 3)
        #expect(Self.report.exitCode == 0)
        #expect(Self.report.entries[0].label == "unchanged")
        #expect(Self.report.entries[0].message == nil)
    }

    @Test func terminalAndMarkdown() {
        #expect(
            ReportWriter.terminalSummary(Self.report)
                == "Snapshots: 3 checked; 3 passed, 2 unchanged (not rendered), 0 different, 0 recorded, 0 missing; 0 orphans, 0 lints\n3 passed, 0 failed\n"
        )
        #expect(
            ReportWriter.markdownSummary(Self.report).contains(
                "3 checked: 1 identical, 2 unchanged, 0 similar, 0 drifted, 0 different, 0 recorded, 0 missing;"))
    }

    @Test func json() {
        let json = ReportWriter.json(Self.report)
        #expect(json.contains(#""unchanged": 2"#))
        #expect(json.contains(#""status": "unchanged""#))
        #expect(json.contains(#""rendered": false"#))
    }

    @Test func junit() {
        let xml = ReportWriter.junitXML(Self.report)
        #expect(xml.contains(#"failures="0""#))
        #expect(
            xml.contains(
                """
                time="0.001">
                      <properties><property name="tartine.status" value="unchanged"/></properties>
                      <system-out>unchanged: not rendered: its inputs (theme files, fonts, Tartine&apos;s version, the case) are those its reference was recorded from (--changed)</system-out>
                    </testcase>
                """))
    }

    @Test func html() throws {
        let dir = TemporaryDirectory()
        try ReportWriter.writeHTML(Self.report, to: dir.path)
        let page = String(decoding: try #require(dir.bytes("index.html")), as: UTF8.self)
        #expect(page.contains(#"<section class="entry unchanged" id="snapshot-1">"#))
        #expect(page.contains("<span class=\"badge\">unchanged</span>"))
        #expect(page.contains("not rendered: its inputs"))
    }
}
