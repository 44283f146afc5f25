import ToastDisplay

/// ToastX11 as the notification display's `DisplayConnection`: an ``X11Connection`` whose
/// surfaces are override-redirect ``X11Window``s placed at absolute root coordinates (the
/// monitor's corner plus the area's), their shape following their pixels' alpha.
public final class X11Display: DisplayConnection {
    /// The connection wrapped.
    public let connection: X11Connection
    /// The surfaces made here, held weakly (the caller owns them); a surface's window id may
    /// change while its cards move (``X11Window/id``), so they are found by asking each.
    var surfaces: [WeakX11Surface] = []

    /// Connects to `display` (`:93`), or to `$DISPLAY` when `nil`.
    /// - Throws: ``X11Error`` naming the display when the connection fails.
    public init(display: String?) throws {
        connection = try X11Connection(display: display)
    }

    /// The connection's descriptor, for `Poll`.
    public var descriptor: Int32 { connection.descriptor }
    /// Why the connection no longer works (the X server went away), or `nil`.
    public var failure: (any Error)? { connection.failure }
    /// Sends the requests made so far.
    public func flush() { connection.flush() }

    /// The connection's events: presses as buttons, releases and drags as themselves (a drag
    /// moves the pointer too), crossings and motion as one `pointerMoved`,
    /// RandR's changes as `monitorsChanged` (an exposure is drawn again by the window itself).
    public func pendingEvents() -> [DisplayEvent] {
        surfaces = surfaces.filter { $0.surface != nil }
        var events: [DisplayEvent] = []
        for event in connection.pendingEvents() {
            switch event {
            case .button(let window, let button, let x, let y):
                events.append(.button(surface: window, button: button, x: x, y: y))
            case .release(let window, let button, let x, let y):
                events.append(.release(surface: window, button: button, x: x, y: y))
            case .drag(let window, let x, let y):
                events.append(.drag(surface: window, x: x, y: y))
                if !events.contains(.pointerMoved) { events.append(.pointerMoved) }
            case .motion, .enter, .leave:
                if !events.contains(.pointerMoved) { events.append(.pointerMoved) }
            case .exposed:
                break
            case .monitorsChanged:
                events.append(.monitorsChanged)
            }
        }
        return events
    }

    /// The monitor named `name` exactly (RandR's name), or `nil`.
    public func monitor(named name: String) -> DisplayMonitor? {
        connection.monitor(named: name).map(Self.monitor)
    }

    /// The monitor under the pointer, holding the focused window, or the primary one, as
    /// `follow` says (``X11Connection/focusedMonitor(_:)``).
    public func activeMonitor(_ follow: DisplayFollow) -> DisplayMonitor {
        Self.monitor(connection.focusedMonitor(follow))
    }

    /// A new window (windows are placed by absolute coordinates: the corner is not needed).
    public func makeSurface(corner: DisplayCorner) throws -> any DisplaySurface {
        let surface = X11Surface(window: try connection.makeWindow())
        surfaces.append(WeakX11Surface(surface: surface))
        return surface
    }

    /// The pointer on one of the windows made here, asked of the server (`xcb_query_pointer`:
    /// the root's child under it), relative to where the window was last shown.
    public func pointer() -> DisplayPointer? {
        guard let pointer = connection.pointer(), let child = pointer.child,
            let surface = surfaces.lazy.compactMap(\.surface).first(where: { $0.id == child }),
            let origin = surface.window.origin
        else { return nil }
        return DisplayPointer(surface: child, x: pointer.x - origin.x, y: pointer.y - origin.y)
    }

    /// An X11 monitor as the seam describes it.
    static func monitor(_ monitor: X11Monitor) -> DisplayMonitor {
        DisplayMonitor(
            name: monitor.name,
            frame: PixelRectangle(x: monitor.x, y: monitor.y, width: monitor.width, height: monitor.height))
    }
}

/// An ``X11Window`` as a `DisplaySurface`: shown at the monitor's corner plus the area's.
final class X11Surface: DisplaySurface {
    let window: X11Window

    init(window: X11Window) {
        self.window = window
    }

    var id: UInt32 { window.id }

    func show(_ pixels: PixelRows, at area: PixelRectangle, on monitor: DisplayMonitor, moving: Bool) throws -> Bool {
        window.show(pixels, x: monitor.frame.x + area.x, y: monitor.frame.y + area.y, moving: moving)
        return true
    }

    func update(_ areas: [PixelRectangle], of pixels: PixelRows, moving: Bool) throws -> Bool {
        window.update(areas.map { ($0.x, $0.y, $0.width, $0.height) }, of: pixels, moving: moving)
    }

    /// Nothing to tell: the window's input shape is its pixels whose alpha is not 0.
    func setInputRegion(_ areas: [PixelRectangle]) {}

    func destroy() { window.destroy() }
}

/// A surface an ``X11Display`` made, held weakly.
struct WeakX11Surface {
    weak var surface: X11Surface?
}
