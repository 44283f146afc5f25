#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file operation that failed: the path, and what went wrong — a C call with the `errno` it
/// left (worded by `strerror`), or one of the file layer's own refusals.
///
/// Texts:
/// - `open(/tmp/x/out.png): No such file or directory`
/// - `/dev/zero: a character device, not a regular file`
/// - `/dev/full: a character device, not a regular file; refusing to replace it`
/// - `big.png: 40 MiB, over the limit of 32 MiB`
/// - `themes/icons/x.png: resolves to /etc/passwd, outside themes`
/// - `refs/diary/saved/x.png: a symbolic link to /etc/passwd; refusing to write through it`
/// - `refs/a/b/…: more than 32 directories deep; not scanned`
public struct FileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Hashable, Sendable {
        /// A C call failed: its name and the `errno` it left.
        case system(function: String, errno: Int32)
        /// Reading something that is not a regular file (a FIFO, a device, a directory …).
        case notRegularFile(FileKind)
        /// Writing over something that is not a regular file: refused, it is left as it was.
        case refusedOutput(FileKind)
        /// An output directory that is something else (a FIFO, a file …): refused, left as it was.
        case refusedDirectory(FileKind)
        /// A file larger than the limit for its use, in bytes.
        case tooLarge(size: Int, limit: Int)
        /// A path that resolves (following links) to `resolved`, outside `directory`.
        case outside(directory: String, resolved: String)
        /// A symbolic link where Tartine keeps its own files (a reference, a failure artifact, a
        /// directory on the way to one), leading to `to`: never written through.
        case symbolicLink(to: String)
        /// A directory nested deeper than `limit` levels under the root of a scan.
        case tooDeep(limit: Int)
    }

    /// The path the operation was given.
    public let path: String
    /// What went wrong.
    public let problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// A failed C call.
    /// - Parameters:
    ///   - errno: the `errno` value the call left.
    ///   - function: the C function that failed (`open`, `write`, `fsync`, `rename`).
    ///   - path: the path it was given.
    public init(errno: Int32, function: String, path: String) {
        self.init(path: path, problem: .system(function: function, errno: errno))
    }

    /// The `errno` value of a failed C call; `nil` for the layer's own refusals.
    public var errno: Int32? {
        if case .system(_, let code) = problem { return code }
        return nil
    }

    /// Whether a C call failed because nothing is at the path (`ENOENT`).
    public var isNotFound: Bool { errno == ENOENT }

    /// The error of a C call that found nothing at `path` (`ENOENT`), as `function(path): No
    /// such file or directory`.
    package static func notFound(function: String, path: String) -> FileError {
        FileError(errno: ENOENT, function: function, path: path)
    }

    /// Whether the problem is a symbolic link refused (``Problem/symbolicLink(to:)``).
    public var isSymbolicLink: Bool {
        if case .symbolicLink = problem { return true }
        return false
    }

    /// What went wrong, without the path: `No such file or directory`, `a FIFO, not a regular file`.
    public var reason: String {
        switch problem {
        case .system(_, let code): String(cString: strerror(code))
        case .notRegularFile(let kind): "\(kind.description), not a regular file"
        case .refusedOutput(let kind): "\(kind.description), not a regular file; refusing to replace it"
        case .refusedDirectory(let kind): "\(kind.description), not a directory; refusing to write into it"
        case .tooLarge(let size, let limit): "\(ByteCount.text(size)), over the limit of \(ByteCount.text(limit))"
        case .outside(let directory, let resolved): "resolves to \(resolved), outside \(directory)"
        case .symbolicLink(let destination):
            "a symbolic link to \(destination); refusing to write through it"
        case .tooDeep(let limit): "more than \(limit) directories deep; not scanned"
        }
    }

    public var description: String {
        if case .system(let function, _) = problem { return "\(function)(\(path)): \(reason)" }
        return "\(path): \(reason)"
    }
}
