import CXcb

extension X11Window {
    /// What the root window shows in the rectangle, RGB (black off the screen), never this
    /// window's own pixels: kept from the last read when the rectangle is the same. Else, while
    /// the window is mapped (a mapped window reads back as itself), the part of the rectangle the
    /// kept backdrop covers comes from it and only the strips around it (above, below, left and
    /// right of it) are read from the root: a stack that grows by a card reads the card's strip,
    /// not the whole stack again. An unmapped window reads the whole rectangle.
    func backdropPixels(x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        if let backdrop, backdrop.x == x, backdrop.y == y, backdrop.width == width, backdrop.height == height {
            return backdrop.rgb
        }
        let rgb: [UInt8]
        if isMapped, let old = backdrop {
            rgb = Self.reusing(old, x: x, y: y, width: width, height: height) { strip in
                display.rootPixels(x: strip.x, y: strip.y, width: strip.width, height: strip.height)
            }
        } else {
            rgb = display.rootPixels(x: x, y: y, width: width, height: height)
        }
        backdrop = (x, y, width, height, rgb)
        return rgb
    }

    /// The RGB pixels of the rectangle (`x`, `y`, `width`, `height`): where `old` covers it,
    /// `old`'s; every other pixel from `read`, asked for at most four strips (the rows above and
    /// below `old`, then the columns left and right of it), each a rectangle in the same
    /// coordinates that `read` answers with its RGB rows.
    static func reusing(
        _ old: (x: Int, y: Int, width: Int, height: Int, rgb: [UInt8]), x: Int, y: Int, width: Int, height: Int,
        read: ((x: Int, y: Int, width: Int, height: Int)) -> [UInt8]
    ) -> [UInt8] {
        let columns = max(x, old.x)..<max(max(x, old.x), min(x + width, old.x + old.width))
        let rows = max(y, old.y)..<max(max(y, old.y), min(y + height, old.y + old.height))
        guard !columns.isEmpty, !rows.isEmpty else { return read((x, y, width, height)) }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        rgb.withUnsafeMutableBufferPointer { target in
            // Copies `count` pixels from `offset` of `pixels` to (`column`, `row`).
            func place(_ pixels: UnsafeBufferPointer<UInt8>, from offset: Int, at column: Int, _ row: Int, count: Int) {
                guard count > 0, let to = target.baseAddress, let from = pixels.baseAddress else { return }
                precondition(offset + count * 3 <= pixels.count)
                (to + ((row - y) * width + (column - x)) * 3).update(from: from + offset, count: count * 3)
            }
            old.rgb.withUnsafeBufferPointer { kept in
                for row in rows {
                    let source = ((row - old.y) * old.width + (columns.lowerBound - old.x)) * 3
                    place(kept, from: source, at: columns.lowerBound, row, count: columns.count)
                }
            }
            let strips = [
                (x: x, y: y, width: width, height: rows.lowerBound - y),
                (x: x, y: rows.upperBound, width: width, height: y + height - rows.upperBound),
                (x: x, y: rows.lowerBound, width: columns.lowerBound - x, height: rows.count),
                (x: columns.upperBound, y: rows.lowerBound, width: x + width - columns.upperBound, height: rows.count),
            ]
            for strip in strips where strip.width > 0 && strip.height > 0 {
                let pixels = read(strip)
                pixels.withUnsafeBufferPointer { pixels in
                    for row in 0..<strip.height {
                        place(pixels, from: row * strip.width * 3, at: strip.x, strip.y + row, count: strip.width)
                    }
                }
            }
        }
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
