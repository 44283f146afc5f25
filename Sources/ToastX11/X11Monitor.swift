import ToastDisplay

/// A monitor as RandR 1.5 describes it (`GetMonitors`): its name, where it is on the root window
/// and whether it is the primary one.
public struct X11Monitor: Sendable, Hashable {
    /// The monitor's name (`DP-1`, a name given to `xrandr --setmonitor`; `screen` when RandR
    /// describes none), at most ``X11Limits/monitorName`` bytes of UTF-8.
    public var name: String
    /// The left edge in root-window pixels.
    public var x: Int
    /// The top edge in root-window pixels.
    public var y: Int
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int
    /// Whether RandR marks it primary.
    public var isPrimary: Bool

    /// A monitor with these values.
    public init(name: String, x: Int, y: Int, width: Int, height: Int, isPrimary: Bool) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isPrimary = isPrimary
    }

    /// Whether the root-window point (`px`, `py`) is on this monitor (its right and bottom edges
    /// excluded).
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}

/// Which monitor shows notifications when the theme names none (ToastDisplay's `DisplayFollow`):
/// under the pointer, holding the centre of the window with the keyboard focus (the window
/// manager's `_NET_ACTIVE_WINDOW`), or the primary one.
public typealias X11Follow = DisplayFollow
