import CXcb

/// An override-redirect notification window that shows premultiplied ARGB32 pixels, whole or in
/// patches, made by ``X11Connection/makeWindow()``. Under a compositor it has a 32-bit ARGB
/// visual and its pixels are premultiplied, so translucency composites for real; without one it
/// has the root's visual, its shape (bounding and input) is the pixels whose alpha is not 0, and
/// those pixels are the image drawn over what the root window showed there. Either way a click
/// on a pixel of alpha 0 goes through to what is below. Used from the connection's thread;
/// destroyed when released.
public final class X11Window {
    /// The connection the window lives on.
    let display: X11Connection
    /// The X window id (the id events carry).
    public let id: UInt32
    /// Whether the window draws through a 32-bit visual for a compositor (decided when made: a
    /// compositor that starts or stops later needs new windows; a compositor on a server
    /// without a 32-bit TrueColor visual gets the shaped window).
    public let isTranslucent: Bool
    /// The graphics context put_image draws with.
    let context: UInt32
    /// The colormap of the 32-bit visual (0 with the root's).
    let colormap: UInt32
    /// The window's pixel layout.
    let format: PixelFormat
    /// The window's depth.
    let depth: Int
    /// Whether the server has the Shape extension.
    let hasShape: Bool
    /// The last pixels uploaded, in the window's format, with their size and the shape (each
    /// row's runs of columns whose alpha is not 0): drawn again on exposure, changed in place by
    /// a patch, and what a patch's shape is told apart from.
    var shown: (width: Int, height: Int, bytes: X11KeptRows, shape: [[Range<Int>]])?
    /// What the root showed under the window's rectangle, RGB, kept for that rectangle.
    var backdrop: (x: Int, y: Int, width: Int, height: Int, rgb: [UInt8])?
    /// Whether the window is mapped.
    var isMapped = false
    /// Whether ``destroy()`` ran.
    var isDestroyed = false

