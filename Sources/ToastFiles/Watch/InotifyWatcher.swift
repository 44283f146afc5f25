// inotify is Linux's; elsewhere PollingWatcher serves (WatcherKind.native).
#if os(Linux)
    /// Watches files through Linux's inotify, and calls a handler once per burst of changes.
    ///
    /// Each file is watched through the directory that holds it (one inotify watch per directory),
    /// so that an editor's atomic save — write a temporary file, then rename it over the original —
    /// is seen as well as a write in place. A file that is a symbolic link is also watched through
    /// the directory of each path the link leads to, so editing the target counts; links are
    /// resolved again after every event, so re-pointing a link is followed.
    ///
    /// Changes are debounced: the handler runs once, `debounce` seconds after the last relevant
    /// event of a burst, on the watcher's own background thread, with the set of changed files
    /// named as they were given. Events about other entries of a watched directory are ignored.
    ///
    /// Limits: paths are made absolute against the current directory when given and compared
    /// lexically (`..` is collapsed without following links); a watched file's directory that is
    /// deleted and created again is not watched again until ``watch(files:)`` is called.
    package final class InotifyWatcher: FileWatcher {
        private let core: WatchCore

        /// Starts watching `files`.
        /// - Parameters:
        ///   - files: the files to watch, absolute or relative to the current directory. They need not
        ///     exist yet; the directories holding them must.
        ///   - debounce: seconds of quiet after the last relevant event before the handler runs.
        ///   - onChange: called on a background thread with the changed files, named as in `files`.
        ///     It may call ``watch(files:)`` and ``cancel()``.
        /// - Throws: ``WatchError`` when inotify cannot be set up or a file's directory cannot be
        ///   watched (`inotify_add_watch(/tmp/x): No such file or directory`).
        ///   - onError: told, on the background thread, of what failed there (an event queue that
        ///     could not be read, a link target's directory that could not be watched).
        package init(
            files: [String], debounce: Double = 0.15, onChange: @escaping @Sendable (Set<String>) -> Void,
            onError: @escaping @Sendable (WatchError) -> Void
        ) throws(WatchError) {
            let core = try WatchCore(debounce: debounce, onChange: onChange, onError: onError)
            do throws(WatchError) {
                try core.watch(files)
                try core.start()
            } catch {
                core.cancel()
                throw error
            }
            self.core = core
        }

        /// Replaces the watched files: adds watches for new directories, removes those no longer
        /// needed. Does nothing after ``cancel()``.
        /// - Throws: ``WatchError`` when a file's directory cannot be watched; the files watched
        ///   before stay watched.
        package func watch(files: [String]) throws(WatchError) {
            try core.watch(files)
        }

        /// Stops the thread and closes the inotify descriptor; idempotent, and done on `deinit` too.
        /// When it returns, the thread has ended and no descriptor is left — except when called from
        /// the handler itself: then the thread ends, and closes them, as soon as the handler returns,
        /// and the watcher's `deinit` waits for that.
        package func cancel() {
            core.cancel()
        }

        deinit {
            core.release()
        }

        /// The inotify descriptor and the wake-up pipe's two ends (each closed once it stops).
        package var descriptors: [Int32] {
            core.descriptors
        }

        /// The directories watched now, absolute.
        package var watchedDirectories: Set<String> {
            core.watchedDirectories
        }
    }
#endif
