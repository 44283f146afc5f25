import ToastFiles
import ToastCore
import ToastRender
import ToastScript
import ToastSnapshot
import ToastSnapshotSuite

/// Benchmarks of snapshot testing.
enum SnapshotBenchmarks {
    /// `ImageDiff.compare` on an iPhone 15 @3x pair (1179×2556) that differs in one toast's text.
    static func diff() throws {
        let fonts = try FontSet.pinned()
        let theme = try ThemeLoader().load("themes/diary.lua").theme
        func render(_ message: String) throws -> RenderedImage {
            let pipeline = ScenePipeline(fonts: fonts)
            let content = try theme.content(kind: "saved", message: message, context: SceneSetting.standard.context)
            let frame = theme.frame(showing: content, at: 1, on: .iPhone15, measurer: pipeline.measurer)
            return try pipeline.picture(of: frame, on: .standard)
        }
        let a = try render("Saved to your diary")
        let b = try render("Saved to your diary!")
        var times: [Double] = []
        var differing = 0
        for _ in 0..<31 {
            let start = ContinuousClock.now
            differing = ImageDiff.compare(a, b)?.differentPixels ?? -1
            times.append(ScriptBenchmarks.seconds(ContinuousClock.now - start))
        }
        let p50 = median(times) * 1000
        report(
            "snapshot: diff 1179×2556, small change (\(differing) px)", "\(ScriptBenchmarks.format(p50)) ms",
            target: "≤ 15 ms", met: p50 <= 15)
        let dir = try Scratch.directory("diff")
        defer { Scratch.remove(dir) }
        try Scratch.write(try a.pngData(), to: "\(dir)/a.png")
        try Scratch.write(try b.pngData(), to: "\(dir)/b.png")
        guard let compare = ["/usr/bin/compare", "/usr/bin/compare-im6.q16"].first(where: Scratch.isExecutable) else {
            print(
                "snapshot: ImageMagick's compare is not installed (apt-get install imagemagick) for the side-by-side figure"
            )
            return
        }
        let seconds = try ChildProcess.wallSeconds(
            compare, ["-metric", "AE", "\(dir)/a.png", "\(dir)/b.png", "null:"], exitCodes: [0, 1])
        print(
            pad("  ImageMagick `compare -metric AE`, same pair", 46)
                + " \(ScriptBenchmarks.format(seconds * 1000)) ms (whole command)")
    }

    /// Verifying 100 iPhone 15 @3x snapshots end to end (render, encode, compare with the
    /// reference) with 2 workers, against references recorded just before.
    static func verify100() throws {
        let dir = try Scratch.directory("suite")
        defer { Scratch.remove(dir) }
        let root = try Paths.currentDirectory()
        let manifest = """
            return toast.manifest {
              themes = { "\(root)/themes/diary.lua", "\(root)/themes/hud.lua" },
              kinds = { "saved", "updated", "deleted", "copied", "muted" },
              appearances = { "light", "dark" }, locales = { "en", "ko" },
              times = { 0.05, 0.1, 0.15, 0.2, 1 }, scale = 3,
            }
            """
        try Scratch.write(manifest, to: "\(dir)/snapshots.lua")
        let suite = try SnapshotSuite(manifestPath: "\(dir)/snapshots.lua")
        let fonts = try FontSet.pinned()
        _ = try suite.run(options: SnapshotRunOptions(mode: .all, jobs: 2), fonts: fonts)
        let start = ContinuousClock.now
        let result = try suite.run(options: SnapshotRunOptions(mode: .never, jobs: 2), fonts: fonts)
        let seconds = ScriptBenchmarks.seconds(ContinuousClock.now - start)
        let passed = result.entries.filter { $0.outcome.isPassing }.count
        report(
            "snapshot: verify \(suite.cases.count) iPhone 15 @3x (\(passed) pass), 2 jobs",
            "\(ScriptBenchmarks.format(seconds)) s",
            target: "≤ 3 s", met: seconds <= 3 && passed == suite.cases.count)
    }
}
