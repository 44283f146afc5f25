import ToastCore
import ToastFiles

/// Where fontconfig may keep what it learns by scanning the pinned fonts (every face's
/// character set and languages: most of a command's start-up when computed), so that it is
/// computed once, not by every command.
///
/// Fontconfig caches a directory's scan, checked against the directory's modification time
/// only. To make that safe for files, the fonts are scanned through a directory of links that
/// Tartine makes and names by the files' stamps (path, device, inode, size, modification and
/// change times) and fontconfig's version: `<cache>/fonts-<key>/NN-<file name>` → the pinned
/// file. A changed font has another stamp, hence another directory and a fresh scan; a
/// directory is never changed once published (it is built under a temporary name, then
/// renamed), so a directory's scan cannot be stale either. Fontconfig's own cache files go to
/// `<cache>/fontconfig`.
///
/// Nothing is cached while a pinned file changed in the last `settledAfter` nanoseconds (a
/// change in the same clock tick could otherwise go unseen), nor when there is no cache
/// directory or it cannot be written: the files are then scanned one by one, as without a cache.
struct FontScanCache: Sendable {
    /// Tartine's cache directory; `nil`: no cache.
    let directory: String?
    /// How long, in nanoseconds, every pinned file must have been unchanged (2 s by default).
    let settledAfter: Int64

    init(directory: String?, settledAfter: Int64 = 2_000_000_000) {
        self.directory = directory
        self.settledAfter = settledAfter
    }

    /// The cache in Tartine's cache directory (``Files/cacheDirectory(environment:)``).
    static var standard: FontScanCache { FontScanCache(directory: Files.cacheDirectory()) }

    /// A directory of links to scan in place of `files`, ready for fontconfig.
    struct Prepared {
        /// The directory of links (`<cache>/fonts-<key>`).
        var fontDirectory: String
        /// Each link's path, in the order of `files`, with the file it leads to.
        var links: [(link: String, file: String)]
        /// Fontconfig's cache directory (`<cache>/fontconfig`), for the configuration's `<cachedir>`.
        var fontconfigCache: String
    }

    /// The directory of links for `files` as they are now: found when an earlier run made it,
    /// made otherwise; `nil` when nothing may or can be cached (see the type's description).
    func prepare(_ files: [String]) -> Prepared? {
        guard let directory, Self.isPlain(directory), let key = key(files) else { return nil }
        let fontDirectory = Paths.join(directory, "fonts-" + key)
        let links = files.enumerated().map { index, file in
            (link: Paths.join(fontDirectory, Self.linkName(index: index, file: file)), file: file)
        }
        let prepared = Prepared(
            fontDirectory: fontDirectory, links: links, fontconfigCache: Paths.join(directory, "fontconfig"))
        if holdsExactly(links, in: fontDirectory) { return prepared }
        guard publish(links, at: fontDirectory) else { return nil }
        return holdsExactly(links, in: fontDirectory) ? prepared : nil
    }

    /// Whether `path` can stand in fontconfig's XML as it is: no `&`, `<`, `>`, quotes or control
    /// characters (a cache directory with them is not used: the fonts are scanned one by one).
    static func isPlain(_ path: String) -> Bool {
        !path.unicodeScalars.contains { "&<>\"'".unicodeScalars.contains($0) || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// `07-Inter-Regular.otf` for the eighth file: the index keeps fontconfig's scan (which
    /// sorts by name) in the pinned order.
    static func linkName(index: Int, file: String) -> String {
        NumberText.zeroPadded(index, width: 2) + "-" + Paths.split(file).name
    }

    /// The first 32 hex digits of the SHA-256 of every file's path and stamp and fontconfig's
    /// version; `nil` when a file cannot be stamped or changed too recently.
    func key(_ files: [String]) -> String? {
        let settled = Files.wallClockNanoseconds() - settledAfter
        var text = "tartine font scan 1\nfontconfig \(FontConfiguration.libraryVersion)\n"
        for file in files {
            let stamp: FileStamp?
            do { stamp = try Files.stamp(of: file) } catch { return nil }
            guard let stamp, stamp.changed < settled, stamp.modified < settled, !file.contains("\n") else { return nil }
            text += "\(file)\t\(stamp.device)\t\(stamp.inode)\t\(stamp.size)\t\(stamp.modified)\t\(stamp.changed)\n"
        }
        return String(SHA256.hex(Array(text.utf8)).prefix(32))
    }

    /// Whether `fontDirectory` holds exactly `links`, each leading to its file.
    private func holdsExactly(_ links: [(link: String, file: String)], in fontDirectory: String) -> Bool {
        do {
            let names = try Files.recordingReads(into: nil) { () throws(FileError) in
                try Files.entries(of: fontDirectory).map(\.name)
            }
            guard names == links.map({ Paths.split($0.link).name }).sorted() else { return false }
            for (link, file) in links where try Paths.linkDestination(link) != file { return false }
            return true
        } catch {
            return false
        }
    }

    /// Builds the links under a temporary name beside `fontDirectory`, then renames it into
    /// place; `false` when that cannot be done (a read-only or missing cache directory).
    /// Another process publishing the same directory first is not a failure.
    private func publish(_ links: [(link: String, file: String)], at fontDirectory: String) -> Bool {
        let temporary = fontDirectory + ".tmp-\(CurrentProcess.id)"
        do {
            try Files.removeTree(temporary)
            try Files.makeDirectories(temporary)
            for (link, file) in links {
                try Files.makeSymbolicLink(at: Paths.join(temporary, Paths.split(link).name), to: file)
            }
            if try !Files.renameDirectory(temporary, to: fontDirectory) { try Files.removeTree(temporary) }
            return true
        } catch {
            do { try Files.removeTree(temporary) } catch { return false }
            return false
        }
    }
}
