#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

import CToastSystem

/// Runs one C call, the only way this module calls C: retries while the call is interrupted
/// (`EINTR`) and turns a `-1` result into a ``FileError`` naming the call, the path and `errno`.
/// - Parameters:
///   - name: the C function's name, as the error shows it (`open`).
///   - path: the path the call is about.
///   - retryingInterrupted: whether to call again after `EINTR` (not for `close`, which Linux
///     finishes even when interrupted).
///   - body: the call; it returns `-1` and sets `errno` on failure.
/// - Returns: what `body` returned.
@inline(__always)
package func systemCall<Result: FixedWidthInteger>(
    _ name: String, path: String, retryingInterrupted: Bool = true, _ body: () -> Result
) throws(FileError) -> Result {
    let call = retryingCall(retryingInterrupted: retryingInterrupted, body)
    if let code = call.errno { throw FileError(errno: code, function: name, path: path) }
    return call.result
}

/// Calls `body` again while it fails with `EINTR` (when `retryingInterrupted`), the loop every C
/// call of this module goes through (``systemCall(_:path:retryingInterrupted:_:)``, `watchCall`).
/// - Returns: what `body` returned, and the `errno` it left when that was `-1`.
@inline(__always)
func retryingCall<Result: FixedWidthInteger>(
    retryingInterrupted: Bool, _ body: () -> Result
) -> (result: Result, errno: Int32?) {
    while true {
        let result = body()
        if result != -1 { return (result, nil) }
        let code = errno
        if code == EINTR && retryingInterrupted { continue }
        return (result, code)
    }
}

/// `stat` or `lstat` of `path`: its kind and size, or `nil` when nothing is there (`ENOENT`).
/// - Parameter following: follow a symbolic link at `path` (`stat`) or describe the link (`lstat`).
func status(of path: String, following: Bool) throws(FileError) -> (kind: FileKind, size: Int)? {
    var info = stat()
    do {
        _ = try systemCall(following ? "stat" : "lstat", path: path) {
            following ? stat(path, &info) : lstat(path, &info)
        }
    } catch  where error.errno == ENOENT {
        return nil
    }
    return (FileKind(mode: info.st_mode), Int(info.st_size))
}

/// `relative` opened below the open directory `directory` with `flags`, only if its whole
/// resolution stays below it; wraps `tartine_open_beneath` (`openat2` with `RESOLVE_BENEATH`).
/// - Returns: the descriptor, or `nil` and the `errno` (`EXDEV`: it would lead out; `ENOSYS`:
///   no such call here).
func openBeneath(_ directory: Int32, _ relative: String, flags: Int32) -> (descriptor: Int32?, errno: Int32) {
    let call = retryingCall(retryingInterrupted: true) { tartine_open_beneath(directory, relative, flags) }
    guard let code = call.errno else { return (call.result, 0) }
    return (nil, code)
}

/// `path` opened with `flags` only if no symbolic link is on it, wherever; wraps
/// `tartine_open_without_links` (`openat2` with `RESOLVE_NO_SYMLINKS`).
/// - Returns: the descriptor, or `nil` and the `errno` (`ELOOP`: a link on the way; `ENOSYS`:
///   no such call here).
func openWithoutLinks(_ path: String, flags: Int32) -> (descriptor: Int32?, errno: Int32) {
    let call = retryingCall(retryingInterrupted: true) { tartine_open_without_links(path, flags) }
    guard let code = call.errno else { return (call.result, 0) }
    return (nil, code)
}

/// Closes `descriptor`; a failure to close a descriptor only read from loses nothing.
func closeReadDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

/// `read(2)`, under a name that does not collide with `Files.read`.
func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)` of all of `bytes`, looping over short writes.
func writeAll(_ descriptor: Int32, _ bytes: [UInt8], path: String) throws(FileError) {
    var offset = 0
    while offset < bytes.count {
        offset += try systemCall("write", path: path) {
            bytes.withUnsafeBytes { raw in write(descriptor, raw.baseAddress! + offset, raw.count - offset) }
        }
    }
}

/// Starts writing the file's dirty pages to disk without waiting: advice before an `fsync`
/// (`sync_file_range(SYNC_FILE_RANGE_WRITE)` on Linux, nothing elsewhere; a refusal changes
/// nothing, the `fsync` does the work).
func startWriteBack(_ descriptor: Int32) {
    tartine_start_write_back(descriptor)
}