    init(display: X11Connection) throws {
        self.display = display
        let connection = display.connection
        // Under a compositor without a 32-bit TrueColor visual, the shaped root-visual window.
        let argb = display.hasCompositor ? display.visual(depth: 32) : nil
        isTranslucent = argb != nil
        if let argb {
            depth = 32
            format = try display.pixelFormat(visual: argb.type, depth: 32)
            colormap = xcb_generate_id(connection)
            xcb_create_colormap(connection, UInt8(XCB_COLORMAP_ALLOC_NONE.rawValue), colormap, display.root, argb.id)
        } else {
            guard let visual = display.visual(id: display.rootVisual) else {
                throw X11Error(display: display.displayName, problem: .noVisual(depth: display.rootDepth))
            }
            depth = display.rootDepth
            format = try display.pixelFormat(visual: visual, depth: depth)
            colormap = 0
        }
        hasShape = tartine_xcb_shape_extension(connection)?.pointee.present ?? 0 != 0
        id = xcb_generate_id(connection)
        let events =
            XCB_EVENT_MASK_BUTTON_PRESS.rawValue | XCB_EVENT_MASK_ENTER_WINDOW.rawValue
            | XCB_EVENT_MASK_LEAVE_WINDOW.rawValue | XCB_EVENT_MASK_POINTER_MOTION.rawValue
            | XCB_EVENT_MASK_EXPOSURE.rawValue
        // Values in the order of their mask bits. The root-visual window has no background (the
        // screen shows through until the pixels arrive); the ARGB one a transparent one.
        let mask: UInt32
        let values: [UInt32]
        if isTranslucent {
            mask =
                XCB_CW_BACK_PIXEL.rawValue | XCB_CW_BORDER_PIXEL.rawValue | XCB_CW_OVERRIDE_REDIRECT.rawValue
                | XCB_CW_EVENT_MASK.rawValue | XCB_CW_COLORMAP.rawValue
            values = [0, 0, 1, events, colormap]
        } else {
            mask =
                XCB_CW_BACK_PIXMAP.rawValue | XCB_CW_BORDER_PIXEL.rawValue | XCB_CW_OVERRIDE_REDIRECT.rawValue
                | XCB_CW_EVENT_MASK.rawValue
            values = [0, 0, 1, events]
        }
        let visualID = argb?.id ?? display.rootVisual
        xcb_create_window(
            connection, UInt8(depth), id, display.root, 0, 0, 1, 1, 0, UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue),
            visualID, mask, values)
        context = xcb_generate_id(connection)
        let contextValues: [UInt32] = [0]
        xcb_create_gc(connection, context, id, XCB_GC_GRAPHICS_EXPOSURES.rawValue, contextValues)
        setProperties()
        display.windows[id] = WeakWindow(window: self)
    }

    deinit {
        destroy()
    }

    /// Shows `image` with its top-left corner at (`x`, `y`) on the root window: moves and
    /// resizes the window, sets its shape, uploads the pixels (``X11KeptRows``: through memory
    /// shared with a local server, else `xcb_put_image` in pieces of at most
    /// ``X11Limits/requestBytes``), raises it above its siblings and maps it; then flushes.
    /// An image a window cannot show (``X11Image/isShowable``) hides the window instead.
    public func show(_ image: X11Image, x: Int, y: Int) {
        guard image.isShowable else {
            hide()
            return
        }
        image.withRows { show($0, x: x, y: y) }
    }

    /// ``show(_:x:y:)`` of pixels the caller lends (converted straight from its memory, which
    /// the window does not keep). Pixels a window cannot show (``X11PixelRows/isShowable``) hide
    /// the window instead.
    public func show(_ pixels: X11PixelRows, x: Int, y: Int) {
        guard !isDestroyed else { return }
        guard pixels.isShowable else {
            hide()
            return
        }
        let connection = display.connection
        let left = max(-X11Limits.windowSide, min(x, X11Limits.windowSide))
        let top = max(-X11Limits.windowSide, min(y, X11Limits.windowSide))
        // The last pixels are let go of before the new ones are made (an exposure meanwhile
        // draws nothing: the new ones are uploaded whole below).
        shown = nil
        let stride = format.stride(width: pixels.width)
        let bytes = X11KeptRows(count: stride * pixels.height, on: display)
        bytes.withMutableBytes { kept in
            let target = PixelConversion.Target(bytes: kept, stride: stride, offset: 0)
            if isTranslucent {
                PixelConversion.premultiplied(pixels, format: format, into: target)
            } else {
                let rgb = backdropPixels(x: left, y: top, width: pixels.width, height: pixels.height)
                rgb.withUnsafeBufferPointer { rgb in
                    let below = PixelConversion.Below(rgb: rgb, stride: pixels.width * 3, offset: 0)
                    PixelConversion.composited(pixels, over: below, format: format, into: target)
                }
            }
        }
        let mask =
            UInt16(XCB_CONFIG_WINDOW_X.rawValue) | UInt16(XCB_CONFIG_WINDOW_Y.rawValue)
            | UInt16(XCB_CONFIG_WINDOW_WIDTH.rawValue) | UInt16(XCB_CONFIG_WINDOW_HEIGHT.rawValue)
            | UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue)
        let values: [UInt32] = [
            UInt32(bitPattern: Int32(left)), UInt32(bitPattern: Int32(top)), UInt32(pixels.width),
            UInt32(pixels.height), XCB_STACK_MODE_ABOVE.rawValue,
        ]
        xcb_configure_window(connection, id, mask, values)
        let shape = ShapeRegion.rows(pixels)
        if hasShape {
            let rectangles = ShapeRegion.rectangles(rows: shape, top: 0)
            if !isTranslucent { setShape(rectangles, kind: XCB_SHAPE_SK_BOUNDING, operation: XCB_SHAPE_SO_SET) }
            setShape(rectangles, kind: XCB_SHAPE_SK_INPUT, operation: XCB_SHAPE_SO_SET)
        }
        if !isMapped {
            xcb_map_window(connection, id)
            isMapped = true
        }
        shown = (pixels.width, pixels.height, bytes, shape)
        redraw()
        display.flush()
    }

    /// Sends new pixels for the `areas` (window pixels) of the window, whose position and size
    /// stay those of the last ``show(_:x:y:)``; `pixels` are the whole window's new pixels, lent
    /// by the caller. Each area is converted as `show` converts a whole image (over the same kept
    /// backdrop), straight from the caller's memory into the rows the window keeps, and those
    /// whole rows are uploaded; the shape loses the area's pixels that became clear and gains
    /// those that stopped being clear (no request when none did: the server exposes what a shape
    /// gains, so a shape set again would make it draw the window again). The window then shows
    /// what `show` of the whole new pixels would, for the cost of the areas. Returns `false`,
    /// changing nothing, when the window is not shown, `pixels` are not its size or an area is
    /// empty or not inside it (the caller shows the whole image instead); flushes.
    public func update(
        _ areas: [(x: Int, y: Int, width: Int, height: Int)], of pixels: X11PixelRows
    ) -> Bool {
        guard !isDestroyed, isMapped, var current = shown, pixels.width == current.width,
            pixels.height == current.height
        else { return false }
        for area in areas {
            guard area.x >= 0, area.y >= 0, area.width > 0, area.height > 0, area.x + area.width <= pixels.width,
                area.y + area.height <= pixels.height
            else { return false }
        }
        if !isTranslucent {
            guard let backdrop, backdrop.width == current.width, backdrop.height == current.height else { return false }
        }
        // The kept shape is changed in place: the window's own reference is let go of meanwhile.
        shown = nil
        defer { shown = current }
        let stride = format.stride(width: current.width)
        for area in areas {
            let part = pixels.area(x: area.x, y: area.y, width: area.width, height: area.height)
            // The shape first: pixels put outside the shape are not kept by the server.
            if hasShape { reshape(&current.shape, x: area.x, y: area.y, to: part) }
            current.bytes.withMutableBytes { kept in
                let target = PixelConversion.Target(
                    bytes: kept, stride: stride, offset: area.y * stride + area.x * format.bitsPerPixel / 8)
                if let backdrop, !isTranslucent {
                    backdrop.rgb.withUnsafeBufferPointer { rgb in
                        let below = PixelConversion.Below(
                            rgb: rgb, stride: current.width * 3, offset: (area.y * current.width + area.x) * 3)
                        PixelConversion.composited(part, over: below, format: format, into: target)
                    }
                } else {
                    PixelConversion.premultiplied(part, format: format, into: target)
                }
            }
            // Whole rows of the kept pixels: no copy of the part's own.
            current.bytes.put(
                rows: area.y..<area.y + area.height, width: current.width, height: current.height, stride: stride,
                depth: depth, window: id, context: context)
        }
        display.flush()
        return true
    }

    /// Tells the window's shapes which pixels of `pixels` (at (`x`, `y`) in the window) became
    /// clear or drawn, and keeps `shape` (the window's rows of runs) up to date: a row whose runs
    /// in the part are those it had sends nothing, and nothing is sent when no row changed.
    func reshape(_ shape: inout [[Range<Int>]], x: Int, y: Int, to pixels: X11PixelRows) {
        let columns = x..<x + pixels.width
        var lost: [[Range<Int>]] = []
        var gained: [[Range<Int>]] = []
        var changed = false
        for row in 0..<pixels.height {
            let fresh = ShapeRegion.runs(pixels, row: row, shift: x)
            let was = ShapeRegion.clipped(shape[y + row], to: columns)
            guard fresh != was else {
                lost.append([])
                gained.append([])
                continue
            }
            changed = true
            lost.append(ShapeRegion.subtracting(fresh, from: was))
            gained.append(ShapeRegion.subtracting(was, from: fresh))
            shape[y + row] = ShapeRegion.replacing(columns, in: shape[y + row], with: fresh)
        }
        guard changed else { return }
        for (rows, operation) in [(lost, XCB_SHAPE_SO_SUBTRACT), (gained, XCB_SHAPE_SO_UNION)] {
            let rectangles = ShapeRegion.rectangles(rows: rows, top: y)
            if !isTranslucent { setShape(rectangles, kind: XCB_SHAPE_SK_BOUNDING, operation: operation) }
            setShape(rectangles, kind: XCB_SHAPE_SK_INPUT, operation: operation)
        }
    }

    /// Unmaps the window (it keeps its last image for the next ``show(_:x:y:)``); flushes.
    public func hide() {
        guard !isDestroyed, isMapped else { return }
        xcb_unmap_window(display.connection, id)
        isMapped = false
        display.flush()
    }

    /// Destroys the window, its graphics context and colormap; the window shows nothing after.
    /// Safe to call twice (the second does nothing).
    public func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        let connection = display.connection
        xcb_destroy_window(connection, id)
        xcb_free_gc(connection, context)
        if colormap != 0 { xcb_free_colormap(connection, colormap) }
        display.windows[id] = nil
        display.flush()
    }

    /// Uploads the last pixels again, all of them or the whole rows of an area (after an
    /// exposure).
    func redraw(x: Int = 0, y: Int = 0, width: Int = .max, height: Int = .max) {
        guard !isDestroyed, isMapped, let shown else { return }
        let top = max(0, y)
        let bottom = min(shown.height, y.addingReportingOverflow(height).overflow ? .max : y + height)
        let left = max(0, x)
        let right = min(shown.width, x.addingReportingOverflow(width).overflow ? .max : x + width)
        guard right > left, bottom > top else { return }
        shown.bytes.put(
            rows: top..<bottom, width: shown.width, height: shown.height, stride: format.stride(width: shown.width),
            depth: depth, window: id, context: context)
    }

    /// The rectangles one ShapeRectangles request of at most `requestBytes` bytes holds.
    static func rectanglesPerRequest(requestBytes: Int) -> Int {
        (requestBytes - 16) / 8
    }

    /// Applies `rectangles` to the window's `kind` shape (bounding or input) with `operation`:
    /// set replaces the shape (an empty list empties it), union adds, subtract takes out (an
    /// empty list sends nothing); in requests of at most the connection's `requestBytes` (a
    /// ShapeRectangles request is 16 bytes and 8 a rectangle).
    func setShape(_ rectangles: [ShapeRectangle], kind: xcb_shape_sk_t, operation: xcb_shape_so_t) {
        let connection = display.connection
        let perRequest = Self.rectanglesPerRequest(requestBytes: display.requestBytes)
        let xcbRectangles = rectangles.map {
            xcb_rectangle_t(x: Int16($0.x), y: Int16($0.y), width: UInt16($0.width), height: UInt16($0.height))
        }
        var start = 0
        while start < xcbRectangles.count || (start == 0 && operation == XCB_SHAPE_SO_SET) {
            let piece = Array(xcbRectangles[start..<min(start + perRequest, xcbRectangles.count)])
            // After the first piece of a set, the next ones add.
            let pieceOperation = start > 0 && operation == XCB_SHAPE_SO_SET ? XCB_SHAPE_SO_UNION : operation
            xcb_shape_rectangles(
                connection, UInt8(pieceOperation.rawValue), UInt8(kind.rawValue),
                UInt8(XCB_CLIP_ORDERING_UNSORTED.rawValue), id, 0, 0, UInt32(piece.count), piece)
            start += perRequest
        }
    }
}
