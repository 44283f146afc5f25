import CXcb

/// An override-redirect notification window that shows RGBA pixels, made by
/// ``X11Connection/makeWindow()``. Under a compositor it has a 32-bit ARGB visual and its pixels
/// are premultiplied, so translucency composites for real; without one it has the root's visual,
/// its shape (bounding and input) is the pixels whose alpha is not 0, and those pixels are the
/// image drawn over what the root window showed there. Either way a click on a pixel of alpha 0
/// goes through to what is below. Used from the connection's thread; destroyed when released.
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
    /// The last pixels uploaded, in the window's format, with their size: drawn again on exposure.
    var shown: (width: Int, height: Int, bytes: [UInt8])?
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
    /// resizes the window, sets its shape, uploads the pixels (`xcb_put_image` in pieces of at
    /// most ``X11Limits/requestBytes``), raises it above its siblings and maps it; then flushes.
    /// An image a window cannot show (``X11Image/isShowable``) hides the window instead.
    public func show(_ image: X11Image, x: Int, y: Int) {
        guard !isDestroyed else { return }
        guard image.isShowable else {
            hide()
            return
        }
        let connection = display.connection
        let left = max(-X11Limits.windowSide, min(x, X11Limits.windowSide))
        let top = max(-X11Limits.windowSide, min(y, X11Limits.windowSide))
        let bytes: [UInt8]
        if isTranslucent {
            bytes = PixelConversion.premultiplied(image, format: format)
        } else {
            let rgb = backdropPixels(x: left, y: top, width: image.width, height: image.height)
            bytes = PixelConversion.composited(image, over: rgb, format: format)
        }
        let mask =
            UInt16(XCB_CONFIG_WINDOW_X.rawValue) | UInt16(XCB_CONFIG_WINDOW_Y.rawValue)
            | UInt16(XCB_CONFIG_WINDOW_WIDTH.rawValue) | UInt16(XCB_CONFIG_WINDOW_HEIGHT.rawValue)
            | UInt16(XCB_CONFIG_WINDOW_STACK_MODE.rawValue)
        let values: [UInt32] = [
            UInt32(bitPattern: Int32(left)), UInt32(bitPattern: Int32(top)), UInt32(image.width),
            UInt32(image.height), XCB_STACK_MODE_ABOVE.rawValue,
        ]
        xcb_configure_window(connection, id, mask, values)
        if hasShape {
            let rectangles = ShapeRegion.rectangles(rgba: image.rgba, width: image.width, height: image.height)
            if !isTranslucent { setShape(rectangles, kind: XCB_SHAPE_SK_BOUNDING) }
            setShape(rectangles, kind: XCB_SHAPE_SK_INPUT)
        }
        if !isMapped {
            xcb_map_window(connection, id)
            isMapped = true
        }
        shown = (image.width, image.height, bytes)
        redraw()
        display.flush()
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

    /// Uploads the last pixels again (after an exposure), in rows of at most
    /// ``X11Limits/requestBytes`` (and the server's maximum request length) per `xcb_put_image`.
    func redraw() {
        guard !isDestroyed, isMapped, let shown else { return }
        let connection = display.connection
        let stride = format.stride(width: shown.width)
        let budget = min(X11Limits.requestBytes, Int(xcb_get_maximum_request_length(connection)) * 4) - 32
        let rowsPerPiece = max(1, budget / stride)
        var row = 0
        shown.bytes.withUnsafeBufferPointer { buffer in
            while row < shown.height {
                let rows = min(rowsPerPiece, shown.height - row)
                let start = buffer.baseAddress.map { $0 + row * stride }
                xcb_put_image(
                    connection, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), id, context, UInt16(shown.width),
                    UInt16(rows), 0, Int16(row), 0, UInt8(depth), UInt32(rows * stride), start)
                row += rows
            }
        }
    }

    /// Sets the window's `kind` shape (bounding or input) to `rectangles`, in requests of at most
    /// ``X11Limits/requestBytes``: the first sets, the next ones add.
    func setShape(_ rectangles: [ShapeRectangle], kind: xcb_shape_sk_t) {
        let connection = display.connection
        let perRequest = (X11Limits.requestBytes - 16) / 8
        let xcbRectangles = rectangles.map {
            xcb_rectangle_t(x: Int16($0.x), y: Int16($0.y), width: UInt16($0.width), height: UInt16($0.height))
        }
        var start = 0
        repeat {
            let piece = Array(xcbRectangles[start..<min(start + perRequest, xcbRectangles.count)])
            let operation = start == 0 ? XCB_SHAPE_SO_SET : XCB_SHAPE_SO_UNION
            xcb_shape_rectangles(
                connection, UInt8(operation.rawValue), UInt8(kind.rawValue),
                UInt8(XCB_CLIP_ORDERING_UNSORTED.rawValue), id, 0, 0, UInt32(piece.count), piece)
            start += perRequest
        } while start < xcbRectangles.count
    }
}
