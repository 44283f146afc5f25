import Foundation
import Testing
import ToastCore
import ToastPNG
import ToastRender
import ToastSnapshot
import XCTest

/// The pinned fonts, loaded once for all assertions of a test process.
private let sharedFonts = Result { try FontSet.pinned() }

/// Asserts that `frame`, drawn with `options`, matches the reference picture `name` kept beside
/// the test file (`__Snapshots__/<TestFile>/<name>/…png`), under the same record modes as
/// `tartine snapshot`: the `record` argument, else `TARTINE_RECORD`, else `never` when `CI` is set,
/// else `missing`. A recording, a missing reference or a difference is a test failure (recorded
/// with Swift Testing's `Issue.record` inside a `@Test`, with `XCTFail` in an XCTest), whose
/// message names the pixels that differ and where the expected, actual and diff pictures are.
/// - Parameters:
///   - frame: what is on screen (from a `Timeline`).
///   - name: the reference's name within the test file.
///   - options: appearance, scale and background.
///   - locale: part of the reference's file name.
///   - record: the record mode for this assertion.
///   - policy: the tolerance, the thresholds in one environment and under drift, strictness
///     (every changed pixel fails by default when the environment is the same).
///   - fileID: the calling file, for the failure's location (leave the default).
///   - filePath: the calling file's path: the references live beside it (leave the default).
///   - line: the calling line, for the failure's location (leave the default).
///   - column: the calling column, for the failure's location (leave the default).
public func assertToastSnapshot(
    of frame: Frame, named name: String, options: RenderOptions = RenderOptions(), locale: String = "en",
    record: RecordMode? = nil, policy: ComparisonPolicy = ComparisonPolicy(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let failure: String?
    do {
        failure = try snapshotFailure(
            of: frame, named: name, options: options, locale: locale, record: record,
            policy: policy, filePath: "\(filePath)")
    } catch {
        failure = "assertToastSnapshot(\(name)): \(error)"
    }
    guard let failure else { return }
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: failure),
            sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(failure, file: filePath, line: line)
    }
}

/// The failure text of a snapshot assertion, or nil when it passes.
func snapshotFailure(
    of frame: Frame, named name: String, options: RenderOptions, locale: String, record: RecordMode?,
    policy: ComparisonPolicy, filePath: String
) throws -> String? {
    let fonts = try sharedFonts.get()
    let testFile = URL(fileURLWithPath: filePath)
    let directory = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__").path
    let failures = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-failures").path
    let store = SnapshotStore(root: directory, failuresRoot: failures)
    let mode = try RecordMode.resolve(flag: record, environment: ProcessInfo.processInfo.environment)
    let image = try ScenePipeline(fonts: fonts, jobs: 1).picture(
        of: frame, on: Stage(screen: frame.screen, options: options))
    let id = SnapshotID(
        theme: testFile.deletingPathExtension().lastPathComponent, group: name, screen: frame.screen.id,
        appearance: options.appearance.rawValue, locale: locale,
        scale: Int((options.scale ?? frame.screen.scale).rounded()), time: frame.time)
    let outcome = try store.verify(
        id, image: image, manifest: fonts.manifest(PictureManifest(scene: id.relativePath)),
        mode: mode, policy: policy)
    return outcome.isPassing
        ? nil : SnapshotMessages.text(for: id, outcome: outcome) ?? "\(id.relativePath): \(outcome)"
}
