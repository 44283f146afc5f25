import Synchronization
import ToastFiles

/// A C call made while watching files failed (see ToastFiles' `WatchError`).
public typealias WatchError = ToastFiles.WatchError

/// A value loaded from files and loaded again whenever one of them changes; the last good value
/// stays in force when a reload fails.
///
/// The loader says which files it read (``Loaded/dependencies``: the main file and everything it
/// imported); those are watched with the file layer's inotify watcher. On a change the candidate is built
/// beside the live value, the watcher is re-targeted to its dependency list, the candidate is
/// swapped in under a lock, the ``generation`` goes up by one, and `onUpdate` is told. A load that throws
/// leaves the old value and the old watches in place and is reported too, so the next save of
/// the fixed file reloads (a ``DependencyReportingError`` adds the files it names to the watch).
/// A candidate whose dependencies cannot be watched (a ``WatchError``) is turned down the same
/// way. Generic, so any loader (the theme loader among them) plugs in.
///
/// Reloads run one at a time, on the watcher's thread or in ``reloadNow()``.
public final class LiveValue<Value: Sendable>: Sendable {
    /// What one load produced.
    public struct Loaded: Sendable {
        /// The value.
        public var value: Value
        /// Every file the load read (the file itself, its imports …), absolute or relative to
        /// the current directory.
        public var dependencies: [String]

        /// Pairs a value with the files its load read.
        public init(value: Value, dependencies: [String]) {
            self.value = value
            self.dependencies = dependencies
        }
    }

    /// What a reload did, as told to `onUpdate`.
    public enum Update: Sendable {
        /// A new value is in force, as generation `generation`.
        case loaded(generation: Int, Value)
        /// The load threw; generation `generation` stays in force.
        case failed(generation: Int, any Error & Sendable)
    }

    private struct Live: Sendable {
        var value: Value
        var generation: Int
        var dependencies: [String]
    }

    private let live: Mutex<Live>
    /// Held for the whole of a reload, so that reloads never overlap.
    private let reloading = Mutex(())
    private let load: @Sendable () throws -> Loaded
    private let onUpdate: @Sendable (Update) -> Void
    /// The platform's own watcher (ToastFiles' `WatcherKind.native`).
    private let watcher: any FileWatcher

    /// Loads the value now, then watches its dependencies and reloads when they change.
    /// - Parameters:
    ///   - load: reads the files and builds the value. It may throw; an error conforming to
    ///     ``DependencyReportingError`` also names the files read before failing, to watch.
    ///   - debounce: seconds of quiet after the last save of a burst before reloading.
    ///   - onUpdate: told of every reload after the first, on the watcher's thread (or the
    ///     caller's, for ``reloadNow()``). It must not call ``reloadNow()`` synchronously.
    /// - Throws: what the first load throws, or a ``WatchError`` if its files cannot be watched.
    public init(
        load: @escaping @Sendable () throws -> Loaded, debounce: Double = 0.15,
        onUpdate: @escaping @Sendable (Update) -> Void = { _ in }
    ) throws {
        let first = try load()
        let link = ReloadLink()
        watcher = try WatcherKind.native.start(
            files: first.dependencies, debounce: debounce, onChange: { _ in link.reload() },
            onError: { error in link.report(error) })
        live = Mutex(Live(value: first.value, generation: 0, dependencies: first.dependencies))
        self.load = load
        self.onUpdate = onUpdate
        link.connect(self)
    }

    deinit {
        watcher.cancel()
    }

    /// The value in force.
    public var current: Value {
        live.withLock { $0.value }
    }

    /// How many times the value was replaced: `0` after the first load, one more per good reload.
    public var generation: Int {
        live.withLock { $0.generation }
    }

    /// Reloads now, on the calling thread, with the same rules as a reload after a change:
    /// returns once the new value is in force (or the failure reported).
    public func reloadNow() {
        let update = reloading.withLock { _ -> Update in
            do {
                let candidate = try load()
                try watcher.watch(files: candidate.dependencies)
                let generation = live.withLock { live in
                    live = Live(
                        value: candidate.value, generation: live.generation + 1, dependencies: candidate.dependencies)
                    return live.generation
                }
                return .loaded(generation: generation, candidate.value)
            } catch {
                let (generation, dependencies) = live.withLock { ($0.generation, $0.dependencies) }
                if let reported = error as? any DependencyReportingError {
                    do throws(WatchError) { try watcher.watch(files: dependencies + reported.dependencies) } catch let
                        watchError
                    {
                        return .failed(generation: generation, FailedReload(load: error, watch: watchError))
                    }
                }
                return .failed(generation: generation, error)
            }
        }
        onUpdate(update)
    }

    /// Tells `onUpdate` of a failure on the watcher's thread; the value in force stays.
    fileprivate func report(_ error: WatchError) {
        onUpdate(.failed(generation: generation, error))
    }

    /// The descriptors its watcher holds while it runs (for tests).
    package var watcherDescriptors: [Int32] {
        watcher.descriptors
    }

    /// Stops watching; the value in force stays readable and ``reloadNow()`` still works.
    public func cancel() {
        watcher.cancel()
    }
}

/// Something a watcher can ask to reload.
private protocol Reloadable: AnyObject, Sendable {
    func reloadNow()
    func report(_ error: WatchError)
}

/// A reload whose load failed and whose files named by that failure could not be watched
/// either: both are told.
public struct FailedReload: Error, Sendable, CustomStringConvertible {
    /// Why the load failed.
    public var load: any Error & Sendable
    /// Why the files it read could not be watched.
    public var watch: WatchError

    /// The load error, then the watch error, one per line.
    public var description: String { "\(load)\n\(watch)" }
}

extension LiveValue: Reloadable {}

/// The watcher's handle on its ``LiveValue``: weak, so that the value (which owns the watcher)
/// can go away, and set once the value exists.
private final class ReloadLink: Sendable {
    private struct Weak: Sendable {
        weak var target: (any Reloadable)?
    }

    private let target = Mutex(Weak())

    func connect(_ reloadable: any Reloadable) {
        target.withLock { $0.target = reloadable }
    }

    func reload() {
        target.withLock { $0.target }?.reloadNow()
    }

    func report(_ error: WatchError) {
        target.withLock { $0.target }?.report(error)
    }
}
