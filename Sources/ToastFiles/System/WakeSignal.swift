#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A descriptor that another thread makes readable, to wake a ``Poll`` wait: the read end of a
/// non-blocking pipe, closed on exec (Swift's Glibc module has no `eventfd`; a pipe does the
/// same everywhere). ``signal()`` from any thread, any number of times, makes it readable until
/// ``drain()``; signals before a drain are one wake-up.
public final class WakeSignal: Sendable {
    /// The read end, for ``Poll/readable(_:timeout:)``; open until this object goes away.
    public let descriptor: Int32
    /// The write end ``signal()`` writes a byte to.
    private let writeEnd: Int32

    /// Opens the pipe; wraps `pipe(2)` and `fcntl(2)` (`O_NONBLOCK`, `FD_CLOEXEC` on both ends).
    /// - Throws: ``FileError`` naming the call when the system has no descriptor left.
    public init() throws {
        var ends: [Int32] = [-1, -1]
        _ = try systemCall("pipe", path: "wake signal") { pipe(&ends) }
        do {
            for end in ends {
                _ = try systemCall("fcntl", path: "wake signal") { fcntl(end, F_SETFL, O_NONBLOCK) }
                _ = try systemCall("fcntl", path: "wake signal") { fcntl(end, F_SETFD, FD_CLOEXEC) }
            }
        } catch {
            for end in ends { _ = close(end) }
            throw error
        }
        descriptor = ends[0]
        writeEnd = ends[1]
    }

    /// Makes ``descriptor`` readable; safe from any thread; wraps `write(2)` of one byte (a full
    /// pipe is already readable, so a write that would block loses nothing).
    public func signal() {
        var byte: UInt8 = 1
        _ = retryingCall(retryingInterrupted: true) { write(writeEnd, &byte, 1) }
    }

    /// Makes ``descriptor`` unreadable again until the next ``signal()``; wraps `read(2)` until
    /// the pipe is empty (the descriptor is non-blocking: an empty pipe ends the loop).
    public func drain() {
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                retryingCall(retryingInterrupted: true) { read(descriptor, raw.baseAddress, raw.count) }.result
            }
            if count < buffer.count { return }
        }
    }

    deinit {
        _ = close(descriptor)
        _ = close(writeEnd)
    }
}
