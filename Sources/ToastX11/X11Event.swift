/// What happened on the display, for the notification server's loop.
public enum X11Event: Sendable, Hashable {
    /// A mouse button was pressed in a window: the button (1 left, 2 middle, 3 right, 4 and 5
    /// the wheel) and where, relative to the window's top-left corner.
    case button(window: UInt32, button: Int, x: Int, y: Int)
    /// The pointer came into a window, at (x, y) relative to it (a pointer warped onto a
    /// window may send no motion: the entry says where it is).
    case enter(window: UInt32, x: Int, y: Int)
    /// The pointer left a window.
    case leave(window: UInt32)
    /// The pointer moved in a window, to (x, y) relative to it (consecutive moves in one drain
    /// come as the last).
    case motion(window: UInt32, x: Int, y: Int)
    /// The pointer moved with button 1 held since it was pressed in a window (the window the
    /// press grabbed the pointer for), to (x, y) relative to it, even outside it (consecutive
    /// drags in one drain come as the last).
    case drag(window: UInt32, x: Int, y: Int)
    /// A mouse button pressed in a window was released, at (x, y) relative to that window.
    case release(window: UInt32, button: Int, x: Int, y: Int)
    /// Part of a window was uncovered and has been drawn again from its last image.
    case exposed(window: UInt32)
    /// RandR says the screen or its monitors changed: ask `monitors()` again.
    case monitorsChanged
}
