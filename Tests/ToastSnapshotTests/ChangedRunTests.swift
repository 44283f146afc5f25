import Foundation
import Testing
import ToastCore
import ToastFiles
import ToastPNG
import ToastRender
import ToastScript

@testable import ToastSnapshot
@testable import ToastSnapshotSuite

/// `--changed` cannot hide a change: each kind of input is changed in turn, and exactly the
/// cases that depend on it are drawn again; every other case is `unchanged`.
@Suite("A run with --changed draws exactly the cases whose inputs changed", .serialized)
struct ChangedRunTests {
    /// Theme `child` (in `a/`) extends `base`, imports `palette`, runs the plugin `counter`,
    /// takes a string from `en.lproj` and draws `images/dot.png` in kind `alpha` only; theme
    /// `other` (in `b/`) shares none of it.
    final class Project {
        let dir = TemporaryDirectory("tartine-changed-tests")

        init() throws {
            try write("a/base.lua", #"return toast.theme { name = "base", style = { corner_radius = 8 } }"#)
            try write("a/palette.lua", ##"return { fill = "#204080" }"##)
            try write(
                "a/child.lua",
                """
                local palette = toast.import("palette")
                return toast.theme {
                  name = "child", extends = "base", plugins = { "counter" },
                  style = { background = palette.fill, foreground = "#FFFFFF" },
                  kinds = {
                    alpha = { icon = { image = "images/dot.png" }, message = "alpha.message" },
                    beta = { message = "Beta" },
                  },
                }
                """)
            try write(
                "a/plugins/counter.lua",
                """
                local shown = 0
                return toast.plugin { name = "counter", api = 1, on = { will_show = function(_, t)
                  shown = shown + 1
                  log("shown " .. shown)
                end } }
                """)
            try write("a/en.lproj/Localizable.strings", #""alpha.message" = "Alpha from strings";"#)
            try writeImage("a/images/dot.png", fill: Pixel(r: 200, g: 40, b: 40))
            try write(
                "b/other.lua",
                ##"return toast.theme { name = "other", style = { background = "#303030", foreground = "#FFFFFF" }, kinds = { gamma = { message = "Gamma" } } }"##
            )
            try manifest(arguments: "")
        }

        func write(_ relative: String, _ text: String) throws {
            try FileSystem.write(Array((text + "\n").utf8), to: dir.file(relative))
        }

        func writeImage(_ relative: String, fill: Pixel) throws {
            let png = try Canvas(width: 8, height: 8, fill: fill).image.pngData(manifest: PictureManifest())
            try FileSystem.write(png, to: dir.file(relative))
        }

        func manifest(arguments: String) throws {
            try write(
                "snapshots.lua",
                """
                return toast.manifest {
                  themes = { "a/child.lua", "b/other.lua" }, appearances = { "light", "dark" },
                  screens = { "iphone-15" }, scale = 1, times = { 1 }, \(arguments)
                }
                """)
        }

        /// Appends a Lua comment to `relative`: new bytes, the same meaning.
        func touch(_ relative: String) throws {
            let text = try Files.readText(dir.file(relative), limit: 1 << 20)
            try write(relative, text + "-- edited")
        }

        func run(
            mode: RecordMode = .never, changed: Bool = true, version: String? = nil,
            environment: [String: String] = [:]
        ) throws -> SuiteReport {
            try ChangedRunTests.run(
                dir.file("snapshots.lua"), mode: mode, changed: changed, version: version, environment: environment)
        }
    }

    static func run(
        _ manifest: String, mode: RecordMode = .never, changed: Bool = true, version: String? = nil,
        environment: [String: String] = [:]
    ) throws -> SuiteReport {
        var options = SnapshotRunOptions(mode: mode, jobs: 2, changed: changed)
        if let version { options.inputsVersion = version }
        options.inputsEnvironment = environment
        return try SnapshotSuite(manifestPath: manifest).run(options: options, fonts: fonts)
    }

    /// The files under `root` (relative paths, sorted), `__Snapshots__` and `.tartine` left out
    /// when `sources`.
    static func files(under root: String, sources: Bool) throws -> [String] {
        let all = try #require(FileManager.default.subpathsOfDirectory(atPath: root) as [String]?)
        return all.filter { relative in
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory)
            guard !isDirectory.boolValue else { return false }
            return !sources || !(relative.hasPrefix("__Snapshots__/") || relative.hasPrefix(".tartine/"))
        }.sorted()
    }

    /// A copy of the project's sources (no references) at another path, deeper than the first,
    /// each file a new inode with another modification and access time: a fresh clone.
    static func copy(of project: Project, into root: String) throws {
        let old = Date(timeIntervalSince1970: 978_307_200)  // 2001-01-01, long before the original
        for relative in try files(under: project.dir.path, sources: true) {
            let target = root + "/" + relative
            try FileSystem.write(try FileSystem.read(project.dir.file(relative)), to: target)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: target)
        }
    }

