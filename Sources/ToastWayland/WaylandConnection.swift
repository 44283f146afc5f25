import CWayland
import CWaylandProtocols
import ToastFiles

/// A connection to a Wayland compositor, for the notification server: its outputs, layer-shell
/// surfaces, pointer and touch events and the descriptor to wait on. Use it from one thread.
///
/// The compositor must offer `wl_compositor`, `wl_shm` and `zwlr_layer_shell_v1` (sway, Hyprland,
/// KDE's KWin and other wlroots compositors do; GNOME's Mutter does not); `zxdg_output_manager_v1`
/// (output names and logical places) and `wl_seat` (pointer and touch) are used when offered.
public final class WaylandConnection {
    /// The `wl_display`.
    let display: OpaquePointer
    /// The socket connected to, for messages.
    public let socket: String
    /// The `wl_registry`.
    let registry: OpaquePointer
    /// The bound globals (`wl_compositor` at its version, `wl_shm`, the layer shell, xdg-output's
    /// manager, the seat at its version).
    var compositor: (proxy: OpaquePointer, version: UInt32)?

    /// Whether surfaces take a buffer scale (`wl_surface.set_buffer_scale`, `wl_compositor`
    /// version 3 on): they are then drawn at their output's integer scale.
    public var scalesBuffers: Bool { (compositor?.version ?? 0) >= 3 }
    var shm: OpaquePointer?
    var layerShell: (proxy: OpaquePointer, version: UInt32)?
    var outputManager: OpaquePointer?
    var seat: (proxy: OpaquePointer, version: UInt32, global: UInt32)?
    /// The seat's pointer and touch, while it has them.
    var pointer: OpaquePointer?
    var touch: OpaquePointer?
    /// The outputs, by their `wl_output` proxy.
    var outputs: [OpaquePointer: WaylandOutput] = [:]
    /// The surfaces made here, by their `wl_surface` proxy, held weakly (the caller owns them).
    var surfaces: [OpaquePointer: WeakSurface] = [:]
    /// The events received and not yet drained by ``pendingEvents()``.
    var events: [WaylandEvent] = []
    /// The surface under the pointer and where on it (its pixels), while there is one.
    var pointerFocus: (surface: OpaquePointer, x: Int, y: Int)?
    /// The surface each touch point went down on.
    var touchPoints: [Int32: OpaquePointer] = [:]
    /// Whether the first round trips are over (outputs that change after report `monitorsChanged`).
    var isStarted = false
    /// The listener tables handed to libwayland, alive as long as the connection.
    let listeners = WaylandListeners()

    /// Connects to `display` (a socket name such as `wayland-1`, under `XDG_RUNTIME_DIR`, or an
    /// absolute path), or to `$WAYLAND_DISPLAY` (then `wayland-0`) when `nil`; wraps
    /// `wl_display_connect`. Binds the globals and learns the outputs and the seat (two round trips).
    /// - Throws: ``WaylandError`` naming the socket when the connection fails, breaks at once or
    ///   lacks a global the surfaces need.
    public init(display name: String?) throws {
        let given = name ?? CurrentProcess.environmentValue("WAYLAND_DISPLAY") ?? "wayland-0"
        if given.hasPrefix("/") {
            socket = given
        } else if let runtime = CurrentProcess.environmentValue("XDG_RUNTIME_DIR"), !runtime.isEmpty {
            socket = runtime.hasSuffix("/") ? runtime + given : runtime + "/" + given
        } else {
            throw WaylandError(display: given, problem: .noRuntimeDirectory)
        }
        guard let display = wl_display_connect(socket) else {
            throw WaylandError(display: socket, problem: .cannotConnect(errno: tartine_wayland_errno()))
        }
        guard let registry = wl_display_get_registry(display) else {
            wl_display_disconnect(display)
            throw WaylandError(display: socket, problem: .cannotConnect(errno: tartine_wayland_errno()))
        }
        self.display = display
        self.registry = registry
        wl_registry_add_listener(registry, listeners.registry, Unmanaged.passUnretained(self).toOpaque())
        try roundTrip()
        guard compositor != nil else { throw missing("wl_compositor", "surfaces") }
        guard shm != nil else { throw missing("wl_shm", "shared memory buffers") }
        guard layerShell != nil else { throw missing("zwlr_layer_shell_v1", "the wlr layer shell") }
        // The outputs' and the seat's first events, and xdg-output's for outputs bound before its manager.
        for output in outputs.values where output.xdg == nil { describe(output) }
        try roundTrip()
        isStarted = true
        events.removeAll()
    }

