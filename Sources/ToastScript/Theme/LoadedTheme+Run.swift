import ToastCore

extension LoadedTheme {
    /// A run of this theme: the one place a host of a loaded theme gets its `ToastRun` (`play`,
    /// `render`, `sheet`, `snapshot`, `check`'s exercise, the preview, the notification server
    /// and an app's center, through ``makeCenter(setting:clock:keepsHistory:plugins:)``).
    /// - Parameters:
    ///   - setting: what the host runs in.
    ///   - clock: the run's clock (a virtual one for a scripted run; `SystemClock.local()` live).
    ///   - keepsHistory: keep finished toasts, for a timeline of the whole run.
    ///   - plugins: the theme's plugins (``freshPlugins(loader:)`` for a run of its own, or
    ///     ``plugins`` for the one live run) and any of the host's own after them.
    ///   - budget: what each plugin may do over the run.
    /// - Returns: the run.
    public func makeRun(
        setting: SceneSetting, clock: any ToastClock, keepsHistory: Bool, plugins: [any ToastPlugin],
        budget: PluginRunBudget = PluginRunBudget()
    ) -> ToastRun {
        ToastRun(
            theme: theme, plugins: plugins, setting: setting, clock: clock, keepsHistory: keepsHistory, budget: budget)
    }

    /// The theme's plugins loaded again from their files, so that two runs never share plugin
    /// state; their states share one pool of memory (`PluginLoader.sharedMemory`), the run's.
    /// - Throws: `LoadError` with the file and the reason when one no longer loads.
    public func freshPlugins(loader: PluginLoader) throws(LoadError) -> [LuaPlugin] {
        let loader = loader.sharingMemory()
        return try plugins.map { plugin throws(LoadError) in try loader.load(plugin.file) }
    }

    /// Applies `command` at time 0 with this theme's queue, motion and fresh plugins, and runs
    /// until `time`: the run behind one toast at one moment, as `tartine render` (a kind, a
    /// notification), a contact sheet's cell and a snapshot suite's kind cases draw it. The
    /// pipeline resolves the kind or the notification, as it does a scenario's; the plugins'
    /// filters see the request and their handlers its events, exactly as in a scenario.
    /// - Parameters:
    ///   - command: a `showKind` or a `notify`.
    ///   - time: how long to run, in seconds after the show.
    ///   - setting: what the toast resolves in, and the motion.
    ///   - timeOfDay: the time of day at the run's start (`--time-of-day`), which plugins read.
    ///   - loader: loads the fresh plugin instances (their budgets).
    /// - Returns: what was on screen and every event (with the kinds, for a transcript).
    /// - Throws: `LoadError` when a plugin file no longer loads, `ThemeError` when the command
    ///   cannot be carried out (a kind the theme lacks, a message its arguments do not fit).
    public func run(
        applying command: ToastCommand, until time: Double, in setting: SceneSetting, timeOfDay: TimeOfDay?,
        loader: PluginLoader = PluginLoader()
    ) throws -> SceneRun {
        var run = makeRun(
            setting: setting, clock: VirtualClock(0, timeOfDay: timeOfDay), keepsHistory: true,
            plugins: try freshPlugins(loader: loader))
        if case .failed(let error) = run.pipeline.apply(command, at: 0) { throw error }
        run.pipeline.advance(to: time)
        return run.result()
    }

    /// A `ToastCenter` running this theme with its plugins (and `plugins`, the host's own, after
    /// them) in `setting` on `clock`; `keepsHistory` keeps finished toasts for a timeline of the
    /// whole run (a test's, a recording's).
    public func makeCenter(
        setting: SceneSetting, clock: any ToastClock, keepsHistory: Bool = false, plugins: [any ToastPlugin] = []
    ) -> ToastCenter {
        ToastCenter(
            makeRun(setting: setting, clock: clock, keepsHistory: keepsHistory, plugins: self.plugins + plugins))
    }
}
