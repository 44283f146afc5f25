import Synchronization

/// The identities a run hands out to plugins, numbered per run, never per plugin: two plugins'
/// handles never name each other's toasts. A run keeps one across theme swaps (each new
/// ``RunResolver`` shares it), so a handle given before a save never comes back after it.
/// Toast identifiers are the presenter's, per run already.
public final class RunIdentities: Sendable {
    private let promises = Mutex(0)

    init() {}

    /// A fresh handle for a promise made without a tag: `promise-1`, `promise-2`, … in the
    /// order the run's plugins ask, whichever plugin asks.
    public func nextPromiseHandle() -> String {
        "promise-\(promises.withLock { count in count += 1; return count })"
    }
}
