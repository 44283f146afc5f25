import CPangoCairo

/// A Cairo failure: the `cairo_status_t` code, the Cairo function that reported it, and
/// Cairo's own wording of the problem (from `cairo_status_to_string`).
///
/// ```
/// cairo_image_surface_create: invalid value (typically too big) for the size of the input (surface, pattern, etc.)
/// ```
public struct CairoStatus: Error, Hashable, CustomStringConvertible {
    /// The raw `cairo_status_t` value (never 0, `CAIRO_STATUS_SUCCESS`).
    public let code: Int
    /// The Cairo function (or drawing step) that reported the failure.
    public let function: String

    /// - Parameters:
    ///   - code: a `cairo_status_t` value.
    ///   - function: the Cairo function that returned or latched it.
    public init(code: Int, function: String) {
        self.code = code
        self.function = function
    }

    /// Cairo's text for the code (`cairo_status_to_string`).
    public var message: String {
        guard let text = cairo_status_to_string(cairo_status_t(rawValue: UInt32(truncatingIfNeeded: code))) else {
            return "unknown cairo status \(code)"
        }
        return String(cString: text)
    }

    /// "`function`: `message`".
    public var description: String { "\(function): \(message)" }

    /// `CAIRO_STATUS_NO_MEMORY`.
    public static let noMemoryCode = Int(CAIRO_STATUS_NO_MEMORY.rawValue)
    /// `CAIRO_STATUS_INVALID_SIZE`.
    public static let invalidSizeCode = Int(CAIRO_STATUS_INVALID_SIZE.rawValue)
    /// `CAIRO_STATUS_WRITE_ERROR`.
    public static let writeErrorCode = Int(CAIRO_STATUS_WRITE_ERROR.rawValue)
    /// `CAIRO_STATUS_FILE_NOT_FOUND`.
    public static let fileNotFoundCode = Int(CAIRO_STATUS_FILE_NOT_FOUND.rawValue)

    /// Throws when `status` is not `CAIRO_STATUS_SUCCESS`.
    static func check(_ status: cairo_status_t, _ function: String) throws(CairoStatus) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        throw CairoStatus(code: Int(status.rawValue), function: function)
    }
}

extension CairoStatus {
    /// What a Cairo constructor (`cairo_create`, `cairo_image_surface_create` …) returned,
    /// checked: `nil` is out of memory; an object in an error state (`status`) is destroyed and
    /// its status thrown. Either way the error names `function`.
    /// - Parameters:
    ///   - made: the constructor's result.
    ///   - status: `cairo_status` or `cairo_surface_status`.
    ///   - destroy: `cairo_destroy` or `cairo_surface_destroy`.
    static func checked(
        _ made: OpaquePointer?, function: String, status: (OpaquePointer) -> cairo_status_t,
        destroy: (OpaquePointer) -> Void
    ) throws(CairoStatus) -> OpaquePointer {
        guard let made else { throw CairoStatus(code: noMemoryCode, function: function) }
        let code = status(made)
        guard code == CAIRO_STATUS_SUCCESS else {
            destroy(made)
            throw CairoStatus(code: Int(code.rawValue), function: function)
        }
        return made
    }
}
