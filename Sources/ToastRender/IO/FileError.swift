#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed file-system call: the `errno` value, the C function and the path it was given.
/// The text comes from `strerror`: `open(/tmp/x/out.png): No such file or directory`.
public struct FileError: Error, Hashable, CustomStringConvertible {
    public let errno: Int32
    public let function: String
    public let path: String

    /// - Parameters:
    ///   - errno: the `errno` value the call left.
    ///   - function: the C function that failed (`open`, `write`, `fsync`, `rename`).
    ///   - path: the path it was given.
    public init(errno: Int32, function: String, path: String) {
        self.errno = errno
        self.function = function
        self.path = path
    }

    /// `strerror(errno)`.
    public var message: String { String(cString: strerror(errno)) }

    public var description: String { "\(function)(\(path)): \(message)" }
}
