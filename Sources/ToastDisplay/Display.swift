/// A monitor as a display edge describes it: its name (RandR's `DP-1` on X11, the output's
/// `HEADLESS-1` on Wayland), where it is in the desktop's layout, in pixels at scale 1, and the
/// integer scale its surfaces are drawn at.
public struct DisplayMonitor: Sendable, Hashable {
    /// The monitor's name, as the user names it to `--monitor`.
    public var name: String
    /// Its place and size in the layout (the root window's pixels on X11, the compositor's
    /// logical pixels on Wayland).
    public var frame: PixelRectangle
    /// Pixels per layout pixel of a surface shown on it (Wayland's `wl_output.scale`; 1 on
    /// X11): the monitor's pixels, which areas given to `DisplaySurface.show(_:at:on:moving:)`
    /// and surface points are in, are `frame`'s size times this.
    public var scale: Int

    /// A monitor with these values.
    public init(name: String, frame: PixelRectangle, scale: Int = 1) {
        self.name = name
        self.frame = frame
        self.scale = max(1, scale)
    }
}

/// Which monitor shows notifications when none is named: where the user is.
public enum DisplayFollow: String, Sendable, CaseIterable {
    /// The monitor under the pointer.
    case mouse
    /// The monitor holding the window with the keyboard focus.
    case keyboard
    /// The primary monitor (or the first).
    case none
}

/// The corner of its monitor a surface keeps to: the notification display names the corner
/// nearest its toasts' position, and an edge that places surfaces by anchors (Wayland's layer
/// shell) anchors the surface there, with margins that put it at its area.
public struct DisplayCorner: Sendable, Hashable {
    /// Whether the surface keeps to the bottom edge (else the top).
    public var bottom: Bool
    /// Whether the surface keeps to the right edge (else the left).
    public var right: Bool

    /// A corner.
    public init(bottom: Bool, right: Bool) {
        self.bottom = bottom
        self.right = right
    }
}

/// What happened on the display, for the notification display's loop. Surfaces are named by
/// their `DisplaySurface.id`; points are in the surface's pixels, top-left origin.
public enum DisplayEvent: Sendable, Hashable {
    /// A mouse button was pressed on a surface (1 left, 2 middle, 3 right, 4 and 5 the wheel),
    /// or a finger touched it (as button 1), at (x, y).
    case button(surface: UInt32, button: Int, x: Int, y: Int)
    /// The pointer moved while button 1 was held since it was pressed on a surface, or the
    /// finger that touched a surface moved: to (x, y) of that surface (consecutive moves in one
    /// poll may come as the last).
    case drag(surface: UInt32, x: Int, y: Int)
    /// A button pressed on a surface was released, or the finger that touched it lifted, at
    /// (x, y) of that surface (a finger as button 1).
    case release(surface: UInt32, button: Int, x: Int, y: Int)
    /// The press or touch in progress ended without a release seen here (the compositor took a
    /// touch over for a gesture of its own; the pointer left the surfaces with its button down):
    /// a drag ends where it last was, a press that did not move clicks nothing.
    case pressCancelled
    /// The pointer came onto, moved on or left a surface: ask `DisplayConnection.pointer()` where it rests.
    case pointerMoved
    /// The monitors changed: ask for them again and show every surface again.
    case monitorsChanged
    /// The display took a surface away (its monitor went): show it again, on a new surface.
    case surfaceLost(surface: UInt32)
    /// The display would take a new frame (a good time to draw what a busy surface refused).
    case frame
}

/// Where the pointer rests on one of the connection's surfaces, in that surface's pixels.
public struct DisplayPointer: Sendable, Hashable {
    /// The surface's `DisplaySurface.id`.
    public var surface: UInt32
    /// The point's column on it.
    public var x: Int
    /// The point's row on it.
    public var y: Int

    /// A pointer at (`x`, `y`) on `surface`.
    public init(surface: UInt32, x: Int, y: Int) {
        self.surface = surface
        self.x = x
        self.y = y
    }
}

/// A connection to a display (an X server, a Wayland compositor) as the notification display
/// needs it: its monitors and the active one, surfaces that show pixels, input, and what a loop
/// waits on. X11 and Wayland each conform in their own module (`X11Display`, `WaylandDisplay`);
/// used from one thread.
public protocol DisplayConnection: AnyObject {
    /// The descriptor to wait on (readable when the display sent something: then call
    /// ``pendingEvents()``).
    var descriptor: Int32 { get }
    /// Why the connection no longer works, or `nil` while it works (a broken connection's
    /// descriptor stays readable: a loop stops on it).
    var failure: (any Error)? { get }
    /// Sends the requests made so far.
    func flush()
    /// The events received, without waiting. A call that asked the display something since the
    /// last poll may have left events here that the descriptor no longer shows: call this before
    /// waiting.
    func pendingEvents() -> [DisplayEvent]
    /// The monitor named `name` exactly, or `nil`.
    func monitor(named name: String) -> DisplayMonitor?
    /// The monitor where the user is, as `follow` says (an edge that cannot tell gives its first).
    func activeMonitor(_ follow: DisplayFollow) -> DisplayMonitor
    /// A new surface keeping to `corner` of the monitor it is shown on; it shows nothing until
    /// `DisplaySurface.show(_:at:on:)`.
    func makeSurface(corner: DisplayCorner) throws -> any DisplaySurface
    /// Where the pointer rests, when it is on one of this connection's surfaces (asked of the
    /// display or kept from its events); `nil` elsewhere.
    func pointer() -> DisplayPointer?
}

/// One surface of notifications (an X window, a layer-shell surface): premultiplied pixels shown
/// whole at an area of a monitor, or in damaged areas; the part that takes the pointer.
public protocol DisplaySurface: AnyObject {
    /// The id events carry.
    var id: UInt32 { get }
    /// Shows `pixels` whole with their top-left corner at `area`'s (pixels of `monitor`, its
    /// frame's size times its scale, each side of `area` a multiple of the scale; `pixels` are
    /// `area`'s size); pixels no surface can take hide it instead. `moving` says whether the
    /// cards are moving (an edge with no compositor keeps what it covered covered until they
    /// rest, so that what is below is not shown unpainted between frames).
    /// - Returns: `false` when nothing new could be shown now (the display still holds the
    ///   surface's buffers, or it was taken away): show it again at the next frame.
    func show(_ pixels: PixelRows, at area: PixelRectangle, on monitor: DisplayMonitor, moving: Bool) throws -> Bool
    /// Sends new pixels for `areas` (surface pixels) of the surface shown last; `pixels` are the
    /// whole surface's new pixels; `moving` as for `show`. The first update at rest after a
    /// motion is sent even with no area (`areas` empty).
    /// - Returns: `false`, changing nothing, when that cannot be done (nothing shown, another
    ///   size, an area outside, buffers busy): show the whole pixels instead.
    func update(_ areas: [PixelRectangle], of pixels: PixelRows, moving: Bool) throws -> Bool
    /// The parts of the surface (its pixels) that take the pointer, for an edge that is told so
    /// (an X window's shape follows its pixels' alpha instead).
    func setInputRegion(_ areas: [PixelRectangle])
    /// Destroys the surface; it shows nothing after.
    func destroy()
}
