import Foundation
import Testing

/// `tartine merge-reports` refuses reports that do not fit together or cannot be trusted, with
/// exit 2 and a message naming the file (the shards' reports of a real two-shard run, edited).
@Suite("tartine merge-reports: reports that do not fit are refused, run as a binary", .serialized)
struct MergeReportsRefusalCLITests {
    /// The report of shard `index` of the run in `dir`.
    static func report(_ index: Int) -> String { "out/shard-\(index)/report.json" }

    /// Reads the JSON at `path` under `dir`, lets `edit` change it and writes it to `target`.
    static func edit(
        _ path: String, in dir: String, to target: String? = nil, _ edit: (inout [String: Any]) throws -> Void
    ) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(path)"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        try edit(&object)
        let written = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        try written.write(to: URL(fileURLWithPath: "\(dir)/\(target ?? path)"))
    }

    /// The index of the shard whose report holds the failing picture, and that entry's index.
    static func failing(in dir: String) throws -> (shard: Int, entry: Int) {
        for shard in 1...2 {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(report(shard))"))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let entries = try #require(object["entries"] as? [[String: Any]])
            if let index = entries.firstIndex(where: { $0["medium"] as? String == "image" && $0["artifacts"] != nil }) {
                return (shard, index)
            }
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    static func refused(_ arguments: [String], in dir: String) throws -> String {
        let run = try tartine(["merge-reports"] + arguments, in: dir)
        #expect(run.status == 2, "\(arguments): \(run.out)\(run.err)")
        #expect(run.out.isEmpty, "\(arguments): \(run.out)")
        return run.err
    }

    static func entries(_ object: [String: Any]) throws -> [[String: Any]] {
        try #require(object["entries"] as? [[String: Any]])
    }

    @Test("missing, repeated, unsharded, other schema, matrix, settings or Tartine, cut short, edited, oversized")
    func refusals() throws {
        try withScratch { dir in
            try MergeReportsCLITests.fixture(in: dir)
            try MergeReportsCLITests.runShards(2, in: dir, into: "out")
            let a = Self.report(1), b = Self.report(2)
            #expect(try tartine(["merge-reports", a, b], in: dir).status == 1)

            #expect(try Self.refused([a], in: dir) == "shard 2/2 missing: a merge needs every shard's report\n")
            try FileManager.default.copyItem(atPath: "\(dir)/\(a)", toPath: "\(dir)/again.json")
            #expect(
                try Self.refused([a, b, "again.json"], in: dir)
                    == "again.json: shard 1/2 again (also out/shard-1/report.json)\n")

            _ = try tartine(
                ["snapshot", "snapshots.lua", "--json", "full.json"], in: dir, environment: MergeReportsCLITests.ci)
            #expect(
                try Self.refused(["full.json"], in: dir)
                    == "full.json: not a shard's report (run without --shard, or merged already); "
                    + "merge the reports of tartine snapshot --shard i/n --json\n")

            try Self.edit(b, in: dir, to: "old.json") { $0["schemaVersion"] = 1 }
            #expect(
                try Self.refused([a, "old.json"], in: dir)
                    == "old.json: schema version 1; merge-reports reads version 2 (run the shards with Tartine 0.1.0)\n"
            )

            try Self.edit(b, in: dir, to: "other.json") { object in
                var run = try #require(object["run"] as? [String: Any])
                run["matrix"] = "0123456789abcdef"
                object["run"] = run
            }
            #expect(
                try Self.refused([a, "other.json"], in: dir)
                    == "other.json: a run of another matrix than out/shard-1/report.json (another manifest, theme or "
                    + "scenario); merge the shards of one run\n")

            try Self.edit(b, in: dir, to: "strict.json") { object in
                var run = try #require(object["run"] as? [String: Any])
                run["settings"] = (run["settings"] as? String ?? "").replacingOccurrences(
                    of: "strict false", with: "strict true")
                object["run"] = run
            }
            #expect(
                try Self.refused([a, "strict.json"], in: dir).hasPrefix(
                    "strict.json: run with record never, strict true, "))

            try Self.edit(b, in: dir, to: "version.json") { object in
                var run = try #require(object["run"] as? [String: Any])
                run["tartineVersion"] = "9.9.9"
                object["run"] = run
            }
            #expect(
                try Self.refused([a, "version.json"], in: dir)
                    == "version.json: written by Tartine 9.9.9, this is 0.1.0; run every shard and the merge with the same Tartine\n"
            )

            // Cut short: a shard without its last case.
            try Self.edit(b, in: dir, to: "short.json") { object in
                var entries = try Self.entries(object)
                entries.removeLast()
                object["entries"] = entries
            }
            #expect(
                try Self.refused([a, "short.json"], in: dir)
                    == "short.json: 3 pictures, but shard 2/2 of a matrix of 8 cases has 4 (a report cut short?)\n")

            // A case of shard 1 claimed by shard 2.
            try Self.edit(b, in: dir, to: "moved.json") { object in
                var entries = try Self.entries(object)
                entries[0]["case"] = 0
                object["entries"] = entries
            }
            let moved = try Self.refused([a, "moved.json"], in: dir)
            #expect(moved.hasPrefix("moved.json: "), "\(moved)")
            #expect(moved.hasSuffix(" is at case 0, not one of shard 2/2 of a matrix of 8 cases\n"), "\(moved)")

            let (shard, index) = try Self.failing(in: dir)
            let failingReport = Self.report(shard)
            let other = Self.report(3 - shard)
            // An edited message.
            try Self.edit(failingReport, in: dir, to: "out/shard-\(shard)/edited.json") { object in
                var entries = try Self.entries(object)
                entries[index]["message"] = "all good"
                object["entries"] = entries
            }
            #expect(
                try Self.refused([other, "out/shard-\(shard)/edited.json"], in: dir)
                    == "out/shard-\(shard)/edited.json: the message of diary/saved/iphone-15-light-en@1x-1.png does not "
                    + "follow from its measurements (the report was edited, or written by another Tartine)\n")
            try FileManager.default.removeItem(atPath: "\(dir)/out/shard-\(shard)/edited.json")

            // Artifacts out of the report's directory: '..', absolute, a link out.
            for artifact in ["../../../etc/passwd", "/etc/passwd"] {
                try Self.edit(failingReport, in: dir, to: "out/shard-\(shard)/escape.json") { object in
                    var entries = try Self.entries(object)
                    var artifacts = try #require(entries[index]["artifacts"] as? [String: Any])
                    artifacts["expected"] = artifact
                    entries[index]["artifacts"] = artifacts
                    object["entries"] = entries
                }
                #expect(
                    try Self.refused([other, "out/shard-\(shard)/escape.json"], in: dir)
                        == "out/shard-\(shard)/escape.json: artifact \(artifact) is outside the report's directory "
                        + "(absolute, '..' or a link out); refusing it\n")
                try FileManager.default.removeItem(atPath: "\(dir)/out/shard-\(shard)/escape.json")
            }
            let expected = "out/shard-\(shard)/.tartine/failures/diary/saved/iphone-15-light-en@1x-1-expected.png"
            let saved = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(expected)"))
            try FileManager.default.removeItem(atPath: "\(dir)/\(expected)")
            try FileManager.default.createSymbolicLink(atPath: "\(dir)/\(expected)", withDestinationPath: "/etc/passwd")
            #expect(
                try Self.refused([a, b], in: dir)
                    == "\(failingReport): artifact .tartine/failures/diary/saved/iphone-15-light-en@1x-1-expected.png is "
                    + "outside the report's directory (absolute, '..' or a link out); refusing it\n")
            // A missing artifact: the summary can be merged, the HTML report cannot.
            try FileManager.default.removeItem(atPath: "\(dir)/\(expected)")
            #expect(try tartine(["merge-reports", "out"], in: dir).status == 1)
            let missing = try Self.refused(["out", "--report", "html"], in: dir)
            #expect(missing == "open(\(expected)): No such file or directory\n", "\(missing)")
            try saved.write(to: URL(fileURLWithPath: "\(dir)/\(expected)"))
            #expect(try tartine(["merge-reports", "out", "--report", "html"], in: dir).status == 1)

            // Not JSON, and too large.
            try write("{\"schemaVersion\": 2, \"entries\": [", to: "\(dir)/cut.json")
            #expect(try Self.refused([a, "cut.json"], in: dir).hasPrefix("cut.json: not a Tartine JSON report: "))
            FileManager.default.createFile(atPath: "\(dir)/huge.json", contents: nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: "\(dir)/huge.json"))
            try handle.truncate(atOffset: UInt64(64 << 20) + 1)
            try handle.close()
            let huge = try Self.refused([a, "huge.json"], in: dir)
            #expect(huge.hasPrefix("huge.json: ") && huge.hasSuffix(", over the limit of 64 MiB\n"), "\(huge)")
            // Nothing to merge.
            try FileManager.default.createDirectory(atPath: "\(dir)/empty", withIntermediateDirectories: true)
            #expect(
                try Self.refused(["empty"], in: dir)
                    == "no JSON report in empty; give each shard's --json report, or the directories holding them\n")
            #expect(try tartine(["merge-reports"], in: dir).status == 64)
        }
    }
}
