import ToastCore

/// What plugins said and where they failed, on stderr with file:line: every command that runs
/// plugins (`play`, `render`, `sheet`) reports their events the same way.
func reportPluginEvents(_ events: [TimedEvent]) {
    for event in events {
        switch event.event {
        case .pluginLog(let plugin, let text): printError("\(plugin): \(text)")
        case .pluginFailed(let plugin, let message): printError("\(plugin): error: \(message)")
        case .pluginDisabled(let plugin): printError("\(plugin): disabled after repeated failures")
        case .commandsRefused(let plugin, let count):
            printError("\(plugin): \(count) commands refused (over the per-call bound)")
        case .budgetExhausted(let plugin, let resource, let limit, let usage):
            printError("\(plugin): \(PluginRunBudget.exhaustedMessage(resource, limit: limit, usage: usage))")
        default: break
        }
    }
}
