import ToastFiles
import ToastCore
import ToastRender
import ToastScript

/// Benchmarks of the renderer.
enum RenderBenchmarks {
    /// One iPhone 15 @3x frame (1179×2556) with one diary toast, drawn to pixels. Median of 300 frames
    /// across the toast's fade in and hold (so each frame really changes).
    static func frame() throws {
        let fonts = try FontSet.pinned()
        let theme = try ThemeLoader().load("themes/diary.lua").theme
        let content = try theme.content(kind: "saved", context: SceneSetting.standard.context)
        var presenter = theme.makePresenter()
        presenter.show(ToastRequest(content), at: 0)
        presenter.advance(to: 3)
        let pipeline = ScenePipeline(fonts: fonts)
        let timeline = pipeline.timeline(presenter.timeline, on: .standard)
        let renderer = try pipeline.renderer(for: .standard)
        var times: [Double] = []
        for i in 0..<330 {
            let frame = timeline.frame(at: Double(i % 60) / 100 + 0.01)
            let start = ContinuousClock.now
            try renderer.draw(frame)
            if i >= 30 { times.append(ScriptBenchmarks.seconds(ContinuousClock.now - start)) }
        }
        let p50 = median(times) * 1000
        report(
            "render: iPhone 15 @3x frame, one toast (p50)", "\(ScriptBenchmarks.format(p50)) ms",
            target: "≤ 1.5 ms p50", met: p50 <= 1.5)
    }

    /// The contact sheet of diary (3 kinds × 3 positions × light/dark) rendered and encoded to PNG.
    static func sheet() throws {
        let fonts = try FontSet.pinned()
        let theme = try ThemeLoader().load("themes/diary.lua").theme
        // Font hashes are computed once per process: pay for them before timing.
        _ = try RenderedImage(width: 1, height: 1, pixels: [0, 0, 0, 0]).pngData()
        var times: [Double] = []
        for _ in 0..<5 {
            let start = ContinuousClock.now
            _ = try ThemeSheet(theme: theme).render(fonts: fonts).pngData()
            times.append(ScriptBenchmarks.seconds(ContinuousClock.now - start))
        }
        let p50 = median(times) * 1000
        report(
            "render: diary contact sheet to PNG (p50 of 5)", "\(ScriptBenchmarks.format(p50)) ms",
            target: "≤ 300 ms", met: p50 <= 300)
    }

    /// Peak memory (max RSS) of the `tartine sheet` command on diary, run as a child process.
    static func sheetMemory() throws {
        let bin = tartineBinary()
        guard Scratch.isExecutable(bin) else {
            throw BenchmarkUnavailable("\(bin) not built (swift build -c release --product tartine)")
        }
        let dir = try Scratch.directory("sheet")
        defer { Scratch.remove(dir) }
        _ = try ChildProcess.wallSeconds(bin, ["sheet", "themes/diary.lua", "-o", "\(dir)/sheet.png"])
        let megabytes = Double(ChildProcess.childrenPeakResidentSize()) / 1024
        report(
            "render: peak memory of `tartine sheet` (diary)", "\(Int(megabytes.rounded())) MB",
            target: "≤ 150 MB", met: megabytes <= 150)
    }

    /// The `tartine` built beside this benchmark binary.
    static func tartineBinary() -> String {
        Paths.join(Paths.directory(of: CommandLine.arguments[0]), "tartine")
    }
}
