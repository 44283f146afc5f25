import TartineTestSupport
import Testing
import ToastFiles

/// Tests on real files and threads. They run one at a time, and apart from every other test
/// that counts this process's descriptors and watcher threads (the file layer's watcher tests).
@Suite("Reload on real files", .serialized, .countsWatcherThreads)
enum ReloadTests {
    /// Lets lazily made runtime resources (threads, descriptors) exist before counting.
    static func warmUp(_ directory: TemporaryDirectory) {
        (try? WatcherKind.native.start(files: [directory.file("warm")], onChange: { _ in }, onError: { _ in }))?
            .cancel()
        _ = descriptorIdentity(0)
        _ = watcherThreads()
    }
}
