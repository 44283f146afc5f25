import Foundation
import Testing
import ToastCore
@testable import ToastScript

/// The bundled plugins' scenarios: their event transcripts match the references the snapshot
/// suite keeps beside their pictures (`__Snapshots__/<theme>/<scenario>/iphone-15-light-en-transcript.txt`,
/// the scenario's own screen, appearance and locale) exactly; a difference prints a readable
/// diff. `tartine snapshot snapshots.lua --record failed` writes them anew.
@Suite("Bundled plugins: transcripts of their scenarios")
struct BundledPluginTests {
    static let scenarios = [
        ("plugin-undo", "snackbar"), ("plugin-burst", "diary"), ("plugin-progress", "diary"), ("plugin-stats", "diary"),
        ("plugin-quiet-hours", "diary"), ("plugin-mute-app", "desktop"), ("plugin-battery-low", "desktop"),
        ("plugin-group-by-app", "deck"),
    ]

    @Test("the transcript matches the reference", arguments: scenarios)
    func transcript(name: String, theme: String) throws {
        let loaded = try ScenarioLoader().load("\(repositoryRoot)/scenarios/\(name).lua")
        let actual = try loaded.run().transcript.replacingOccurrences(
            of: "\(repositoryRoot)/", with: "")
        let reference = "\(repositoryRoot)/__Snapshots__/\(theme)/\(name)/iphone-15-light-en-transcript.txt"
        let expected = try String(contentsOfFile: reference, encoding: .utf8)
        let diff = TranscriptDiff.diff(expected: expected, actual: actual)
        #expect(diff == nil, "transcript of \(name) differs from \(reference):\n\(diff ?? "")")
    }

    @Test("a scenario with plugins runs identically twice (fresh plugin state per run)")
    func deterministic() throws {
        let loaded = try ScenarioLoader().load("\(repositoryRoot)/scenarios/plugin-stats.lua")
        #expect(try loaded.run().transcript == loaded.run().transcript)
    }
}
