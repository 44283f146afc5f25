import TartineTestSupport
import Testing

@testable import ToastFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The polling watcher's bounds; what it sees is tested with the inotify watcher's tests
/// (``FileWatcherTests``, run against every kind).
@Suite("PollingWatcher", .serialized, .countsWatcherThreads)
struct PollingWatcherTests {
    @Test(
        "the interval is clamped to 10 ms … 5 s, NaN is the default",
        arguments: [
            (0.0, 0.01), (-1, 0.01), (0.001, 0.01), (0.25, 0.25), (60, 5), (.infinity, 5), (.nan, 0.1),
        ])
    func intervalIsClamped(asked: Double, used: Double) throws {
        let directory = try TemporaryDirectory()
        let watcher = try PollingWatcher(
            files: [directory.file("theme.lua")], interval: asked, onChange: { _ in }, onError: { _ in })
        defer { watcher.cancel() }
        #expect(watcher.interval == used)
    }

    @Test("at most 1024 files: one more is refused, naming the first file over the limit")
    func filesAreBounded() throws {
        let directory = try TemporaryDirectory()
        let files = (0...PollingWatcher.maximumFiles).map { directory.file("f\($0).lua") }
        #expect(PollingWatcher.maximumFiles == 1024)
        let error = #expect(throws: WatchError.self) {
            try PollingWatcher(files: files, onChange: { _ in }, onError: { _ in })
        }
        #expect(error == WatchError(call: "watch", path: files[1024], code: ENOSPC))
        #expect(error?.description == "watch(\(files[1024])): No space left on device")

        let watcher = try PollingWatcher(files: Array(files.prefix(1024)), onChange: { _ in }, onError: { _ in })
        defer { watcher.cancel() }
        #expect(throws: WatchError(call: "watch", path: files[1024], code: ENOSPC)) {
            try watcher.watch(files: files)
        }
        #expect(watcher.watchedDirectories == [directory.path], "the files watched before stay watched")
    }

    @Test("a file whose directory is a file is refused (ENOTDIR)")
    func aDirectoryThatIsAFileIsRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write("plain", "x")
        #expect(throws: WatchError(call: "stat", path: directory.file("plain"), code: ENOTDIR)) {
            try PollingWatcher(files: [directory.file("plain/theme.lua")], onChange: { _ in }, onError: { _ in })
        }
    }

    @Test("a link that stops being readable is reported once, when it starts, not at every look")
    func aProblemIsReportedOnce() async throws {
        let directory = try TemporaryDirectory()
        try directory.write("theme.lua", "x")
        let errors = Recorder<String>()
        let watcher = try PollingWatcher(
            files: [directory.file("theme.lua")], debounce: 0.02, interval: 0.01, onChange: { _ in },
            onError: { errors.record($0.description) })
        defer { watcher.cancel() }

        let tooLong = String(repeating: "y", count: 300)  // a name past NAME_MAX: lstat fails
        try directory.remove("theme.lua")
        try directory.link("theme.lua", to: tooLong)
        #expect(errors.wait { $0.count == 1 })
        await settle(.milliseconds(300))  // thirty looks
        #expect(errors.all == ["lstat(\(directory.file(tooLong))): File name too long"])
    }
}
