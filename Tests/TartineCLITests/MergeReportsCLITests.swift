import Foundation
import Testing
import ToastPNG

/// `tartine merge-reports` against the unsharded run of the same matrix, case by case, for 1,
/// 2 and 4 shards: a failing picture, a drifted one, a changed transcript, an orphan, lints of
/// a case (contrast), of Lua (plugin logs, once) and of the run (the references scan).
@Suite("tartine merge-reports: shards merged as the unsharded run, run as a binary", .serialized)
struct MergeReportsCLITests {
    static let ci = ["CI": "true", "TARTINE_RECORD": ""]

    /// The fixture: diary (its deleted kind grey under white text: a contrast warning), the
    /// plugin-stats scenario, recorded, then one failing picture, one drifted, one changed
    /// transcript, one orphan and a references tree too deep to scan.
    static func fixture(in dir: String) throws {
        try SnapshotTranscriptCLITests.project(
            in: dir,
            manifest: """
                  themes = { "diary" }, kinds = { "saved", "deleted" }, scenarios = { "plugin-stats" },
                  appearances = { "light", "dark" }, times = { 1 }, scale = 1,
                  lint = { contrast = "warning", truncation = "warning" },
                """)
        let theme = try String(contentsOfFile: "\(dir)/themes/diary.lua", encoding: .utf8)
        let grey = theme.replacingOccurrences(
            of: "background = \"light-dark(#C8101E, #D70015)@0.9\", haptic = \"warning\",",
            with: "background = \"#E0E0E0\", haptic = \"warning\",")
        #expect(grey != theme)
        try write(grey, to: "\(dir)/themes/diary.lua")
        _ = try tartine(["snapshot", "snapshots.lua", "--record", "missing", "--jobs", "2"], in: dir)
        let references = "\(dir)/__Snapshots__/diary"
        let fm = FileManager.default
        // A failing picture: the light reference replaced by the dark one.
        try fm.removeItem(atPath: "\(references)/saved/iphone-15-light-en@1x-1.png")
        try fm.copyItem(
            atPath: "\(references)/saved/iphone-15-dark-en@1x-1.png",
            toPath: "\(references)/saved/iphone-15-light-en@1x-1.png")
        // A drifted one: edge pixels nudged, "drawn by another Pango".
        try drift("\(references)/saved/iphone-15-dark-en@1x-1.png")
        // A changed transcript.
        let transcript = "\(references)/plugin-stats/iphone-15-dark-en-transcript.txt"
        let text = try String(contentsOfFile: transcript, encoding: .utf8)
        try write(text.replacingOccurrences(of: "did_show deleted#2", with: "did_show deleted#9"), to: transcript)
        // An orphan, and a tree too deep for the scan (a warning of the run).
        try fm.createDirectory(atPath: "\(references)/renamed", withIntermediateDirectories: true)
        try fm.copyItem(
            atPath: "\(references)/deleted/iphone-15-light-en@1x-1.png",
            toPath: "\(references)/renamed/iphone-15-light-en@1x-1.png")
        let deep = (0..<34).map { "d\($0)" }.joined(separator: "/")
        try fm.createDirectory(atPath: "\(dir)/__Snapshots__/\(deep)", withIntermediateDirectories: true)
    }

    /// The reference at `path` redrawn "by another Pango": 40 anti-aliased edge pixels nudged
    /// by one unit and a manifest naming another Pango version.
    static func drift(_ path: String) throws {
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var manifest = try #require(PNGManifest.read(from: png))
        let image = try PNGDecoder.decode(png)
        var pixels = image.pixels
        var nudged = 0
        let w = image.width
        for y in 1..<(image.height - 1) {
            for x in 1..<(w - 1) {
                let o = (y * w + x) * 4
                let left = Int(image.pixels[o - 4 + 1]), right = Int(image.pixels[o + 4 + 1])
                let me = Int(image.pixels[o + 1])
                guard left != right, min(left, right) < me, me < max(left, right), nudged < 40 else { continue }
                pixels[o + 1] &+= 1
                nudged += 1
            }
        }
        #expect(nudged == 40)
        manifest["pango.version"] = "0.0.0-another-build"
        manifest["pixels"] = nil
        let redrawn = try PNGEncoder.encode(rgba: pixels, width: w, height: image.height, manifest: manifest)
        try Data(redrawn).write(to: URL(fileURLWithPath: path))
    }

    /// Runs the matrix as `count` shards, each on a "machine" of its own (no failure artifacts
    /// left by another), and keeps each shard's `report.json` and `.tartine/` under
    /// `<folder>/shard-i/`, as CI artifacts are downloaded.
    static func runShards(_ count: Int, in dir: String, into folder: String) throws {
        let fm = FileManager.default
        for index in 1...count {
            try? fm.removeItem(atPath: "\(dir)/.tartine")
            let run = try tartine(
                ["snapshot", "snapshots.lua", "--jobs", "1", "--shard", "\(index)/\(count)", "--json", "report.json"],
                in: dir, environment: ci)
            #expect(run.status == 0 || run.status == 1, "\(run.err)")
            let target = "\(dir)/\(folder)/shard-\(index)"
            try fm.createDirectory(atPath: target, withIntermediateDirectories: true)
            try fm.moveItem(atPath: "\(dir)/report.json", toPath: "\(target)/report.json")
            if fm.fileExists(atPath: "\(dir)/.tartine") {
                try fm.moveItem(atPath: "\(dir)/.tartine", toPath: "\(target)/.tartine")
            }
        }
    }

