extension Theme {
    /// What is on screen `time` seconds after `content` is shown alone (at time 0) with this
    /// theme's queue and motion: the picture of one toast at one moment, as `tartine render`,
    /// contact sheets and snapshot suites draw it.
    /// - Parameters:
    ///   - content: the resolved toast (from `content(kind:…)`).
    ///   - time: seconds after the show.
    ///   - screen: the screen to lay it out on.
    ///   - measurer: measures text (the renderer's Pango measurer).
    ///   - reducedMotion: use the motion's reduced-motion cross-fade.
    public func frame(
        showing content: ToastContent, at time: Double, on screen: Screen,
        measurer: any TextMeasurer, reducedMotion: Bool = false
    ) -> Frame {
        var presenter = makePresenter(reducedMotion: reducedMotion)
        presenter.show(ToastRequest(content), at: 0)
        presenter.advance(to: time)
        return Timeline(presenter.timeline, screen: screen, measurer: measurer).frame(at: time)
    }
}
