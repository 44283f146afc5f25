import ToastDisplay

/// ToastWayland as the notification display's `DisplayConnection`: a ``WaylandConnection`` whose
/// surfaces are layer-shell ``WaylandSurface``s on the output shown on, anchored to the corner
/// the display names and moved to their area by margins from its edges (exclusive zone 0).
public final class WaylandDisplay: DisplayConnection {
    /// The connection wrapped.
    public let connection: WaylandConnection
    /// Whether the pointer's button 1 is down (its motion is then a drag).
    private var held = false
    /// The finger followed (the first down of those touching) and where it last was.
    private var finger: (id: Int32, x: Int, y: Int)?

    /// Connects to `display` (a socket name or path), or to `$WAYLAND_DISPLAY` when `nil`.
    /// - Throws: ``WaylandError`` naming the socket when the connection fails or lacks a global
    ///   the surfaces need.
    public init(display: String?) throws {
        connection = try WaylandConnection(display: display)
    }

    /// The connection's descriptor, for `Poll`.
    public var descriptor: Int32 { connection.descriptor }
    /// Why the connection no longer works (the compositor went away), or `nil`.
    public var failure: (any Error)? { connection.failure }
    /// Sends the requests made so far.
    public func flush() { connection.flush() }

    /// The connection's events: presses, wheel steps and touches (a finger down, as button 1) as
    /// buttons, releases and a lifted finger as releases, the pointer's motion with button 1
    /// held and a touching finger's motion as drags, the pointer's crossings and motion as one
    /// `pointerMoved`, a touch the compositor took over as `pressCancelled`, a closed surface as
    /// `surfaceLost`, a frame callback as `frame`, output changes as `monitorsChanged`. Of
    /// several fingers, the first down is the one followed.
    public func pendingEvents() -> [DisplayEvent] {
        var events: [DisplayEvent] = []
        func add(_ event: DisplayEvent) {
            if event == .pointerMoved || event == .frame, events.contains(event) { return }
            events.append(event)
        }
        for event in connection.pendingEvents() {
            switch event {
            case .button(let surface, let button, let x, let y):
                if button == 1 { held = true }
                add(.button(surface: surface, button: button, x: x, y: y))
            case .release(let surface, let button, let x, let y):
                if button == 1 { held = false }
                add(.release(surface: surface, button: button, x: x, y: y))
            case .motion(let surface, let x, let y):
                if held { add(.drag(surface: surface, x: x, y: y)) }
                add(.pointerMoved)
            case .enter:
                add(.pointerMoved)
            case .leave:
                // The release of a button held as the pointer leaves goes elsewhere: the press
                // ends where it last was.
                if held { add(.pressCancelled) }
                held = false
                add(.pointerMoved)
            case .touchDown(let surface, let id, let x, let y):
                guard finger == nil else { break }
                finger = (id, x, y)
                add(.button(surface: surface, button: 1, x: x, y: y))
            case .touchMotion(let surface, let id, let x, let y):
                guard finger?.id == id else { break }
                finger = (id, x, y)
                add(.drag(surface: surface, x: x, y: y))
            case .touchUp(let surface, let id):
                guard let down = finger, down.id == id else { break }
                finger = nil
                add(.release(surface: surface, button: 1, x: down.x, y: down.y))
            case .touchCancel:
                if finger != nil { add(.pressCancelled) }
                finger = nil
            case .frame:
                add(.frame)
            case .closed(let surface):
                add(.surfaceLost(surface: surface))
            case .monitorsChanged:
                add(.monitorsChanged)
            }
        }
        return events
    }

    /// The monitor named `name` exactly (the output's name), or `nil`.
    public func monitor(named name: String) -> DisplayMonitor? {
        connection.monitor(named: name).map { self.monitor($0) }
    }

    /// The first output: the protocol tells a client neither where the pointer is nor which
    /// window has the keyboard outside its own surfaces, so `follow` cannot be honoured here
    /// (name the output with `--monitor`). With no output yet, an empty one named `none`.
    public func activeMonitor(_ follow: DisplayFollow) -> DisplayMonitor {
        connection.monitors().first.map { self.monitor($0) }
            ?? DisplayMonitor(name: "none", frame: PixelRectangle(x: 0, y: 0, width: 0, height: 0))
    }

    /// A surface kept to `corner`; its layer surface is made at its first show, on the output shown on.
    /// - Throws: ``WaylandConnection/failure`` once the connection broke.
    public func makeSurface(corner: DisplayCorner) throws -> any DisplaySurface {
        if let failure = connection.failure { throw failure }
        return WaylandCornerSurface(display: self, corner: corner)
    }

