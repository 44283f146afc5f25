import ToastCore

/// Benchmarks of the pure-Swift engine.
enum CoreBenchmarks {

    /// `show` followed by running the toast to completion (enter, hold, exit), serial policy,
    /// draining events each time as a host does every tick.
    static func presenterThroughput() {
        let content = ToastContent(kind: "saved", icon: .emoji("💾"), message: "Saved", haptic: .success)
        let request = ToastRequest(content)
        let perRound = 1_000_000
        var presenter = Presenter(keepsHistory: false)
        var clock = 0.0
        var hidden = 0
        let result = measure(perRound: perRound) { _ in
            hidden += showAndComplete(request, times: perRound, on: &presenter, clock: &clock)
        }
        precondition(presenter.isIdle && hidden > 0, "the benchmark's toasts did not complete")
        report(
            "presenter: show + complete (serial)", "\(grouped(result.opsPerSecond)) ops/s",
            target: "≥ 2,000,000 ops/s", met: result.opsPerSecond >= 2_000_000)
    }

    /// Shows `request` `times` times, each run to completion. Returns how many toasts hid.
    @inline(never)
    static func showAndComplete(
        _ request: ToastRequest, times: Int, on presenter: inout Presenter,
        clock: inout Double
    ) -> Int {
        let cycle = 0.25 + 2 + 0.25
        var hidden = 0
        for _ in 0..<times {
            presenter.show(request, at: clock)
            clock += cycle
            presenter.advance(to: clock)
            presenter.drainEvents { event in
                if case .didHide = event.event { hidden += 1 }
            }
        }
        return hidden
    }

    /// `frame(at:)` with one toast on screen, across its entrance, hold and exit.
    static func timelineEvaluation() {
        var presenter = Presenter(
            motion: Motion(
                enter: Transition(
                    slide: Slide(), duration: 0.4,
                    curve: .cubicBezier(.ease))))
        presenter.show(ToastRequest(ToastContent(kind: "saved", icon: .emoji("💾"), message: "Saved")), at: 0)
        presenter.advance(to: 10)
        let result = framesPerSecond(of: presenter)
        report(
            "timeline: frame(at:) with one visible toast", "\(grouped(result.opsPerSecond)) frames/s",
            target: "≥ 1,000,000 frames/s", met: result.opsPerSecond >= 1_000_000)
    }

    /// `Timeline.frame(at:)` over the first 2.6 s of `presenter`'s timeline on an iPhone 15
    /// (monospace measurer), 2,000,000 frames a round.
    static func framesPerSecond(of presenter: Presenter) -> (opsPerSecond: Double, secondsPerRound: Double) {
        let timeline = Timeline(presenter.timeline, screen: .iPhone15, measurer: MonospaceMeasurer())
        let perRound = 2_000_000
        var checksum = 0.0
        let result = measure(perRound: perRound) { _ in
            for i in 0..<perRound {
                let frame = timeline.frame(at: Double(i % 2600) / 1000)
                checksum += frame.toasts.first?.transform.opacity ?? 0
            }
        }
        precondition(checksum > 0)
        return result
    }
}
