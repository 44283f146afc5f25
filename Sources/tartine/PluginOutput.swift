import ToastCore

/// What plugins said and where they failed, on stderr with file:line: every command that runs
/// plugins (`play`, `render`, `sheet`) reports their events the same way. A command that draws
/// one toast (`render`, a cell of `sheet`) names it as `toast` (`'saved'`), and a veto is then
/// reported too: the picture lacks that toast.
func reportPluginEvents(_ events: [TimedEvent], toast: String? = nil) {
    for event in events {
        switch event.event {
        case .vetoed(_, let plugin, let reason):
            if let toast { printError("\(plugin): vetoed the toast \(toast), which is not drawn: \(reason)") }
        case .pluginLog(let plugin, let text): printError("\(plugin): \(text)")
        case .pluginFailed(let plugin, let message): printError("\(plugin): error: \(message)")
        case .pluginDisabled(let plugin): printError("\(plugin): disabled after repeated failures")
        case .commandsRefused(let plugin, let count):
            printError("\(plugin): \(count) commands refused (over the per-call bound)")
        default: break
        }
    }
}
