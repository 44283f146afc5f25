import CWayland
import CWaylandProtocols
import ToastDisplay

/// Where on its output a layer surface sits: a corner, the middle of an edge, or the centre.
public enum WaylandAnchor: String, Sendable, CaseIterable {
    case topLeft, top, topRight, left, center, right, bottomLeft, bottom, bottomRight

    /// The layer shell's anchor bits (`zwlr_layer_surface_v1.anchor`): the edges it keeps to.
    var edges: UInt32 {
        let top = ZWLR_LAYER_SURFACE_V1_ANCHOR_TOP.rawValue
        let bottom = ZWLR_LAYER_SURFACE_V1_ANCHOR_BOTTOM.rawValue
        let left = ZWLR_LAYER_SURFACE_V1_ANCHOR_LEFT.rawValue
        let right = ZWLR_LAYER_SURFACE_V1_ANCHOR_RIGHT.rawValue
        return switch self {
        case .topLeft: top | left
        case .top: top
        case .topRight: top | right
        case .left: left
        case .center: 0
        case .right: right
        case .bottomLeft: bottom | left
        case .bottom: bottom
        case .bottomRight: bottom | right
        }
    }
}

/// The space a layer surface keeps from the edges it is anchored to, in logical pixels.
public struct WaylandMargins: Sendable, Hashable {
    public var top: Int
    public var right: Int
    public var bottom: Int
    public var left: Int

    /// Margins with these values.
    public init(top: Int = 0, right: Int = 0, bottom: Int = 0, left: Int = 0) {
        self.top = top
        self.right = right
        self.bottom = bottom
        self.left = left
    }
}

/// A notification surface: a `wl_surface` with the wlr layer shell's role, on the overlay layer,
/// anchored by ``anchor`` with ``margins``, taking no room from other windows (exclusive zone 0)
/// and never the keyboard. It shows premultiplied ARGB32 pixels, whole or in areas, through two
/// `wl_shm` buffers; a buffer is drawn into only once the compositor released it. Made by
/// ``WaylandConnection/makeSurface(anchor:margins:monitor:)``; used from the connection's thread;
/// destroyed when released.
public final class WaylandSurface {
    /// The connection the surface lives on.
    let connection: WaylandConnection
    /// The `wl_surface` and its `zwlr_layer_surface_v1`.
    let surface: OpaquePointer
    let layerSurface: OpaquePointer
    /// The surface's id (the `wl_surface`'s protocol id), which events carry.
    public let id: UInt32
    /// The corner or edge it keeps to, and how far from it.
    public let anchor: WaylandAnchor
    /// The margins from the anchored edges (``move(margins:)`` changes them).
    public private(set) var margins: WaylandMargins
    /// The output it was put on (`nil`: the compositor's choice, the focused output on sway).
    public let monitor: WaylandMonitor?
    /// Pixels per logical pixel (`wl_surface.set_buffer_scale`): the output's integer scale,
    /// unless the maker asked for another (1: the compositor scales the pixels up).
    public let scale: Int
    /// The two buffers.
    let buffers: WaylandBufferPool
    /// Whether the first commit (without a buffer) was sent, and whether the compositor's
    /// configure for it came and was acknowledged: pixels are attached only then.
    var isCommitted = false
    var isConfigured = false
    /// The buffer drawn before the surface was configured, attached (all of it damaged) at the
    /// configure; the compositor does not hold it, but it is kept from being drawn into.
    var waiting: WaylandBuffer?
    /// The buffer last attached (the compositor shows it), its size.
    var shown: WaylandBuffer?
    /// The logical size last asked for (`set_size`).
    var size: (width: Int, height: Int)?
    /// The frame callback of the last commit, until it is done.
    var frameCallback: OpaquePointer?
    /// The input region in pixels (`nil`: the whole surface), and whether the compositor is yet to be told.
    var inputRegion: [WaylandRectangle]?
    var inputRegionChanged = false
    /// Whether the compositor closed the surface, or ``destroy()`` ran.
    public private(set) var isClosed = false
    var isDestroyed = false