    /// The groups (`theme/kind`) of the snapshots that were drawn, and whether every other one
    /// was `unchanged`; `transcript` entries are named with their group.
    static func drawn(_ report: SuiteReport) -> Set<String> {
        Set(
            report.entries.compactMap { entry in
                if case .unchanged = entry.outcome { return nil }
                return "\(entry.id.theme)/\(entry.id.group)"
            })
    }

    @Test("after recording, nothing is drawn; a run without --changed draws all and passes")
    func nothingChanged() throws {
        let project = try Project()
        let recorded = try project.run(mode: .all, changed: false)
        #expect(recorded.recordedCount == recorded.entries.count)
        let again = try project.run()
        #expect(Self.drawn(again).isEmpty)
        #expect(again.unchangedCount == again.entries.count)
        #expect(again.exitCode == 0)
        let full = try project.run(changed: false)
        #expect(full.unchangedCount == 0)
        #expect(full.passedCount == full.entries.count)
    }

    @Test(
        "the inputs' hash is the same at another path, with other file times: a fresh copy records the same bytes, and draws nothing against the first's references"
    )
    func freshCopy() throws {
        let project = try Project()
        _ = try project.run(mode: .all, changed: false)
        let elsewhere = TemporaryDirectory("tartine-changed-copy")
        let root = elsewhere.file("a/much/deeper/checkout")
        try Self.copy(of: project, into: root)
        #expect(
            try FileSystem.inode(project.dir.file("a/child.lua")) != (try FileSystem.inode(root + "/a/child.lua")))

        // Recorded from scratch in the copy: byte for byte the first's references.
        let recorded = try Self.run(root + "/snapshots.lua", mode: .all, changed: false)
        #expect(recorded.recordedCount == recorded.entries.count)
        let references = try Self.files(under: project.dir.file("__Snapshots__"), sources: false)
        #expect(references.filter { $0.hasSuffix(".png") }.count == 6, "\(references)")  // 3 kinds × 2 appearances
        #expect(try Self.files(under: root + "/__Snapshots__", sources: false) == references)
        for relative in references {
            let first = try FileSystem.read(project.dir.file("__Snapshots__/" + relative))
            let again = try FileSystem.read(root + "/__Snapshots__/" + relative)
            #expect(first == again, "\(relative) differs between the two checkouts")
            if relative.hasSuffix(".png") {
                #expect(PNGManifest.read(from: first)?["inputs-hash"]?.hasPrefix("sha256:") == true)
            }
        }

        // The first's references in the copy (as a clone has them), and files beside the themes
        // that nothing reads (a README, a folder of notes, the run's own `.tartine`): nothing is drawn.
        try FileManager.default.removeItem(atPath: root + "/__Snapshots__")
        try FileManager.default.copyItem(atPath: project.dir.file("__Snapshots__"), toPath: root + "/__Snapshots__")
        try FileSystem.write(Array("notes\n".utf8), to: root + "/a/README.md")
        try FileSystem.write(Array("notes\n".utf8), to: root + "/a/notes/todo.txt")
        try FileSystem.write(Array("{}\n".utf8), to: root + "/.tartine/last-run.json")
        let fresh = try Self.run(root + "/snapshots.lua")
        #expect(fresh.unchangedCount == fresh.entries.count)
        #expect(fresh.exitCode == 0)

        // One theme edited in the copy: exactly its cases are drawn, and they pass.
        let other = try FileSystem.read(root + "/b/other.lua")
        try FileSystem.write(other + Array("-- edited\n".utf8), to: root + "/b/other.lua")
        let edited = try Self.run(root + "/snapshots.lua")
        let suite = try SnapshotSuite(manifestPath: root + "/snapshots.lua")
        let ofOther = suite.cases.filter { suite.id(of: $0).theme == "other" }.count
        #expect(ofOther == 2)
        let drawn = edited.entries.filter { if case .unchanged = $0.outcome { false } else { true } }
        #expect(drawn.count == ofOther)
        #expect(Set(drawn.map(\.id.theme)) == ["other"])
        #expect(edited.exitCode == 0)
    }

