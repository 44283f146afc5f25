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
        }
    }

    /// Ends the call; returns its commands and how many were refused.
    func end() -> (commands: [PluginCommand], refused: Int) {
        contents.withLock {
            $0.queue = nil
            return ($0.commands, $0.refused)
        }
    }

    /// Adds a command issued by `call` to `function` (its chunk, line and function name it:
    /// `plugins/x.lua:12: toast.show`), or counts it when the call has issued `commandLimit`
    /// already.
    func add(_ command: ToastCommand, from call: HostCall, function: String) {
        contents.withLock {
            if $0.commands.count < commandLimit {
                $0.commands.append(PluginCommand(command, source: "\(call.chunk):\(call.line): \(function)"))
            } else {
                $0.refused += 1
            }
        }
    }
}
