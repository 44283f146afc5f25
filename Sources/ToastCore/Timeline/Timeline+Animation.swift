/// Turning a record's times and transitions into opacity, offset and scale at a moment.
extension Timeline {
    /// How shown a toast is at `t`: 0 hidden, 1 fully shown (springs may pass 1).
    static func visibility(of record: ToastRecord, at t: Double) -> Double {
        visibility(
            enterStart: record.enterStart, enter: record.enter, exitStart: record.exitStart,
            exit: record.exit, exitStartProgress: record.exitStartProgress, at: t
        ).value
    }

    private static func visibility(
        enterStart: Double, enter: Transition, exitStart: Double?, exit: Transition,
        exitStartProgress: Double, at t: Double
    ) -> (value: Double, phase: LayerPhase) {
        if let exitStart, t >= exitStart {
            let elapsed = exit.duration > 0 ? (t - exitStart) / exit.duration : 1
            let progress = min(exitStartProgress + elapsed, 1)
            return (1 - exit.curve.value(at: progress), .exiting)
        }
        let enterProgress = enter.duration > 0 ? (t - enterStart) / enter.duration : 1
        if enterProgress < 1 { return (enter.curve.value(at: max(enterProgress, 0)), .entering) }
        return (1, .shown)
    }

    /// The transform at `t` of a layer of `size` (for keyframes of a motion function of the
    /// size) with these times and transitions.
    static func animate(
        enterStart: Double, enter: Transition, exitStart: Double?, exit: Transition,
        exitStartProgress: Double, size: Size, slideVector: (Slide) -> Point,
        at t: Double
    ) -> (LayerTransform, LayerPhase) {
        let (v, phase) = visibility(
            enterStart: enterStart, enter: enter, exitStart: exitStart, exit: exit,
            exitStartProgress: exitStartProgress, at: t)
        guard phase != .shown else { return (.identity, .shown) }
        let transition = phase == .exiting ? exit : enter
        if let keyframes = transition.keyframes { return (keyframes.transform(at: v, size: size), phase) }
        var transform = LayerTransform.identity
        if transition.fade { transform.opacity = min(max(v, 0), 1) }
        if let slide = transition.slide {
            let hidden = slideVector(slide)
            transform.offset = Point(x: hidden.x * (1 - v), y: hidden.y * (1 - v))
        }
        if let from = transition.scale { transform.scale = from + (1 - from) * v }
        return (transform, phase)
    }
}
