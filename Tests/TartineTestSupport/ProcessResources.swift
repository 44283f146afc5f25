import Foundation
import Testing

/// What descriptor `number` of this process is now: its link target (`pipe:[123]`,
/// `anon_inode:inotify`) and, for an inotify descriptor, its watches (which name the watched
/// directories' inodes); `nil` when the number is not open.
public func descriptorIdentity(_ number: Int32) -> String? {
    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(number)") else {
        return nil
    }
    let info = (try? String(contentsOfFile: "/proc/self/fdinfo/\(number)", encoding: .utf8)) ?? ""
    return ([Substring(target)] + info.split(separator: "\n").filter { $0.hasPrefix("inotify ") }).joined(
        separator: "\n")
}

/// A watcher's descriptors as they are while it runs, to tell afterwards that each was closed
/// without counting the whole process's descriptors (other suites open and close theirs).
public struct OwnDescriptors {
    /// Each descriptor → what it was when recorded.
    public let identities: [Int32: String]

    /// Records `numbers`; each must be open now, and none twice.
    /// - Throws: ``SupportFailure`` when one is not open or one repeats.
    public init(_ numbers: [Int32]) throws {
        var identities: [Int32: String] = [:]
        for number in numbers {
            guard let identity = descriptorIdentity(number) else {
                throw SupportFailure("descriptor \(number) is not open")
            }
            identities[number] = identity
        }
        guard identities.count == numbers.count else { throw SupportFailure("descriptors \(numbers) repeat") }
        self.identities = identities
    }

    /// The recorded descriptors still open as they were (a number reused since for something
    /// else counts as closed).
    public var stillOpen: [Int32] {
        identities.filter { descriptorIdentity($0.key) == $0.value }.map(\.key).sorted()
    }
}

/// Threads of this process named `tartine-watch` (only the suites marked
/// ``Testing/Trait/countsWatcherThreads`` start them, one test at a time).
public func watcherThreads() -> Int {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    return tasks.filter {
        (try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8)) == "tartine-watch\n"
    }.count
}

/// Runs each test it marks alone among all the tests so marked, in every suite and test target
/// of the process: they count this process's watcher threads and descriptors, which a watcher
/// started by a test of another suite at the same time would change.
public struct CountsWatcherThreads: SuiteTrait, TestTrait, TestScoping {
    /// Applies to every test of a marked suite.
    public var isRecursive: Bool { true }

    /// A scope for each test case, none for suites and whole functions (the cases take turns).
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    /// Runs `function` once no other marked test case runs, and once the watcher threads of the
    /// one before have ended (at most 5 s): a watcher whose last reference goes on its own
    /// thread detaches it, and the thread ends a moment after its handler returns, which can be
    /// after its test. Counted before that, it made the next test's count one too many.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await WatcherTurns.shared.acquire()
        let deadline = ContinuousClock.now + .seconds(5)
        while watcherThreads() > 0 && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        do {
            try await function()
        } catch {
            await WatcherTurns.shared.release()
            throw error
        }
        await WatcherTurns.shared.release()
    }
}

extension Trait where Self == CountsWatcherThreads {
    /// Runs each test alone among the tests that count watcher threads and descriptors.
    public static var countsWatcherThreads: Self { Self() }
}

/// One turn at a time, first come first served.
private actor WatcherTurns {
    static let shared = WatcherTurns()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
