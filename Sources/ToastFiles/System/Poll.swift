#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Waiting on descriptors, for a loop that serves several sources (an X connection, a bus, a
/// ``WakeSignal``) on one thread without spinning.
public enum Poll {
    /// Waits until at least one of `descriptors` can be read or `seconds` have passed; wraps
    /// `poll(2)` (`POLLIN`), called again with the time left when a signal interrupts it
    /// (`EINTR`). A descriptor that hung up or failed counts as readable: a read tells why.
    /// - Parameters:
    ///   - descriptors: the descriptors to watch, at most ``maximumDescriptors``.
    ///   - seconds: how long to wait at most (0 looks without waiting; negative counts as 0);
    ///     `nil` waits until one is readable.
    /// - Returns: one flag per descriptor, in order, `true` for each that is readable; all
    ///   `false` when the time ran out.
    /// - Throws: ``FileError`` naming `poll` (with the descriptors as its path) when it fails, or
    ///   when more than ``maximumDescriptors`` are given.
    public static func readable(_ descriptors: [Int32], timeout seconds: Double?) throws -> [Bool] {
        let path = descriptors.map { "fd \($0)" }.joined(separator: ", ")
        guard descriptors.count <= maximumDescriptors else {
            throw FileError(errno: EINVAL, function: "poll", path: path)
        }
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let deadline = seconds.map { monotonicSeconds() + max(0, $0) }
        while true {
            let milliseconds = timeoutMilliseconds(until: deadline)
            let count = entries.withUnsafeMutableBufferPointer { buffer in
                poll(buffer.baseAddress, nfds_t(buffer.count), milliseconds)
            }
            if count >= 0 {
                let ready = Int16(POLLIN | POLLHUP | POLLERR | POLLNVAL)
                return entries.map { $0.revents & ready != 0 }
            }
            let code = errno
            guard code == EINTR else { throw FileError(errno: code, function: "poll", path: path) }
        }
    }

    /// The most descriptors one call watches (a loop watches a handful; a caller that passes
    /// thousands has a bug).
    public static let maximumDescriptors = 1024

    /// The milliseconds `poll` waits to reach `deadline` (rounded up, so that a wait never ends
    /// early and spins; at most `Int32.max`); -1 without a deadline.
    static func timeoutMilliseconds(until deadline: Double?) -> Int32 {
        guard let deadline else { return -1 }
        let left = (deadline - monotonicSeconds()) * 1000
        guard left > 0 else { return 0 }
        return Int32(min(left.rounded(.up), Double(Int32.max)))
    }

    /// Seconds on the monotonic clock; wraps `clock_gettime(CLOCK_MONOTONIC)`.
    package static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