    init(
        connection: WaylandConnection, anchor: WaylandAnchor, margins: WaylandMargins, monitor: WaylandMonitor?,
        scale requested: Int?
    ) throws {
        guard let compositor = connection.compositor, let layerShell = connection.layerShell,
            let shm = connection.shm, let surface = wl_compositor_create_surface(compositor.proxy)
        else { throw connection.failure ?? connection.missing("wl_compositor", "surfaces") }
        let output = monitor.flatMap { monitor in connection.outputs.values.first { $0.global == monitor.global } }
        guard
            let layerSurface = zwlr_layer_shell_v1_get_layer_surface(
                layerShell.proxy, surface, output?.proxy, ZWLR_LAYER_SHELL_V1_LAYER_OVERLAY.rawValue,
                "notifications")
        else {
            wl_surface_destroy(surface)
            throw connection.failure ?? connection.missing("zwlr_layer_shell_v1", "the wlr layer shell")
        }
        self.connection = connection
        self.surface = surface
        self.layerSurface = layerSurface
        self.anchor = anchor
        self.margins = margins
        self.monitor = monitor
        scale = connection.scalesBuffers ? max(1, requested ?? output?.scale ?? 1) : 1
        id = wl_proxy_get_id(surface)
        buffers = WaylandBufferPool(socket: connection.socket, shm: shm, listener: connection.listeners.buffer)
        zwlr_layer_surface_v1_add_listener(
            layerSurface, connection.listeners.layerSurface, Unmanaged.passUnretained(self).toOpaque())
        zwlr_layer_surface_v1_set_anchor(layerSurface, anchor.edges)
        zwlr_layer_surface_v1_set_margin(
            layerSurface, Int32(clamping: margins.top), Int32(clamping: margins.right), Int32(clamping: margins.bottom),
            Int32(clamping: margins.left))
        zwlr_layer_surface_v1_set_exclusive_zone(layerSurface, 0)
        zwlr_layer_surface_v1_set_keyboard_interactivity(
            layerSurface, ZWLR_LAYER_SURFACE_V1_KEYBOARD_INTERACTIVITY_NONE.rawValue)
        if scale > 1 { wl_surface_set_buffer_scale(surface, Int32(scale)) }
        connection.surfaces[surface] = WeakSurface(surface: self)
    }

    deinit {
        destroy()
    }

    /// Shows `pixels` (the whole surface; its size in pixels, each way a multiple of ``scale``):
    /// copies them into a free buffer, sets the surface's size, damages it all and commits (at
    /// once when the surface is configured, else when its configure comes); flushes.
    /// - Returns: `false`, showing nothing new, when both buffers are still the compositor's
    ///   (show again after the next `WaylandEvent.frame`), the surface is closed, or the pixels
    ///   are not a size a surface takes (then it is hidden, as an X window is).
    /// - Throws: ``WaylandError``: the connection's ``WaylandConnection/failure`` once it broke,
    ///   or why the buffer's memory cannot be made.
    public func show(_ pixels: WaylandPixelRows) throws -> Bool {
        if let failure = connection.failure { throw failure }
        guard !isClosed else { return false }
        guard pixels.isShowable, pixels.width % scale == 0, pixels.height % scale == 0 else {
            hide()
            return false
        }
        guard let buffer = try buffers.free(width: pixels.width, height: pixels.height) else { return false }
        buffer.copy(WaylandRectangle(x: 0, y: 0, width: pixels.width, height: pixels.height), of: pixels)
        buffer.missing = []
        buffers.other(than: buffer)?.missing = nil
        let logical = (width: pixels.width / scale, height: pixels.height / scale)
        if size.map({ $0 != logical }) ?? true {
            zwlr_layer_surface_v1_set_size(layerSurface, UInt32(logical.width), UInt32(logical.height))
            size = logical
        }
        present(buffer, damage: nil)
        return true
    }

