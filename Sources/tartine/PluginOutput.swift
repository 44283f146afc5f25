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
        if case .vetoed(_, let plugin, let reason) = event.event, let toast {
            printError("\(plugin): vetoed the toast \(toast), which is not drawn: \(reason)")
        }
        if let line = event.event.pluginReport { printError(line) }
        if case .runAborted = event.event { aborted = true }
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
