import CXcb

extension X11Connection {
    /// Makes a hidden notification window (``X11Window``): a 32-bit ARGB one when
    /// ``hasCompositor`` (and the server has such a visual), else one of the root's depth and
    /// visual, shaped by its pixels.
    /// - Throws: ``X11Error`` when the root's visual is not TrueColor or the server lays the
    ///   pixels out in a way this module does not write.
    public func makeWindow() throws -> X11Window {
        try X11Window(display: self)
    }

    /// The first TrueColor visual of `depth` on this screen, with its id.
    func visual(depth: Int) -> (id: UInt32, type: xcb_visualtype_t)? {
        findVisual { visualDepth, visual in
            visualDepth == depth && visual._class == UInt8(XCB_VISUAL_CLASS_TRUE_COLOR.rawValue)
        }.map { ($0.visual_id, $0) }
    }

    /// The visual whose id is `id`.
    func visual(id: UInt32) -> xcb_visualtype_t? {
        findVisual { _, visual in visual.visual_id == id }
    }

    /// The first visual of the screen for which `matches(depth, visual)` holds.
    func findVisual(_ matches: (Int, xcb_visualtype_t) -> Bool) -> xcb_visualtype_t? {
        var screens = xcb_setup_roots_iterator(xcb_get_setup(connection))
        var index: Int32 = 0
        while index < screenNumber && screens.rem > 0 {
            xcb_screen_next(&screens)
            index += 1
        }
        guard let screen = screens.data else { return nil }
        var depths = xcb_screen_allowed_depths_iterator(screen)
        while depths.rem > 0, let depth = depths.data {
            var visuals = xcb_depth_visuals_iterator(depth)
            while visuals.rem > 0, let visual = visuals.data?.pointee {
                if matches(Int(depth.pointee.depth), visual) { return visual }
                xcb_visualtype_next(&visuals)
            }
            xcb_depth_next(&depths)
        }
        return nil
    }

    /// The ZPixmap layout of `visual` at `depth`: its masks, the bits per pixel and scanline
    /// pad of the depth's pixmap format, and the server's image byte order.
    /// - Throws: ``X11Error`` when the layout is not one this module writes.
    func pixelFormat(visual: xcb_visualtype_t, depth: Int) throws -> PixelFormat {
        let setup = xcb_get_setup(connection)
        var bitsPerPixel = 0
        var scanlinePad = 0
        if let formats = xcb_setup_pixmap_formats(setup) {
            for index in 0..<Int(xcb_setup_pixmap_formats_length(setup)) where Int(formats[index].depth) == depth {
                bitsPerPixel = Int(formats[index].bits_per_pixel)
                scanlinePad = Int(formats[index].scanline_pad)
            }
        }
        let format = PixelFormat(
            depth: depth, redMask: visual.red_mask, greenMask: visual.green_mask, blueMask: visual.blue_mask,
            bitsPerPixel: bitsPerPixel, scanlinePad: scanlinePad,
            leastSignificantFirst: setup?.pointee.image_byte_order == UInt8(XCB_IMAGE_ORDER_LSB_FIRST.rawValue))
        guard format.isSupported else {
            throw X11Error(display: displayName, problem: .unsupportedFormat(depth: depth, bitsPerPixel: bitsPerPixel))
        }
        return format
    }

    /// What the root window shows in the rectangle, as RGB rows (black where the rectangle is
    /// off the screen or the read fails); wraps `xcb_get_image` on the root.
    func rootPixels(x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        let left = max(x, 0)
        let top = max(y, 0)
        let right = min(x + width, rootWidth)
        let bottom = min(y + height, rootHeight)
        guard right > left, bottom > top, let visual = visual(id: rootVisual),
            let format = try? pixelFormat(visual: visual, depth: rootDepth)
        else { return rgb }
        let cookie = xcb_get_image(
            connection, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), root, Int16(left), Int16(top), UInt16(right - left),
            UInt16(bottom - top), .max)
        guard let reply = xcb_get_image_reply(connection, cookie, nil) else { return rgb }
        defer { tartine_xcb_free(reply) }
        replied()
        let stride = format.stride(width: right - left)
        let length = Int(xcb_get_image_data_length(reply))
        guard let data = xcb_get_image_data(reply), length >= stride * (bottom - top) else { return rgb }
        let bytes = UnsafeRawBufferPointer(start: data, count: length)
        let step = format.bitsPerPixel / 8
        let lanes = format.byteLanes
        rgb.withUnsafeMutableBufferPointer { rgb in
            for row in top..<bottom {
                var source = (row - top) * stride
                var target = ((row - y) * width + (left - x)) * 3
                for _ in left..<right {
                    if let lanes {
                        rgb[target] = bytes[source + lanes.red]
                        rgb[target + 1] = bytes[source + lanes.green]
                        rgb[target + 2] = bytes[source + lanes.blue]
                    } else {
                        (rgb[target], rgb[target + 1], rgb[target + 2]) = format.channels(
                            of: format.load(from: bytes, at: source))
                    }
                    source += step
                    target += 3
                }
            }
        }
        return rgb
    }
}
