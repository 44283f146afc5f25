import Foundation
import Testing
import ToastCore
@testable import ToastScript

/// The bundled plugins' scenarios: their event transcripts match the committed references
/// (`__Snapshots__/transcripts/<scenario>.txt`) exactly; a difference prints a readable diff.
/// Set TARTINE_RECORD_TRANSCRIPTS=1 to write the references anew (the test then fails, as a
/// recording always does).
@Suite("Bundled plugins: transcripts of their scenarios")
struct BundledPluginTests {
    static let scenarios = ["plugin-undo", "plugin-burst", "plugin-progress", "plugin-stats"]

    @Test("the transcript matches the reference", arguments: scenarios)
    func transcript(name: String) throws {
        let loaded = try ScenarioLoader().load("\(repositoryRoot)/scenarios/\(name).lua")
        let actual = EventTranscript.text(try loaded.run().events).replacingOccurrences(of: "\(repositoryRoot)/", with: "")
        let reference = "\(repositoryRoot)/__Snapshots__/transcripts/\(name).txt"
        if ProcessInfo.processInfo.environment["TARTINE_RECORD_TRANSCRIPTS"] == "1" {
            try FileManager.default.createDirectory(atPath: (reference as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try actual.write(toFile: reference, atomically: true, encoding: .utf8)
            Issue.record("recorded \(reference)")
            return
        }
        let expected = try String(contentsOfFile: reference, encoding: .utf8)
        let diff = TranscriptDiff.diff(expected: expected, actual: actual)
        #expect(diff == nil, "transcript of \(name) differs from \(reference):\n\(diff ?? "")")
    }

    @Test("a scenario with plugins runs identically twice (fresh plugin state per run)")
    func deterministic() throws {
        let loaded = try ScenarioLoader().load("\(repositoryRoot)/scenarios/plugin-stats.lua")
        #expect(EventTranscript.text(try loaded.run().events) == EventTranscript.text(try loaded.run().events))
    }
}
