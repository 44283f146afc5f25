import ToastFiles

/// The SHA-256 of font files, kept between runs in one small text file of the cache directory
/// (`$XDG_CACHE_HOME/tartine/font-hashes-v1`, else `~/.cache/tartine/…`), so that a command
/// does not read 50 MB of fonts before it draws anything.
///
/// An entry is keyed by the path and the file's ``FileStamp`` (device, inode, size,
/// modification and change times): any write to a font changes its change time (which only the
/// kernel sets), and a replaced font has another inode, so a changed file never matches its old
/// entry. A file is only entered when it kept its stamp while being hashed and its last change
/// is older than `settledAfter`, so a write landing in the same clock tick as the hashing
/// cannot leave an entry that looks current.
///
/// The cache is an optimisation only: a missing, unreadable, corrupt or unwritable cache (a
/// read-only or absent home) means the hashes are computed, and the outputs are the same.
struct FontHashCache: Sendable {
    /// One line a file: `hash TAB device TAB inode TAB size TAB modified-ns TAB changed-ns TAB path`.
    static let fileName = "font-hashes-v1"
    /// The most bytes of cache file read; a larger one is ignored and rewritten.
    static let sizeLimit = 1 << 20

    /// The cache file; `nil` for no cache (every hash computed).
    let file: String?
    /// How long after its last change, in nanoseconds, a file may be entered: 2 s by default,
    /// longer than the coarsest file-system clock tick.
    let settledAfter: Int64

    /// The cache in `directory` (`nil`: none).
    init(directory: String?, settledAfter: Int64 = 2_000_000_000) {
        file = directory.map { Paths.join($0, Self.fileName) }
        self.settledAfter = settledAfter
    }

    /// The cache in Tartine's cache directory (``Files/cacheDirectory(environment:)``).
    static var standard: FontHashCache { FontHashCache(directory: Files.cacheDirectory()) }

    /// The SHA-256 (lowercase hex) of each of `files`, in order: from the cache where a file's
    /// stamp matches its entry, computed otherwise; a file that cannot be read has the hash
    /// `unreadable: <reason>`. New entries are written back when the cache can be written.
    func hashes(of files: [String]) -> [(file: String, hash: String)] {
        let stored = load()
        var kept: [String: Entry] = [:]
        var result: [(file: String, hash: String)] = []
        for path in files {
            if let entry = stored[path], Self.currentStamp(path) == entry.stamp {
                kept[path] = entry
                result.append((path, entry.hash))
                continue
            }
            switch compute(path) {
            case .hashed(let hash, let stamp):
                if let stamp, !path.contains("\n") { kept[path] = Entry(hash: hash, stamp: stamp) }
                result.append((path, hash))
            case .unreadable(let reason):
                result.append((path, "unreadable: \(reason)"))
            }
        }
        if kept != stored { save(kept) }
        return result
    }

    /// A cache entry: the hash of the file as it was when it had `stamp`.
    struct Entry: Hashable {
        var hash: String
        var stamp: FileStamp
    }

    private enum Computed {
        /// The hash, and the stamp to enter it under (`nil`: too fresh or changed while read).
        case hashed(String, stamp: FileStamp?)
        case unreadable(String)
    }

    private func compute(_ path: String) -> Computed {
        var hasher = SHA256()
        do {
            // The fonts are inputs through their hashes in the environment, not as files read.
            let streamed = try Files.recordingReads(into: nil) { () throws(FileError) in
                try Files.streamStamped(path, limit: Limits.fontFileSize, { hasher.update($0) })
            }
            guard let read = streamed else {
                return .unreadable(FileError.notFound(function: "open", path: path).description)
            }
            let settled = Files.wallClockNanoseconds() - settledAfter
            let stamp = read.stamp
            let enterable = read.unchangedWhileRead && stamp.changed < settled && stamp.modified < settled
            return .hashed(hasher.finalize(), stamp: enterable ? stamp : nil)
        } catch {
            return .unreadable(error.description)
        }
    }

    /// The stamp of `path` now; `nil` when it cannot be had (the file is then hashed, and that
    /// reports why it cannot be read).
    private static func currentStamp(_ path: String) -> FileStamp? {
        do { return try Files.stamp(of: path) } catch { return nil }
    }

    /// The entries of the cache file; none when there is no cache or it cannot be read (a
    /// cache that cannot be read is no cache: everything is computed).
    func load() -> [String: Entry] {
        guard let file else { return [:] }
        let bytes: [UInt8]?
        do {
            bytes = try Files.recordingReads(into: nil) { () throws(FileError) in
                try Files.readIfPresent(file, limit: Self.sizeLimit)
            }
        } catch { return [:] }
        guard let bytes else { return [:] }
        var entries: [String: Entry] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 6, omittingEmptySubsequences: false)
            guard fields.count == 7, fields[0].count == 64, fields[0].allSatisfy(\.isHexDigit),
                let device = UInt64(fields[1]), let inode = UInt64(fields[2]), let size = Int64(fields[3]),
                let modified = Int64(fields[4]), let changed = Int64(fields[5])
            else { continue }
            let stamp = FileStamp(device: device, inode: inode, size: size, modified: modified, changed: changed)
            entries[String(fields[6])] = Entry(hash: String(fields[0]), stamp: stamp)
        }
        return entries
    }

    /// Replaces the cache file with `entries`. A cache that cannot be written (a read-only or
    /// missing home, a full disk) is left as it is: the next run computes again.
    private func save(_ entries: [String: Entry]) {
        guard let file else { return }
        var text = ""
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let s = entry.stamp
            text += "\(entry.hash)\t\(s.device)\t\(s.inode)\t\(s.size)\t\(s.modified)\t\(s.changed)\t\(path)\n"
        }
        do {
            try Files.makeDirectories(Paths.directory(of: file))
            try Files.writeAtomically(Array(text.utf8), to: file)
        } catch {
            return
        }
    }
}
