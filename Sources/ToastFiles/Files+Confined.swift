#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

import Dispatch
import Synchronization

/// Files kept inside a directory whatever a project carries: references and failure artifacts,
/// whose relative paths are made from names in untrusted files and whose directories come with
/// the repository under review. The directory itself (`root`) is the caller's; below it,
///
/// - a write never goes through a symbolic link: not at the file, not at any directory on the
///   way. The directories are opened one at a time with `O_NOFOLLOW` (`openat`), created with
///   `mkdirat` when missing, and the file is replaced by `renameat` in the directory opened, so
///   no link swapped in meanwhile is followed either. A link is refused with where it leads;
/// - a read follows links only while they stay inside `root`;
/// - a removal never goes through a linked directory (there is nothing of ours behind it).
extension Files {
    /// The bytes of the regular file `relative` under `root`, or `nil` when nothing is there.
    /// Symbolic links on the way are followed only while they stay inside `root`.
    /// - Parameter enough: as ``readIfPresent(_:limit:chunkSize:enough:)`` takes it: when it
    ///   says the bytes so far are enough, the rest of the file is not read.
    /// - Throws: ``FileError``: ``FileError/Problem/outside(directory:resolved:)`` for a path
    ///   that leads out of `root` (a link, `..`), or what ``read(_:limit:)`` throws.
    package static func readConfined(
        _ relative: String, inside root: String, limit: Int, enough: (([UInt8]) -> Bool)? = nil
    ) throws(FileError) -> [UInt8]? {
        let path = Paths.join(root, relative)
        guard Paths.staysInside(relative) else {
            throw FileError(path: path, problem: .outside(directory: root, resolved: try Paths.absolute(path)))
        }
        let chunkSize = enough == nil ? 1 << 16 : 1 << 13
        // Outside a recording (which notes the resolved path read), most reads take one open.
        if readLog == nil,
            let read = readBeneath(relative, inside: root, limit: limit, chunkSize: chunkSize, enough: enough)
        {
            return read
        }
        guard try status(of: path, following: false) != nil else { return nil }
        let target: String
        do { target = try Paths.confined(relative, inside: root) } catch  where error.errno == ENOENT {
            return nil  // a link that leads nowhere: no reference
        }
        return try readIfPresent(target, limit: limit, chunkSize: chunkSize, enough: enough)
    }

