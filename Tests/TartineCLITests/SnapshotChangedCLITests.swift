import Foundation
import Testing

/// `tartine snapshot --changed`, run as a binary on a copy of a bundled theme.
@Suite("tartine snapshot --changed, run as a binary", .serialized)
struct SnapshotChangedCLITests {
    @Test("unchanged cases pass without being drawn; a failure's actual picture is what --record writes")
    func changed() throws {
        try withScratch { dir in
            try SnapshotTranscriptCLITests.recordedPair(in: dir)
            let clean = try tartine(
                ["snapshot", "\(dir)/snapshots.lua", "--changed", "--jobs", "1", "--junit", "\(dir)/junit.xml"],
                environment: ["CI": "true"])
            #expect(clean.status == 0, "\(clean.out)")
            #expect(clean.out.contains("2 unchanged (not rendered)"), "\(clean.out)")
            #expect(clean.out.hasSuffix("2 passed, 0 failed\n"), "\(clean.out)")
            let junit = try String(contentsOfFile: "\(dir)/junit.xml", encoding: .utf8)
            #expect(junit.contains(#"<property name="tartine.status" value="unchanged"/>"#), "\(junit)")

            // The dark picture under the light one's name: its manifest holds the dark case's
            // inputs, so the light case is drawn, and fails.
            let light = "\(dir)/__Snapshots__/diary/saved/iphone-15-light-en@1x-1.png"
            try FileManager.default.removeItem(atPath: light)
            try FileManager.default.copyItem(
                atPath: "\(dir)/__Snapshots__/diary/saved/iphone-15-dark-en@1x-1.png", toPath: light)
            let failed = try tartine(
                ["snapshot", "\(dir)/snapshots.lua", "--changed", "--jobs", "1"], environment: ["CI": "true"])
            #expect(failed.status == 1, "\(failed.out)")
            #expect(failed.out.contains("1 unchanged (not rendered)"), "\(failed.out)")
            let actual = try Data(
                contentsOf: URL(
                    fileURLWithPath: "\(dir)/.tartine/failures/diary/saved/iphone-15-light-en@1x-1-actual.png"))
            _ = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "failed", "--jobs", "1"])
            #expect(try Data(contentsOf: URL(fileURLWithPath: light)) == actual)
            #expect(String(decoding: actual, as: UTF8.self).contains("inputs-hash"))
        }
    }
}
