/// Watches files for changes, and calls a handler once per burst of changes: what reloading
/// (`LiveValue`, `LiveThemeSource`, `tartine watch`, the preview) asks of the platform.
///
/// Two implementations: ``InotifyWatcher`` (Linux's inotify, the native one there) and
/// ``PollingWatcher`` (`stat` at an interval, anywhere); ``WatcherKind`` picks one. Both name
/// changed files as they were given, follow symbolic links, require a file's directory when it
/// is watched, debounce a burst into one call on their own thread, and may be cancelled from
/// the handler.
package protocol FileWatcher: AnyObject, Sendable {
    /// Replaces the watched files (say, when a theme now imports another file). Does nothing
    /// after ``cancel()``.
    /// - Throws: ``WatchError`` when a file's directory cannot be watched; the files watched
    ///   before stay watched.
    func watch(files: [String]) throws(WatchError)

    /// Stops watching; idempotent, and done on `deinit` too. When it returns, the watcher's thread
    /// has ended and no descriptor is left — except when called from the handler itself: then the
    /// thread ends as soon as the handler returns, and the watcher's `deinit` waits for that.
    func cancel()

    /// The descriptors the watcher holds while it runs (for tests: each is closed once it stops).
    var descriptors: [Int32] { get }

    /// The directories the watched files lead through now, absolute (for tests).
    var watchedDirectories: Set<String> { get }
}

/// Each of `names` → its absolute path (against the current directory now), as every watcher
/// keeps the files it was given.
/// - Throws: ``WatchError`` when the current directory cannot be read.
func absolutePaths(of names: [String]) throws(WatchError) -> [String: String] {
    var absolute: [String: String] = [:]
    for name in names {
        do { absolute[name] = try Paths.absolute(name) } catch { throw WatchError(error) }
    }
    return absolute
}

/// Which ``FileWatcher`` to start.
package enum WatcherKind: String, Sendable, CaseIterable, CustomStringConvertible {
    #if os(Linux)
        /// ``InotifyWatcher``: the kernel reports each change as it happens.
        case inotify
    #endif
    /// ``PollingWatcher``: every file is looked at every interval.
    case polling

    /// The platform's own: inotify on Linux; elsewhere, until a native watcher (FSEvents or
    /// kqueue on Apple platforms) exists, polling.
    package static var native: WatcherKind {
        #if os(Linux)
            .inotify
        #else
            .polling
        #endif
    }

    package var description: String { rawValue }

    /// Starts a watcher of this kind on `files`.
    /// - Parameters:
    ///   - files: the files to watch, absolute or relative to the current directory. They need not
    ///     exist yet; the directories holding them must.
    ///   - debounce: seconds of quiet after the last change before the handler runs.
    ///   - interval: for ``polling``, seconds between looks (see ``PollingWatcher/intervals``).
    ///   - onChange: called on a background thread with the changed files, named as in `files`.
    ///   - onError: told, on the background thread, of what failed there.
    /// - Returns: the running watcher.
    /// - Throws: ``WatchError`` when the watcher cannot start or a file's directory cannot be watched.
    package func start(
        files: [String], debounce: Double = 0.15, interval: Double = PollingWatcher.defaultInterval,
        onChange: @escaping @Sendable (Set<String>) -> Void, onError: @escaping @Sendable (WatchError) -> Void
    ) throws(WatchError) -> any FileWatcher {
        switch self {
        #if os(Linux)
            case .inotify:
                try InotifyWatcher(files: files, debounce: debounce, onChange: onChange, onError: onError)
        #endif
        case .polling:
            try PollingWatcher(
                files: files, debounce: debounce, interval: interval, onChange: onChange, onError: onError)
        }
    }
}
