import Foundation
import Testing

/// `tartine snapshot`'s last-run report and `tartine review`'s exits, run as a binary (the page
/// itself, Accept and the second run: scripts/review-e2e.py in Chromium).
@Suite("tartine review: the last run's report, and the exits before serving", .serialized)
struct ReviewCLITests {
    @Test("every run leaves its JSON report beside its artifacts; review refuses what it cannot read")
    func lastRun() throws {
        try withScratch { dir in
            try SnapshotTranscriptCLITests.recordedPair(in: dir)
            let lastRun = "\(dir)/.tartine/failures/last-run.json"
            let reference = "\(dir)/__Snapshots__/diary/saved/iphone-15-light-en@1x-1.png"
            try FileManager.default.removeItem(atPath: reference)
            try FileManager.default.copyItem(
                atPath: "\(dir)/__Snapshots__/diary/saved/iphone-15-dark-en@1x-1.png", toPath: reference)
            let failed = try tartine(
                ["snapshot", "\(dir)/snapshots.lua", "--jobs", "1", "--json", "\(dir)/report.json"],
                environment: ["CI": "true"])
            #expect(failed.status == 1)
            #expect(
                FileManager.default.contents(atPath: lastRun)
                    == FileManager.default.contents(atPath: "\(dir)/report.json"))
            #expect(try String(contentsOfFile: lastRun, encoding: .utf8).contains("\"status\": \"failed\""))

            let port = try tartine(["review", "\(dir)/snapshots.lua", "--port", "70000"])
            #expect(port.status == 64)
            #expect(port.err.hasPrefix("Error: --port must be from 0 to 65535, got 70000"), "\(port.err)")
            let missing = try tartine(["review", "\(dir)/snapshots.lua", "--json", "\(dir)/missing.json"])
            #expect(missing.status == 2)
            #expect(
                missing.err
                    == "\(dir)/missing.json: no snapshot run to review; run `tartine snapshot` first (it leaves its report there), or name one with --json\n"
            )
            // --report names an HTML report directory: its report.json, and the artifacts copied into it.
            let both = try tartine([
                "review", "\(dir)/snapshots.lua", "--report", "\(dir)/r", "--json", "\(dir)/r.json",
            ])
            #expect(both.status == 64)
            #expect(
                both.err.hasPrefix(
                    "Error: --report names the report and its artifacts: give it without --json and --artifacts"),
                "\(both.err)")
            let noReport = try tartine(["review", "\(dir)/snapshots.lua", "--report", "\(dir)/absent"])
            #expect(noReport.status == 2)
            #expect(noReport.err.hasPrefix("\(dir)/absent/report.json: no snapshot run to review;"), "\(noReport.err)")
            try write("<html>", to: "\(dir)/page.json")
            let foreign = try tartine(["review", "\(dir)/snapshots.lua", "--json", "\(dir)/page.json"])
            #expect(foreign.status == 2)
            #expect(foreign.err == "\(dir)/page.json: not a Tartine JSON report (not JSON)\n")

            // Re-recorded: the run passes, its failure's artifacts are gone, and there is nothing to review.
            _ = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "failed", "--jobs", "1"])
            let passed = try tartine(["snapshot", "\(dir)/snapshots.lua", "--jobs", "1"], environment: ["CI": "true"])
            #expect(passed.status == 0)
            #expect(
                !FileManager.default.fileExists(
                    atPath: "\(dir)/.tartine/failures/diary/saved/iphone-15-light-en@1x-1-actual.png"))
            let quiet = try tartine(["review", "\(dir)/snapshots.lua"])
            #expect(quiet.status == 0)
            #expect(
                quiet.out
                    == "nothing to review: the run in \(lastRun) (2 snapshots) has no failures\n",
                "\(quiet.out)")
        }
    }

    @Test("a passing run whose .tartine is a link outside passes, warns, and writes nothing through it")
    func linkedLastRun() throws {
        try withScratch { outside in
            try withScratch { dir in
                try SnapshotTranscriptCLITests.project(
                    in: dir,
                    manifest:
                        "  themes = { \"diary\" }, kinds = { \"saved\" }, times = { 1 }, appearances = { \"light\" },")
                _ = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "missing", "--jobs", "1"])
                try FileManager.default.removeItem(atPath: "\(dir)/.tartine")
                try FileManager.default.createSymbolicLink(atPath: "\(dir)/.tartine", withDestinationPath: outside)
                let run = try tartine(["snapshot", "\(dir)/snapshots.lua", "--jobs", "1"], environment: ["CI": "true"])
                #expect(run.status == 0, "\(run.out)\(run.err)")
                #expect(
                    run.err
                        == "warning: \(dir)/.tartine: a symbolic link to \(outside); refusing to write through it; `tartine review` will not find this run\n"
                )
                #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == [])
            }
        }
    }
}
