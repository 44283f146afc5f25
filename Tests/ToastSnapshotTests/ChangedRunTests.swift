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
            var options = SnapshotRunOptions(mode: mode, jobs: 2, changed: changed)
            if let version { options.inputsVersion = version }
            options.inputsEnvironment = environment
            return try SnapshotSuite(manifestPath: dir.file("snapshots.lua")).run(options: options, fonts: fonts)
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
