import Foundation
import Testing
import ToastFiles

@testable import ToastReview

@Suite("Review report: a report from elsewhere, bounded and checked entry by entry")
struct ReviewReportTests {
    @Test("the failures, in order, with their ids; passes are left out")
    func failures() throws {
        let fixture = try ReviewFixture()
        let report = try ReviewReport(path: fixture.reportPath)
        #expect(report.checked == 5)
        #expect(
            report.cases.map(\.id) == [
                ReviewFixture.diaryLight, ReviewFixture.diaryDark, ReviewFixture.snackbar, ReviewFixture.transcript,
            ])
        #expect(report.cases[3].artifact(.actual) == "diary/popup/iphone-15-light-en-transcript-actual.txt")
        #expect(report.cases[0].artifact(.diff) == "diary/saved/iphone-15-light-en@1x-1-diff.png")
    }

    @Test(
        "an entry whose identity could leave the references directory is refused, naming it",
        arguments: [
            (
                ReviewFixture.entry(path: "../saved/iphone-15-light-en@1x-1.png", theme: ".."),
                "entry ../saved/iphone-15-light-en@1x-1.png: snapshot theme '..' cannot be a file name: it must be non-empty, not '.' or '..', and hold no '/'"
            ),
            (
                ReviewFixture.entry(path: "diary/a/b/iphone-15-light-en@1x-1.png", group: "a/b"),
                "entry diary/a/b/iphone-15-light-en@1x-1.png: snapshot group 'a/b' cannot be a file name: it must be non-empty, not '.' or '..', and hold no '/'"
            ),
            (
                ReviewFixture.entry(path: "../../etc/passwd"),
                "entry ../../etc/passwd: its path is not the one its parts name (diary/saved/iphone-15-light-en@1x-1.png)"
            ),
            (
                ReviewFixture.entry(path: "diary/saved/iphone-15-light-en@1x-1.png", medium: "video"),
                "entry diary/saved/iphone-15-light-en@1x-1.png: unknown medium 'video'"
            ),
        ])
    func hostileEntry(entry: String, message: String) throws {
        let fixture = try ReviewFixture()
        try fixture.write(Array(ReviewFixture.report(entries: [entry]).utf8), to: fixture.reportPath)
        let error = #expect(throws: ReviewError.self) { try ReviewReport(path: fixture.reportPath) }
        #expect(error?.description == "\(Paths.display(fixture.reportPath)): \(message)")
    }

    @Test("no report, not a report, a newer schema: each said with the file")
    func unreadable() throws {
        let fixture = try ReviewFixture()
        let path = fixture.reportPath
        let shown = Paths.display(path)
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: ReviewError(ReviewMessages.noReport(path))) { try ReviewReport(path: path) }
        try fixture.write(Array("<html>".utf8), to: path)
        #expect(throws: ReviewError("\(shown): not a Tartine JSON report (not JSON)")) { try ReviewReport(path: path) }
        try fixture.write(Array("{\"schemaVersion\": 1}".utf8), to: path)
        #expect(throws: ReviewError("\(shown): not a Tartine JSON report (no 'entries' at the top)")) {
            try ReviewReport(path: path)
        }
        try fixture.write(Array(ReviewFixture.report(schemaVersion: 3).utf8), to: path)
        #expect(throws: ReviewError("\(shown): schemaVersion 3 is newer than this tartine reads (2); update tartine")) {
            try ReviewReport(path: path)
        }
    }

    @Test("a report over the size limit is refused before it is read, with the file and the limit")
    func tooLarge() throws {
        let fixture = try ReviewFixture()
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: fixture.reportPath))
        try handle.truncate(atOffset: UInt64(ReviewLimits.reportBytes + 1))
        try handle.close()
        #expect(throws: ReviewError("\(fixture.reportPath): 128.0 MiB, over the limit of 128 MiB")) {
            try ReviewReport(path: fixture.reportPath)
        }
    }

    @Test("more failures than a review shows are refused, naming the limit")
    func tooMany() throws {
        let fixture = try ReviewFixture()
        let entries = (0...ReviewLimits.failures).map { index in
            ReviewFixture.entry(path: "diary/saved/iphone-15-light-en@1x-1-v\(index).png", variant: "v\(index)")
        }
        try fixture.write(Array(ReviewFixture.report(entries: entries).utf8), to: fixture.reportPath)
        #expect(throws: ReviewError(ReviewMessages.tooManyFailures(fixture.reportPath, ReviewLimits.failures + 1))) {
            try ReviewReport(path: fixture.reportPath)
        }
    }
}
