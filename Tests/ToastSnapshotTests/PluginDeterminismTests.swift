import Foundation
import Testing
import ToastCore
import ToastRender

@testable import ToastSnapshot
@testable import ToastSnapshotSuite

/// Plugins keep state between calls; a snapshot case must not see what another case left, so
/// every case runs its scenario with fresh plugins: the same picture and transcript each time.
@Suite("Scenarios with plugins are deterministic in a snapshot suite")
struct PluginDeterminismTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test("a scenario with plugins renders byte-identically twice, and its transcript is identical twice")
    func twice() throws {
        let dir = TemporaryDirectory()
        try FileSystem.write(
            Array(
                """
                return toast.manifest {
                  themes = { "\(Self.repository)/themes/diary.lua" }, kinds = { "saved" },
                  scenarios = { "\(Self.repository)/scenarios/plugin-burst.lua", "\(Self.repository)/scenarios/plugin-stats.lua" },
                }
                """.utf8), to: dir.file("snapshots.lua"))
        let suite = try SnapshotSuite(manifestPath: dir.file("snapshots.lua"))
        for c in suite.cases where suite.checksTranscript(c) {
            let pipeline = ScenePipeline(fonts: fonts)
            let scenes = try [suite.scene(of: c, pipeline: pipeline), suite.scene(of: c, pipeline: pipeline)]
            let pictures = try scenes.map { scene in
                try pipeline.picture(of: scene.frame, on: scene.stage).pngData(manifest: [:])
            }
            let transcripts = scenes.map {
                EventTranscript.text(($0.events ?? []).map(suite.relativePaths), kinds: $0.kinds)
            }
            #expect(pictures[0] == pictures[1], "\(suite.id(of: c))")
            #expect(transcripts[0] == transcripts[1], "\(suite.id(of: c))")
            #expect(transcripts[0].contains("plugin=burst") || transcripts[0].contains("plugin=stats"))
        }
        #expect(suite.cases.filter(suite.checksTranscript).count == 2)
    }
}