    /// The pointer on one of the surfaces made here, from the compositor's last enter and motion.
    public func pointer() -> DisplayPointer? {
        guard let focus = connection.pointerFocus, let surface = connection.surface(focus.surface) else { return nil }
        return DisplayPointer(surface: surface.id, x: focus.x, y: focus.y)
    }

    /// A Wayland output as the seam describes it: its scale is the one its surfaces are drawn
    /// at (1 with a compositor too old to take a buffer's scale, which then scales them up).
    func monitor(_ monitor: WaylandMonitor) -> DisplayMonitor {
        DisplayMonitor(
            name: monitor.name,
            frame: PixelRectangle(x: monitor.x, y: monitor.y, width: monitor.width, height: monitor.height),
            scale: connection.scalesBuffers ? monitor.scale : 1)
    }

    /// The anchor of a corner.
    static func anchor(_ corner: DisplayCorner) -> WaylandAnchor {
        switch (corner.bottom, corner.right) {
        case (false, false): .topLeft
        case (false, true): .topRight
        case (true, false): .bottomLeft
        case (true, true): .bottomRight
        }
    }

    /// The margins that put a surface anchored to `corner` at `area` of a monitor `width` ×
    /// `height` (the two edges it is not anchored to get 0: the compositor ignores them).
    static func margins(for area: PixelRectangle, corner: DisplayCorner, width: Int, height: Int) -> WaylandMargins {
        WaylandMargins(
            top: corner.bottom ? 0 : area.y, right: corner.right ? width - area.x - area.width : 0,
            bottom: corner.bottom ? height - area.y - area.height : 0, left: corner.right ? 0 : area.x)
    }
}

/// A layer surface kept to a corner of the output it shows on: made at the first
/// ``show(_:at:on:)``, made again when shown on another output or after the compositor closed it.
final class WaylandCornerSurface: DisplaySurface {
    let display: WaylandDisplay
    let corner: DisplayCorner
    /// The layer surface, once shown.
    var surface: WaylandSurface?
    /// The input region asked for, and whether the surface has it.
    var inputRegion: [PixelRectangle] = []

    init(display: WaylandDisplay, corner: DisplayCorner) {
        self.display = display
        self.corner = corner
    }

    /// The layer surface's id (0 before it is made).
    var id: UInt32 { surface?.id ?? 0 }

    /// `moving` changes nothing here: the compositor shows what is below a surface's clear
    /// pixels itself.
    func show(_ pixels: PixelRows, at area: PixelRectangle, on monitor: DisplayMonitor, moving: Bool) throws -> Bool {
        let connection = display.connection
        let output = connection.monitor(named: monitor.name)
        // The area is in the monitor's pixels: its layout place is that divided by the scale.
        let scale = monitor.scale
        let logical = PixelRectangle(
            x: area.x / scale, y: area.y / scale, width: area.width / scale, height: area.height / scale)
        let margins = WaylandDisplay.margins(
            for: logical, corner: corner, width: monitor.frame.width, height: monitor.frame.height)
        if let surface, surface.isClosed || surface.monitor?.name != output?.name || surface.scale != scale {
            surface.destroy()
            self.surface = nil
        }
        let surface: WaylandSurface
        if let current = self.surface {
            surface = current
            surface.move(margins: margins)
        } else {
            // At the monitor's integer scale: the frames are drawn at it (their areas whole
            // multiples of it), so the compositor shows the pixels as they are.
            surface = try connection.makeSurface(
                anchor: WaylandDisplay.anchor(corner), margins: margins, monitor: output, scale: scale)
            self.surface = surface
            surface.inputRegion = inputRegion
            surface.inputRegionChanged = true
        }
        return try surface.show(pixels)
    }

    /// An update with no area sends nothing (`moving` changes nothing, as for `show`).
    func update(_ areas: [PixelRectangle], of pixels: PixelRows, moving: Bool) throws -> Bool {
        guard let surface, !surface.isClosed else { return false }
        if areas.isEmpty { return true }
        return try surface.update(areas, of: pixels)
    }

    /// Kept, and told the compositor with the surface's next commit.
    func setInputRegion(_ areas: [PixelRectangle]) {
        guard areas != inputRegion else { return }
        inputRegion = areas
        guard let surface, !surface.isClosed else { return }
        surface.inputRegion = areas
        surface.inputRegionChanged = true
    }

    func destroy() {
        surface?.destroy()
        surface = nil
    }
}
