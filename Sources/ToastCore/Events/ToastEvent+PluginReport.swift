extension ToastEvent {
    /// What a host says on standard error about a plugin's event: a line logged, a failure at
    /// its `file:line` (a call's, or a command's that could not be carried out), a plugin
    /// disabled or stopped, commands refused; `nil` for every other event. Every host words them
    /// here: the commands that run plugins (`render`, `sheet`, `play`) and the notification
    /// server.
    public var pluginReport: String? {
        switch self {
        case .pluginLog(let plugin, let text): "\(plugin): \(text)"
        case .pluginFailed(let plugin, let message), .runAborted(let plugin, let message):
            "\(plugin): error: \(message)"
        case .pluginDisabled(let plugin): "\(plugin): disabled after repeated failures"
        case .commandsRefused(let plugin, let count): "\(plugin): \(count) commands refused (over the per-call bound)"
        case .budgetExhausted(let plugin, let resource, let limit, let usage):
            "\(plugin): \(PluginRunBudget.exhaustedMessage(resource, limit: limit, usage: usage))"
        default: nil
        }
    }

    /// The plugin this event stops (it is no longer called for the rest of the run): disabled
    /// after repeated failures, out of its run budget, or stopped with every other plugin by the
    /// wall-clock guard; `nil` for every other event. A live host tells its user where they look
    /// (the notification server shows a card, as it does for a theme that did not reload).
    public var stoppedPlugin: String? {
        switch self {
        case .pluginDisabled(let plugin), .budgetExhausted(let plugin, _, _, _), .runAborted(let plugin, _): plugin
        default: nil
        }
    }
}
