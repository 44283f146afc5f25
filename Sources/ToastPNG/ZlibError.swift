import CZlib

/// A zlib failure: the zlib function, its status code and zlib's own words for it (the stream's
/// `msg` when zlib set one, otherwise `zError(code)`).
///
/// ```
/// inflate: invalid distance too far back (zlib status -3)
/// ```
public struct ZlibError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `deflateInit`, `deflate`, `inflateInit` or `inflate`.
    public let function: String
    /// The zlib status (`Z_DATA_ERROR`, `Z_MEM_ERROR` …).
    public let code: Int32
    /// zlib's text.
    public let message: String

    /// - Parameters:
    ///   - function: the zlib function that failed.
    ///   - code: its status.
    ///   - message: zlib's text; `nil` takes `zError(code)`.
    public init(function: String, code: Int32, message: String? = nil) {
        self.function = function
        self.code = code
        self.message = message ?? String(cString: zError(code))
    }

    /// The error for `stream` after `function` returned `code`: the stream's `msg` if set.
    static func from(_ stream: z_stream, function: String, code: Int32) -> ZlibError {
        ZlibError(function: function, code: code, message: stream.msg.map { String(cString: $0) })
    }

    /// "`function`: `message` (zlib status `code`)".
    public var description: String { "\(function): \(message) (zlib status \(code))" }
}
