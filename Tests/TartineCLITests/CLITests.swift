import Foundation
import Testing
import ToastPNG
import ToastRender
import ToastScript

@Suite("tartine, run as a binary", .serialized)
struct CLITests {
    @Test("check: every bundled theme and scenario is ok")
    func checkBundled() throws {
        let run = try tartine([
            "check", "themes/default.lua", "themes/diary.lua", "themes/snackbar.lua", "themes/banner.lua",
            "themes/hud.lua", "scenarios/burst.lua", "scenarios/popup.lua",
        ])
        #expect(run.status == 0)
        #expect(run.out.components(separatedBy: "\n").filter { $0.hasSuffix(": ok") }.count == 7)
    }

    @Test("check: a bad theme prints file:line and exits 2; --stats prints memory and instructions")
    func checkBad() throws {
        try withScratch { dir in
            try "return toast.theme {\n  name = \"x\",\n  style = { corner_radiu = 4 },\n}\n".write(
                toFile: "\(dir)/bad.lua", atomically: false, encoding: .utf8)
            let run = try tartine(["check", "\(dir)/bad.lua"])
            #expect(run.status == 2)
            #expect(run.err == "\(dir)/bad.lua:3: style.corner_radiu: unknown key. Did you mean 'corner_radius'?\n")
            let stats = try tartine(["check", "--stats", "themes/diary.lua"])
            #expect(stats.status == 0)
            #expect(stats.out.hasPrefix("themes/diary.lua: peak memory "))
            #expect(stats.out.contains(" instructions"))
        }
    }

    @Test("render: a PNG of the screen's pixel size, with the manifest")
    func render() throws {
        try withScratch { dir in
            let run = try tartine([
                "render", "themes/diary.lua", "--kind", "deleted", "--locale", "ko", "--appearance", "dark",
                "--scale", "1", "-o", "\(dir)/deleted.png",
            ])
            #expect(run.status == 0, "\(run.err)")
            let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(dir)/deleted.png")))
            #expect(Array(png[16..<24]) == [0, 0, 1, 0x89, 0, 0, 3, 0x54])  // 393 × 852
            let manifest = try #require(PNGManifest.read(from: png))
            #expect(manifest["theme"] == "diary")
            #expect(manifest["scene"] == "kind=deleted screen=iphone-15")
            #expect(run.err.isEmpty)
        }
    }

    @Test("render: a broken theme exits 2 with file:line and leaves no output")
    func renderBrokenTheme() throws {
        try withScratch { dir in
            try "return toast.theme {\n  name = 1,\n}\n".write(
                toFile: "\(dir)/t.lua", atomically: false, encoding: .utf8)
            let run = try tartine(["render", "\(dir)/t.lua", "-o", "\(dir)/x.png"])
            #expect(run.status == 2)
            #expect(run.err == "\(dir)/t.lua:2: name: expected a string, got number 1\n")
            #expect(!FileManager.default.fileExists(atPath: "\(dir)/x.png"))
        }
    }

    @Test("play: an animated PNG with one frame per capture, a frames folder and a filmstrip")
    func play() throws {
        try withScratch { dir in
            let run = try tartine([
                "play", "scenarios/burst.lua", "--scale", "1", "-o", "\(dir)/burst.png",
                "--frames", "\(dir)/frames", "--strip", "\(dir)/strip.png",
            ])
            #expect(run.status == 0, "\(run.err)")
            let apng = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(dir)/burst.png")))
            #expect(AnimatedPNG.frameCount(of: apng) == 6)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: "\(dir)/frames").sorted()
                    == (0..<6).map { String(format: "burst-%03d.png", $0) })
            #expect(FileManager.default.fileExists(atPath: "\(dir)/strip.png"))
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == [
                    "burst.png", "frames", "strip.png",
                ])
        }
    }

    @Test("docs: the committed theme reference is the one the schema generates")
    func docs() throws {
        try withScratch { dir in
            #expect(try tartine(["docs", "-o", "\(dir)/themes.md"]).status == 0)
            let generated = try String(contentsOfFile: "\(dir)/themes.md", encoding: .utf8)
            #expect(generated == ReferenceDocs.markdown())
            #expect(generated.contains("| `corner_radius` | a number from 0 to 500 | Corner radius in points. |"))
            #expect(
                try String(contentsOfFile: "\(root)/docs/themes.md", encoding: .utf8) == generated,
                "docs/themes.md is stale: run `tartine docs`")
        }
    }

    @Test("types: writes the type file the schema generates")
    func types() throws {
        try withScratch { dir in
            let run = try tartine(["types", "-o", "\(dir)/tartine.d.lua"])
            #expect(run.status == 0)
            #expect(try String(contentsOfFile: "\(dir)/tartine.d.lua", encoding: .utf8) == TypeFile.luaLS())
            #expect(
                try String(contentsOfFile: "\(root)/themes/types/tartine.d.lua", encoding: .utf8) == TypeFile.luaLS(),
                "themes/types/tartine.d.lua is stale: run `tartine types`")
        }
    }
}

