import Foundation
import Testing
import ToastPNG

/// The suites here start from a copy of the diary theme in a fresh directory, and run
/// `tartine` as CI does (`CI=true`, no `TARTINE_RECORD`).
private enum Binary {
    static func run(_ arguments: [String]) throws -> Run {
        try tartine(arguments, environment: ["CI": "true", "TARTINE_RECORD": ""])
    }

    /// The diary theme and a one-kind manifest, references recorded; removed by `defer`.
    static func recordedSuite() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-exact-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(root)/themes/diary.lua", toPath: "\(dir)/diary.lua")
        try write(
            """
            return toast.manifest { themes = { "diary" }, kinds = { "saved" }, appearances = { "light" }, times = { 1 }, scale = 1 }
            """, to: "\(dir)/snapshots.lua")
        _ = try run(["snapshot", "\(dir)/snapshots.lua", "--record", "all"])
        return dir
    }

    static let reference = "__Snapshots__/diary/saved/iphone-15-light-en@1x-1.png"
}

@Suite("tartine snapshot: every change of a deterministic render fails", .serialized)
struct ExactSnapshotCLITests {
    @Test(
        "the smallest changes of one kind's background fail, naming the snapshot",
        arguments: [
            ("systemGreen@0.9", "systemGreen@0.89"),  // alpha 0.9 → 0.89
            ("#34C759@0.9", "#34C75A@0.9"),  // one channel + 1 (systemGreen is #34C759)
        ])
    func smallestMutation(recorded: String, mutated: String) throws {
        let dir = try Binary.recordedSuite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let theme = try String(contentsOfFile: "\(dir)/diary.lua", encoding: .utf8)
        let original = theme.replacingOccurrences(
            of: "background = \"light-dark(#1B7430, #248A3D)@0.9\"", with: "background = \"\(recorded)\"")
        try write(original, to: "\(dir)/diary.lua")
        _ = try Binary.run(["snapshot", "\(dir)/snapshots.lua", "--record", "all"])
        #expect(try Binary.run(["snapshot", "\(dir)/snapshots.lua"]).status == 0)

        let changed = theme.replacingOccurrences(
            of: "background = \"light-dark(#1B7430, #248A3D)@0.9\"", with: "background = \"\(mutated)\"")
        #expect(changed != theme)
        try write(changed, to: "\(dir)/diary.lua")
        let run = try Binary.run(["snapshot", "\(dir)/snapshots.lua"])
        #expect(run.status == 1, "\(run.out)\(run.err)")
        #expect(run.out.contains("FAIL diary/saved/iphone-15-light-en@1x-1.png: "))
        #expect(run.out.hasSuffix("0 passed, 1 failed\n"))
    }

    /// The reference redrawn "by another Pango": the same picture with anti-aliased edge pixels
    /// nudged by one unit, and a manifest naming another Pango version.
    private func driftedReference(in dir: String) throws -> Int {
        let path = "\(dir)/\(Binary.reference)"
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var manifest = try #require(PNGManifest.read(from: png))
        let image = try PNGDecoder.decode(png)
        var pixels = image.pixels
        var nudged = 0
        let w = image.width
        for y in 1..<(image.height - 1) {
            for x in 1..<(w - 1) {
                let o = (y * w + x) * 4
                // An edge pixel: its left and right neighbours differ, and it lies between them.
                let left = Int(image.pixels[o - 4 + 1]), right = Int(image.pixels[o + 4 + 1]),
                    me = Int(image.pixels[o + 1])
                guard left != right, min(left, right) < me, me < max(left, right), nudged < 40 else { continue }
                pixels[o + 1] &+= 1
                nudged += 1
            }
        }
        manifest["pango.version"] = "0.0.0-another-build"
        manifest["pixels"] = nil
        let redrawn = try PNGEncoder.encode(rgba: pixels, width: w, height: image.height, manifest: manifest)
        try Data(redrawn).write(to: URL(fileURLWithPath: path))
        return nudged
    }

