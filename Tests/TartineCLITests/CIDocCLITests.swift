import Foundation
import Testing

/// docs/ci.md's workflows, run locally: the commands are taken from the document itself (the
/// GitHub Actions shard and merge steps, the uploaded paths; the GitLab `parallel:` script), so
/// the document cannot drift from what is tested. Four shard processes, then the merge; the
/// merged verdict and status are the unsharded run's.
@Suite("docs/ci.md: the documented shard and merge steps, run locally", .serialized)
struct CIDocCLITests {
    /// The fenced `yaml` blocks of docs/ci.md.
    static func yamlBlocks() throws -> [[String]] {
        let text = try String(contentsOfFile: "\(root)/docs/ci.md", encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line == "```yaml" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current ?? [])
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The command of the step `- run: <prefix>…` of `block`.
    static func step(_ block: [String], _ prefix: String) throws -> String {
        let line = try #require(block.first { $0.contains("run: \(prefix)") }, "no step '\(prefix)'")
        return String(line[line.range(of: "run: ")!.upperBound...])
    }

    /// Runs `script` with `sh` in `dir`, the tested `tartine` first on the PATH.
    static func shell(_ script: String, in dir: String, environment: [String: String] = [:]) throws -> Run {
        let bin = URL(fileURLWithPath: tartineBinary).deletingLastPathComponent().path
        var env = MergeReportsCLITests.ci
        env["PATH"] = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for (key, value) in environment { env[key] = value }
        return try runProcess("/bin/sh", ["-c", script], in: dir, environment: env)
    }

    @Test("GitHub Actions: four shard steps, the upload of each, the merge job with its job summary")
    func gitHubActions() throws {
        let workflow = try #require(try Self.yamlBlocks().first { $0.contains("name: snapshots") })
        let shardStep = try Self.step(workflow, "tartine snapshot")
        let mergeStep = try Self.step(workflow, "tartine merge-reports")
        #expect(shardStep.contains("--shard ${{ matrix.shard }}/4"))
        #expect(workflow.contains("        shard: [1, 2, 3, 4]"))
        #expect(mergeStep.contains("--summary \"$GITHUB_STEP_SUMMARY\""))
        // What each shard uploads: the lines of the `path: |` of its upload step.
        let start = try #require(workflow.firstIndex { $0.hasSuffix("name: shard-${{ matrix.shard }}") })
        let paths = workflow[(start + 2)...].prefix { !$0.contains(":") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(paths == ["report.json", ".tartine/failures/"])

        try withScratch { dir in
            let project = "\(dir)/project"
            try FileManager.default.createDirectory(atPath: project, withIntermediateDirectories: true)
            try MergeReportsCLITests.fixture(in: project)
            try? FileManager.default.removeItem(atPath: "\(project)/.tartine")
            let whole = try tartine(["snapshot", "snapshots.lua"], in: project, environment: MergeReportsCLITests.ci)
            #expect(whole.status == 1)

            let merge = "\(dir)/merge-job"
            for shard in 1...4 {
                try? FileManager.default.removeItem(atPath: "\(project)/.tartine")
                let run = try Self.shell(
                    shardStep.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)"), in: project)
                #expect(run.status == 0 || run.status == 1, "shard \(shard): \(run.err)")
                // upload-artifact keeps the paths below the workspace; download-artifact puts the
                // artifact `shard-N` in out/shard-N.
                for path in paths {
                    let source = "\(project)/\(path)"
                    guard FileManager.default.fileExists(atPath: source) else { continue }
                    let target = "\(merge)/out/shard-\(shard)/\(path)"
                    try FileManager.default.createDirectory(
                        atPath: URL(fileURLWithPath: target).deletingLastPathComponent().path,
                        withIntermediateDirectories: true)
                    try FileManager.default.copyItem(atPath: source, toPath: target)
                }
            }
            let summary = "\(dir)/step-summary.md"
            let merged = try Self.shell(mergeStep, in: merge, environment: ["GITHUB_STEP_SUMMARY": summary])
            #expect(merged.status == whole.status, "\(merged.err)")
            #expect(merged.out.split(separator: "\n").last == whole.out.split(separator: "\n").last, "\(merged.out)")
            let markdown = try String(contentsOfFile: summary, encoding: .utf8)
            #expect(markdown.hasPrefix("### Tartine snapshots: ❌ 2 failed, 8 passed"), "\(markdown)")
            #expect(FileManager.default.fileExists(atPath: "\(merge)/merged/report/index.html"))
            #expect(
                FileManager.default.fileExists(
                    atPath: "\(merge)/merged/report/images/diary/saved/iphone-15-light-en@1x-1-diff.png"))
            #expect(FileManager.default.fileExists(atPath: "\(merge)/merged/junit.xml"))
            #expect(FileManager.default.fileExists(atPath: "\(merge)/merged/report.json"))
        }
    }

    @Test("GitLab CI: the parallel: 4 script of each shard, then the merge job")
    func gitLab() throws {
        let pipeline = try #require(try Self.yamlBlocks().first { $0.contains("  parallel: 4") })
        let first = try #require(pipeline.firstIndex { $0.contains("- tartine snapshot") })
        let last = try #require(pipeline.firstIndex { $0.contains("- exit ${status:-0}") })
        let script = pipeline[first...last].map { line in
            String(line.drop { $0 == " " }.dropFirst(2))
        }.joined(separator: "\n")
        let mergeLine = try #require(pipeline.first { $0.contains("- tartine merge-reports") })
        let mergeCommand = String(mergeLine.drop { $0 == " " }.dropFirst(2))

        try withScratch { dir in
            try MergeReportsCLITests.fixture(in: dir)
            try? FileManager.default.removeItem(atPath: "\(dir)/.tartine")
            let whole = try tartine(["snapshot", "snapshots.lua"], in: dir, environment: MergeReportsCLITests.ci)
            for shard in 1...4 {
                let run = try Self.shell(
                    script, in: dir, environment: ["CI_NODE_INDEX": "\(shard)", "CI_NODE_TOTAL": "4"])
                #expect(run.status == 0 || run.status == 1, "shard \(shard): \(run.err)")
                #expect(FileManager.default.fileExists(atPath: "\(dir)/out/shard-\(shard)/report.json"))
            }
            let merged = try Self.shell(mergeCommand, in: dir)
            #expect(merged.status == whole.status, "\(merged.err)")
            #expect(merged.out.split(separator: "\n").last == whole.out.split(separator: "\n").last, "\(merged.out)")
            #expect(FileManager.default.fileExists(atPath: "\(dir)/merged/junit.xml"))
            let markdown = try String(contentsOfFile: "\(dir)/merged/summary.md", encoding: .utf8)
            #expect(markdown.hasPrefix("### Tartine snapshots: ❌ "), "\(markdown)")
        }
    }
}
