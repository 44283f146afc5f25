import Foundation
import Synchronization
import TartineTestSupport
import Testing

@testable import ToastFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tests on real files and threads, each run against every kind of watcher (inotify and
/// polling on Linux). They run one at a time, and apart from every other test that counts this
/// process's descriptors and watcher threads.
@Suite("FileWatcher", .serialized, .countsWatcherThreads)
struct FileWatcherTests {
    /// Between looks of a polling watcher in these tests: short, so that they run as fast as
    /// with inotify.
    static let interval = 0.02

    /// A watcher of `kind` on `files` whose calls land in the returned recorder.
    private func watching(_ kind: WatcherKind, _ files: [String], debounce: Double = 0.05) throws -> (
        any FileWatcher, Recorder<Set<String>>
    ) {
        let calls = Recorder<Set<String>>()
        let watcher = try kind.start(
            files: files, debounce: debounce, interval: Self.interval, onChange: { calls.record($0) },
            onError: { Issue.record("\($0)") })
        return (watcher, calls)
    }

    @Test(arguments: WatcherKind.allCases) func anAtomicSaveIsSeen(kind: WatcherKind) async throws {
        let directory = try TemporaryDirectory()
        try directory.write("theme.lua", "one")
        let (watcher, calls) = try watching(kind, [directory.file("theme.lua")])
        defer { watcher.cancel() }

        try directory.save("theme.lua", "two")
        #expect(calls.wait { $0.count == 1 })
        #expect(calls.all.first == [directory.file("theme.lua")])
    }

    @Test(arguments: WatcherKind.allCases) func aWriteInPlaceIsSeen(kind: WatcherKind) async throws {
        let directory = try TemporaryDirectory()
        try directory.write("theme.lua", "one")
        let (watcher, calls) = try watching(kind, [directory.file("theme.lua")])
        defer { watcher.cancel() }

        try directory.write("theme.lua", "two")
        #expect(calls.wait { $0.count == 1 })
        await settle(.milliseconds(200))
        #expect(calls.count == 1, "open, write and close of one save are one change")
    }

    @Test(arguments: WatcherKind.allCases) func aFileCreatedAfterWatchingStartsIsSeen(kind: WatcherKind) async throws {
        let directory = try TemporaryDirectory()
        let (watcher, calls) = try watching(kind, [directory.file("later.lua")])
        defer { watcher.cancel() }

        try directory.save("later.lua", "new")
        #expect(calls.wait { $0 == [[directory.file("later.lua")]] })
    }

    @Test(arguments: WatcherKind.allCases) func otherFilesInTheDirectoryAreIgnored(kind: WatcherKind) async throws {
        let directory = try TemporaryDirectory()
        try directory.write("theme.lua", "one")
        let (watcher, calls) = try watching(kind, [directory.file("theme.lua")])
        defer { watcher.cancel() }

        try directory.save("other.lua", "x")
        try directory.write("notes.txt", "y")
        await settle()
        #expect(calls.count == 0)
    }

    @Test(arguments: WatcherKind.allCases) func onlyTheChangedFilesAreReported(kind: WatcherKind) async throws {
        let directory = try TemporaryDirectory()
        let (watcher, calls) = try watching(kind, [directory.file("a.lua"), directory.file("b.lua")])
        defer { watcher.cancel() }

        try directory.save("b.lua", "x")
        #expect(calls.wait { $0 == [[directory.file("b.lua")]] })
    }

    @Test(arguments: WatcherKind.allCases) func relativePathsAreReportedAsGiven(kind: WatcherKind) async throws {
        let directory = try TemporaryDirectory()
        let up = String(
            repeating: "../", count: FileManager.default.currentDirectoryPath.split(separator: "/").count)
        let relative = up + String(directory.file("theme.lua").dropFirst())
        let (watcher, calls) = try watching(kind, [relative])
        defer { watcher.cancel() }

        try directory.save("theme.lua", "x")
        #expect(calls.wait { $0 == [[relative]] })
    }

    @Test(arguments: WatcherKind.allCases) func editingASymlinkedFilesTargetIsSeen(kind: WatcherKind) async throws {
        let directory = try TemporaryDirectory()
        try directory.directory("themes")
        try directory.directory("shared")
        try directory.write("shared/real.lua", "one")
        try directory.link("themes/theme.lua", to: "../shared/real.lua")
        let (watcher, calls) = try watching(kind, [directory.file("themes/theme.lua")])
        defer { watcher.cancel() }
        #expect(watcher.watchedDirectories == [directory.file("themes"), directory.file("shared")])

        try directory.save("shared/real.lua", "two")
        #expect(calls.wait { $0 == [[directory.file("themes/theme.lua")]] })
    }

    @Test(arguments: WatcherKind.allCases) func aRepointedSymlinkIsFollowed(kind: WatcherKind) async throws {
        let directory = try TemporaryDirectory()
        try directory.directory("a")
        try directory.directory("b")
        try directory.write("a/real.lua", "a")
        try directory.write("b/real.lua", "b")
        try directory.link("theme.lua", to: "a/real.lua")
        let (watcher, calls) = try watching(kind, [directory.file("theme.lua")])
        defer { watcher.cancel() }

        try directory.link("theme.lua", to: "b/real.lua")
        #expect(calls.wait { $0.count == 1 })
        // Links are resolved again on the event, before the debounced call.
        #expect(watcher.watchedDirectories == [directory.path, directory.file("b")])

        try directory.save("b/real.lua", "b2")
        #expect(calls.wait { $0.count == 2 })
        try directory.save("a/real.lua", "a2")
        await settle()
        #expect(calls.count == 2, "the old target no longer counts")
    }

    @Test(arguments: WatcherKind.allCases) func watchReplacesTheWatchedSet(kind: WatcherKind) async throws {
        let directory = try TemporaryDirectory()
        try directory.directory("one")
        try directory.directory("two")
        let (watcher, calls) = try watching(kind, [directory.file("one/a.lua")])
        defer { watcher.cancel() }

        try watcher.watch(files: [directory.file("two/b.lua")])
        #expect(watcher.watchedDirectories == [directory.file("two")])
        try directory.save("one/a.lua", "x")
        try directory.save("two/b.lua", "y")
        #expect(calls.wait { $0.count == 1 })
        await settle(.milliseconds(200))
        #expect(calls.all == [[directory.file("two/b.lua")]])
    }

    @Test(arguments: WatcherKind.allCases) func aDeletedFileIsAChange(kind: WatcherKind) async throws {
        let directory = try TemporaryDirectory()
        try directory.write("theme.lua", "x")
        let (watcher, calls) = try watching(kind, [directory.file("theme.lua")])
        defer { watcher.cancel() }

        try directory.remove("theme.lua")
        #expect(calls.wait { $0.count == 1 })
    }

    /// Saves every few milliseconds for longer than the debounce: no call may come while the
    /// saves keep coming (each within the debounce of the one before, measured), then one.
    /// A machine so loaded that one short sleep outlasts the debounce breaks the premise, not
    /// the watcher: that attempt is thrown away and the burst tried again.
    @Test(arguments: WatcherKind.allCases) func aBurstOfSavesIsOneCallAfterTheLastSave(kind: WatcherKind) async throws {
        let debounce = 0.5
        for _ in 0..<3 {
            let directory = try TemporaryDirectory()
            let (watcher, calls) = try watching(kind, [directory.file("theme.lua")], debounce: debounce)
            defer { watcher.cancel() }
            let clock = ContinuousClock()
            let start = clock.now
            var last = clock.now
            var premiseHeld = true
            while clock.now - start < .seconds(debounce * 2) {
                try directory.save("theme.lua", "save \(clock.now - start)")
                let gap = clock.now - last
                last = clock.now
                if gap >= .seconds(debounce) {
                    premiseHeld = false
                    break
                }
                #expect(calls.count == 0, "no call while saves keep coming (\(clock.now - start) in)")
                if calls.count > 0 { return }
                try await Task.sleep(for: .milliseconds(5))
            }
            guard premiseHeld else { continue }
            #expect(calls.wait { $0.count == 1 })
            await settle(.milliseconds(300))
            #expect(calls.count == 1)
            return
        }
        Issue.record(
            "three bursts in a row had a pause longer than the debounce: the machine is too loaded to test it")
    }

    @Test(arguments: WatcherKind.allCases) func aMissingDirectoryIsAnErrorNamingTheCallAndPath(kind: WatcherKind) throws
    {
        let directory = try TemporaryDirectory()
        let missing = directory.file("missing")
        #expect(throws: WatchError(call: kind.directoryCall, path: missing, code: ENOENT)) {
            try kind.start(files: [missing + "/theme.lua"], onChange: { _ in }, onError: { _ in })
        }
        let error = WatchError(call: kind.directoryCall, path: missing, code: ENOENT)
        #expect(error.description == "\(kind.directoryCall)(\(missing)): No such file or directory")
        #expect(WatchError(call: "inotify_init1", code: EMFILE).description == "inotify_init1: Too many open files")
    }

    @Test(arguments: WatcherKind.allCases) func aLinkThatCannotBeFollowedIsAnError(kind: WatcherKind) throws {
        let directory = try TemporaryDirectory()
        let tooLong = String(repeating: "y", count: 300)  // a name past NAME_MAX: lstat fails
        try directory.link("theme.lua", to: tooLong)
        #expect(throws: WatchError(call: "lstat", path: directory.file(tooLong), code: ENAMETOOLONG)) {
            try kind.start(files: [directory.file("theme.lua")], onChange: { _ in }, onError: { _ in })
        }
    }

    @Test(arguments: WatcherKind.allCases) func aFailedWatchKeepsTheWatchedSet(kind: WatcherKind) async throws {
        let directory = try TemporaryDirectory()
        let (watcher, calls) = try watching(kind, [directory.file("theme.lua")])
        defer { watcher.cancel() }

        #expect(throws: WatchError.self) {
            try watcher.watch(files: [directory.file("theme.lua"), directory.file("missing/other.lua")])
        }
        #expect(watcher.watchedDirectories == [directory.path])
        try directory.save("theme.lua", "x")
        #expect(calls.wait { $0.count == 1 })
    }

    @Test(arguments: WatcherKind.allCases) func cancelLeavesNoThreadAndNoDescriptor(kind: WatcherKind) async throws {
        let directory = try TemporaryDirectory()
        FileWatcherTests.warmUp(kind, directory)
        let threadsBefore = watcherThreads()

        var watchers: [any FileWatcher] = []
        for index in 0..<4 {
            watchers.append(
                try kind.start(files: [directory.file("f\(index)")], onChange: { _ in }, onError: { _ in }))
        }
        let descriptors = try OwnDescriptors(watchers.flatMap(\.descriptors))
        #expect(descriptors.identities.count == 4 * kind.descriptorsEach)
        #expect(watcherThreads() == threadsBefore + 4)

        watchers[0].cancel()
        watchers[1].cancel()
        watchers[1].cancel()  // idempotent
        watchers.removeAll()  // 2 and 3 end on deinit

        #expect(watcherThreads() == threadsBefore)
        #expect(descriptors.stillOpen == [])
    }

    @Test(arguments: WatcherKind.allCases) func cancelFromTheHandlerEndsTheThreadAfterIt(kind: WatcherKind) async throws
    {
        let directory = try TemporaryDirectory()
        FileWatcherTests.warmUp(kind, directory)
        let threadsBefore = watcherThreads()
        let holder = Mutex<(any FileWatcher)?>(nil)
        let calls = Recorder<Set<String>>()
        let descriptors: OwnDescriptors
        do {  // the holder keeps the only reference
            let watcher = try kind.start(
                files: [directory.file("theme.lua")], debounce: 0.01, interval: Self.interval,
                onChange: { changed in
                    holder.withLock { $0?.cancel() }
                    calls.record(changed)
                }, onError: { _ in })
            descriptors = try OwnDescriptors(watcher.descriptors)
            holder.withLock { $0 = watcher }
        }

        try directory.save("theme.lua", "x")
        #expect(calls.wait { $0.count == 1 })
        holder.withLock { $0 = nil }  // the last reference: its deinit waits for the thread
        #expect(watcherThreads() == threadsBefore)
        #expect(descriptors.stillOpen == [])
        try directory.save("theme.lua", "y")
        await settle(.milliseconds(100))
        #expect(calls.count == 1)
    }

    /// Lets lazily made runtime resources (threads, descriptors) exist before counting.
    static func warmUp(_ kind: WatcherKind, _ directory: TemporaryDirectory) {
        let before = watcherThreads()
        (try? kind.start(files: [directory.file("warm")], onChange: { _ in }, onError: { _ in }))?.cancel()
        _ = descriptorIdentity(0)
        // A joined thread's task can stay listed in /proc a moment after the join returns (the
        // kernel wakes the joiner before it takes the task away): counted then, it made the
        // test's count before one too many (seen in CI). At most 5 s.
        let deadline = ContinuousClock.now + .seconds(5)
        while watcherThreads() > before && ContinuousClock.now < deadline { usleep(1000) }
    }
}

extension WatcherKind {
    /// The call that fails when a watched file's directory is missing.
    var directoryCall: String {
        switch self {
        #if os(Linux)
            case .inotify: "inotify_add_watch"
        #endif
        case .polling: "stat"
        }
    }

    /// The descriptors one running watcher holds: inotify's and a wake-up pipe's two ends; none
    /// for polling.
    var descriptorsEach: Int {
        switch self {
        #if os(Linux)
            case .inotify: 3
        #endif
        case .polling: 0
        }
    }
}