    /// What `readConfined` reads, opened in one `openat2`: the bytes, or `.some(nil)` when
    /// nothing is there. The whole path opened where no link is on it (`openWithoutLinks`: then
    /// it is inside `root`, `relative` staying inside), else `relative` below `root`, following
    /// the links that stay inside (`openBeneath`). `nil` when this cannot tell as the resolving
    /// path does (the call missing, a link that is absolute or leads out, a file that is not
    /// regular or too large, any failure): that path then decides, and words the error.
    private static func readBeneath(
        _ relative: String, inside root: String, limit: Int, chunkSize: Int, enough: (([UInt8]) -> Bool)?
    ) -> [UInt8]?? {
        let path = Paths.join(root, relative)
        var opened = openWithoutLinks(path, flags: readFlags)
        if opened.descriptor == nil, opened.errno == ELOOP {
            guard
                let directory = try? systemCall("open", path: root, { open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC) })
            else { return nil }
            opened = openBeneath(directory, relative, flags: readFlags)
            closeReadDescriptor(directory)
        }
        guard let descriptor = opened.descriptor else { return opened.errno == ENOENT ? .some(nil) : nil }
        defer { closeReadDescriptor(descriptor) }
        var bytes: [UInt8] = []
        do {
            _ = try stream(
                descriptor, path: path, limit: limit, chunkSize: chunkSize,
                sized: { size in if enough == nil { bytes.reserveCapacity(size) } },
                until: { chunk in
                    bytes.append(contentsOf: chunk)
                    return enough?(bytes) ?? false
                })
        } catch {
            return nil
        }
        return bytes
    }

    /// Writes `bytes` to `relative` under `root` atomically (a temporary file beside it,
    /// `fsync`, `renameat`, then the directory `fsync`ed), creating `root` and the directories
    /// on the way. Only a regular file (or nothing) is replaced.
    /// - Throws: ``FileError``: ``FileError/Problem/symbolicLink(to:)`` for a link at the file or
    ///   at a directory on the way (nothing written), ``FileError/Problem/refusedOutput(_:)``
    ///   for anything else that is not a regular file, or the failed call.
    ///   With `replacingLinks` (an output directory: a report, frames), a link at the file or
    ///   at a directory on the way is replaced instead (removed, then the file or a new
    ///   directory made), never followed.
    package static func writeConfined(
        _ bytes: [UInt8], to relative: String, inside root: String, replacingLinks: Bool = false
    ) throws(FileError) {
        try writeConfined([(relative, bytes)], inside: root, replacingLinks: replacingLinks)
    }

    /// Writes each of `files` under `root` as ``writeConfined(_:to:inside:replacingLinks:)``
    /// writes one, in order, a few dozen at a time (`filesPerBatch`): each batch's temporary
    /// files are all written (their write-back started at once), then `fsync`ed together on up
    /// to `syncLanes` threads (a disk flushes once for the `fsync`s that wait together, where one
    /// after the other each waited for a flush of its own: nine tenths of the time `play
    /// --frames` took), then renamed in order, and each directory they went into is `fsync`ed
    /// once. Every file is still complete on disk before it is renamed, and every rename
    /// durable when this returns. On a failure, the temporary files of the batch are removed:
    /// the files of earlier batches are written, none of this batch's is.
    /// - Throws: what ``writeConfined(_:to:inside:replacingLinks:)`` throws.
    package static func writeConfined(
        _ files: [(relative: String, bytes: [UInt8])], inside root: String, replacingLinks: Bool = false
    ) throws(FileError) {
        guard !files.isEmpty else { return }
        try makeDirectories(root)
        var start = 0
        while start < files.count {
            let end = min(files.count, start + filesPerBatch)
            try writeBatch(files[start..<end], inside: root, replacingLinks: replacingLinks)
            start = end
        }
    }

    /// How many files a batch of ``writeConfined(_:inside:replacingLinks:)`` holds open at once
    /// (two descriptors each: the file and its directory).
    package static let filesPerBatch = 64
    /// How many `fsync`s of a batch wait at the same time.
    static let syncLanes = 8

    /// A temporary file written beside the file it will replace.
    private struct Staged {
        /// The directory's descriptor (closed with the batch).
        var directory: Int32
        /// The temporary file's descriptor, `-1` once closed.
        var descriptor: Int32
        var temporary: String
        var temporaryPath: String
        var name: String
        var path: String
        var directoryPath: String
    }

    private static func writeBatch(
        _ files: ArraySlice<(relative: String, bytes: [UInt8])>, inside root: String, replacingLinks: Bool
    ) throws(FileError) {
        var staged: [Staged] = []
        staged.reserveCapacity(files.count)
        var renamed = 0
        defer {
            for (i, file) in staged.enumerated() {
                if file.descriptor >= 0 { _ = close(file.descriptor) }
                // Ours, not yet renamed: removed; the error that matters is the one thrown.
                if i >= renamed { _ = unlinkat(file.directory, file.temporary, 0) }
                closeReadDescriptor(file.directory)
            }
        }
        for (relative, bytes) in files {
            var components = try confinedComponents(relative, inside: root)
            let name = components.removeLast()
            let directory = try openConfinedDirectory(
                components, inside: root, creating: true, replacingLinks: replacingLinks)
            guard let directory else { continue }  // not reached: `creating` makes every directory
            let path = Paths.join(directory.path, name)
            do throws(FileError) {
                if let found = try statusAt(directory.descriptor, name, path: path) {
                    if found == .symbolicLink, !replacingLinks {
                        throw FileError(path: path, problem: .symbolicLink(to: linkTarget(path)))
                    }
                    guard found == .regular || found == .symbolicLink else {
                        throw FileError(path: path, problem: .refusedOutput(found))
                    }
                }
            } catch {
                closeReadDescriptor(directory.descriptor)
                throw error
            }
            let (descriptor, temporary, temporaryPath) = try createTemporary(
                in: directory.descriptor, for: name, path: path, closingOnFailure: directory.descriptor)
            staged.append(
                Staged(
                    directory: directory.descriptor, descriptor: descriptor, temporary: temporary,
                    temporaryPath: temporaryPath, name: name, path: path, directoryPath: directory.path))
            try writeAll(descriptor, bytes, path: temporaryPath)
            if files.count > 1 { startWriteBack(descriptor) }
        }
        try syncAll(staged)
        for i in staged.indices {
            let closing = staged[i].descriptor
            staged[i].descriptor = -1
            _ = try systemCall("close", path: staged[i].temporaryPath, retryingInterrupted: false) { close(closing) }
        }
        for file in staged {
            _ = try systemCall("rename", path: file.path) {
                renameat(file.directory, file.temporary, file.directory, file.name)
            }
            renamed += 1
        }
        // Durability of the renames, once a directory; some file systems refuse it on directories.
        var synced = Set<String>()
        for file in staged where synced.insert(file.directoryPath).inserted { _ = fsync(file.directory) }
    }

    /// A new temporary file in `directory` beside `name` (`O_CREAT | O_EXCL`, never through a
    /// link), open for writing: its descriptor, name and path. `closingOnFailure` is closed
    /// when none can be made.
    private static func createTemporary(in directory: Int32, for name: String, path: String, closingOnFailure: Int32)
        throws(FileError) -> (descriptor: Int32, name: String, path: String)
    {
        for attempt in 0..<100 {
            let temporary = "." + name + ".tartine-\(getpid())-\(nextTemporarySerial()).tmp"
            let temporaryPath = Paths.join(Paths.directory(of: path), temporary)
            do {
                let descriptor = try systemCall("open", path: temporaryPath) {
                    openat(directory, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
                }
                return (descriptor, temporary, temporaryPath)
            } catch  where error.errno == EEXIST && attempt < 99 {
                continue
            } catch {
                closeReadDescriptor(closingOnFailure)
                throw error
            }
        }
        preconditionFailure("not reached: the last attempt returns or throws")
    }

    /// `fsync`s every staged file, on up to `syncLanes` threads when there are several.
    /// - Throws: the first failure, in the files' order.
    private static func syncAll(_ staged: [Staged]) throws(FileError) {
        if staged.count == 1 {
            _ = try systemCall("fsync", path: staged[0].temporaryPath) { fsync(staged[0].descriptor) }
            return
        }
        let targets = staged.map { ($0.descriptor, $0.temporaryPath) }
        let failures = SyncFailures()
        let lanes = min(syncLanes, targets.count)
        // A queue of its own: its threads may all wait in `fsync` (the global queues keep to
        // one thread a core).
        let queue = DispatchQueue(label: "tartine-fsync", attributes: .concurrent)
        let group = DispatchGroup()
        for lane in 0..<lanes {
            queue.async(group: group) {
                for i in stride(from: lane, to: targets.count, by: lanes) {
                    let (descriptor, path) = targets[i]
                    do throws(FileError) { _ = try systemCall("fsync", path: path) { fsync(descriptor) } } catch {
                        failures.found.withLock { $0[i] = error }
                    }
                }
            }
        }
        group.wait()
        if let first = failures.found.withLock({ $0.min { $0.key < $1.key } }) { throw first.value }
    }

    /// The `fsync`s that failed, by file, as the lanes find them.
    private final class SyncFailures: Sendable {
        let found = Mutex<[Int: FileError]>([:])
    }

    /// Removes the file `relative` under `root` if it is there (`unlinkat`); a directory on the
    /// way that is missing or a symbolic link means there is none to remove.
    /// - Throws: ``FileError`` for a failed call.
    package static func removeConfined(_ relative: String, inside root: String) throws(FileError) {
        var components = try confinedComponents(relative, inside: root)
        let name = components.removeLast()
        guard try status(of: root, following: true) != nil else { return }
        guard let directory = try openConfinedDirectory(components, inside: root, creating: false) else { return }
        defer { closeReadDescriptor(directory.descriptor) }
        let path = Paths.join(directory.path, name)
        do { _ = try systemCall("unlink", path: path) { unlinkat(directory.descriptor, name, 0) } } catch
            where
            error.errno == ENOENT
        {}
    }

    /// The components of `relative`, each a plain name (no `..` climbs out, no `.`).
    private static func confinedComponents(_ relative: String, inside root: String) throws(FileError) -> [String] {
        let components = relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty, !components.contains(where: { $0 == ".." || $0 == "." }) else {
            let path = Paths.join(root, relative)
            throw FileError(path: path, problem: .outside(directory: root, resolved: try Paths.absolute(path)))
        }
        return components
    }

    /// Opens `root`, then each of `components` below it without following a link; creates a
    /// missing one when `creating`, else returns `nil` for it (and for a link).
    /// - Returns: the last directory's descriptor (the caller closes it) and its path.
    private static func openConfinedDirectory(
        _ components: [String], inside root: String, creating: Bool, replacingLinks: Bool = false
    )
        throws(FileError) -> (descriptor: Int32, path: String)?
    {
        var descriptor = try systemCall("open", path: root) { open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        var path = root
        for component in components {
            let next = Paths.join(path, component)
            let opened: Int32
            do {
                opened = try openDirectoryAt(descriptor, component, path: next, creating: creating)
            } catch  where replacingLinks && error.isSymbolicLink {
                // A link planted in an output directory: removed, and a directory made in its place.
                do {
                    _ = try systemCall("unlink", path: next) { unlinkat(descriptor, component, 0) }
                    opened = try openDirectoryAt(descriptor, component, path: next, creating: true)
                } catch {
                    closeReadDescriptor(descriptor)
                    throw error
                }
            } catch {
                closeReadDescriptor(descriptor)
                if !creating, error.errno == ENOENT || error.isSymbolicLink { return nil }
                throw error
            }
            closeReadDescriptor(descriptor)
            descriptor = opened
            path = next
        }
        return (descriptor, path)
    }

    /// `openat(O_DIRECTORY | O_NOFOLLOW)` of `name` in `directory`, after `mkdirat` when it is
    /// missing and `creating`.
    /// - Throws: ``FileError``: ``FileError/Problem/symbolicLink(to:)`` for a link (its target
    ///   left empty when not `creating`), `ENOTDIR` for anything else that is not a directory.
    private static func openDirectoryAt(_ directory: Int32, _ name: String, path: String, creating: Bool)
        throws(FileError) -> Int32
    {
        for attempt in 0..<2 {
            do {
                return try systemCall("open", path: path) {
                    openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                }
            } catch  where error.errno == ENOENT && creating && attempt == 0 {
                do { _ = try systemCall("mkdir", path: path) { mkdirat(directory, name, 0o777) } } catch
                    where
                    error.errno == EEXIST
                {}
            } catch  where error.errno == ELOOP || error.errno == ENOTDIR {
                guard try statusAt(directory, name, path: path) == .symbolicLink else { throw error }
                throw FileError(path: path, problem: .symbolicLink(to: creating ? linkTarget(path) : ""))
            }
        }
        return try systemCall("open", path: path) {
            openat(directory, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
    }

    /// What `name` in `directory` is, without following a link (`fstatat`); `nil` when absent.
    private static func statusAt(_ directory: Int32, _ name: String, path: String) throws(FileError) -> FileKind? {
        var info = stat()
        do {
            _ = try systemCall("lstat", path: path) { fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) }
        } catch  where error.errno == ENOENT {
            return nil
        }
        return FileKind(mode: info.st_mode)
    }

    /// Where the link at `path` leads, absolute and normalised (its own text when unreadable).
    private static func linkTarget(_ path: String) -> String {
        guard let destination = try? Paths.linkDestination(path) else { return "?" }
        if destination.hasPrefix("/") { return Paths.normalize(destination) }
        guard let directory = try? Paths.absolute(Paths.directory(of: path)) else { return destination }
        return Paths.normalize(Paths.join(directory, destination))
    }
}
