import Synchronization

/// What a scope asked the file layer about one path: its bytes, whether something is there,
/// or a directory's entries. `tartine snapshot --changed` hashes what each observation sees now.
package enum FileObservation: Hashable, Sendable, Comparable {
    /// The file's bytes were read (`Files.read`, `readIfPresent`, `stream`), or looked for
    /// when nothing was there.
    case read(String)
    /// Whether something is at the path, and what (`Files.kind(of:)`, `exists`).
    case probe(String)
    /// A directory's entries (`Files.entries(of:)`).
    case list(String)

    /// The path observed.
    package var path: String {
        switch self {
        case .read(let path), .probe(let path), .list(let path): path
        }
    }

    /// `read`, `probe` or `list`: the word a manifest stores before the path.
    package var verb: String {
        switch self {
        case .read: "read"
        case .probe: "probe"
        case .list: "list"
        }
    }

    /// The observation named by `verb` (`read`, `probe`, `list`) of `path`; `nil` for another word.
    package init?(verb: String, path: String) {
        switch verb {
        case "read": self = .read(path)
        case "probe": self = .probe(path)
        case "list": self = .list(path)
        default: return nil
        }
    }

    package static func < (a: Self, b: Self) -> Bool {
        (a.path, a.verb) < (b.path, b.verb)
    }
}

/// The files a scope read, probed and listed through the file layer, collected while
/// `Files.recordingReads(into:_:)` runs on this thread (or task): the inputs of a theme's load
/// or of a case's drawing, found where they are read rather than listed by hand. Each
/// observation is kept once; at most `limit` distinct ones, past which the log only counts.
package final class ReadLog: Sendable {
    private struct State {
        var seen: Set<FileObservation> = []
        var overflow = 0
    }
    private let state = Mutex(State())
    /// The most distinct observations kept.
    package let limit: Int

    /// An empty log keeping at most `limit` distinct observations.
    package init(limit: Int = Limits.inputFilesPerCase) {
        self.limit = limit
    }

    /// Notes `observation` (kept once).
    package func note(_ observation: FileObservation) {
        state.withLock { state in
            guard !state.seen.contains(observation) else { return }
            if state.seen.count < limit { state.seen.insert(observation) } else { state.overflow += 1 }
        }
    }

    /// What was observed, sorted by path.
    package var observations: [FileObservation] { state.withLock { $0.seen.sorted() } }

    /// How many distinct observations were made, those past `limit` included.
    package var count: Int { state.withLock { $0.seen.count + $0.overflow } }

    /// Whether more than `limit` distinct observations were made.
    package var overflowed: Bool { state.withLock { $0.overflow > 0 } }
}

extension Files {
    /// The log reads are noted in, for the current thread or task; `nil` outside a recording.
    @TaskLocal static var readLog: ReadLog?

    /// Runs `body` with every read, probe and listing of the file layer noted in `log` (on this
    /// thread, or in this task and its children); an inner recording notes into its own log
    /// only.
    package static func recordingReads<T, E: Error>(into log: ReadLog?, _ body: () throws(E) -> T) throws(E) -> T {
        let result: Result<T, E> = $readLog.withValue(log) { Result { () throws(E) in try body() } }
        return try result.get()
    }

    /// Notes `observation` in the current recording, if any (a cache that answers without
    /// reading calls it so that its answer is an input as a read would be).
    package static func noteRead(_ observation: FileObservation) {
        readLog?.note(observation)
    }
}
