@testable import ToastCore

extension ToastPipeline {
    /// A pipeline around `presenter` for the core's tests, its kinds resolved through `theme`
    /// in the standard setting on a clock without a time of day (hosts get theirs from a
    /// ``ToastRun``).
    init(
        presenter: Presenter, plugins: [any ToastPlugin] = [], theme: Theme = Theme(name: ""),
        commandLimit: Int = 1_000, failureLimit: Int = 3, runBudget: PluginRunBudget = PluginRunBudget()
    ) {
        self.init(
            presenter: presenter, plugins: plugins,
            resolver: RunResolver(
                theme: theme, context: SceneSetting.standard.context, timeOfDay: nil, identities: RunIdentities()),
            commandLimit: commandLimit, failureLimit: failureLimit, runBudget: runBudget)
    }
}

extension PluginReply {
    /// A reply of a Swift test plugin: its commands, each named as issued by `test.swift:1`.
    init(commands: [ToastCommand], logs: [String] = [], failure: String? = nil, refused: Int = 0) {
        self.init(
            commands: commands.map { PluginCommand($0, source: "test.swift:1") }, logs: logs, failure: failure,
            refused: refused)
    }
}

/// A center running `theme` in the standard setting (or `setting`) on `clock`.
func center(
    _ theme: Theme, clock: any ToastClock = VirtualClock(0, timeOfDay: nil), setting: SceneSetting = .standard,
    keepsHistory: Bool = false, plugins: [any ToastPlugin] = []
) -> ToastCenter {
    ToastCenter(ToastRun(theme: theme, plugins: plugins, setting: setting, clock: clock, keepsHistory: keepsHistory))
}
