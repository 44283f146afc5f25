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
}
