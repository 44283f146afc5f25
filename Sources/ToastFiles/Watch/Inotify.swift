#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// inotify is Linux's; elsewhere PollingWatcher serves (WatcherKind.native).
#if os(Linux)
    /// Runs one C call, the only way this module calls C: retries while the call is interrupted
    /// (`EINTR`) and turns a `-1` result into a ``WatchError`` naming the call, the path, and `errno`.
    ///
    /// - Parameters:
    ///   - name: the C function's name, as the error will show it (`inotify_add_watch`).
    ///   - path: the path the call is about, if any.
    ///   - retryingInterrupted: whether to call again after `EINTR` (not for `close`, which Linux
    ///     finishes even when interrupted).
    ///   - body: the call itself; it returns `-1` and sets `errno` on failure.
    /// - Returns: what `body` returned.
    /// - Throws: ``WatchError`` with `errno` when `body` returns `-1`.
    @inline(__always)
    func watchCall<Result: FixedWidthInteger>(
        _ name: String, path: String? = nil, retryingInterrupted: Bool = true, _ body: () -> Result
    ) throws(WatchError) -> Result {
        let call = retryingCall(retryingInterrupted: retryingInterrupted, body)
        if let code = call.errno { throw WatchError(call: name, path: path, code: code) }
        return call.result
    }

    /// One record read from an inotify descriptor (`struct inotify_event`).
    struct InotifyEvent: Sendable, Equatable {
        /// The watch descriptor the event is for; `-1` for a queue overflow.
        var watch: Int32
        /// `IN_*` bits.
        var mask: UInt32
        /// The name of the entry inside the watched directory; empty for events on the directory itself.
        var name: String

        func has(_ bits: Int32) -> Bool { mask & UInt32(bitPattern: bits) != 0 }
    }

    /// The inotify and descriptor calls the watcher makes, each a thin wrapper over one C function.
    enum Inotify {
        /// What a watched directory reports: every way an entry's content or identity can change
        /// (in-place writes, atomic renames, creation, deletion), and the directory itself going away.
        static let directoryMask = UInt32(
            IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

        /// A new non-blocking, close-on-exec inotify descriptor; wraps `inotify_init1`.
        static func open() throws(WatchError) -> Int32 {
            try watchCall("inotify_init1") { inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC)) }
        }

        /// Watches `directory` (symbolic links to directories are followed); wraps `inotify_add_watch`.
        /// - Returns: the watch descriptor; the same one again for a directory already watched.
        static func addWatch(_ descriptor: Int32, directory: String) throws(WatchError) -> Int32 {
            try watchCall("inotify_add_watch", path: directory) {
                inotify_add_watch(descriptor, directory, directoryMask)
            }
        }

        /// Stops watch `watch`; wraps `inotify_rm_watch`. A watch the kernel already dropped (its
        /// directory was deleted) answers `EINVAL`, which callers may ignore.
        static func removeWatch(_ descriptor: Int32, watch: Int32) throws(WatchError) {
            _ = try watchCall("inotify_rm_watch") { inotify_rm_watch(descriptor, watch) }
        }

        /// Reads every event queued on `descriptor`; wraps `read`.
        /// - Returns: the events, or none when nothing is queued (`EAGAIN`).
        static func readEvents(_ descriptor: Int32) throws(WatchError) -> [InotifyEvent] {
            var events: [InotifyEvent] = []
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count: Int
                do {
                    count = try watchCall("read") {
                        buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    }
                } catch  where error.code == EAGAIN || error.code == EWOULDBLOCK {
                    return events
                }
                if count <= 0 { return events }
                events += parse(buffer[0..<count])
            }
        }

        /// Decodes the packed `struct inotify_event` records (`wd`, `mask`, `cookie`, `len`, `name[len]`).
        static func parse(_ bytes: ArraySlice<UInt8>) -> [InotifyEvent] {
            let headerSize = MemoryLayout<inotify_event>.size
            var events: [InotifyEvent] = []
            var offset = bytes.startIndex
            while bytes.endIndex - offset >= headerSize {
                let (watch, mask, length) = bytes.withUnsafeBytes { raw in
                    let base = offset - bytes.startIndex
                    return (
                        raw.loadUnaligned(fromByteOffset: base, as: Int32.self),
                        raw.loadUnaligned(fromByteOffset: base + 4, as: UInt32.self),
                        Int(raw.loadUnaligned(fromByteOffset: base + 12, as: UInt32.self))
                    )
                }
                let nameStart = offset + headerSize
                let nameEnd = min(nameStart + length, bytes.endIndex)
                let nameBytes = bytes[nameStart..<nameEnd].prefix { $0 != 0 }
                events.append(InotifyEvent(watch: watch, mask: mask, name: String(decoding: nameBytes, as: UTF8.self)))
                offset = nameEnd
            }
            return events
        }

        /// A non-blocking, close-on-exec pipe used to wake the watcher thread; wraps `pipe` and
        /// `fcntl` (Glibc's Swift module does not offer `pipe2`).
        static func makePipe() throws(WatchError) -> (read: Int32, write: Int32) {
            var ends: [Int32] = [-1, -1]
            _ = try watchCall("pipe") { pipe(&ends) }
            do throws(WatchError) {
                for end in ends {
                    _ = try watchCall("fcntl") { fcntl(end, F_SETFL, O_NONBLOCK) }
                    _ = try watchCall("fcntl") { fcntl(end, F_SETFD, FD_CLOEXEC) }
                }
            } catch {
                ends.forEach(close)
                throw error
            }
            return (ends[0], ends[1])
        }

        /// Waits until one of `descriptors` is readable or `timeout` milliseconds pass (`-1`: no
        /// limit); wraps `poll`.
        /// - Returns: for each descriptor, whether it is readable (or hung up).
        static func waitReadable(_ descriptors: [Int32], timeout: Int32) throws(WatchError) -> [Bool] {
            var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = try watchCall("poll") {
                entries.withUnsafeMutableBufferPointer { Glibc.poll($0.baseAddress, nfds_t($0.count), timeout) }
            }
            return entries.map { $0.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 }
        }

        /// Writes one byte to a (wake-up pipe) descriptor; wraps `write`. A full pipe already
        /// holds a wake-up, so `EAGAIN` is not an error.
        static func signal(_ descriptor: Int32) {
            var byte: UInt8 = 1
            do {
                _ = try watchCall("write") { write(descriptor, &byte, 1) }
            } catch {
                // EAGAIN: a wake-up is already pending; anything else leaves nothing to do.
            }
        }

        /// Empties a non-blocking (wake-up pipe) descriptor; wraps `read`.
        static func drain(_ descriptor: Int32) {
            var buffer = [UInt8](repeating: 0, count: 64)
            while true {
                let count: Int
                do {
                    count = try watchCall("read") {
                        buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    }
                } catch {
                    return  // EAGAIN: empty; the pipe is ours and holds only wake-up bytes
                }
                guard count > 0 else { return }
            }
        }

        /// Closes `descriptor`; wraps `close`. Not retried on `EINTR` (Linux has closed it anyway).
        static func close(_ descriptor: Int32) {
            _ = Glibc.close(descriptor)  // only read from: a failed close loses nothing
        }
    }
#endif