    /// Sends new pixels for the `areas` (surface pixels) of the surface, whose size stays that of
    /// the last ``show(_:)``; `pixels` are the whole surface's new pixels, lent by the caller. The
    /// free buffer gets the areas, and the areas it lacked since it was last drawn into (changed
    /// while the other buffer was); the compositor is told only `areas` are damaged.
    /// - Returns: `false`, changing nothing, when nothing is shown, `pixels` are not the surface's
    ///   size, an area is empty or outside it (show the whole image instead), or both buffers are
    ///   the compositor's (draw again after the next frame).
    /// - Throws: ``WaylandError``: the connection's ``WaylandConnection/failure`` once it broke,
    ///   or why the buffer's memory cannot be made.
    public func update(_ areas: [WaylandRectangle], of pixels: WaylandPixelRows) throws -> Bool {
        if let failure = connection.failure { throw failure }
        guard !isClosed, let current = waiting ?? shown, pixels.width == current.width,
            pixels.height == current.height,
            areas.allSatisfy({ $0.isInside(width: pixels.width, height: pixels.height) })
        else { return false }
        guard let buffer = try buffers.free(width: pixels.width, height: pixels.height) else { return false }
        let whole = WaylandRectangle(x: 0, y: 0, width: pixels.width, height: pixels.height)
        for area in buffer.missing ?? [whole] { buffer.copy(area, of: pixels) }
        for area in areas { buffer.copy(area, of: pixels) }
        buffer.missing = []
        buffers.other(than: buffer)?.lacks(areas)
        present(buffer, damage: areas)
        return true
    }

    /// Sets the part of the surface that takes the pointer and touch (rectangles in its pixels,
    /// divided by the scale and rounded outwards; `nil` for the whole surface; an empty list for
    /// none): events elsewhere go to what is below. Told the compositor with the next commit, at
    /// once when the surface shows something.
    public func setInputRegion(_ rectangles: [WaylandRectangle]?) {
        guard !isClosed else { return }
        inputRegion = rectangles
        inputRegionChanged = true
        if isConfigured, shown != nil {
            applyInputRegion()
            wl_surface_commit(surface)
            connection.flush()
        }
    }

    /// Moves the surface: `margins` from the edges it is anchored to, from its next commit (the
    /// next ``show(_:)`` or ``update(_:of:)``); nothing is sent when they are those it has.
    public func move(margins: WaylandMargins) {
        guard !isClosed, margins != self.margins else { return }
        self.margins = margins
        zwlr_layer_surface_v1_set_margin(
            layerSurface, Int32(clamping: margins.top), Int32(clamping: margins.right), Int32(clamping: margins.bottom),
            Int32(clamping: margins.left))
    }

    /// Unmaps the surface (a commit with no buffer); the next ``show(_:)`` maps it again (a
    /// commit without a buffer, then its pixels at the configure that answers it); flushes.
    public func hide() {
        guard !isDestroyed, isCommitted else { return }
        waiting?.isBusy = false
        waiting = nil
        wl_surface_attach(surface, nil, 0, 0)
        wl_surface_commit(surface)
        isCommitted = false
        isConfigured = false
        shown = nil
        connection.flush()
    }

