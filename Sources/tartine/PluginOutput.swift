import ToastCore

/// What plugins said and where they failed, on stderr with file:line: every command that runs
/// plugins (`play`, `render`, `sheet`) reports their events the same way. A command that draws
/// one toast (`render`, a cell of `sheet`) names it as `toast` (`'saved'`), and a veto is then
/// reported too: the picture lacks that toast.
/// - Throws: `CLIFailure` (exit 3) when a plugin call tripped the wall-clock guard: the run's
///   output would depend on the machine, so the command writes nothing.
func reportPluginEvents(_ events: [TimedEvent], toast: String? = nil) throws {
    var aborted = false
    for event in events {
        switch event.event {
        case .vetoed(_, let plugin, let reason):
            if let toast { printError("\(plugin): vetoed the toast \(toast), which is not drawn: \(reason)") }
        case .pluginLog(let plugin, let text): printError("\(plugin): \(text)")
        case .pluginFailed(let plugin, let message): printError("\(plugin): error: \(message)")
        case .pluginDisabled(let plugin): printError("\(plugin): disabled after repeated failures")
        case .commandsRefused(let plugin, let count):
            printError("\(plugin): \(count) commands refused (over the per-call bound)")
        case .budgetExhausted(let plugin, let resource, let limit, let usage):
            printError("\(plugin): \(PluginRunBudget.exhaustedMessage(resource, limit: limit, usage: usage))")
        case .runAborted(let plugin, let message):
            printError("\(plugin): error: \(message)")
            aborted = true
        default: break
        }
    }
    if aborted {
        throw CLIFailure(
            status: .guardTripped,
            lines: [
                "error: a plugin call ran past the wall-clock guard (it is no budget: the instruction "
                    + "budgets bound every call); what followed would depend on this machine's speed, so "
                    + "the run is stopped and nothing is written"
            ])
    }
}
