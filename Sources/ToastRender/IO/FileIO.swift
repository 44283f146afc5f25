import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX calls ToastRender makes, each retried on `EINTR` and turned into `FileError`.
enum FileIO {
    /// Streams the file at `path` to `body` in chunks of up to 1 MiB (`open`, `read`, `close`).
    static func read(_ path: String, _ body: (UnsafeRawBufferPointer) -> Void) throws(FileError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(errno: errno, function: "open", path: path) }
        defer { close(fd) }
        let chunk = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = systemRead(fd, buffer.baseAddress, chunk)
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(errno: errno, function: "read", path: path)
            }
            if count == 0 { return }
            body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// The whole file at `path`.
    static func readAll(_ path: String) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        try read(path) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Writes all of `bytes` to `fd` (`write`, looping over short writes).
    static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(FileError) {
        var failure: FileError?
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = FileError(errno: errno, function: "write", path: path)
                    return
                }
                offset += written
            }
        }
        if let failure { throw failure }
    }

    /// A process-wide counter that makes temporary names unique between threads.
    static let temporaryCounter = Atomic<Int>(0)
}

/// `read(2)`, under a name that does not collide with `FileIO.read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
