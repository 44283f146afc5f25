import CXcb

extension X11Connection {
    /// The monitors, from RandR 1.5's `GetMonitors` (active ones), in the server's order, at
    /// most ``X11Limits/monitors``; one monitor named `screen` covering the root window when
    /// RandR is missing or describes none.
    public func monitors() -> [X11Monitor] {
        let whole = X11Monitor(name: "screen", x: 0, y: 0, width: rootWidth, height: rootHeight, isPrimary: true)
        guard randrFirstEvent != nil else { return [whole] }
        let cookie = xcb_randr_get_monitors(connection, root, 1)
        guard let reply = xcb_randr_get_monitors_reply(connection, cookie, nil) else { return [whole] }
        defer { tartine_xcb_free(reply) }
        var found: [(atom: UInt32, monitor: X11Monitor)] = []
        var iterator = xcb_randr_get_monitors_monitors_iterator(reply)
        while iterator.rem > 0, found.count < X11Limits.monitors, let info = iterator.data?.pointee {
            let monitor = X11Monitor(
                name: "", x: Int(info.x), y: Int(info.y), width: Int(info.width), height: Int(info.height),
                isPrimary: info.primary != 0)
            if monitor.width > 0 && monitor.height > 0 { found.append((info.name, monitor)) }
            xcb_randr_monitor_info_next(&iterator)
        }
        guard !found.isEmpty else { return [whole] }
        return found.map { entry in
            var monitor = entry.monitor
            monitor.name = atomName(entry.atom)
            return monitor
        }
    }

    /// The monitor named `name` (exactly), or `nil`.
    public func monitor(named name: String) -> X11Monitor? {
        monitors().first { $0.name == name }
    }

    /// The monitor where the user is, as `follow` says: under the pointer, holding the centre
    /// of the active window (`_NET_ACTIVE_WINDOW`), or the primary one; the primary one (or the
    /// first) whenever the point is on none or there is no active window.
    public func focusedMonitor(_ follow: X11Follow) -> X11Monitor {
        let all = monitors()
        let primary = all.first { $0.isPrimary } ?? all[0]
        let point: (x: Int, y: Int)? =
            switch follow {
            case .mouse: pointerPosition()
            case .keyboard: activeWindowCentre()
            case .none: nil
            }
        guard let point else { return primary }
        return all.first { $0.contains(x: point.x, y: point.y) } ?? primary
    }

    /// The pointer's position on the root window; wraps `xcb_query_pointer`.
    /// - Returns: Root coordinates, or `nil` when the server does not answer.
    public func pointerPosition() -> (x: Int, y: Int)? {
        pointer().map { ($0.x, $0.y) }
    }

    /// The pointer's position on the root window and the root's child window it is in; wraps
    /// `xcb_query_pointer`.
    /// - Returns: Root coordinates and the top-level window under the pointer (`nil` when it is
    ///   in none, or on another screen), or `nil` when the server does not answer.
    public func pointer() -> (x: Int, y: Int, child: UInt32?)? {
        let cookie = xcb_query_pointer(connection, root)
        guard let reply = xcb_query_pointer_reply(connection, cookie, nil) else { return nil }
        defer { tartine_xcb_free(reply) }
        replied()
        let child = reply.pointee.same_screen != 0 && reply.pointee.child != 0 ? reply.pointee.child : nil
        return (Int(reply.pointee.root_x), Int(reply.pointee.root_y), child)
    }

    /// The centre of the window the window manager names in the root's `_NET_ACTIVE_WINDOW`, in
    /// root coordinates; `nil` when there is none or it is gone.
    func activeWindowCentre() -> (x: Int, y: Int)? {
        guard let window = windowProperty(root, "_NET_ACTIVE_WINDOW"), window != 0 else { return nil }
        let geometryCookie = xcb_get_geometry(connection, window)
        guard let geometry = xcb_get_geometry_reply(connection, geometryCookie, nil) else { return nil }
        let width = Int16(clamping: Int(geometry.pointee.width) / 2)
        let height = Int16(clamping: Int(geometry.pointee.height) / 2)
        tartine_xcb_free(geometry)
        let cookie = xcb_translate_coordinates(connection, window, root, width, height)
        guard let reply = xcb_translate_coordinates_reply(connection, cookie, nil) else { return nil }
        defer { tartine_xcb_free(reply) }
        return (Int(reply.pointee.dst_x), Int(reply.pointee.dst_y))
    }

    /// The first WINDOW value of `property` on `window`; wraps `xcb_get_property`.
    func windowProperty(_ window: UInt32, _ property: String) -> UInt32? {
        // Any type: WINDOW as window managers set it, CARDINAL as some tools do.
        let cookie = xcb_get_property(
            connection, 0, window, atom(property), UInt32(XCB_GET_PROPERTY_TYPE_ANY.rawValue), 0, 1)
        guard let reply = xcb_get_property_reply(connection, cookie, nil) else { return nil }
        defer { tartine_xcb_free(reply) }
        guard reply.pointee.format == 32, xcb_get_property_value_length(reply) >= 4,
            let value = xcb_get_property_value(reply)
        else { return nil }
        return value.loadUnaligned(as: UInt32.self)
    }

    /// The name of `atom`, at most ``X11Limits/monitorName`` bytes (cut at a character), invalid
    /// UTF-8 repaired; wraps `xcb_get_atom_name`.
    func atomName(_ atom: UInt32) -> String {
        let cookie = xcb_get_atom_name(connection, atom)
        guard let reply = xcb_get_atom_name_reply(connection, cookie, nil) else { return "" }
        defer { tartine_xcb_free(reply) }
        let length = Int(xcb_get_atom_name_name_length(reply))
        guard let start = xcb_get_atom_name_name(reply), length > 0 else { return "" }
        let bytes = UnsafeRawBufferPointer(start: start, count: length)
        var name = String(decoding: bytes, as: UTF8.self)
        while name.utf8.count > X11Limits.monitorName { name.removeLast() }
        return name
    }
}
