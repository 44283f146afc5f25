import Testing
import ToastCore
import ToastFiles
@testable import ToastScript

@Suite("Snapshot manifests")
struct ManifestTests {
    @Test("a manifest expands to the matrix, in a stable order")
    func matrix() throws {
        let dir = try temporaryDirectory([
            "snapshots.lua": """
            return toast.manifest {
              themes = { "\(repositoryRoot)/themes/diary.lua" },
              kinds = { "saved", "deleted" },
              appearances = { "light", "dark" },
              locales = { "en", "pseudo" },
              times = 1,
              lint = { contrast = "error" },
            }
            """
        ])
        let manifest = try ManifestLoader().load("\(dir)/snapshots.lua")
        let cases = manifest.cases { _ in ["saved", "updated", "deleted"] }
        #expect(cases.count == 2 * 2 * 2)
        #expect(
            cases.first
                == SnapshotCase(
                    theme: "\(repositoryRoot)/themes/diary.lua", source: .kind("saved", position: nil),
                    screen: .iPhone15, appearance: .light, locale: "en", textSize: 1,
                    reducedMotion: false, time: 1, scale: 1))
        #expect(cases.map(\.locale).prefix(2) == ["en", "pseudo"])
        #expect(manifest.lint.contrast == .error && manifest.lint.unsafeArea == .error)
        #expect(manifest.references == "\(dir)/__Snapshots__")
    }

    @Test("screen_reader, increase_contrast and reduce_transparency are axes of the matrix, like appearances")
    func accessibilityAxes() throws {
        let dir = try temporaryDirectory([
            "snapshots.lua": """
            return toast.manifest {
              themes = { "\(repositoryRoot)/themes/diary.lua" },
              kinds = { "saved" },
              increase_contrast = { false, true },
              reduce_transparency = true,
              times = { 1, 2 },
            }
            """,
            "bad.lua": """
            return toast.manifest {
              themes = { "diary" },
              screen_reader = "yes",
              increase_contrasts = true,
            }
            """,
        ])
        let manifest = try ManifestLoader().load("\(dir)/snapshots.lua")
        let cases = manifest.cases { _ in ["saved"] }
        #expect(cases.count == 2 * 2)
        #expect(
            cases.map(\.accessibility) == [
                AccessibilitySettings(reduceTransparency: true), AccessibilitySettings(reduceTransparency: true),
                AccessibilitySettings(increaseContrast: true, reduceTransparency: true),
                AccessibilitySettings(increaseContrast: true, reduceTransparency: true),
            ])
        #expect(cases.map(\.time) == [1, 2, 1, 2], "times vary fastest, the settings next")
        #expect(manifest.caseCount(kindsOf: { _ in ["saved"] }, scenarioCaptures: []) == cases.count)
        do {
            _ = try ManifestLoader().load("\(dir)/bad.lua")
            Issue.record("expected errors")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/bad.lua:3: screen_reader: expected true or false, got string \"yes\"",
                    "DIR/bad.lua:4: increase_contrasts: unknown key. Did you mean 'increase_contrast'?",
                ])
        }
    }

    @Test("arguments per kind reach the kind's cases; a wrong value is an error with its path")
    func arguments() throws {
        let dir = try temporaryDirectory([
            "snapshots.lua": """
            return toast.manifest {
              themes = { "\(repositoryRoot)/themes/diary.lua" },
              kinds = { "saved", "deleted" },
              arguments = { deleted = { 3, "Ana", 2.5 } },
            }
            """,
            "bad.lua": """
            return toast.manifest {
              themes = { "diary" },
              arguments = { deleted = { true } },
            }
            """,
        ])
        let cases = try ManifestLoader().load("\(dir)/snapshots.lua").cases { _ in ["saved", "deleted"] }
        #expect(cases.map(\.arguments) == [[], [.integer(3), .string("Ana"), .double(2.5)]])
        do {
            _ = try ManifestLoader().load("\(dir)/bad.lua")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description.replacingOccurrences(of: dir, with: "DIR")
                    == "DIR/bad.lua:3: arguments.deleted[1]: expected a number from -1e15 to 1e15 or a string, got boolean true"
            )
        }
    }

    @Test("mistakes are reported like a theme's")
    func errors() throws {
        let dir = try temporaryDirectory([
            "snapshots.lua": """
            return toast.manifest {
              themes = { "diary" },
              appearences = { "dark" },
              lint = { contrast = "fatal" },
            }
            """
        ])
        do {
            _ = try ManifestLoader().load("\(dir)/snapshots.lua")
            Issue.record("expected errors")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/snapshots.lua:3: appearences: unknown key. Did you mean 'appearances'?",
                    "DIR/snapshots.lua:4: lint.contrast: expected one of 'off', 'warning', 'error', got string \"fatal\"",
                ])
        }
    }

    @Test("plugins: each name resolves to plugins/NAME.lua; a missing one is an error at its line with a suggestion")
    func plugins() throws {
        let plugin = "return toast.plugin { name = \"stats\", api = 1 }\n"
        let dir = try temporaryDirectory([
            "snapshots.lua": """
            return toast.manifest {
              themes = { "diary" },
              plugins = { "stats", "undo" },
            }
            """, "plugins/stats.lua": plugin, "plugins/undo.lua": plugin,
        ])
        #expect(
            try ManifestLoader().load("\(dir)/snapshots.lua").plugins == [
                "\(dir)/plugins/stats.lua", "\(dir)/plugins/undo.lua",
            ])
        let bad = try temporaryDirectory([
            "snapshots.lua": """
            return toast.manifest {
              themes = { "diary" },
              plugins = {
                "stats",
                "stast",
              },
            }
            """, "plugins/stats.lua": plugin,
        ])
        do {
            _ = try ManifestLoader().load("\(bad)/snapshots.lua")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: bad, with: "DIR") } == [
                    "DIR/snapshots.lua:5: plugins[2]: no plugin 'stast': no DIR/plugins/stast.lua, no "
                        + "\(Paths.directory(of: bad))/plugins/stast.lua. Did you mean 'stats'?"
                ])
        }
    }
}