    @Test("a theme outside the manifest's directory is hashed by its content, not by the way there")
    func outsideTheme() throws {
        let shared = TemporaryDirectory("tartine-changed-shared")
        try FileSystem.write(
            Array(
                ##"return toast.theme { name = "shared", style = { background = "#305030", foreground = "#FFFFFF" }, kinds = { delta = { message = "Delta" } } }"##
                    .utf8), to: shared.file("themes/shared.lua"))
        let manifest = """
            return toast.manifest {
              themes = { "\(shared.file("themes/shared.lua"))" }, appearances = { "light" },
              screens = { "iphone-15" }, scale = 1, times = { 1 },
            }
            """
        let first = TemporaryDirectory("tartine-changed-near")
        let second = TemporaryDirectory("tartine-changed-far")
        let roots = [first.path, second.file("much/deeper/down")]
        for root in roots {
            try FileSystem.write(Array(manifest.utf8), to: root + "/snapshots.lua")
            _ = try Self.run(root + "/snapshots.lua", mode: .all, changed: false)
        }
        let reference = "__Snapshots__/shared/delta/iphone-15-light-en@1x-1.png"
        let hashes = try roots.map { root in PNGManifest.read(from: try FileSystem.read(root + "/" + reference)) }
        #expect(hashes[0]?["inputs-hash"] != nil)
        #expect(hashes[0] == hashes[1])
    }

    @Test(
        "--record failed writes the new inputs' hash of a passing case, and --record all leaves a file whose bytes would not change"
    )
    func recordingRefreshesHashesOnly() throws {
        let project = try Project()
        _ = try project.run(mode: .all, changed: false)
        let light = project.dir.file("__Snapshots__/other/gamma/iphone-15-light-en@1x-1.png")
        let inodes = try Self.files(under: project.dir.file("__Snapshots__"), sources: false).map { relative in
            try FileSystem.inode(project.dir.file("__Snapshots__/" + relative))
        }
        // Nothing changed: --record all writes nothing, and passes.
        let again = try project.run(mode: .all, changed: false)
        #expect(again.recordedCount == 0)
        #expect(again.passedCount == again.entries.count)
        #expect(
            try Self.files(under: project.dir.file("__Snapshots__"), sources: false).map { relative in
                try FileSystem.inode(project.dir.file("__Snapshots__/" + relative))
            } == inodes)

