import CWayland
import CWaylandProtocols

/// Something that went wrong talking to a Wayland compositor, with the socket it was about.
///
/// Texts:
/// - `cannot connect to Wayland display /run/user/1000/wayland-1: No such file or directory (errno 2)`
/// - `cannot connect to Wayland display wayland-1: XDG_RUNTIME_DIR is not set`
/// - `Wayland display /run/user/1000/wayland-1 offers no zwlr_layer_shell_v1 (the wlr layer shell)`
/// - `Wayland display /run/user/1000/wayland-1: the connection broke: Broken pipe (errno 32)`
/// - `Wayland display /run/user/1000/wayland-1: protocol error 2 on zwlr_layer_surface_v1 12`
/// - `Wayland display /run/user/1000/wayland-1: cannot make a shared memory buffer: Cannot allocate memory (errno 12)`
public struct WaylandError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Hashable, Sendable {
        /// `wl_display_connect` failed with this errno.
        case cannotConnect(errno: Int32)
        /// The socket's name is relative and `XDG_RUNTIME_DIR`, where it would be, is not set.
        case noRuntimeDirectory
        /// The compositor does not offer a global the notification surfaces need.
        case missingGlobal(interface: String, meaning: String)
        /// The connection failed after it was made (the compositor went away): the errno libwayland keeps.
        case broken(errno: Int32)
        /// The compositor ended the connection for a protocol error: its code, and the object's
        /// interface and id.
        case protocolError(code: UInt32, interface: String, object: UInt32)
        /// The memory of a wl_shm pool could not be made or mapped (errno).
        case memory(errno: Int32)
    }

    /// The socket: the absolute path libwayland connects to (`$XDG_RUNTIME_DIR/wayland-1`), or
    /// the name as given when it cannot be resolved.
    public let display: String
    /// What went wrong.
    public let problem: Problem

    /// An error about `display`.
    public init(display: String, problem: Problem) {
        self.display = display
        self.problem = problem
    }

    /// The message, naming the socket.
    public var description: String {
        switch problem {
        case .cannotConnect(let code):
            "cannot connect to Wayland display \(display): \(Self.reason(code)) (errno \(code))"
        case .noRuntimeDirectory:
            "cannot connect to Wayland display \(display): XDG_RUNTIME_DIR is not set"
        case .missingGlobal(let interface, let meaning):
            "Wayland display \(display) offers no \(interface) (\(meaning))"
        case .broken(let code):
            "Wayland display \(display): the connection broke: \(Self.reason(code)) (errno \(code))"
        case .protocolError(let code, let interface, let object):
            "Wayland display \(display): protocol error \(code) on \(interface) \(object)"
        case .memory(let code):
            "Wayland display \(display): cannot make a shared memory buffer: \(Self.reason(code)) (errno \(code))"
        }
    }

    /// The C library's text for `code` (`strerror`).
    static func reason(_ code: Int32) -> String {
        String(cString: tartine_wayland_strerror(code))
    }
}

/// The bounds ToastWayland keeps to whatever the compositor or a caller hands it (docs/limits.md).
public enum WaylandLimits {
    /// The largest width or height of a surface's pixels (as an X window's, so that one frame
    /// fits either backend).
    public static let surfaceSide = 32767

    /// Whether a surface can show pixels `width` × `height`: 1 to ``surfaceSide`` each way.
    public static func isSurfaceSize(width: Int, height: Int) -> Bool {
        (1...surfaceSide).contains(width) && (1...surfaceSide).contains(height)
    }

    /// Bytes kept of an output's name or description (any compositor may send long ones).
    public static let outputName = 256
    /// Outputs kept; more are ignored.
    public static let outputs = 64
    /// Areas of one update kept apart; more are drawn as their bounding rectangle.
    public static let areas = 64
}