    @Test(
        "an environment change with anti-aliasing-only differences passes with the drift warning, fails under --strict")
    func drift() throws {
        let dir = try Binary.recordedSuite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let nudged = try driftedReference(in: dir)
        #expect(nudged == 40)

        let lenient = try Binary.run([
            "snapshot", "\(dir)/snapshots.lua", "--json", "\(dir)/report.json", "--junit", "\(dir)/junit.xml",
            "--report", "\(dir)/html",
        ])
        #expect(lenient.status == 0, "\(lenient.out)\(lenient.err)")
        #expect(
            lenient.out.contains(
                "DRIFT diary/saved/iphone-15-light-en@1x-1.png: drifted, passed only because the rendering environment changed "
                    + "(pango.version 0.0.0-anothe… → "))
        #expect(
            lenient.out.contains(
                "40 pixels changed (0.01%), allowed 0; under the drift threshold 0.1 with anti-aliasing "
                    + "detection 0 pixels differ and 0 are anti-aliasing. --strict (or strict = true in the manifest) makes this fail."
            ))
        #expect(lenient.out.contains("1 passed (0 identical, 0 similar, 1 drifted)"))
        let json = try String(contentsOfFile: "\(dir)/report.json", encoding: .utf8)
        #expect(
            json.contains("\"verdict\": \"drifted\"") && json.contains("\"passedOnDrift\": true")
                && json.contains("\"changedPixels\": 40"))
        #expect(try String(contentsOfFile: "\(dir)/junit.xml", encoding: .utf8).contains("<system-out>drifted: "))
        #expect(
            try String(contentsOfFile: "\(dir)/html/index.html", encoding: .utf8).contains(
                "<span class=\"badge\">drifted</span>"))

        let strict = try Binary.run(["snapshot", "\(dir)/snapshots.lua", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.out.contains("FAIL diary/saved/iphone-15-light-en@1x-1.png: 40 pixels differ"))

        try write(
            """
            return toast.manifest { themes = { "diary" }, kinds = { "saved" }, appearances = { "light" }, times = { 1 }, scale = 1, strict = true }
            """, to: "\(dir)/snapshots.lua")
        #expect(try Binary.run(["snapshot", "\(dir)/snapshots.lua"]).status == 1)
    }

    @Test("a reference whose manifest's pixel hash disagrees with its pixels is corrupt (exit 2)")
    func corruptReference() throws {
        let dir = try Binary.recordedSuite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/\(Binary.reference)"
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let manifest = try #require(PNGManifest.read(from: png))
        // Other pixels, the original manifest (and its pixel hash) kept.
        var pixels = try PNGDecoder.decode(png).pixels
        pixels[0] ^= 0xFF
        var forged = try PNGEncoder.encode(rgba: pixels, width: 393, height: 852, manifest: [:])
        let chunks = try #require(PNGChunks.chunks(of: forged))
        let manifestChunk = try #require(chunks.first { $0.type == "iTXt" })
        forged.replaceSubrange(
            (manifestChunk.data.lowerBound - 8)..<(manifestChunk.data.upperBound + 4),
            with: PNGManifest.chunk(for: manifest))
        try Data(forged).write(to: URL(fileURLWithPath: path))
        let run = try Binary.run(["snapshot", "\(dir)/snapshots.lua"])
        #expect(run.status == 2, "\(run.out)\(run.err)")
        #expect(
            run.err.contains(
                "reference \(dir)/\(Binary.reference) is corrupt: its manifest says pixels \(manifest["pixels"] ?? "")")
        )
    }

    @Test("a reference with a damaged IDAT (bad CRC) never passes (exit 2)")
    func damagedReference() throws {
        let dir = try Binary.recordedSuite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = "\(dir)/\(Binary.reference)"
        var png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let idat = try #require(PNGChunks.chunks(of: png)?.first { $0.type == "IDAT" })
        png[idat.data.lowerBound + 10] ^= 0x01
        try Data(png).write(to: URL(fileURLWithPath: path))
        let run = try Binary.run(["snapshot", "\(dir)/snapshots.lua"])
        #expect(run.status == 2, "\(run.out)\(run.err)")
        #expect(run.err.contains("the PNG file is damaged: the CRC of its IDAT chunk does not match"))
    }

    @Test("a reference that declares 23000×23000 pixels is refused before it is decoded (exit 2)")
    func bombReference() throws {
        let dir = try Binary.recordedSuite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bomb = bombPNG()
        try Data(bomb).write(to: URL(fileURLWithPath: "\(dir)/\(Binary.reference)"))
        let run = try Binary.run(["snapshot", "\(dir)/snapshots.lua"])
        #expect(run.status == 2)
        #expect(run.err.contains("the picture is 23000×23000 pixels (529,000,000 pixels): larger than Tartine reads"))
    }
}
