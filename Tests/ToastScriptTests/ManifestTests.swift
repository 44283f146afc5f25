import Testing
import ToastCore
@testable import ToastScript

@Suite("Snapshot manifests")
struct ManifestTests {
    @Test("a manifest expands to the matrix, in a stable order")
    func matrix() throws {
        let dir = try temporaryDirectory(["snapshots.lua": """
            return toast.manifest {
              themes = { "\(repositoryRoot)/themes/diary.lua" },
              kinds = { "saved", "deleted" },
              appearances = { "light", "dark" },
              locales = { "en", "pseudo" },
              times = 1,
              lint = { contrast = "error" },
            }
            """])
        let manifest = try ManifestLoader().load("\(dir)/snapshots.lua")
        let cases = manifest.cases { _ in ["saved", "updated", "deleted"] }
        #expect(cases.count == 2 * 2 * 2)
        #expect(cases.first == SnapshotCase(theme: "\(repositoryRoot)/themes/diary.lua", source: .kind("saved", position: nil),
                                            screen: .iPhone15, appearance: .light, locale: "en", textSize: 1,
                                            reducedMotion: false, time: 1, scale: 1))
        #expect(cases.map(\.locale).prefix(2) == ["en", "pseudo"])
        #expect(manifest.lint.contrast == .error && manifest.lint.unsafeArea == .error)
        #expect(manifest.references == "\(dir)/__Snapshots__")
    }

    @Test("mistakes are reported like a theme's")
    func errors() throws {
        let dir = try temporaryDirectory(["snapshots.lua": """
            return toast.manifest {
              themes = { "diary" },
              appearences = { "dark" },
              lint = { contrast = "fatal" },
            }
            """])
        do {
            _ = try ManifestLoader().load("\(dir)/snapshots.lua")
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                "DIR/snapshots.lua:3: appearences: unknown key. Did you mean 'appearances'?",
                "DIR/snapshots.lua:4: lint.contrast: expected one of 'off', 'warning', 'error', got string \"fatal\"",
            ])
        }
    }
}
