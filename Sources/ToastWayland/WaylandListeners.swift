import CWayland
import CWaylandProtocols

/// The listener tables ToastWayland hands libwayland (one per interface whose events it reads),
/// made once per connection and kept at a fixed address as long as it lives: libwayland keeps
/// the pointer and calls through it when it dispatches. Every entry is set, since libwayland
/// calls an event's entry without looking. Each entry turns its `data` back into the object
/// that set the listener (a connection, an output, a surface or a buffer, never retained: each
/// destroys its proxies before it goes) and calls it.
final class WaylandListeners {
    let registry: UnsafeMutablePointer<wl_registry_listener>
    let output: UnsafeMutablePointer<wl_output_listener>
    let xdgOutput: UnsafeMutablePointer<zxdg_output_v1_listener>
    let seat: UnsafeMutablePointer<wl_seat_listener>
    let pointer: UnsafeMutablePointer<wl_pointer_listener>
    let touch: UnsafeMutablePointer<wl_touch_listener>
    let layerSurface: UnsafeMutablePointer<zwlr_layer_surface_v1_listener>
    let frame: UnsafeMutablePointer<wl_callback_listener>
    let buffer: UnsafeMutablePointer<wl_buffer_listener>

    init() {
        registry = Self.keep(
            wl_registry_listener(
                global: { data, _, name, interface, version in
                    guard let interface else { return }
                    connectionAt(data)?.announce(name: name, interface: String(cString: interface), version: version)
                },
                global_remove: { data, _, name in connectionAt(data)?.withdraw(name: name) }))
        output = Self.keep(
            wl_output_listener(
                geometry: { data, _, x, y, _, _, _, _, _, _ in outputAt(data)?.geometry = (Int(x), Int(y)) },
                mode: { data, _, flags, width, height, _ in
                    if flags & UInt32(WL_OUTPUT_MODE_CURRENT.rawValue) != 0 {
                        outputAt(data)?.mode = (Int(width), Int(height))
                    }
                },
                done: { data, _ in outputAt(data)?.done() },
                scale: { data, _, factor in outputAt(data)?.scale = max(1, Int(factor)) },
                name: { data, _, name in outputAt(data)?.coreName = WaylandOutput.text(name) },
                description: { data, _, text in outputAt(data)?.description = WaylandOutput.text(text) }))
        xdgOutput = Self.keep(
            zxdg_output_v1_listener(
                logical_position: { data, _, x, y in outputAt(data)?.logicalPosition = (Int(x), Int(y)) },
                logical_size: { data, _, width, height in outputAt(data)?.logicalSize = (Int(width), Int(height)) },
                // Version 3 leaves `done` to wl_output; before it, both are sent.
                done: { data, _ in outputAt(data)?.done() },
                name: { data, _, name in outputAt(data)?.xdgName = WaylandOutput.text(name) },
                description: { data, _, text in outputAt(data)?.description = WaylandOutput.text(text) }))
        seat = Self.keep(
            wl_seat_listener(
                capabilities: { data, _, capabilities in connectionAt(data)?.seatCapabilities(capabilities) },
                name: { _, _, _ in }))
        pointer = Self.keep(
            wl_pointer_listener(
                enter: { data, _, _, surface, x, y in connectionAt(data)?.pointerEnter(surface, x: x, y: y) },
                leave: { data, _, _, surface in connectionAt(data)?.pointerLeave(surface) },
                motion: { data, _, _, x, y in connectionAt(data)?.pointerMotion(x: x, y: y) },
                button: { data, _, _, _, button, state in connectionAt(data)?.pointerButton(button, state: state) },
                axis: { data, _, _, axis, value in connectionAt(data)?.pointerAxis(axis, value: value) },
                frame: { _, _ in },
                axis_source: { _, _, _ in },
                axis_stop: { _, _, _, _ in },
                axis_discrete: { _, _, _, _ in },
                axis_value120: { _, _, _, _ in }))
        touch = Self.keep(
            wl_touch_listener(
                down: { data, _, _, _, surface, id, x, y in connectionAt(data)?.touchDown(surface, id: id, x: x, y: y)
                },
                up: { data, _, _, _, id in connectionAt(data)?.touchUp(id: id) },
                motion: { data, _, _, id, x, y in connectionAt(data)?.touchMotion(id: id, x: x, y: y) },
                frame: { _, _ in },
                cancel: { data, _ in connectionAt(data)?.touchCancel() },
                shape: { _, _, _, _, _ in },
                orientation: { _, _, _, _ in }))
        layerSurface = Self.keep(
            zwlr_layer_surface_v1_listener(
                configure: { data, _, serial, width, height in
                    surfaceAt(data)?.configure(serial: serial, width: Int(width), height: Int(height))
                },
                closed: { data, _ in surfaceAt(data)?.closedByCompositor() }))
        frame = Self.keep(wl_callback_listener(done: { data, _, _ in surfaceAt(data)?.frameDone() }))
        buffer = Self.keep(wl_buffer_listener(release: { data, _ in bufferAt(data)?.isBusy = false }))
    }

    deinit {
        registry.deallocate()
        output.deallocate()
        xdgOutput.deallocate()
        seat.deallocate()
        pointer.deallocate()
        touch.deallocate()
        layerSurface.deallocate()
        frame.deallocate()
        buffer.deallocate()
    }

    /// `value` at an address of its own, until `deinit`.
    static func keep<T>(_ value: T) -> UnsafeMutablePointer<T> {
        let pointer = UnsafeMutablePointer<T>.allocate(capacity: 1)
        pointer.initialize(to: value)
        return pointer
    }
}

/// The object a listener's `data` points to (set with `Unmanaged.passUnretained`).
private func connectionAt(_ data: UnsafeMutableRawPointer?) -> WaylandConnection? {
    data.map { Unmanaged<WaylandConnection>.fromOpaque($0).takeUnretainedValue() }
}

private func outputAt(_ data: UnsafeMutableRawPointer?) -> WaylandOutput? {
    data.map { Unmanaged<WaylandOutput>.fromOpaque($0).takeUnretainedValue() }
}

private func surfaceAt(_ data: UnsafeMutableRawPointer?) -> WaylandSurface? {
    data.map { Unmanaged<WaylandSurface>.fromOpaque($0).takeUnretainedValue() }
}

private func bufferAt(_ data: UnsafeMutableRawPointer?) -> WaylandBuffer? {
    data.map { Unmanaged<WaylandBuffer>.fromOpaque($0).takeUnretainedValue() }
}
