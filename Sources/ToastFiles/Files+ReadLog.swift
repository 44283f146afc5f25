import Synchronization

/// What a scope asked the file layer about one path: its bytes, whether something is there,
/// or a directory's entries. `tartine snapshot --changed` hashes what each observation sees now.
package enum FileObservation: Hashable, Sendable, Comparable {
    /// The file's bytes were read (`Files.read`, `readIfPresent`, `stream`), or looked for
    /// when nothing was there.
    case read(String)
    /// Whether something is at the path, and what (`Files.kind(of:)`, `exists`).
    case probe(String)
    /// A directory's entries (`Files.entries(of:endingWith:)`): all of them when `suffixes` is
    /// empty, else only those whose names end in one of `suffixes` (all the reader looks at, so
    /// that another file put in the directory, `.tartine` or a README, is no input).
    case list(String, suffixes: [String] = [])

    /// The path observed.
    package var path: String {
        switch self {
        case .read(let path), .probe(let path), .list(let path, _): path
        }
    }

    /// `read`, `probe`, `list` or `list:<suffix>,<suffix>`: the word a manifest stores before
    /// the path.
    package var verb: String {
        switch self {
        case .read: "read"
        case .probe: "probe"
        case .list(_, let suffixes): suffixes.isEmpty ? "list" : "list:" + suffixes.joined(separator: ",")
        }
    }

    /// This observation of another path (the same verb).
    package func at(_ other: String) -> Self {
        switch self {
        case .read: .read(other)
        case .probe: .probe(other)
        case .list(_, let suffixes): .list(other, suffixes: suffixes)
        }
    }

    /// The observation named by `verb` (as `verb` spells it) of `path`; `nil` for another word,
    /// or a suffix that is empty or holds anything but letters, digits, `.`, `_` and `-`.
    package init?(verb: String, path: String) {
        switch verb {
        case "read": self = .read(path)
        case "probe": self = .probe(path)
        case "list": self = .list(path)
        case _ where verb.hasPrefix("list:"):
            let suffixes = verb.dropFirst("list:".count).split(separator: ",", omittingEmptySubsequences: false)
            guard
                suffixes.allSatisfy({ suffix in
                    !suffix.isEmpty
                        && suffix.utf8.allSatisfy { byte in
                            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
                        }
                })
            else { return nil }
            self = .list(path, suffixes: suffixes.map(String.init))
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
