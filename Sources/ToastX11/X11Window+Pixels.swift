import CXcb

extension X11Window {
    /// What the root window shows in the rectangle, RGB (black off the screen), never this
    /// window's own pixels: kept from the last read when the rectangle is the same; else read
    /// from the root, where the part under the window as it is now shown comes from the kept
    /// backdrop (a mapped window reads back as itself), so a moved window is not unmapped.
    func backdropPixels(x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        if let backdrop, backdrop.x == x, backdrop.y == y, backdrop.width == width, backdrop.height == height {
            return backdrop.rgb
        }
        var rgb = display.rootPixels(x: x, y: y, width: width, height: height)
        if isMapped, let old = backdrop {
            let columns = max(x, old.x)..<min(x + width, old.x + old.width)
            let rows = max(y, old.y)..<min(y + height, old.y + old.height)
            if !columns.isEmpty {
                for row in rows {
                    let target = ((row - y) * width + (columns.lowerBound - x)) * 3
                    let source = ((row - old.y) * old.width + (columns.lowerBound - old.x)) * 3
                    rgb.replaceSubrange(
                        target..<target + columns.count * 3, with: old.rgb[source..<source + columns.count * 3])
                }
            }
        }
        backdrop = (x, y, width, height, rgb)
        return rgb
    }

    /// Sets what a window manager, a compositor or a screenshot tool reads: the window type
    /// (`_NET_WM_WINDOW_TYPE_NOTIFICATION`), state (`_NET_WM_STATE_ABOVE`), WM_CLASS
    /// (`tartine-notifyd`, `Tartine`) and the name (WM_NAME, `_NET_WM_NAME`).
    func setProperties() {
        let type = display.atom("_NET_WM_WINDOW_TYPE_NOTIFICATION")
        setProperty("_NET_WM_WINDOW_TYPE", type: XCB_ATOM_ATOM.rawValue, values: [type])
        let above = display.atom("_NET_WM_STATE_ABOVE")
        setProperty("_NET_WM_STATE", type: XCB_ATOM_ATOM.rawValue, values: [above])
        let windowClass = Array("tartine-notifyd\u{0}Tartine\u{0}".utf8)
        setProperty(XCB_ATOM_WM_CLASS.rawValue, type: XCB_ATOM_STRING.rawValue, text: windowClass)
        let name = Array("Tartine notification".utf8)
        setProperty(XCB_ATOM_WM_NAME.rawValue, type: XCB_ATOM_STRING.rawValue, text: name)
        setProperty(display.atom("_NET_WM_NAME"), type: display.atom("UTF8_STRING"), text: name)
    }

    /// Replaces the 32-bit `values` of `property`; wraps `xcb_change_property`.
    func setProperty(_ property: String, type: UInt32, values: [UInt32]) {
        xcb_change_property(
            display.connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, display.atom(property), type, 32,
            UInt32(values.count), values)
    }

    /// Replaces the 8-bit `text` of `property`; wraps `xcb_change_property`.
    func setProperty(_ property: UInt32, type: UInt32, text: [UInt8]) {
        xcb_change_property(
            display.connection, UInt8(XCB_PROP_MODE_REPLACE.rawValue), id, property, type, 8, UInt32(text.count), text)
    }
}
