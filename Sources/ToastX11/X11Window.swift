import CXcb

/// An override-redirect notification window that shows premultiplied ARGB32 pixels, whole or in
/// patches, made by ``X11Connection/makeWindow()``. Under a compositor it has a 32-bit ARGB
/// visual and its pixels are premultiplied, so translucency composites for real; without one it
/// has the root's visual, its shape (bounding and input) is the pixels whose alpha is not 0, and
/// those pixels are the image drawn over what the root window showed there. Either way a click
/// on a pixel of alpha 0 goes through to what is below. The pixels live in a server pixmap that
/// is the window's background: the server paints every part of the window that appears (mapped,
/// grown, reshaped, uncovered) from it at once, so no part of the window ever shows what the
/// screen had there before (a window with no background shows that until its client draws,
/// which over a window manager's frame read as a black band). Used from the connection's thread;
/// destroyed when released.
public final class X11Window {
    /// The connection the window lives on.
    let display: X11Connection
    /// The X window id (the id events carry): a new one when a moving window moves
    /// (``show(_:x:y:moving:)``).
    public private(set) var id: UInt32
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
    /// row's runs of columns whose alpha is not 0): changed in place by a patch, and what a
    /// patch's shape is told apart from.
    var shown: (width: Int, height: Int, bytes: X11KeptRows, shape: [[Range<Int>]])?
    /// The server pixmap holding the pixels shown, the window's background (0 before the first
    /// ``show(_:x:y:)``).
    var background: UInt32 = 0
    /// Where the window was last shown on the root window (its corner, as clamped to the
    /// window's limits).
    public private(set) var origin: (x: Int, y: Int)?
    /// Whether the shape holds pixels that are clear now, kept while the cards move
    /// (``update(_:of:moving:)``): given back at the first change at rest.
    var holdsClear = false
    /// The graphics context that draws what was below on the root (``restoreBelow(_:from:width:height:)``),
    /// made at its first use (0 before).
    var restorer: UInt32 = 0
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
        let events =
            XCB_EVENT_MASK_BUTTON_PRESS.rawValue | XCB_EVENT_MASK_BUTTON_RELEASE.rawValue
            | XCB_EVENT_MASK_ENTER_WINDOW.rawValue
            | XCB_EVENT_MASK_LEAVE_WINDOW.rawValue | XCB_EVENT_MASK_POINTER_MOTION.rawValue
            | XCB_EVENT_MASK_EXPOSURE.rawValue
        // Values in the order of their mask bits. No background until the first pixels are shown
        // (it is never mapped before): then a pixmap of them (`show`).
        let mask: UInt32
        let values: [UInt32]
        if isTranslucent {
            mask =
                XCB_CW_BACK_PIXMAP.rawValue | XCB_CW_BORDER_PIXEL.rawValue | XCB_CW_OVERRIDE_REDIRECT.rawValue
                | XCB_CW_EVENT_MASK.rawValue | XCB_CW_COLORMAP.rawValue
            values = [0, 0, 1, events, colormap]
        } else {
            mask =
                XCB_CW_BACK_PIXMAP.rawValue | XCB_CW_BORDER_PIXEL.rawValue | XCB_CW_OVERRIDE_REDIRECT.rawValue
                | XCB_CW_EVENT_MASK.rawValue
            values = [0, 0, 1, events]
        }
        attributes = (mask, values, argb?.id ?? display.rootVisual)
        id = xcb_generate_id(connection)
        context = xcb_generate_id(connection)
        createWindow()
        let contextValues: [UInt32] = [0]
        xcb_create_gc(connection, context, id, XCB_GC_GRAPHICS_EXPOSURES.rawValue, contextValues)
    }

    /// The attributes the X window is made with (mask, values in the order of its bits) and its
    /// visual.
    private let attributes: (mask: UInt32, values: [UInt32], visual: UInt32)

    /// Makes the X window ``id`` names (1 by 1 at the root's corner, unmapped) and sets its
    /// properties.
    private func createWindow() {
        xcb_create_window(
            display.connection, UInt8(depth), id, display.root, 0, 0, 1, 1, 0,
            UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue), attributes.visual, attributes.mask, attributes.values)
        setProperties()
    }

    deinit {
        destroy()
    }

    /// Shows `image` with its top-left corner at (`x`, `y`) on the root window: uploads the
    /// pixels into a new background pixmap (``X11KeptRows``: through memory shared with a local
    /// server, else `xcb_put_image` in pieces of at most ``X11Limits/requestBytes``), then moves
    /// and resizes the window, sets its shape, raises it above its siblings, maps it and paints
    /// it from the pixmap; then flushes. Every state the server passes through shows the new
    /// pixels or the old ones where the window is, never an unpainted one.
    /// An image a window cannot show (``X11Image/isShowable``) hides the window instead.
    public func show(_ image: X11Image, x: Int, y: Int) {
        guard image.isShowable else {
            hide()
            return
        }
        image.withRows { show($0, x: x, y: y, moving: false) }
    }

    /// ``show(_:x:y:)`` of pixels the caller lends (converted straight from its memory, which
    /// the window does not keep). Pixels a window cannot show (``X11PixelRows/isShowable``) hide
    /// the window instead. While the cards are `moving`, a shaped window that was shown keeps
    /// in its shape the pixels it covered before (drawn as what was below them): a pixel given
    /// back to the window below is painted there by the X server with that window's background
    /// (black for i3's frames) until its client draws it again, and a card sliding or a stack
    /// growing would leave such a trail, frame after frame. At rest the shape is the pixels'.
    public func show(_ pixels: X11PixelRows, x: Int, y: Int, moving: Bool) {
        guard !isDestroyed else { return }
        guard pixels.isShowable else {
            hide()
            return
        }
        let connection = display.connection
        let left = max(-X11Limits.windowSide, min(x, X11Limits.windowSide))
        let top = max(-X11Limits.windowSide, min(y, X11Limits.windowSide))
        // The last pixels are let go of before the new ones are made.
        let previous = shown?.shape
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
        let exact = ShapeRegion.rows(pixels)
        var shape = exact
        var replaced: UInt32?
        if moving, !isTranslucent, isMapped, let previous, let origin {
            let kept = ShapeRegion.moved(
                previous, from: origin, to: (left, top), width: pixels.width, height: pixels.height)
            shape = zip(exact, kept).map { ShapeRegion.union($0, $1) }
            if origin != (left, top) {
                // A window moved keeps its shape where it was (relative to its corner) until the
                // shape is set: between the two requests it would cover pixels it then gives
                // back, painted with the background of the window below. A new window at the
                // new place, mapped over the old one before that one goes, covers all it did.
                replaced = id
                id = xcb_generate_id(connection)
                createWindow()
                isMapped = false
            }
        }
        holdsClear = shape != exact
        origin = (left, top)
        // The pixels first, as the background: whatever the requests below make appear is
        // painted from them by the server as it appears.
        let pixmap = xcb_generate_id(connection)
        xcb_create_pixmap(connection, UInt8(depth), pixmap, id, UInt16(pixels.width), UInt16(pixels.height))
        bytes.put(
            rows: 0..<pixels.height, width: pixels.width, height: pixels.height, stride: stride, depth: depth,
            drawable: pixmap, context: context)
        let attribute: [UInt32] = [pixmap]
        xcb_change_window_attributes(connection, id, XCB_CW_BACK_PIXMAP.rawValue, attribute)
        if background != 0 { xcb_free_pixmap(connection, background) }
        background = pixmap
        xcb_configure_window(connection, id, mask, values)
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
        // What did not appear (a window that kept its place) is painted from the new pixels too.
        xcb_clear_area(connection, 0, id, 0, 0, 0, 0)
        if let replaced { xcb_destroy_window(connection, replaced) }
        display.flush()
    }

    /// Sends new pixels for the `areas` (window pixels) of the window, whose position and size
    /// stay those of the last ``show(_:x:y:moving:)``; `pixels` are the whole window's new pixels, lent
    /// by the caller. Each area is converted as `show` converts a whole image (over the same kept
    /// backdrop), straight from the caller's memory into the rows the window keeps, and those
    /// whole rows are uploaded; the shape loses the area's pixels that became clear and gains
    /// those that stopped being clear (no request when none did: the server exposes what a shape
    /// gains, so a shape set again would make it draw the window again). The window then shows
    /// what `show` of the whole new pixels would, for the cost of the areas. While the cards are
    /// `moving`, a shaped window keeps the pixels that became clear in its shape (drawn as what
    /// was below them, see ``show(_:x:y:moving:)``) and gives them back at the first update at
    /// rest, `areas` empty or not. Returns `false`,
    /// changing nothing, when the window is not shown, `pixels` are not its size or an area is
    /// empty or not inside it (the caller shows the whole image instead); flushes.
    public func update(
        _ areas: [(x: Int, y: Int, width: Int, height: Int)], of pixels: X11PixelRows, moving: Bool
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
        let holding = moving && !isTranslucent
        for area in areas {
            let part = pixels.area(x: area.x, y: area.y, width: area.width, height: area.height)
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
            // Whole rows of the kept pixels (no copy of the part's own) into the background, the
            // shape changed (what it gains is painted from the new pixels), the area painted.
            current.bytes.put(
                rows: area.y..<area.y + area.height, width: current.width, height: current.height, stride: stride,
                depth: depth, drawable: background, context: context)
            if hasShape {
                let givenBack = reshape(&current.shape, x: area.x, y: area.y, to: part, holding: holding)
                restoreBelow(givenBack, from: current.bytes, width: current.width, height: current.height)
            }
            xcb_clear_area(
                display.connection, 0, id, Int16(area.x), Int16(area.y), UInt16(area.width), UInt16(area.height))
        }
        // At rest, the clear pixels kept while moving are given back (their kept pixels are
        // what was below: nothing to draw).
        if hasShape, !holding, holdsClear {
            let givenBack = reshape(&current.shape, x: 0, y: 0, to: pixels, holding: false)
            restoreBelow(givenBack, from: current.bytes, width: current.width, height: current.height)
            holdsClear = false
        }
        display.flush()
        return true
    }

    /// Tells the window's shapes which pixels of `pixels` (at (`x`, `y`) in the window) became
    /// clear or drawn, and keeps `shape` (the window's rows of runs) up to date: a row whose runs
    /// in the part are those it had sends nothing, and nothing is sent when no row changed.
    /// `holding` keeps the pixels that became clear in the shape (``holdsClear`` then says so).
    /// Returns the rectangles (window pixels) the shape gave back.
    func reshape(_ shape: inout [[Range<Int>]], x: Int, y: Int, to pixels: X11PixelRows, holding: Bool)
        -> [ShapeRectangle]
    {
        let columns = x..<x + pixels.width
        var lost: [[Range<Int>]] = []
        var gained: [[Range<Int>]] = []
        var changed = false
        for row in 0..<pixels.height {
            let fresh = ShapeRegion.runs(pixels, row: row, shift: x)
            let was = ShapeRegion.clipped(shape[y + row], to: columns)
            let target = holding ? ShapeRegion.union(was, fresh) : fresh
            if target != fresh { holdsClear = true }
            guard target != was else {
                lost.append([])
                gained.append([])
                continue
            }
            changed = true
            lost.append(ShapeRegion.subtracting(target, from: was))
            gained.append(ShapeRegion.subtracting(was, from: target))
            shape[y + row] = ShapeRegion.replacing(columns, in: shape[y + row], with: target)
        }
        guard changed else { return [] }
        var givenBack: [ShapeRectangle] = []
        for (rows, operation) in [(lost, XCB_SHAPE_SO_SUBTRACT), (gained, XCB_SHAPE_SO_UNION)] {
            let rectangles = ShapeRegion.rectangles(rows: rows, top: y)
            if !isTranslucent { setShape(rectangles, kind: XCB_SHAPE_SK_BOUNDING, operation: operation) }
            setShape(rectangles, kind: XCB_SHAPE_SK_INPUT, operation: operation)
            if operation == XCB_SHAPE_SO_SUBTRACT && !isTranslucent { givenBack = rectangles }
        }
        return givenBack
    }

    /// Draws the kept pixels of `rectangles` (window pixels the shape just gave back, whose kept
    /// pixels are what was below them: they are clear) onto the root, through the windows there
    /// (`IncludeInferiors`). The X server paints pixels given back to a window with that window's
    /// background (black for i3's frames) and its client draws them again when it gets to the
    /// exposure, a tenth of a second later on a busy desktop; drawn at once with what was there,
    /// they never show black. The client's own drawing then replaces them.
    func restoreBelow(_ rectangles: [ShapeRectangle], from bytes: X11KeptRows, width: Int, height: Int) {
        guard !rectangles.isEmpty, !isTranslucent, let origin else { return }
        let connection = display.connection
        if restorer == 0 {
            restorer = xcb_generate_id(connection)
            // Values in the order of their mask bits: subwindow mode, graphics exposures.
            let values: [UInt32] = [UInt32(XCB_SUBWINDOW_MODE_INCLUDE_INFERIORS.rawValue), 0]
            xcb_create_gc(
                connection, restorer, display.root,
                XCB_GC_SUBWINDOW_MODE.rawValue | XCB_GC_GRAPHICS_EXPOSURES.rawValue, values)
        }
        let clip = rectangles.map {
            xcb_rectangle_t(
                x: Int16(clamping: origin.x + $0.x), y: Int16(clamping: origin.y + $0.y), width: UInt16($0.width),
                height: UInt16($0.height))
        }
        xcb_set_clip_rectangles(
            connection, UInt8(XCB_CLIP_ORDERING_UNSORTED.rawValue), restorer, 0, 0, UInt32(clip.count), clip)
        let top = rectangles.map(\.y).min() ?? 0
        let bottom = rectangles.map { $0.y + $0.height }.max() ?? 0
        bytes.put(
            rows: top..<bottom, width: width, height: height, stride: format.stride(width: width), depth: depth,
            drawable: display.root, context: restorer, corner: origin)
    }

    /// Unmaps the window (it keeps its last image for the next ``show(_:x:y:)``); flushes.
    public func hide() {
        guard !isDestroyed, isMapped else { return }
        xcb_unmap_window(display.connection, id)
        isMapped = false
        display.flush()
    }

    /// Destroys the window, its background pixmap, graphics context and colormap; the window
    /// shows nothing after.
    /// Safe to call twice (the second does nothing).
    public func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        let connection = display.connection
        xcb_destroy_window(connection, id)
        if background != 0 { xcb_free_pixmap(connection, background) }
        if restorer != 0 { xcb_free_gc(connection, restorer) }
        xcb_free_gc(connection, context)
        if colormap != 0 { xcb_free_colormap(connection, colormap) }
        display.flush()
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
