import Synchronization
import ToastCore

/// What the `toast.*` queue functions of one plugin see and collect during one handler or
/// filter call: the queue as it is, the theme to resolve kinds with, and the commands so far.
/// Outside a call the functions refuse to run.
final class PluginCallState: Sendable {
    struct Contents: Sendable {
        var queue: QueueView?
        var theme: Theme?
        var context = ResolutionContext()
        var commands: [ToastCommand] = []
        var refused = 0
        /// Promises made without a tag, for the handles `toast.promise` makes (`promise-1`, …).
        var promises = 0
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
    func end() -> (commands: [ToastCommand], refused: Int) {
        contents.withLock {
            $0.queue = nil
            return ($0.commands, $0.refused)
        }
    }

    /// Resolves kinds against `theme` in `context` from now on.
    func bind(theme: Theme, context: ResolutionContext) {
        contents.withLock {
            $0.theme = theme
            $0.context = context
        }
    }

    /// Adds a command, or counts it when the call has issued `commandLimit` already.
    func add(_ command: ToastCommand) {
        contents.withLock {
            if $0.commands.count < commandLimit { $0.commands.append(command) } else { $0.refused += 1 }
        }
    }
}
