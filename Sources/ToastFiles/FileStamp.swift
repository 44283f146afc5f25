#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `stat` says about a file's identity and last change: enough to tell that a file is not
/// the one a cached result was computed from. Any write changes the size, the modification time
/// or (set by the kernel, never by a user) the change time; a replaced file has another inode.
package struct FileStamp: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    /// Modification time, nanoseconds since the epoch.
    package var modified: Int64
    /// Status change time (`st_ctime`), nanoseconds since the epoch.
    package var changed: Int64

    package init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    init(_ info: stat) {
        #if canImport(Darwin)
            let modified = info.st_mtimespec, changed = info.st_ctimespec
        #else
            let modified = info.st_mtim, changed = info.st_ctim
        #endif
        self.init(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec))
    }
}

extension Files {
    /// The stamp of what `path` leads to (`stat`, links followed), or `nil` when nothing is there.
    /// - Throws: ``FileError`` from a failed `stat` other than `ENOENT`.
    package static func stamp(of path: String) throws(FileError) -> FileStamp? {
        var info = stat()
        do {
            _ = try systemCall("stat", path: path) { stat(path, &info) }
        } catch  where error.errno == ENOENT {
            return nil
        }
        return FileStamp(info)
    }

    /// The wall clock now, in nanoseconds since the epoch (`clock_gettime(CLOCK_REALTIME)`), to
    /// compare with ``FileStamp`` times.
    package static func wallClockNanoseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }
}

/// Which file a streamed read read: its stamp when opened, and whether it kept that stamp to
/// the last byte (a file written to meanwhile may have been read half old, half new).
package struct StreamedFile: Hashable, Sendable {
    package var stamp: FileStamp
    package var unchangedWhileRead: Bool
}