    /// Destroys the surface, its layer surface, frame callback and buffers; it shows nothing
    /// after. Safe to call twice (the second does nothing).
    public func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        isClosed = true
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
        waiting = nil
        shown = nil
        zwlr_layer_surface_v1_destroy(layerSurface)
        wl_surface_destroy(surface)
        buffers.buffers = [nil, nil]
        buffers.dropPool()
        connection.surfaces[surface] = nil
        connection.flush()
    }

    /// Attaches `buffer` and commits it with its damage (`nil`: all of it), the input region if it
    /// changed and a frame callback if none is pending; before the surface is configured, sends
    /// the first commit (no buffer) instead and keeps the buffer for the configure.
    func present(_ buffer: WaylandBuffer, damage: [WaylandRectangle]?) {
        guard isConfigured else {
            // Nothing was attached since the surface was (re)made: the first attach damages all.
            if let waiting, waiting !== buffer { waiting.isBusy = false }
            waiting = buffer
            buffer.isBusy = true
            if !isCommitted {
                wl_surface_commit(surface)
                isCommitted = true
            }
            connection.flush()
            return
        }
        wl_surface_attach(surface, buffer.proxy, 0, 0)
        let areas = damage ?? [WaylandRectangle(x: 0, y: 0, width: buffer.width, height: buffer.height)]
        for area in areas {
            if wl_proxy_get_version(surface) >= 4 {
                wl_surface_damage_buffer(
                    surface, Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
            } else {
                let logical = logicalArea(area)
                wl_surface_damage(
                    surface, Int32(logical.x), Int32(logical.y), Int32(logical.width), Int32(logical.height))
            }
        }
        if inputRegionChanged { applyInputRegion() }
        if frameCallback == nil, let callback = wl_surface_frame(surface) {
            frameCallback = callback
            wl_callback_add_listener(callback, connection.listeners.frame, Unmanaged.passUnretained(self).toOpaque())
        }
        wl_surface_commit(surface)
        buffer.isBusy = true
        shown = buffer
        connection.flush()
    }

    /// `area` (surface pixels) in logical pixels, rounded outwards.
    func logicalArea(_ area: WaylandRectangle) -> WaylandRectangle {
        let left = area.x / scale
        let top = area.y / scale
        let right = (area.x + area.width + scale - 1) / scale
        let bottom = (area.y + area.height + scale - 1) / scale
        return WaylandRectangle(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Tells the compositor the input region (`wl_compositor.create_region`, `wl_region.add`,
    /// `wl_surface.set_input_region`); it takes effect with the next commit.
    func applyInputRegion() {
        inputRegionChanged = false
        guard let rectangles = inputRegion else {
            wl_surface_set_input_region(surface, nil)
            return
        }
        guard let compositor = connection.compositor, let region = wl_compositor_create_region(compositor.proxy)
        else { return }
        for rectangle in rectangles where rectangle.width > 0 && rectangle.height > 0 {
            let logical = logicalArea(rectangle)
            wl_region_add(region, Int32(logical.x), Int32(logical.y), Int32(logical.width), Int32(logical.height))
        }
        wl_surface_set_input_region(surface, region)
        wl_region_destroy(region)
    }

    /// The compositor's configure: acknowledged, and the buffer kept for it attached.
    func configure(serial: UInt32, width: Int, height: Int) {
        guard !isDestroyed else { return }
        zwlr_layer_surface_v1_ack_configure(layerSurface, serial)
        let first = !isConfigured
        isConfigured = true
        if let waiting {
            self.waiting = nil
            present(waiting, damage: nil)
        } else if !first {
            wl_surface_commit(surface)
        }
    }

    /// The compositor closed the surface (its output went): it can show nothing any more.
    func closedByCompositor() {
        guard !isClosed else { return }
        isClosed = true
        connection.report(.closed(surface: id))
    }

    /// The frame callback is done: the compositor would take the next frame.
    func frameDone() {
        if let frameCallback { wl_callback_destroy(frameCallback) }
        frameCallback = nil
        connection.report(.frame(surface: id))
    }
}

extension WaylandConnection {
    /// A new layer surface on `monitor` (`nil`: the compositor's choice) anchored by `anchor`,
    /// `margins` from its edges, drawn at `scale` pixels per logical pixel (`nil`: the output's
    /// integer scale); it shows nothing until ``WaylandSurface/show(_:)``.
    /// - Throws: ``WaylandError`` when the connection broke.
    public func makeSurface(
        anchor: WaylandAnchor, margins: WaylandMargins = WaylandMargins(), monitor: WaylandMonitor? = nil,
        scale: Int? = nil
    ) throws -> WaylandSurface {
        try WaylandSurface(connection: self, anchor: anchor, margins: margins, monitor: monitor, scale: scale)
    }
}