    /// `text` with the shards' directories taken out of artifact paths.
    static func unplaced(_ text: String, _ folder: String) -> String {
        text.replacingOccurrences(of: "\(folder)/shard-[0-9]+/", with: "", options: .regularExpression)
    }

    /// A JSON value as text with sorted keys and unescaped slashes, to compare.
    static func text(_ value: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    static func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test("1, 2 and 4 shards merge into the unsharded run's verdicts, messages, lints, orphans and reports")
    func sameAsUnsharded() throws {
        try withScratch { dir in
            try Self.fixture(in: dir)
            try? FileManager.default.removeItem(atPath: "\(dir)/.tartine")
            let full = try tartine(
                [
                    "snapshot", "snapshots.lua", "--jobs", "2", "--json", "full.json", "--junit", "full.xml",
                    "--summary", "full.md", "--report", "full-html",
                ], in: dir, environment: Self.ci)
            #expect(full.status == 1)
            // The fixture has what the comparison must cover.
            #expect(full.out.contains("FAIL diary/saved/iphone-15-light-en@1x-1.png: "), "\(full.out)")
            #expect(full.out.contains("DRIFT diary/saved/iphone-15-dark-en@1x-1.png: "), "\(full.out)")
            #expect(full.out.contains("FAIL diary/plugin-stats/iphone-15-dark-en-transcript.txt: "), "\(full.out)")
            #expect(
                full.out.contains("orphan: ./__Snapshots__/diary/renamed/iphone-15-light-en@1x-1.png"), "\(full.out)")
            #expect(full.out.contains("warning: diary/deleted/iphone-15-light-en@1x-1.png: "), "\(full.out)")
            #expect(full.out.contains("warning: orphan scan: "), "\(full.out)")
            #expect(full.out.contains("note: diary/plugin-stats/"), "\(full.out)")
            let fullJSON = try Self.json("\(dir)/full.json")
            let fullEntries = try #require(fullJSON["entries"] as? [[String: Any]])

            for count in [1, 2, 4] {
                let folder = "out-\(count)"
                try Self.runShards(count, in: dir, into: folder)
                let merged = try tartine(
                    [
                        "merge-reports", folder, "--json", "m\(count).json", "--junit", "m\(count).xml",
                        "--summary", "m\(count).md", "--report", "m\(count)-html",
                    ], in: dir)
                #expect(merged.status == full.status, "\(count) shards: \(merged.err)")
                #expect(Self.unplaced(merged.out, folder) == full.out, "\(count) shards")
                #expect(
                    merged.err.replacingOccurrences(of: "m\(count)-html", with: "full-html") == full.err,
                    "\(count) shards")

                let mergedJSON = try Self.json("\(dir)/m\(count).json")
                let entries = try #require(mergedJSON["entries"] as? [[String: Any]])
                #expect(entries.count == fullEntries.count, "\(count) shards")
                for (expected, actual) in zip(fullEntries, entries) {
                    var expected = expected, actual = actual
                    expected["duration"] = nil
                    actual["duration"] = nil
                    #expect(
                        try Self.text(expected) == Self.unplaced(try Self.text(actual), folder),
                        "\(count) shards: \(expected["path"] ?? "")")
                }
                for key in ["summary", "orphans", "pruned", "lints", "name"] {
                    #expect(
                        try Self.text(fullJSON[key] ?? NSNull()) == (try Self.text(mergedJSON[key] ?? NSNull())),
                        "\(count) shards: \(key)")
                }
                let run = try #require(mergedJSON["run"] as? [String: Any])
                #expect(run["mergedShards"] as? Int == count)

                let times = /time="[0-9.]+"/
                let fullJUnit = try String(contentsOfFile: "\(dir)/full.xml", encoding: .utf8).replacing(
                    times, with: "")
                let junit = try String(contentsOfFile: "\(dir)/m\(count).xml", encoding: .utf8).replacing(
                    times, with: "")
                #expect(Self.unplaced(junit, folder) == fullJUnit, "\(count) shards")
                let fullSummary = try String(contentsOfFile: "\(dir)/full.md", encoding: .utf8)
                let summary = try String(contentsOfFile: "\(dir)/m\(count).md", encoding: .utf8)
                #expect(Self.unplaced(summary, folder) == fullSummary, "\(count) shards")
                let fullPage = try String(contentsOfFile: "\(dir)/full-html/index.html", encoding: .utf8)
                let page = try String(contentsOfFile: "\(dir)/m\(count)-html/index.html", encoding: .utf8)
                #expect(Self.unplaced(page, folder) == fullPage, "\(count) shards")
                for name in ["expected", "actual", "diff"] {
                    let image = "images/diary/saved/iphone-15-light-en@1x-1-\(name).png"
                    #expect(
                        FileManager.default.contents(atPath: "\(dir)/m\(count)-html/\(image)")
                            == FileManager.default.contents(atPath: "\(dir)/full-html/\(image)"),
                        "\(count) shards: \(image)")
                }
            }
        }
    }
}
