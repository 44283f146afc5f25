import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Files {
    /// The path that stands for standard output in `-o`.
    package static let standardOutput = "-"

    /// A process-wide counter that makes temporary names unique between threads.
    private static let temporaryCounter = Atomic<Int>(0)

    /// A number no other temporary name of this process has used.
    static func nextTemporarySerial() -> Int {
        temporaryCounter.add(1, ordering: .relaxed).newValue
    }

    /// Writes `bytes` to `path` so that readers see either the old file or the complete new one,
    /// never a partial write: the bytes go to a new temporary file in the same directory
    /// (`open(O_CREAT|O_EXCL, 0666)`, so the umask applies), which is `fsync`ed and then
    /// `rename`d over `path`; the directory is `fsync`ed last so the rename survives a crash.
    /// On any failure the temporary file is removed and `path` is left as it was.
    ///
    /// Only a regular file, a symbolic link (or nothing) is replaced: a device, FIFO, socket or
    /// directory at `path` is refused and left alone. A link at `path` is replaced by the new
    /// file, never followed: what it leads to is left as it was.
    /// - Parameters:
    ///   - bytes: the complete new contents.
    ///   - path: the destination; its directory must exist.
    /// - Throws: ``FileError`` naming the call and path that failed, or the refusal.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        let target = try replaceableTarget(path)
        let (directory, name) = Paths.split(target)
        var descriptor: Int32 = -1
        var temporary = ""
        for attempt in 0..<100 {
            temporary = directory + "/." + name + ".tartine-\(getpid())-\(nextTemporarySerial()).tmp"
            do {
                descriptor = try systemCall("open", path: temporary) {
                    open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
                }
                break
            } catch  where error.errno == EEXIST && attempt < 99 {
                continue
            }
        }
        do throws(FileError) {
            try writeAll(descriptor, bytes, path: temporary)
            _ = try systemCall("fsync", path: temporary) { fsync(descriptor) }
            let closing = descriptor
            descriptor = -1
            _ = try systemCall("close", path: temporary, retryingInterrupted: false) { close(closing) }
            _ = try systemCall("rename", path: target) { rename(temporary, target) }
        } catch {
            if descriptor >= 0 { _ = close(descriptor) }
            _ = unlink(temporary)  // the temporary file is ours; the error that matters is `error`
            throw error
        }
        syncDirectory(directory)
    }

    /// Writes `bytes` where an `-o` option says: standard output for `-`, otherwise atomically
    /// to the file (see ``writeAtomically(_:to:)``), creating its directory first.
    package static func writeOutput(_ bytes: [UInt8], to path: String) throws(FileError) {
        guard path != standardOutput else {
            try writeAll(STDOUT_FILENO, bytes, path: "standard output")
            return
        }
        try makeDirectories(Paths.directory(of: path))
        try writeAtomically(bytes, to: path)
    }

    /// Writes `bytes` to standard error at once (no buffering), all of them unless the stream
    /// refuses them (closed, a broken pipe).
    package static func writeStandardError(_ bytes: [UInt8]) throws(FileError) {
        try writeAll(STDERR_FILENO, bytes, path: "standard error")
    }

    /// The file a write to `path` replaces: `path` itself when it is a regular file, a symbolic
    /// link (replaced, not followed) or absent; anything else is refused.
    private static func replaceableTarget(_ path: String) throws(FileError) -> String {
        try checkReplaceable(path)
        return path
    }

    /// Refuses what an output at `path` could not replace: anything but a regular file, a
    /// symbolic link (which is replaced, never followed) or nothing.
    /// - Throws: ``FileError/Problem/refusedOutput(_:)`` naming what is there.
    package static func checkReplaceable(_ path: String) throws(FileError) {
        guard let found = try status(of: path, following: false) else { return }
        guard found.kind == .regular || found.kind == .symbolicLink else {
            throw FileError(path: path, problem: .refusedOutput(found.kind))
        }
    }

    /// `fsync` on a directory, so that a rename in it is durable. Some file systems refuse
    /// `fsync` on directories (`EINVAL`); the rename has happened either way, so that is not
    /// an error of the write.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        _ = close(descriptor)
    }
}
