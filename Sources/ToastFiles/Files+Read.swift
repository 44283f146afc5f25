#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one file layer of Tartine: reading, writing atomically, listing, resolving paths.
/// Every failure is a ``FileError`` carrying the path and the system's reason; nothing is
/// swallowed.
///
/// Reads open only regular files: the file is opened with `O_NONBLOCK` (so a FIFO or a device
/// never blocks the open), then `fstat` must say it is a regular file, and no more than `limit`
/// bytes are ever read (see docs/limits.md for the limit of each use).
package enum Files {
    /// The bytes of the regular file at `path`.
    /// - Parameter limit: the most bytes accepted; a larger file is refused before reading.
    /// - Throws: ``FileError``: no such file (`open`), not a regular file, over `limit`, or a
    ///   failed `read`.
    package static func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        guard let bytes = try readIfPresent(path, limit: limit) else {
            throw FileError(errno: ENOENT, function: "open", path: path)
        }
        return bytes
    }

    /// The bytes of the regular file at `path`, or `nil` when nothing is there (`ENOENT`).
    /// - Parameter enough: asked after each chunk with the bytes read so far; `true` stops the
    ///   read there (the first bytes of a file whose head is all that is wanted). The whole
    ///   file is read when it never says so.
    package static func readIfPresent(
        _ path: String, limit: Int, chunkSize: Int = 1 << 16, enough: (([UInt8]) -> Bool)? = nil
    ) throws(FileError) -> [UInt8]? {
        var bytes: [UInt8] = []
        let found = try streamStamped(
            path, limit: limit, chunkSize: chunkSize,
            sized: { size in if enough == nil { bytes.reserveCapacity(size) } },
            until: { chunk in
                bytes.append(contentsOf: chunk)
                return enough?(bytes) ?? false
            })
        return found != nil ? bytes : nil
    }

    /// Streams the regular file at `path` to `body` in chunks of up to `chunkSize` bytes.
    /// - Returns: `false` when nothing is at `path` (`ENOENT`).
    /// - Throws: ``FileError`` as ``read(_:limit:)`` does; a file that grows past `limit` while
    ///   being read is refused too.
    @discardableResult
    package static func stream(
        _ path: String, limit: Int, chunkSize: Int = 1 << 20, _ body: (UnsafeRawBufferPointer) -> Void
    ) throws(FileError) -> Bool {
        try streamStamped(path, limit: limit, chunkSize: chunkSize, body) != nil
    }

    /// Streams the regular file at `path` to `body` as ``stream(_:limit:chunkSize:_:)`` does,
    /// and says which file was read: its stamp (`fstat` of the open descriptor) before the first
    /// byte, and whether it had the same stamp after the last.
    /// - Parameter sized: called with the file's size (within `limit`) before the first byte,
    ///   so that a reader can make room for the whole file at once.
    /// - Returns: `nil` when nothing is at `path` (`ENOENT`).
    /// - Throws: ``FileError`` as ``read(_:limit:)`` does.
    package static func streamStamped(
        _ path: String, limit: Int, chunkSize: Int = 1 << 20, sized: (Int) -> Void = { _ in },
        _ body: (UnsafeRawBufferPointer) -> Void
    ) throws(FileError) -> StreamedFile? {
        try streamStamped(path, limit: limit, chunkSize: chunkSize, sized: sized) { chunk in
            body(chunk)
            return false
        }
    }

    /// Streams the regular file at `path` as ``streamStamped(_:limit:chunkSize:sized:_:)`` does,
    /// until `body` returns `true` (nothing more is read then) or the file ends.
    static func streamStamped(
        _ path: String, limit: Int, chunkSize: Int, sized: (Int) -> Void,
        until body: (UnsafeRawBufferPointer) -> Bool
    ) throws(FileError) -> StreamedFile? {
        noteRead(.read(path))
        let descriptor: Int32
        do {
            descriptor = try systemCall("open", path: path) { open(path, readFlags) }
        } catch  where error.errno == ENOENT {
            return nil
        }
        defer { closeReadDescriptor(descriptor) }
        let before = try stream(descriptor, path: path, limit: limit, chunkSize: chunkSize, sized: sized, until: body)
        var info = stat()
        _ = try systemCall("fstat", path: path) { fstat(descriptor, &info) }
        return StreamedFile(stamp: before, unchangedWhileRead: FileStamp(info) == before)
    }

    /// How every read opens its file: read-only, never blocking on a FIFO or a device, never
    /// becoming the process's terminal.
    static let readFlags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY

    /// Streams the file open at `descriptor` (`path` names it in errors) as
    /// ``streamStamped(_:limit:chunkSize:sized:until:)`` does, from its `fstat` on.
    /// - Returns: its stamp before the first byte.
    static func stream(
        _ descriptor: Int32, path: String, limit: Int, chunkSize: Int, sized: (Int) -> Void,
        until body: (UnsafeRawBufferPointer) -> Bool
    ) throws(FileError) -> FileStamp {
        var info = stat()
        _ = try systemCall("fstat", path: path) { fstat(descriptor, &info) }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regular else { throw FileError(path: path, problem: .notRegularFile(kind)) }
        guard Int(info.st_size) <= limit else {
            throw FileError(path: path, problem: .tooLarge(size: Int(info.st_size), limit: limit))
        }
        let before = FileStamp(info)
        sized(Int(info.st_size))
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, chunkSize), alignment: 16)
        defer { buffer.deallocate() }
        var total = 0
        while true {
            let count = try systemCall("read", path: path) {
                readDescriptor(descriptor, buffer.baseAddress, buffer.count)
            }
            if count == 0 { break }
            total += count
            guard total <= limit else { throw FileError(path: path, problem: .tooLarge(size: total, limit: limit)) }
            if body(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) { break }
        }
        return before
    }

    /// The UTF-8 text of the regular file at `path` (invalid bytes become U+FFFD).
    package static func readText(_ path: String, limit: Int) throws(FileError) -> String {
        String(decoding: try read(path, limit: limit), as: UTF8.self)
    }

    /// What is at `path`, without following a final symbolic link; `nil` when nothing is.
    package static func kind(of path: String) throws(FileError) -> FileKind? {
        noteRead(.probe(path))
        return try status(of: path, following: false)?.kind
    }

    /// Whether something (of any kind, a dangling link included) is at `path`.
    package static func exists(_ path: String) throws(FileError) -> Bool {
        try kind(of: path) != nil
    }
}
