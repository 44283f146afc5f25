import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// inotify is Linux's; elsewhere PollingWatcher serves (WatcherKind.native).
#if os(Linux)
    /// The shared half of an ``InotifyWatcher``: the descriptors, the table of watches, and the loop its
    /// thread runs. The thread holds this object, not the ``InotifyWatcher``, so that dropping the last
    /// reference to the watcher stops the thread.
    ///
    /// Descriptors are closed exactly once, after the thread has ended: by ``cancel()`` after joining
    /// the thread, or, when ``cancel()`` is called on the thread itself (from the handler), by the
    /// thread as it leaves its loop. A thread that was cancelled from its own handler is joined by
    /// ``release()`` (the watcher's `deinit`), or detached when that runs on the thread itself.
    final class WatchCore: Sendable {
        let inotify: Int32
        let wakeRead: Int32
        let wakeWrite: Int32
        let debounce: Duration
        let onChange: @Sendable (Set<String>) -> Void
        /// Told of failures on the watcher's thread, which has no caller to throw to.
        let onError: @Sendable (WatchError) -> Void
        let state = Mutex(State())

        struct State: Sendable {
            var table = WatchTable()
            /// The caller's names → the absolute paths they stood for when given.
            var requested: [String: String] = [:]
            var thread: WatchThread?
            var cancelled = false
            /// Cancelled from the thread itself: the thread closes the descriptors as it ends.
            var closesOnExit = false
            /// The thread cancelled from its own handler, left for ``release()`` to join or detach.
            var unjoined: WatchThread?
            var closed = false
        }

        init(
            debounce: Double, onChange: @escaping @Sendable (Set<String>) -> Void,
            onError: @escaping @Sendable (WatchError) -> Void
        ) throws(WatchError) {
            inotify = try Inotify.open()
            do {
                (wakeRead, wakeWrite) = try Inotify.makePipe()
            } catch {
                Inotify.close(inotify)
                throw error
            }
            self.debounce = .seconds(max(0, debounce))
            self.onChange = onChange
            self.onError = onError
        }

        /// Starts the thread that reads events.
        func start() throws(WatchError) {
            let thread = try WatchThread.start(name: "tartine-watch") { [self] in run() }
            state.withLock { $0.thread = thread }
        }

        /// Watches `names` (and nothing else): every file's directory must be watchable, or nothing
        /// changes and the first failure is thrown.
        func watch(_ names: [String]) throws(WatchError) {
            try retarget(absolutePaths(of: names), strict: true)
        }

        /// Resolves every file's link chain again and adds or removes directory watches to match.
        /// - Parameters:
        ///   - files: the caller's names → absolute paths; `nil` for the files watched now.
        ///   - strict: throw (and roll back) when a file's own directory cannot be watched;
        ///     otherwise (on the thread, after events) keep going with what can be watched.
        private func retarget(_ files: [String: String]?, strict: Bool) throws(WatchError) {
            try state.withLock { state throws(WatchError) in
                guard !state.cancelled else { return }
                let absolute = files ?? state.requested
                var targets: [String: [String]] = [:]
                for (name, path) in absolute {
                    do throws(FileError) { targets[name] = try Paths.linkChain(path) } catch {
                        // A link on the way that cannot be read: watch the file's own directory, and say so.
                        if strict { throw WatchError(error) }
                        onError(WatchError(error))
                        targets[name] = [path]
                    }
                }
                let primary = Set(absolute.values.map(Paths.directory(of:)))
                var table = state.table
                table.setFiles(targets)
                let needed = table.neededDirectories
                var newWatches: [Int32] = []
                for directory in needed.sorted() where table.directories[directory] == nil {
                    do throws(WatchError) {
                        let watch = try Inotify.addWatch(inotify, directory: directory)
                        if table.watches[watch] == nil { newWatches.append(watch) }
                        table.record(directory: directory, watch: watch)
                    } catch  where strict && primary.contains(directory) {
                        for watch in newWatches { forget(watch) }
                        throw error
                    } catch {
                        // Not the file's own directory (a link's target), or re-resolving after an
                        // event: watch what can be watched, say what cannot; the next event retries.
                        onError(error)
                    }
                }
                for directory in table.directories.keys where !needed.contains(directory) {
                    if let watch = table.forget(directory: directory) { forget(watch) }
                }
                state.table = table
                state.requested = absolute
            }
        }

        /// The thread's loop: wait for events or the debounce deadline, note which files changed,
        /// re-resolve links, and call the handler once a burst has been quiet for `debounce`.
        private func run() {
            let clock = ContinuousClock()
            var pending: Set<String> = []
            var deadline: ContinuousClock.Instant?
            while true {
                let ready: [Bool]
                do {
                    ready = try Inotify.waitReadable(
                        [inotify, wakeRead], timeout: milliseconds(until: deadline, clock))
                } catch {
                    break
                }
                if ready[1] { Inotify.drain(wakeRead) }
                if state.withLock({ $0.cancelled }) { break }
                if ready[0] {
                    let events: [InotifyEvent]
                    do { events = try Inotify.readEvents(inotify) } catch {
                        onError(error)
                        events = []
                    }
                    let outcome = state.withLock { $0.table.apply(events) }
                    for watch in outcome.lostWatches { forget(watch) }
                    if !outcome.changed.isEmpty || !outcome.lostWatches.isEmpty {
                        do { try retarget(nil, strict: false) } catch { onError(error) }
                    }
                    if !outcome.changed.isEmpty {
                        pending.formUnion(outcome.changed)
                        deadline = clock.now + debounce
                    }
                }
                if let due = deadline, clock.now >= due {
                    let changed = pending
                    pending = []
                    deadline = nil
                    onChange(changed)
                }
            }
            if state.withLock({ $0.closesOnExit }) { closeDescriptors() }
        }

        /// Removes watch `watch`. `EINVAL` means the kernel already dropped it (its directory went
        /// away), which is what was wanted; any other failure is reported.
        private func forget(_ watch: Int32) {
            do { try Inotify.removeWatch(inotify, watch: watch) } catch  where error.code == EINVAL {
            } catch {
                onError(error)
            }
        }

        /// The `poll` timeout for `deadline`: `-1` (none) without one, else the milliseconds left,
        /// rounded up so the loop never wakes early.
        private func milliseconds(until deadline: ContinuousClock.Instant?, _ clock: ContinuousClock) -> Int32 {
            guard let deadline else { return -1 }
            let left = clock.now.duration(to: deadline)
            if left <= .zero { return 0 }
            let (seconds, attoseconds) = left.components
            let millis = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
            return Int32(clamping: millis)
        }

        /// How ``cancel()`` ends the thread.
        private enum Stop {
            case alreadyStopped
            /// The thread never started: close the descriptors now.
            case noThread
            /// Called from the handler, on the thread: it ends, and closes them, once the handler
            /// returns; ``release()`` joins it.
            case fromTheThread
            /// Wait for the thread to end, then close them.
            case join(WatchThread)
        }

        /// Stops the thread and closes the descriptors; idempotent.
        func cancel() {
            let stop = state.withLock { state -> Stop in
                guard !state.cancelled else { return .alreadyStopped }
                state.cancelled = true
                Inotify.signal(wakeWrite)
                guard let thread = state.thread else { return .noThread }
                guard !thread.isCurrent else {
                    state.closesOnExit = true
                    state.unjoined = thread
                    return .fromTheThread
                }
                return .join(thread)
            }
            switch stop {
            case .alreadyStopped:
                return
            case .noThread:
                closeDescriptors()
            case .fromTheThread:
                return
            case .join(let thread):
                thread.join()
                closeDescriptors()
            }
        }

        /// Cancels, and then ends a thread that was cancelled from its own handler: joins it, so that
        /// when this returns the thread is gone, or detaches it when called on that thread (the
        /// handler dropped the last reference to its watcher). Called once, by the watcher's `deinit`.
        func release() {
            cancel()
            let unjoined = state.withLock { state -> WatchThread? in
                defer { state.unjoined = nil }
                return state.unjoined
            }
            guard let thread = unjoined else { return }
            if thread.isCurrent { thread.detach() } else { thread.join() }
        }

        /// The descriptors this watcher owns: inotify's and the wake-up pipe's two ends (for tests).
        var descriptors: [Int32] { [inotify, wakeRead, wakeWrite] }

        /// Closes the inotify descriptor (which drops every watch) and the wake-up pipe, once.
        func closeDescriptors() {
            let already = state.withLock { state in
                defer { state.closed = true }
                return state.closed
            }
            guard !already else { return }
            Inotify.close(inotify)
            Inotify.close(wakeRead)
            Inotify.close(wakeWrite)
        }

        /// The directories watched now (for tests).
        var watchedDirectories: Set<String> {
            state.withLock { Set($0.table.directories.keys) }
        }
    }
#endif
