import Foundation
import Testing

/// `tartine snapshot --summary` and `--prune`, run as a binary on a copy of a bundled theme.
@Suite("tartine snapshot: --summary and --prune, run as a binary", .serialized)
struct SnapshotSummaryPruneCLITests {
    @Test("--summary writes Markdown: two lines when all pass, the failure with its artifacts when one fails")
    func summary() throws {
        try withScratch { dir in
            try SnapshotTranscriptCLITests.recordedPair(in: dir)
            let clean = try tartine(
                ["snapshot", "\(dir)/snapshots.lua", "--jobs", "1", "--summary", "\(dir)/summary.md"],
                environment: ["CI": "true"])
            #expect(clean.status == 0, "\(clean.out)")
            let green = try String(contentsOfFile: "\(dir)/summary.md", encoding: .utf8)
            #expect(green.hasPrefix("### Tartine snapshots: ✅ "))
            #expect(green.split(separator: "\n").count == 2, "\(green)")

            let reference = "\(dir)/__Snapshots__/diary/saved/iphone-15-light-en@1x-1.png"
            #expect(FileManager.default.fileExists(atPath: reference))
            try FileManager.default.removeItem(atPath: reference)
            try FileManager.default.copyItem(
                atPath: "\(dir)/__Snapshots__/diary/saved/iphone-15-dark-en@1x-1.png", toPath: reference)
            let failed = try tartine(
                ["snapshot", "\(dir)/snapshots.lua", "--jobs", "1", "--summary", "\(dir)/summary.md"],
                environment: ["CI": "true"])
            #expect(failed.status == 1)
            let red = try String(contentsOfFile: "\(dir)/summary.md", encoding: .utf8)
            #expect(red.hasPrefix("### Tartine snapshots: ❌ 1 failed, "), "\(red)")
            #expect(red.contains("| `diary/saved` | failed 1 of 2 variants | "), "\(red)")
            #expect(red.contains("-diff.png`"), "\(red)")
        }
    }

    @Test("--prune deletes the orphans Tartine wrote, lists them, keeps anything else; not with --shard")
    func prune() throws {
        try withScratch { dir in
            try SnapshotTranscriptCLITests.recordedPair(in: dir)
            let references = "\(dir)/__Snapshots__/diary"
            try FileManager.default.createDirectory(atPath: "\(references)/renamed", withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: "\(references)/saved/iphone-15-light-en@1x-1.png",
                toPath: "\(references)/renamed/iphone-15-light-en@1x-1.png")
            try Data("not a picture".utf8).write(to: URL(fileURLWithPath: "\(references)/renamed/notes.png"))

            let listed = try tartine(["snapshot", "\(dir)/snapshots.lua", "--jobs", "1"], environment: ["CI": "true"])
            #expect(listed.out.contains("orphan: "))
            #expect(FileManager.default.fileExists(atPath: "\(references)/renamed/iphone-15-light-en@1x-1.png"))

            let sharded = try tartine(["snapshot", "\(dir)/snapshots.lua", "--prune", "--shard", "1/2"])
            #expect(sharded.status == 64)

            let pruned = try tartine(
                ["snapshot", "\(dir)/snapshots.lua", "--jobs", "1", "--prune"], environment: ["CI": "true"])
            #expect(
                pruned.out.contains("pruned: \(dir)/__Snapshots__/diary/renamed/iphone-15-light-en@1x-1.png"),
                "\(pruned.out)")
            #expect(!FileManager.default.fileExists(atPath: "\(references)/renamed/iphone-15-light-en@1x-1.png"))
            #expect(FileManager.default.fileExists(atPath: "\(references)/renamed/notes.png"))
            #expect(pruned.out.contains("prune kept"), "\(pruned.out)")
            #expect(FileManager.default.fileExists(atPath: "\(references)/saved/iphone-15-light-en@1x-1.png"))
        }
    }
}
