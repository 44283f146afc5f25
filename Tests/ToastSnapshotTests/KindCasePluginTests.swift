import Foundation
import Testing
import ToastCore
import ToastRender

@testable import ToastSnapshot
@testable import ToastSnapshotSuite

/// Everywhere a theme goes, plugins go: a manifest's kind cases run the theme's plugins (and
/// the manifest's), like its scenarios.
@Suite("Kind cases run the theme's plugins")
struct KindCasePluginTests {
    @Test("a kind case draws what the filters made of it and checks one transcript per run")
    func kindCase() throws {
        let dir = TemporaryDirectory()
        try FileSystem.write(
            Array(
                """
                return toast.theme { name = "t", plugins = { "loud" },
                  kinds = { saved = { message = "Saved" }, info = { message = "Info" } } }
                """.utf8), to: dir.file("t.lua"))
        try FileSystem.write(
            Array(
                """
                return toast.plugin { name = "loud", api = 1,
                  filter = function(r) if r.kind == "saved" then return { message = "SAVED" } end end,
                  on = { did_show = function(e, t) log("shown " .. t.message) end } }
                """.utf8), to: dir.file("plugins/loud.lua"))
        try FileSystem.write(
            Array(
                """
                return toast.manifest { themes = { "t.lua" }, kinds = { "saved", "info" }, times = { 0.3, 1 } }
                """.utf8), to: dir.file("snapshots.lua"))
        let suite = try SnapshotSuite(manifestPath: dir.file("snapshots.lua"))
        let saved = try #require(suite.cases.first { suite.id(of: $0).group == "saved" && $0.time == 1 })
        let scene = try suite.scene(of: saved, pipeline: ScenePipeline(fonts: fonts))
        #expect(scene.frame.toasts.map(\.content.message) == ["SAVED"])
        let transcript = EventTranscript.text((scene.events ?? []).map(suite.relativePaths), kinds: scene.kinds)
        #expect(
            transcript.contains("0.250 did_show saved#1\n0.250 log plugin=loud \"plugins/loud.lua:3: shown SAVED\"\n"))
        // One transcript per kind, at the manifest's first time.
        #expect(
            suite.cases.filter(suite.checksTranscript).map { suite.id(of: $0).group }.sorted() == ["info", "saved"])
        #expect(suite.cases.filter(suite.checksTranscript).allSatisfy { $0.time == 0.3 })
    }
}