    deinit {
        for output in outputs.values { output.release() }
        if let pointer { wl_pointer_destroy(pointer) }
        if let touch { wl_touch_destroy(touch) }
        if let seat { wl_seat_destroy(seat.proxy) }
        if let outputManager { zxdg_output_manager_v1_destroy(outputManager) }
        if let layerShell { zwlr_layer_shell_v1_destroy(layerShell.proxy) }
        if let shm { wl_shm_destroy(shm) }
        if let compositor { wl_compositor_destroy(compositor.proxy) }
        wl_registry_destroy(registry)
        wl_display_disconnect(display)
    }

    /// The error for a global the compositor does not offer.
    func missing(_ interface: String, _ meaning: String) -> WaylandError {
        WaylandError(display: socket, problem: .missingGlobal(interface: interface, meaning: meaning))
    }

    /// The connection's descriptor, for ToastFiles' `Poll`: readable when the compositor sent
    /// something (then call ``pendingEvents()``). Requests are sent by ``flush()`` (and by
    /// ``pendingEvents()``, which flushes before it returns).
    public var descriptor: Int32 { wl_display_get_fd(display) }

    /// Why the connection no longer works (the compositor went away, or ended it for a protocol
    /// error), or `nil` while it works; wraps `wl_display_get_error` and
    /// `wl_display_get_protocol_error`. A broken connection's descriptor stays readable: a loop
    /// should stop waiting on it.
    public var failure: WaylandError? {
        let code = wl_display_get_error(display)
        guard code != 0 else { return nil }
        if code == EPROTO {
            var interface: UnsafePointer<wl_interface>?
            var object: UInt32 = 0
            let protocolCode = wl_display_get_protocol_error(display, &interface, &object)
            let name = interface.flatMap { $0.pointee.name.map { String(cString: $0) } } ?? "wl_display"
            return WaylandError(
                display: socket, problem: .protocolError(code: protocolCode, interface: name, object: object))
        }
        return WaylandError(display: socket, problem: .broken(errno: code))
    }

    /// Sends the requests made so far, as far as the socket takes them without waiting; wraps
    /// `wl_display_flush` (what stays is sent by the next flush).
    public func flush() {
        _ = wl_display_flush(display)
    }

    /// Sends the requests made so far and waits until the compositor has handled them and every
    /// event they caused has been dispatched (a round trip: `wl_display_roundtrip`).
    /// - Throws: ``failure`` when the connection broke.
    public func roundTrip() throws {
        if wl_display_roundtrip(display) < 0 {
            throw failure ?? WaylandError(display: socket, problem: .broken(errno: EPIPE))
        }
    }

    /// The events received, without waiting: what libwayland has queued, then whatever the
    /// socket holds (`wl_display_prepare_read`, a poll that does not wait, `wl_display_read_events`
    /// or `wl_display_cancel_read`, `wl_display_dispatch_pending`); then flushes. Consecutive
    /// pointer moves on one surface come as the last, output changes as one `monitorsChanged`.
    /// After the connection broke, whatever came before (check ``failure``).
    public func pendingEvents() -> [WaylandEvent] {
        if wl_display_get_error(display) == 0 {
            while wl_display_prepare_read(display) != 0 {
                if wl_display_dispatch_pending(display) < 0 { break }
            }
            if wl_display_get_error(display) == 0 {
                _ = wl_display_flush(display)
                let readable = (try? Poll.readable([descriptor], timeout: 0))?.first ?? false
                if readable {
                    _ = wl_display_read_events(display)
                } else {
                    wl_display_cancel_read(display)
                }
                _ = wl_display_dispatch_pending(display)
                _ = wl_display_flush(display)
            } else {
                wl_display_cancel_read(display)
            }
        }
        let drained = events
        events.removeAll()
        surfaces = surfaces.filter { $0.value.surface != nil }
        return drained
    }

    /// Adds `event` to the drain, coalescing as ``pendingEvents()`` says.
    func report(_ event: WaylandEvent) {
        switch event {
        case .motion(let surface, _, _):
            if case .motion(surface, _, _)? = events.last { events.removeLast() }
        case .monitorsChanged:
            if events.contains(.monitorsChanged) { return }
        default: break
        }
        events.append(event)
    }

    /// The surface made here behind the `wl_surface` proxy, if it is still alive.
    func surface(_ proxy: OpaquePointer?) -> WaylandSurface? {
        proxy.flatMap { surfaces[$0]?.surface }
    }
}

/// A surface a connection made, held weakly (the caller owns it).
struct WeakSurface {
    weak var surface: WaylandSurface?
}
