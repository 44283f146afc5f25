import CWayland
import CWaylandProtocols

extension WaylandConnection {
    /// The seat's devices changed: takes its pointer and touch when it gains them
    /// (`wl_seat_get_pointer`, `wl_seat_get_touch`) and lets them go when it loses them (the
    /// pointer leaving the surface it was on, the touch points ended).
    func seatCapabilities(_ capabilities: UInt32) {
        let data = Unmanaged.passUnretained(self).toOpaque()
        let hasPointer = capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        if hasPointer, pointer == nil, let seat, let made = wl_seat_get_pointer(seat.proxy) {
            pointer = made
            wl_pointer_add_listener(made, listeners.pointer, data)
        } else if !hasPointer, let pointer {
            if let focus = pointerFocus, let surface = surface(focus.surface) { report(.leave(surface: surface.id)) }
            pointerFocus = nil
            if wl_proxy_get_version(pointer) >= 3 { wl_pointer_release(pointer) } else { wl_pointer_destroy(pointer) }
            self.pointer = nil
        }
        let hasTouch = capabilities & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
        if hasTouch, touch == nil, let seat, let made = wl_seat_get_touch(seat.proxy) {
            touch = made
            wl_touch_add_listener(made, listeners.touch, data)
        } else if !hasTouch, let touch {
            if !touchPoints.isEmpty { report(.touchCancel) }
            touchPoints = [:]
            if wl_proxy_get_version(touch) >= 3 { wl_touch_release(touch) } else { wl_touch_destroy(touch) }
            self.touch = nil
        }
    }

    /// A point on `surface` in its pixels: the surface coordinates (`wl_fixed_t`, 24.8 fixed
    /// point, rounded down) times the surface's buffer scale.
    static func pixels(_ x: wl_fixed_t, _ y: wl_fixed_t, on surface: WaylandSurface) -> (x: Int, y: Int) {
        (Int(x >> 8) * surface.scale, Int(y >> 8) * surface.scale)
    }

    func pointerEnter(_ proxy: OpaquePointer?, x: wl_fixed_t, y: wl_fixed_t) {
        guard let proxy, let surface = surface(proxy) else {
            pointerFocus = nil
            return
        }
        let point = Self.pixels(x, y, on: surface)
        pointerFocus = (proxy, point.x, point.y)
        report(.enter(surface: surface.id, x: point.x, y: point.y))
    }

    func pointerLeave(_ proxy: OpaquePointer?) {
        if let surface = surface(proxy ?? pointerFocus?.surface) { report(.leave(surface: surface.id)) }
        pointerFocus = nil
    }

    func pointerMotion(x: wl_fixed_t, y: wl_fixed_t) {
        guard let focus = pointerFocus, let surface = surface(focus.surface) else { return }
        let point = Self.pixels(x, y, on: surface)
        pointerFocus = (focus.surface, point.x, point.y)
        report(.motion(surface: surface.id, x: point.x, y: point.y))
    }

    /// A press or release of a Linux input button (`BTN_LEFT` 0x110 …) on the surface under the
    /// pointer, as X numbers it; other buttons are not reported.
    func pointerButton(_ button: UInt32, state: UInt32) {
        guard let focus = pointerFocus, let surface = surface(focus.surface), let number = Self.buttons[button]
        else { return }
        if state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue {
            report(.button(surface: surface.id, button: number, x: focus.x, y: focus.y))
        } else {
            report(.release(surface: surface.id, button: number, x: focus.x, y: focus.y))
        }
    }

    /// Linux input's button codes (`linux/input-event-codes.h`) to X's numbers: left, right,
    /// middle, side (back) and extra (forward).
    static let buttons: [UInt32: Int] = [0x110: 1, 0x111: 3, 0x112: 2, 0x113: 8, 0x114: 9]

    /// A scroll on the surface under the pointer, as X's wheel buttons: 4 up, 5 down, 6 left, 7 right.
    func pointerAxis(_ axis: UInt32, value: wl_fixed_t) {
        guard value != 0, let focus = pointerFocus, let surface = surface(focus.surface) else { return }
        let vertical = axis == WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue
        let number = vertical ? (value < 0 ? 4 : 5) : (value < 0 ? 6 : 7)
        report(.button(surface: surface.id, button: number, x: focus.x, y: focus.y))
    }

    func touchDown(_ proxy: OpaquePointer?, id: Int32, x: wl_fixed_t, y: wl_fixed_t) {
        guard let proxy, let surface = surface(proxy) else { return }
        touchPoints[id] = proxy
        let point = Self.pixels(x, y, on: surface)
        report(.touchDown(surface: surface.id, id: id, x: point.x, y: point.y))
    }

    func touchMotion(id: Int32, x: wl_fixed_t, y: wl_fixed_t) {
        guard let surface = surface(touchPoints[id]) else { return }
        let point = Self.pixels(x, y, on: surface)
        report(.touchMotion(surface: surface.id, id: id, x: point.x, y: point.y))
    }

    func touchUp(id: Int32) {
        guard let surface = surface(touchPoints.removeValue(forKey: id)) else { return }
        report(.touchUp(surface: surface.id, id: id))
    }

    func touchCancel() {
        touchPoints = [:]
        report(.touchCancel)
    }
}
