import Synchronization
import ToastCore

/// What the `toast.*` queue functions of one plugin see and collect during one handler or
/// filter call: the queue as it is (and through it the run: its theme, context and time of day)
/// and the commands so far, each with the line that issued it. Outside a call the functions
/// refuse to run. Nothing is bound to a plugin beside its run: the pipeline resolves every kind
/// a command names.
final class PluginCallState: Sendable {
    struct Contents: Sendable {
        var queue: QueueView?
        var commands: [PluginCommand] = []
        var refused = 0
        /// Commands this call may still keep: the lesser of ``commandLimit`` and the queue view's
        /// ``QueueView/commandAllowance`` (what the run has left for it).
        var allowance = 0
    }

    /// Commands one call may issue; more are counted as refused, not kept.
    let commandLimit: Int
    let contents = Mutex(Contents())

    init(commandLimit: Int) { self.commandLimit = commandLimit }

    /// Starts a call that sees `queue`.
    func begin(_ queue: QueueView) {
        contents.withLock {
            $0.queue = queue
            $0.commands.removeAll(keepingCapacity: true)
            $0.refused = 0
            $0.allowance = min(commandLimit, queue.commandAllowance)
        }
    }

    /// Ends the call; returns its commands and how many were refused.
    func end() -> (commands: [PluginCommand], refused: Int) {
        contents.withLock {
            $0.queue = nil
            return ($0.commands, $0.refused)
        }
    }

    /// Counts a command the call makes, as it makes it: keeps `command()` (issued by `call` to
    /// `function`, named by its chunk, line and function: `plugins/x.lua:12: toast.show`) while
    /// the call's allowance lasts; past it the command is refused and counted, and nothing of
    /// it is built or stored. The one place a plugin's command is kept.
    func add(_ command: () -> ToastCommand, from call: HostCall, function: String) {
        contents.withLock {
            if $0.commands.count < $0.allowance {
                $0.commands.append(PluginCommand(command(), source: "\(call.chunk):\(call.line): \(function)"))
            } else {
                $0.refused += 1
            }
        }
    }
}