@Suite("tartine snapshot, run as a binary", .serialized)
struct SnapshotCLITests {
    /// A theme, a manifest of its three kinds, and recorded references, in a fresh directory.
    private func recordedSuite(in dir: String) throws {
        try FileManager.default.copyItem(atPath: "\(root)/themes/diary.lua", toPath: "\(dir)/diary.lua")
        try """
        return toast.manifest {
          themes = { "diary" }, kinds = { "saved", "updated", "deleted" }, appearances = { "light" }, times = { 1 },
          scale = 1,
        }
        """.write(toFile: "\(dir)/snapshots.lua", atomically: false, encoding: .utf8)
        let record = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "all"])
        #expect(record.status == 1, "a run that records fails")
        #expect(record.out.hasSuffix("0 passed, 3 failed\n"))
    }

    @Test("a one-colour change fails the suite with a picture of why; --record failed accepts it")
    func oneColourChange() throws {
        try withScratch { dir in
            try recordedSuite(in: dir)
            #expect(try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "never"]).status == 0)

            let theme = try String(contentsOfFile: "\(dir)/diary.lua", encoding: .utf8)
            let changed = theme.replacingOccurrences(
                of: "background = \"light-dark(#1B7430, #248A3D)@0.9\"", with: "background = \"systemTeal@0.9\"")
            #expect(changed != theme)
            try changed.write(toFile: "\(dir)/diary.lua", atomically: false, encoding: .utf8)

            let failing = try tartine([
                "snapshot", "\(dir)/snapshots.lua", "--record", "never", "--report", "\(dir)/report",
                "--junit", "\(dir)/junit.xml", "--json", "\(dir)/report.json",
            ])
            #expect(failing.status == 1)
            #expect(failing.out.contains("diary/saved/iphone-15-light-en@1x-1.png"))
            #expect(failing.out.hasSuffix("2 passed, 1 failed\n"))
            #expect(FileManager.default.fileExists(atPath: "\(dir)/report/index.html"))
            #expect(try String(contentsOfFile: "\(dir)/junit.xml", encoding: .utf8).contains("<failure"))

            #expect(try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "failed"]).status == 1)
            let passing = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "never"])
            #expect(passing.status == 0)
            #expect(passing.out.hasSuffix("3 passed, 0 failed\n"))
        }
    }

    @Test("shards split the cases and together cover them all")
    func shards() throws {
        try withScratch { dir in
            try recordedSuite(in: dir)
            let first = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "never", "--shard", "1/2"])
            let second = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "never", "--shard", "2/2"])
            #expect(first.status == 0 && second.status == 0)
            #expect(first.out.hasSuffix("2 passed, 0 failed\n"))
            #expect(second.out.hasSuffix("1 passed, 0 failed\n"))
        }
    }

    @Test("a broken manifest exits 2 with file:line")
    func brokenManifest() throws {
        try withScratch { dir in
            try "return toast.manifest {\n  themes = { \"diary\" },\n  apperances = { \"dark\" },\n}\n"
                .write(toFile: "\(dir)/snapshots.lua", atomically: false, encoding: .utf8)
            let run = try tartine(["snapshot", "\(dir)/snapshots.lua"])
            #expect(run.status == 2)
            #expect(run.err.hasPrefix("\(dir)/snapshots.lua:3: apperances: unknown key. Did you mean 'appearances'?"))
        }
    }
}
