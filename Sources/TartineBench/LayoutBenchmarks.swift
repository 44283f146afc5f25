import ToastCore

/// Benchmarks of layout trees: laying one out, and reading frames of a toast that uses one.
enum LayoutBenchmarks {
    /// A ten-node tree: an avatar beside a column of title, message and a row of badge, spacer
    /// and button, with an icon and a spacer at the end.
    static let tenNodes = LayoutNode.hstack(
        [
            LayoutNode(.image, width: 40),
            .vstack(
                [
                    LayoutNode(.text(.title)), LayoutNode(.text(.message)),
                    .hstack([LayoutNode(.badge), LayoutNode(.spacer), LayoutNode(.button)], spacing: 8),
                ], spacing: 2, alignment: .start),
            LayoutNode(.spacer, width: 4),
            LayoutNode(.icon, width: 18),
        ], spacing: 12)

    static func content() -> ToastContent {
        var style = ToastStyle()
        style.fillsWidth = true
        style.layout = tenNodes
        return ToastContent(
            kind: "message", icon: .emoji("💬"), title: "Mina", message: "Are we still on for dinner tonight?",
            action: ToastAction(id: "reply", title: "Reply"), style: style, position: .top)
    }

    /// `ToastLayoutEngine.layout` of the ten-node tree (count 3, so the badge shows), monospace measurer.
    static func tree() {
        let engine = ToastLayoutEngine(measurer: MonospaceMeasurer())
        let content = content()
        let perRound = 100_000
        var checksum = 0.0
        let result = measure(perRound: perRound) { _ in
            for _ in 0..<perRound { checksum += engine.layout(content, count: 3, on: .iPhone15).size.height }
        }
        precondition(checksum > 0)
        let micros = result.secondsPerRound / Double(perRound) * 1e6
        report(
            "layout: ten-node tree (monospace measurer)", "\(NumberText.short((micros * 100).rounded() / 100)) µs",
            target: "≤ 20 µs median", met: micros <= 20)
    }

    /// `Timeline.frame(at:)` with one toast laid out through the ten-node tree, over its whole life.
    static func frameWithTree() {
        var presenter = Presenter()
        presenter.show(ToastRequest(content()), at: 0)
        presenter.advance(to: 10)
        let result = CoreBenchmarks.framesPerSecond(of: presenter)
        report(
            "timeline: frame(at:), one toast with a tree", "\(grouped(result.opsPerSecond)) frames/s",
            target: "≥ 500,000 frames/s", met: result.opsPerSecond >= 500_000)
    }
}
