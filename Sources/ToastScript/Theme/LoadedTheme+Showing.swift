import ToastCore

extension LoadedTheme {
    /// Shows `content` alone at time 0 with this theme's queue, motion and plugins, and runs
    /// until `time`: the run behind one toast at one moment, as `tartine render` and a snapshot
    /// suite's kind cases draw it. The plugins are fresh instances (loaded again from their
    /// files and bound to the theme in `context`), so two runs never share plugin state; their
    /// filters see the request and their handlers its events, exactly as in a scenario. Without
    /// plugins this is `Theme.frame(showing:…)`'s run.
    /// - Parameters:
    ///   - content: the resolved toast (from `theme.content(kind:…)`).
    ///   - time: how long to run, in seconds after the show.
    ///   - context: what plugins resolve the kinds they show in.
    ///   - reducedMotion: use the motion's reduced-motion cross-fade.
    ///   - loader: loads the fresh plugin instances (their budgets).
    /// - Returns: what was on screen and every event (with the kinds, for a transcript).
    /// - Throws: `LoadError` when a plugin file no longer loads.
    public func run(
        showing content: ToastContent, until time: Double, context: ResolutionContext,
        reducedMotion: Bool = false, loader: PluginLoader = PluginLoader()
    ) throws(LoadError) -> ScenarioRun {
        let fresh = try plugins.map { plugin throws(LoadError) in try loader.load(plugin.file) }
        for plugin in fresh { plugin.bind(theme: theme, context: context) }
        var pipeline = ToastPipeline(presenter: theme.makePresenter(reducedMotion: reducedMotion), plugins: fresh)
        pipeline.popupStyle = theme.popupStyle(in: context)
        pipeline.show(ToastRequest(content), at: 0)
        pipeline.advance(to: time)
        return ScenarioRun(
            timeline: pipeline.presenter.timeline, events: pipeline.drainEvents(), kinds: pipeline.requestedKinds)
    }
}
