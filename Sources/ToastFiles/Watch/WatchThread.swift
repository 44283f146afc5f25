import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A joinable POSIX thread running one closure: unlike `Foundation.Thread`, it can be joined, so
/// whoever stops it knows the thread is gone when `join()` returns.
struct WatchThread: Sendable {
    private let handle: pthread_t

    /// The closure a new thread runs, carried across `pthread_create`'s `void *` argument.
    private final class Start {
        let name: String
        let body: @Sendable () -> Void
        /// Signalled once the thread has its name, before `body` runs.
        let named = DispatchSemaphore(value: 0)
        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }

    /// Starts `body` on a new thread named `name` (at most 15 bytes, as Linux shows it in
    /// `/proc/self/task/*/comm`), and returns once the thread has named itself, so that a
    /// started watcher's thread is visible by its name from then on; wraps `pthread_create`.
    /// - Throws: ``WatchError`` naming `pthread_create` when no thread can be made.
    static func start(name: String, _ body: @escaping @Sendable () -> Void) throws(WatchError) -> WatchThread {
        let start = Start(name: name, body: body)
        let context = Unmanaged.passRetained(start).toOpaque()
        var handle = pthread_t()
        do throws(WatchError) {
            _ = try watchCall("pthread_create") {
                reportingCode(
                    pthread_create(
                        &handle, nil,
                        { raw in
                            guard let raw else { return nil }
                            let start = Unmanaged<Start>.fromOpaque(raw).takeRetainedValue()
                            nameCurrentThread(start.name)
                            start.named.signal()
                            start.body()
                            return nil
                        }, context))
            }
        } catch {
            Unmanaged<Start>.fromOpaque(context).release()
            throw error
        }
        start.named.wait()
        return WatchThread(handle: handle)
    }

    /// Whether the caller is running on this thread; wraps `pthread_equal` and `pthread_self`.
    var isCurrent: Bool {
        pthread_equal(pthread_self(), handle) != 0
    }

    /// Waits until the thread has ended; wraps `pthread_join`.
    func join() {
        let result = pthread_join(handle, nil)
        precondition(result == 0, "pthread_join: \(String(cString: strerror(result)))")  // a joinable thread of ours
    }

    /// Lets the thread end on its own, releasing it then; wraps `pthread_detach`.
    func detach() {
        let result = pthread_detach(handle)
        precondition(result == 0, "pthread_detach: \(String(cString: strerror(result)))")  // a joinable thread of ours
    }
}

/// Names the calling thread by writing `/proc/thread-self/comm` (at most 15 bytes), as
/// `pthread_setname_np` would (Glibc's Swift module does not offer it); wraps `open`, `write`
/// and `close`. Best effort: a thread that cannot be named runs anyway.
private func nameCurrentThread(_ name: String) {
    let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }  // no /proc: the thread runs unnamed
    let bytes = Array(name.utf8.prefix(15))
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }  // a name is cosmetic
    _ = close(descriptor)
}

/// Adapts a pthread-style result (`0`, or an error number) to ``watchCall(_:path:retryingInterrupted:_:)``'s
/// convention: `-1` with `errno` set.
private func reportingCode(_ result: Int32) -> Int32 {
    if result == 0 { return 0 }
    errno = result
    return -1
}
