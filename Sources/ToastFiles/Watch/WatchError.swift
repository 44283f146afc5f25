#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A C call made while watching files failed: which call, on which path, and the `errno` it left.
///
/// The text is the call, the path in parentheses when there is one, and the C library's own
/// wording from `strerror`, as in `inotify_add_watch(/tmp/x): No such file or directory`.
public struct WatchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The C function that failed, such as `inotify_add_watch`.
    public var call: String
    /// The path the call was about, when it was about one.
    public var path: String?
    /// The `errno` value the call left (`ENOENT`, `ENOSPC` …).
    public var code: Int32

    /// Creates an error from the failed call, its path and `errno`.
    public init(call: String, path: String? = nil, code: Int32) {
        self.call = call
        self.path = path
        self.code = code
    }

    /// The same failure, from the file layer's ``FileError`` of a C call.
    init(_ error: FileError) {
        if case .system(let function, let code) = error.problem {
            self.init(call: function, path: error.path, code: code)
        } else {
            self.init(call: "stat", path: error.path, code: EINVAL)
        }
    }

    /// The C library's text for `code`, from `strerror`.
    public var reason: String {
        String(cString: strerror(code))
    }

    /// The error as `call(path): reason`, or `call: reason` without a path.
    public var description: String {
        if let path {
            return "\(call)(\(path)): \(reason)"
        }
        return "\(call): \(reason)"
    }
}
