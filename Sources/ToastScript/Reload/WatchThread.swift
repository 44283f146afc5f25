#if canImport(Glibc)
    import Glibc
#endif

/// A joinable POSIX thread running one closure: unlike `Foundation.Thread`, it can be joined, so
/// whoever stops it knows the thread is gone when `join()` returns.
struct WatchThread: Sendable {
    private let handle: pthread_t

    /// The closure a new thread runs, carried across `pthread_create`'s `void *` argument.
    private final class Start {
        let name: String
        let body: @Sendable () -> Void
        init(name: String, body: @escaping @Sendable () -> Void) {
            self.name = name
            self.body = body
        }
    }

    /// Starts `body` on a new thread named `name` (at most 15 bytes, as Linux shows it in
    /// `/proc/self/task/*/comm`); wraps `pthread_create`.
    /// - Throws: ``WatchError`` naming `pthread_create` when no thread can be made.
    static func start(name: String, _ body: @escaping @Sendable () -> Void) throws(WatchError) -> WatchThread {
        let context = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
        var handle = pthread_t()
        do throws(WatchError) {
            _ = try systemCall("pthread_create") {
                reportingCode(
                    pthread_create(
                        &handle, nil,
                        { raw in
                            guard let raw else { return nil }
                            let start = Unmanaged<Start>.fromOpaque(raw).takeRetainedValue()
                            nameCurrentThread(start.name)
                            start.body()
                            return nil
                        }, context))
            }
        } catch {
            Unmanaged<Start>.fromOpaque(context).release()
            throw error
        }
        return WatchThread(handle: handle)
    }

    /// Whether the caller is running on this thread; wraps `pthread_equal` and `pthread_self`.
    var isCurrent: Bool {
        pthread_equal(pthread_self(), handle) != 0
    }

    /// Waits until the thread has ended; wraps `pthread_join`.
    func join() {
        _ = try? systemCall("pthread_join") { reportingCode(pthread_join(handle, nil)) }
    }

    /// Lets the thread end on its own, releasing it then; wraps `pthread_detach`.
    func detach() {
        _ = try? systemCall("pthread_detach") { reportingCode(pthread_detach(handle)) }
    }
}

/// Names the calling thread by writing `/proc/thread-self/comm` (at most 15 bytes), as
/// `pthread_setname_np` would (Glibc's Swift module does not offer it); wraps `open`, `write`
/// and `close`. Best effort: a thread that cannot be named runs anyway.
private func nameCurrentThread(_ name: String) {
    guard
        let descriptor = try? systemCall(
            "open", path: "/proc/thread-self/comm", { open("/proc/thread-self/comm", O_WRONLY) })
    else { return }
    let bytes = Array(name.utf8.prefix(15))
    _ = try? systemCall("write") { bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } }
    _ = try? systemCall("close", retryingInterrupted: false) { close(descriptor) }
}

/// Adapts a pthread-style result (`0`, or an error number) to ``systemCall(_:path:retryingInterrupted:_:)``'s
/// convention: `-1` with `errno` set.
private func reportingCode(_ result: Int32) -> Int32 {
    if result == 0 { return 0 }
    errno = result
    return -1
}
