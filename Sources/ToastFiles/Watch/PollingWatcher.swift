import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Watches files by looking at them: every `interval`, each file's link chain is resolved again
/// and what it leads to is `stat`ed (device, inode, size, modification and status-change times);
/// any difference, or the file appearing or going away, is a change. Portable wherever `stat`
/// is, it serves the platforms without a native watcher (``WatcherKind/native``), and any file
/// system whose changes inotify does not report (network mounts).
///
/// It behaves as ``InotifyWatcher`` does: files named as given, relative paths against the
/// current directory, a file's directory required when it is watched, links followed, changes
/// debounced into one call per burst on its own thread (`tartine-watch`), ``cancel()`` from the
/// handler allowed. A change is seen up to one interval late, and a burst is over once no
/// change has been seen for `debounce` seconds and at least one more look.
///
/// Bounds: at most ``maximumFiles`` files; an interval within ``intervals`` (clamped).
package final class PollingWatcher: FileWatcher {
    /// The most files one watcher looks at, each `stat`ed (with its links) at every look.
    package static let maximumFiles = 1024
    /// The allowed time between looks, in seconds: often enough to feel live, rarely enough
    /// that a thousand files cost little.
    package static let intervals: ClosedRange<Double> = 0.01...5
    /// The time between looks when none is asked for.
    package static let defaultInterval = 0.1

    private let core: PollingCore

    /// Starts watching `files`, looking every `interval` seconds.
    /// - Parameters:
    ///   - files: the files to watch, absolute or relative to the current directory. They need not
    ///     exist yet; the directories holding them must.
    ///   - debounce: seconds without a change seen before the handler runs.
    ///   - interval: seconds between looks, clamped to ``intervals`` (NaN: ``defaultInterval``).
    ///   - onChange: called on a background thread with the changed files, named as in `files`.
    ///     It may call ``watch(files:)`` and ``cancel()``.
    ///   - onError: told of what could not be looked at (a link that can no longer be read, a
    ///     `stat` that fails), once when it starts failing, not at every look.
    /// - Throws: ``WatchError`` when a file's directory is not there (`stat(/tmp/x): No such
    ///   file or directory`), a link on the way to a file cannot be read, there are more than
    ///   ``maximumFiles`` files, or no thread can be made.
    package init(
        files: [String], debounce: Double = 0.15, interval: Double = PollingWatcher.defaultInterval,
        onChange: @escaping @Sendable (Set<String>) -> Void, onError: @escaping @Sendable (WatchError) -> Void
    ) throws(WatchError) {
        let core = PollingCore(
            debounce: debounce, interval: Self.clampedInterval(interval), onChange: onChange, onError: onError)
        do throws(WatchError) {
            try core.watch(files)
            try core.start()
        } catch {
            core.cancel()
            throw error
        }
        self.core = core
    }

    /// `seconds` within ``intervals``; ``defaultInterval`` for NaN.
    package static func clampedInterval(_ seconds: Double) -> Double {
        seconds.isNaN ? defaultInterval : min(max(seconds, intervals.lowerBound), intervals.upperBound)
    }

    /// The time between looks, in seconds (after clamping).
    package var interval: Double { core.interval }

    package func watch(files: [String]) throws(WatchError) {
        try core.watch(files)
    }

    package func cancel() {
        core.cancel()
    }

    deinit {
        core.release()
    }

    /// None: this watcher holds no descriptor between looks.
    package var descriptors: [Int32] { [] }

    package var watchedDirectories: Set<String> {
        core.watchedDirectories
    }
}

/// What a file looked like at one look: where its links led, what was at the end, and what
/// could not be looked at.
private struct Sighting: Equatable, Sendable {
    var chain: [String]
    var stamp: FileStamp?
    /// A link on the way that could not be read, or a `stat` that failed (not for a missing file).
    var problem: WatchError?
    /// Whether ``problem`` is a link that could not be read (the chain stops short).
    var linkUnreadable = false
}

/// The shared half of a ``PollingWatcher``: the files, what they looked like, and the loop its
/// thread runs (held by the thread, so that dropping the last reference to the watcher stops it).
private final class PollingCore: Sendable {
    let debounce: Duration
    let interval: Double
    let onChange: @Sendable (Set<String>) -> Void
    let onError: @Sendable (WatchError) -> Void
    /// Signalled to end a wait early (``cancel()``).
    let wake = DispatchSemaphore(value: 0)
    let state = Mutex(State())

    struct State: Sendable {
        /// The caller's names → the absolute paths they stood for when given.
        var requested: [String: String] = [:]
        /// The caller's names → what the last look saw.
        var seen: [String: Sighting] = [:]
        var thread: WatchThread?
        var cancelled = false
        /// The thread cancelled from its own handler, left for ``release()`` to join or detach.
        var unjoined: WatchThread?
    }

    init(
        debounce: Double, interval: Double, onChange: @escaping @Sendable (Set<String>) -> Void,
        onError: @escaping @Sendable (WatchError) -> Void
    ) {
        // A burst lasts at least one more look, so that a change seen at two looks is one call.
        self.debounce = .seconds(max(debounce.isNaN ? 0 : debounce, interval))
        self.interval = interval
        self.onChange = onChange
        self.onError = onError
    }

