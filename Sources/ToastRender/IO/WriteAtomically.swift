#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `bytes` to `path` so that readers see either the old file or the complete new one,
/// never a partial write: the bytes go to a new temporary file in the same directory
/// (`open(O_CREAT|O_EXCL, 0666)`, so the umask applies), which is `fsync`ed and then
/// `rename`d over `path`; the directory is `fsync`ed last so the rename survives a crash.
/// On any failure the temporary file is removed and `path` is left as it was.
/// - Parameters:
///   - bytes: the complete new contents.
///   - path: the destination; its directory must exist.
/// - Throws: `FileError` naming the call and path that failed.
public func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    let (directory, name) = splitPath(path)
    var fd: Int32 = -1
    var temporary = ""
    for _ in 0..<100 {
        let serial = FileIO.temporaryCounter.add(1, ordering: .relaxed).newValue
        temporary = directory + "/." + name + ".tartine-\(getpid())-\(serial).tmp"
        fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else { throw FileError(errno: errno, function: "open", path: temporary) }
    do {
        try FileIO.writeAll(fd, bytes, path: temporary)
        guard fsync(fd) == 0 else { throw FileError(errno: errno, function: "fsync", path: temporary) }
        let closed = close(fd)
        fd = -1
        guard closed == 0 else { throw FileError(errno: errno, function: "close", path: temporary) }
        guard rename(temporary, path) == 0 else { throw FileError(errno: errno, function: "rename", path: path) }
    } catch {
        if fd >= 0 { close(fd) }
        unlink(temporary)
        throw error
    }
    let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryFD >= 0 {
        _ = fsync(directoryFD)  // best effort: some file systems refuse fsync on directories
        close(directoryFD)
    }
}

/// ("dir", "name") for "dir/name"; (".", "name") for a bare name; ("/", "name") for "/name".
private func splitPath(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
}