        // A theme's bytes change, not its pixels: --changed draws its cases until --record
        // failed writes their new hashes (the pixels the reference had); then none is drawn.
        try project.touch("b/other.lua")
        let before = try FileSystem.read(light)
        #expect(Self.drawn(try project.run()) == ["other/gamma"])
        let refreshed = try project.run(mode: .failed, changed: false)
        #expect(
            refreshed.entries.filter { if case .recorded(.manifest) = $0.outcome { true } else { false } }.count == 2)
        #expect(refreshed.recordedCount == 2)
        let after = try FileSystem.read(light)
        #expect(after != before)
        #expect(try RenderedImage(png: after).pixels == (try RenderedImage(png: before).pixels))
        #expect(PNGManifest.read(from: after)?["inputs-hash"] != PNGManifest.read(from: before)?["inputs-hash"])
        #expect(Self.drawn(try project.run()).isEmpty)
    }

    @Test(
        "changing one input draws exactly the cases that depend on it",
        arguments: [
            ("the theme", "a/child.lua", ["child/alpha", "child/beta"]),
            ("the theme it extends", "a/base.lua", ["child/alpha", "child/beta"]),
            ("a file it imports", "a/palette.lua", ["child/alpha", "child/beta"]),
            ("a plugin", "a/plugins/counter.lua", ["child/alpha", "child/beta"]),
            ("another theme", "b/other.lua", ["other/gamma"]),
        ])
    func editedFile(_ what: String, file: String, expected: [String]) throws {
        let project = try Project()
        _ = try project.run(mode: .all, changed: false)
        try project.touch(file)
        let report = try project.run()
        #expect(Self.drawn(report) == Set(expected), "after editing \(what)")
        // Drawn again, they pass: only their inputs changed.
        #expect(report.exitCode == 0)
    }

    @Test("a string file, an image only one kind draws, and a new strings folder")
    func stringsAndImages() throws {
        let project = try Project()
        _ = try project.run(mode: .all, changed: false)
        try project.write("a/en.lproj/Localizable.strings", #""alpha.message" = "Alpha, edited";"#)
        #expect(Self.drawn(try project.run()) == ["child/alpha", "child/beta"])
        // A pass keeps its reference as it is: --record all writes the new inputs' hashes.
        _ = try project.run(mode: .all, changed: false)
        try project.writeImage("a/images/dot.png", fill: Pixel(r: 40, g: 200, b: 40))
        let image = try project.run()
        #expect(Self.drawn(image) == ["child/alpha"])
        #expect(image.failedCount == 2, "the new image changes alpha's pixels")
        _ = try project.run(mode: .all, changed: false)
        try FileSystem.write(
            Array(#""alpha.message" = "Alpha auf Deutsch";"#.utf8),
            to: project.dir.file("a/de.lproj/Localizable.strings"))
        #expect(Self.drawn(try project.run()) == ["child/alpha", "child/beta"])
    }

    @Test("the fonts, Tartine's version and the case's manifest entry")
    func environmentVersionAndManifest() throws {
        let project = try Project()
        _ = try project.run(mode: .all, changed: false)
        let all: Set<String> = ["child/alpha", "child/beta", "other/gamma"]
        let font = try #require(fonts.manifest(PictureManifest()).environment.keys.first { $0.hasPrefix("font.") })
        #expect(Self.drawn(try project.run(environment: [font: String(repeating: "0", count: 64)])) == all)
        #expect(Self.drawn(try project.run(version: "99.0.0")) == all)
        #expect(Self.drawn(try project.run()).isEmpty)
        try project.manifest(arguments: #"arguments = { alpha = { 3 } },"#)
        #expect(Self.drawn(try project.run()) == ["child/alpha"])
    }

    @Test("a reference without a hash, with a malformed or a huge one, is drawn")
    func hostileReferences() throws {
        let project = try Project()
        _ = try project.run(mode: .all, changed: false)
        let suite = try SnapshotSuite(manifestPath: project.dir.file("snapshots.lua"))
        let ids = suite.cases.map(suite.id(of:)).filter { $0.theme == "other" }
        #expect(ids.count == 2)
        let stored: [(String, String?)] = [
            ("inputs-hash", nil), ("inputs-hash", "sha256:xyz"),
            ("inputs-hash", "sha256:" + String(repeating: "a", count: 1 << 20)),
            ("inputs-reads", String(repeating: "read ../../etc/passwd\n", count: 2)),
            ("inputs-reads", String(repeating: "read x\n", count: 20_000)),
        ]
        for (key, value) in stored {
            for id in ids {
                let path = project.dir.file("__Snapshots__/" + id.relativePath)
                let png = try FileSystem.read(path)
                var entries = try #require(PNGManifest.read(from: png))
                entries[key] = value
                entries[PixelHash.manifestKey] = nil
                let image = try RenderedImage(png: png)
                try FileSystem.write(try image.pngData(manifest: PictureManifest(entries: entries)), to: path)
            }
            let report = try project.run()
            #expect(Self.drawn(report) == ["other/gamma"], "\(key) = \(value?.prefix(40) ?? "none")")
            #expect(report.exitCode == 0)
            _ = try project.run(mode: .all, changed: false)
        }
    }

    @Test("a theme that reads more files than the limit is refused, naming it and the limit")
    func tooManyFiles() throws {
        let dir = TemporaryDirectory("tartine-changed-tests")
        var imports = ""
        for index in 0...Limits.inputFilesPerCase {
            try FileSystem.write(Array("return \(index)\n".utf8), to: dir.file("t/p\(index).lua"))
            imports += "toast.import(\"p\(index)\")\n"
        }
        try FileSystem.write(
            Array((imports + #"return toast.theme { name = "wide", kinds = { one = { message = "One" } } }"#).utf8),
            to: dir.file("t/wide.lua"))
        try FileSystem.write(
            Array(#"return toast.manifest { themes = { "t/wide.lua" }, scale = 1 }"#.utf8),
            to: dir.file("snapshots.lua")
        )
        #expect {
            try SnapshotSuite(manifestPath: dir.file("snapshots.lua"))
        } throws: { error in
            (error as? LoadError)?.diagnostics.map(\.message) == [
                "reads 1,003 files, more than the limit of 1,000 files per snapshot (theme files, imports, plugins, strings, images); split the theme"
            ]
        }
    }
}
