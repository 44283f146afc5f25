/// What happened on the compositor, for the notification server's loop. Surfaces are named by
/// their `WaylandSurface/id`; points are in the surface's pixels (surface coordinates times its
/// buffer scale), top-left origin, as the caller drew them.
public enum WaylandEvent: Sendable, Hashable {
    /// A mouse button was pressed on a surface: the button, numbered as X numbers them (1 left,
    /// 2 middle, 3 right; 4 and 5 the wheel up and down, from axis events), and where.
    case button(surface: UInt32, button: Int, x: Int, y: Int)
    /// A mouse button pressed on a surface was released, at (x, y) of the surface the pointer is
    /// on (the compositor keeps the pointer on the pressed surface until the release).
    case release(surface: UInt32, button: Int, x: Int, y: Int)
    /// The pointer came onto a surface's input region, at (x, y).
    case enter(surface: UInt32, x: Int, y: Int)
    /// The pointer left a surface.
    case leave(surface: UInt32)
    /// The pointer moved on a surface, to (x, y) (consecutive moves on one surface in one drain
    /// come as the last).
    case motion(surface: UInt32, x: Int, y: Int)
    /// A finger touched a surface: its touch point's id and where.
    case touchDown(surface: UInt32, id: Int32, x: Int, y: Int)
    /// A touching finger moved, to (x, y) on the surface it went down on.
    case touchMotion(surface: UInt32, id: Int32, x: Int, y: Int)
    /// A finger left the surface it went down on.
    case touchUp(surface: UInt32, id: Int32)
    /// The compositor took the touch sequence over (a gesture of its own): every touch point ended.
    case touchCancel
    /// The compositor asks for the surface's next frame: a good time to draw (the frame
    /// callback of its last commit is done).
    case frame(surface: UInt32)
    /// The compositor closed the surface (its output went away): it shows nothing any more; make
    /// another.
    case closed(surface: UInt32)
    /// An output came, went or changed: ask `monitors()` again.
    case monitorsChanged
}