    /// Starts the thread that looks.
    func start() throws(WatchError) {
        let thread = try WatchThread.start(name: "tartine-watch") { [self] in run() }
        state.withLock { $0.thread = thread }
    }

    /// Watches `names` (and nothing else): every file's directory must be a directory and every
    /// link on the way readable, or nothing changes and the first failure is thrown.
    func watch(_ names: [String]) throws(WatchError) {
        if names.count > PollingWatcher.maximumFiles {
            throw WatchError(call: "watch", path: names[PollingWatcher.maximumFiles], code: ENOSPC)
        }
        let absolute = try absolutePaths(of: names)
        for directory in Set(absolute.values.map(Paths.directory(of:))).sorted() {
            let found: (kind: FileKind, size: Int)?
            do { found = try status(of: directory, following: true) } catch { throw WatchError(error) }
            guard let found else { throw WatchError(call: "stat", path: directory, code: ENOENT) }
            guard found.kind == .directory else { throw WatchError(call: "stat", path: directory, code: ENOTDIR) }
        }
        var seen: [String: Sighting] = [:]
        var problems: [WatchError] = []
        for (name, path) in absolute.sorted(by: { $0.key < $1.key }) {
            let sighting = look(at: path)
            if let problem = sighting.problem {
                if sighting.linkUnreadable { throw problem }  // as inotify: the file cannot be followed
                problems.append(problem)
            }
            seen[name] = sighting
        }
        for problem in problems { onError(problem) }
        state.withLock { state in
            guard !state.cancelled else { return }
            state.requested = absolute
            state.seen = seen
        }
    }

    /// What `path` looks like now. When a link on the way cannot be read, the path itself is
    /// looked at, and the problem kept in the sighting.
    private func look(at path: String) -> Sighting {
        var sighting = Sighting(chain: [path])
        do { sighting.chain = try Paths.linkChain(path) } catch {
            sighting.problem = WatchError(error)
            sighting.linkUnreadable = true
        }
        do { sighting.stamp = try Files.stamp(of: sighting.chain[sighting.chain.count - 1]) } catch {
            sighting.problem = sighting.problem ?? WatchError(error)
        }
        return sighting
    }

    /// Looks at every file once, and reports a problem when it is new (not at every look).
    /// - Returns: the caller's names of the files that changed since the last look.
    private func lookAgain() -> Set<String> {
        let requested = state.withLock { $0.requested }
        var now: [String: Sighting] = [:]
        for (name, path) in requested { now[name] = look(at: path) }
        let (changed, problems) = state.withLock { state in
            var changed: Set<String> = []
            var problems: [WatchError] = []
            for (name, sighting) in now.sorted(by: { $0.key < $1.key }) where state.requested[name] == requested[name] {
                if state.seen[name] != sighting { changed.insert(name) }
                if let problem = sighting.problem, state.seen[name]?.problem != problem { problems.append(problem) }
                state.seen[name] = sighting
            }
            return (changed, problems)
        }
        for problem in problems { onError(problem) }
        return changed
    }

    /// The thread's loop: wait an interval (or less, until the debounce deadline), look, and call
    /// the handler once a burst has been quiet for `debounce`.
    private func run() {
        let clock = ContinuousClock()
        var pending: Set<String> = []
        var deadline: ContinuousClock.Instant?
        while true {
            var wait = Duration.seconds(interval)
            if let deadline { wait = min(wait, max(.zero, clock.now.duration(to: deadline))) }
            let (seconds, attoseconds) = wait.components
            let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
            _ = wake.wait(timeout: .now() + .nanoseconds(nanoseconds))
            if state.withLock({ $0.cancelled }) { break }
            let changed = lookAgain()
            if !changed.isEmpty {
                pending.formUnion(changed)
                deadline = clock.now + debounce
            }
            if let due = deadline, clock.now >= due {
                let calls = pending
                pending = []
                deadline = nil
                onChange(calls)
            }
        }
    }

    /// Stops the thread; idempotent. From the handler (on the thread), the thread ends as soon
    /// as the handler returns, and ``release()`` joins it.
    func cancel() {
        let thread = state.withLock { state -> WatchThread? in
            guard !state.cancelled else { return nil }
            state.cancelled = true
            guard let thread = state.thread, !thread.isCurrent else {
                state.unjoined = state.thread
                return nil
            }
            return thread
        }
        wake.signal()
        thread?.join()
    }

    /// Cancels, and then ends a thread that was cancelled from its own handler: joins it, or
    /// detaches it when called on that thread. Called once, by the watcher's `deinit`.
    func release() {
        cancel()
        let unjoined = state.withLock { state -> WatchThread? in
            defer { state.unjoined = nil }
            return state.unjoined
        }
        guard let thread = unjoined else { return }
        if thread.isCurrent { thread.detach() } else { thread.join() }
    }

    /// The directories of every path some watched file leads through (as ``InotifyWatcher``
    /// would watch them).
    var watchedDirectories: Set<String> {
        state.withLock { Set($0.seen.values.flatMap { $0.chain.map(Paths.directory(of:)) }) }
    }
}
