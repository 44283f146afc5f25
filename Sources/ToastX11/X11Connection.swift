import CXcb
import ToastFiles

/// A connection to an X server's default screen, for the notification server: monitors,
/// notification windows, input events and the descriptor to wait on. Use it from one thread.
public final class X11Connection {
    /// The xcb connection.
    let connection: OpaquePointer
    /// The display name, for messages.
    let displayName: String
    /// The screen's number (for `_NET_WM_CM_S<n>`).
    let screenNumber: Int32
    /// The screen's root window, depth and visual.
    let root: UInt32
    let rootDepth: Int
    let rootVisual: UInt32
    /// The root window's size, kept up to date by RandR's screen-change events.
    var rootWidth: Int
    var rootHeight: Int
    /// Atoms by name, interned once.
    var atoms: [String: UInt32] = [:]
    /// RandR's first event number when RandR is there.
    let randrFirstEvent: UInt8?
    /// Whether windows keep their pixels in memory shared with the server (MIT-SHM): the
    /// server has the extension, and no segment failed to attach (a server on another machine
    /// cannot map this one's memory). Tests turn it off to take the socket's path.
    var sharesMemory: Bool
    /// How many replies came back here since the connection opened: a request sent before a
    /// reply that came was handled by then (the server handles each client's requests in order).
    private(set) var roundTrips = 0
    /// The most bytes one request of a variable size (an upload, a shape) may hold here: the
    /// smaller of ``X11Limits/requestBytes`` and the server's maximum request length (without
    /// the BIG-REQUESTS extension, 65,535 four-byte units), asked once.
    private(set) lazy var requestBytes = min(
        X11Limits.requestBytes, Int(xcb_get_maximum_request_length(connection)) * 4)

    /// Connects to `display` (`:93`), or to `$DISPLAY` when `nil`; wraps `xcb_connect`. Selects
    /// RandR's screen-change events on the root when the server has RandR.
    /// - Throws: ``X11Error`` naming the display when the connection fails.
    public init(display: String?) throws {
        let name = display ?? CurrentProcess.environmentValue("DISPLAY") ?? "(no DISPLAY)"
        var screen: Int32 = 0
        guard let connection = xcb_connect(display, &screen) else {
            throw X11Error(display: name, problem: .cannotConnect(code: XCB_CONN_CLOSED_MEM_INSUFFICIENT))
        }
        let code = xcb_connection_has_error(connection)
        guard code == 0 else {
            xcb_disconnect(connection)
            throw X11Error(display: name, problem: .cannotConnect(code: code))
        }
        var iterator = xcb_setup_roots_iterator(xcb_get_setup(connection))
        var index: Int32 = 0
        while index < screen && iterator.rem > 0 {
            xcb_screen_next(&iterator)
            index += 1
        }
        guard iterator.rem > 0, let data = iterator.data else {
            xcb_disconnect(connection)
            throw X11Error(display: name, problem: .cannotConnect(code: XCB_CONN_CLOSED_INVALID_SCREEN))
        }
        self.connection = connection
        displayName = name
        screenNumber = screen
        root = data.pointee.root
        rootDepth = Int(data.pointee.root_depth)
        rootVisual = data.pointee.root_visual
        rootWidth = Int(data.pointee.width_in_pixels)
        rootHeight = Int(data.pointee.height_in_pixels)
        randrFirstEvent = Self.startRandR(connection, root: data.pointee.root)
        sharesMemory = tartine_xcb_shm_extension(connection).map { $0.pointee.present != 0 } ?? false
        xcb_flush(connection)
    }

    deinit {
        xcb_disconnect(connection)
    }

    /// The connection's descriptor, for ToastFiles' `Poll`: readable when the server sent something
    /// (then call ``pendingEvents()``). Any call that waits for a reply (the pointer's place, the
    /// root's pixels, an atom) reads the socket and leaves the events that came before the reply
    /// in xcb's queue, where the descriptor no longer shows them: call ``pendingEvents()`` after
    /// such calls and before polling.
    public var descriptor: Int32 { xcb_get_file_descriptor(connection) }

    /// Why the connection no longer works (the server went away, a protocol error), or `nil`
    /// while it works; wraps `xcb_connection_has_error`. A broken connection's descriptor stays
    /// readable: a loop should stop waiting on it.
    public var failure: X11Error? {
        let code = xcb_connection_has_error(connection)
        return code == 0 ? nil : X11Error(display: displayName, problem: .broken(code: code))
    }

    /// Sends the requests made so far; wraps `xcb_flush`.
    public func flush() {
        _ = xcb_flush(connection)
    }

    /// Sends the requests made so far and waits until the server has handled them (a round
    /// trip: `xcb_get_input_focus` and its reply), so that another client sees their effect.
    public func sync() {
        let cookie = xcb_get_input_focus(connection)
        if let reply = xcb_get_input_focus_reply(connection, cookie, nil) {
            tartine_xcb_free(reply)
            replied()
        }
    }

    /// Counts a reply (``roundTrips``).
    func replied() {
        roundTrips &+= 1
    }

    /// Whether a compositing manager runs: `_NET_WM_CM_S<screen>` has an owner (asked of the
    /// server each time; wraps `xcb_get_selection_owner`).
    public var hasCompositor: Bool {
        let atom = atom("_NET_WM_CM_S\(screenNumber)")
        let cookie = xcb_get_selection_owner(connection, atom)
        guard let reply = xcb_get_selection_owner_reply(connection, cookie, nil) else { return false }
        defer { tartine_xcb_free(reply) }
        return reply.pointee.owner != 0
    }

    /// The atom named `name`, interned once per connection; wraps `xcb_intern_atom`.
    func atom(_ name: String) -> UInt32 {
        if let known = atoms[name] { return known }
        let bytes = Array(name.utf8)
        let cookie = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                xcb_intern_atom(connection, 0, UInt16(buffer.count), $0.baseAddress)
            }
        }
        guard let reply = xcb_intern_atom_reply(connection, cookie, nil) else { return 0 }
        defer { tartine_xcb_free(reply) }
        atoms[name] = reply.pointee.atom
        return reply.pointee.atom
    }

    /// Asks for RandR 1.5 and its screen, output and CRTC change events on `root`; returns its
    /// first event number, or `nil` without RandR.
    static func startRandR(_ connection: OpaquePointer, root: UInt32) -> UInt8? {
        guard let extensionData = tartine_xcb_randr_extension(connection), extensionData.pointee.present != 0 else {
            return nil
        }
        let cookie = xcb_randr_query_version(connection, 1, 5)
        if let reply = xcb_randr_query_version_reply(connection, cookie, nil) { tartine_xcb_free(reply) }
        let mask =
            UInt16(XCB_RANDR_NOTIFY_MASK_SCREEN_CHANGE.rawValue) | UInt16(XCB_RANDR_NOTIFY_MASK_OUTPUT_CHANGE.rawValue)
            | UInt16(XCB_RANDR_NOTIFY_MASK_CRTC_CHANGE.rawValue)
            | UInt16(XCB_RANDR_NOTIFY_MASK_RESOURCE_CHANGE.rawValue)
        xcb_randr_select_input(connection, root, mask)
        return extensionData.pointee.first_event
    }
}
