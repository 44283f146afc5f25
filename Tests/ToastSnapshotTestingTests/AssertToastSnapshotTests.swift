import Foundation
import Testing
import ToastCore
import ToastRender
import ToastSnapshot
@testable import ToastSnapshotTesting
import XCTest

/// A diary toast fully shown on iPhone 15 @1x, built in Swift (no Lua needed).
func diaryFrame(_ message: String, background: String) throws -> Frame {
    var style = ToastStyle()
    style.background = try Color(parsing: background)
    let content = ToastContent(kind: "saved", icon: .emoji("💾"), message: message, style: style)
    var presenter = Presenter()
    presenter.show(ToastRequest(content), at: 0)
    presenter.advance(to: 1)
    let measurer = PangoMeasurer(fonts: try FontSet.pinned())
    return Timeline(presenter.timeline, screen: .iPhone15, measurer: measurer).frame(at: 1)
}

let oneX = RenderOptions(scale: 1, background: .plain(.white))

/// Removes the failure pictures this file's deliberate failures write under the temporary
/// directory (`tartine-failures/AssertToastSnapshotTests`), and `tartine-failures` when empty.
func removeDeliberateFailures() {
    let failures = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-failures")
    try? FileManager.default.removeItem(at: failures.appendingPathComponent("AssertToastSnapshotTests"))
    rmdir(failures.path)
}

@Suite("assertToastSnapshot in Swift Testing", .serialized)
struct AssertToastSnapshotTests {
    @Test("a toast matches its committed reference")
    func matches() throws {
        assertToastSnapshot(of: try diaryFrame("Saved", background: "systemGreen@0.9"), named: "saved", options: oneX)
    }

    @Test("a different toast fails with a message that says what differs and where to look")
    func differs() throws {
        defer { removeDeliberateFailures() }
        let frame = try diaryFrame("Saved", background: "systemRed@0.9")
        withKnownIssue {
            assertToastSnapshot(of: frame, named: "saved", options: oneX, record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("AssertToastSnapshotTests/saved/iphone-15-light-en@1x-1.png")
                && text.contains("differ")
        }
        let failure = try snapshotFailure(
            of: frame, named: "saved", options: oneX, locale: "en", record: .never,
            policy: ComparisonPolicy(), filePath: #filePath)
        #expect(failure?.contains("re-record") == true || failure?.contains("record") == true)
    }

    @Test("a missing reference under mode never fails instead of passing silently")
    func missingReference() throws {
        defer { removeDeliberateFailures() }
        let frame = try diaryFrame("Saved", background: "systemGreen@0.9")
        withKnownIssue {
            assertToastSnapshot(of: frame, named: "nothing-recorded-here", options: oneX, record: .never)
        }
    }
}

final class AssertToastSnapshotXCTests: XCTestCase {
    func testMatchesItsReference() throws {
        assertToastSnapshot(
            of: try diaryFrame("Updated", background: "systemBlue@0.9"), named: "updated", options: oneX)
    }
}
