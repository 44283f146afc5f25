/// An output as the compositor describes it (`wl_output`, with `zxdg_output_v1`'s logical place
/// and name when the compositor offers xdg-output): its name, where it is in the compositor's
/// layout, its size there and its integer scale.
public struct WaylandMonitor: Sendable, Hashable {
    /// The output's name (`HEADLESS-1`, `DP-1`), at most ``WaylandLimits/outputName`` bytes of
    /// UTF-8: xdg-output's name, else wl_output's (version 4), else `wl_output-N` with the
    /// output's global name N.
    public var name: String
    /// The output's description (`Headless output 1`), or empty.
    public var description: String
    /// The left edge in the layout's logical pixels.
    public var x: Int
    /// The top edge in the layout's logical pixels.
    public var y: Int
    /// The width in logical pixels (the mode's width divided by the scale without xdg-output).
    public var width: Int
    /// The height in logical pixels.
    public var height: Int
    /// The integer scale (`wl_output.scale`): a surface on it draws this many pixels per logical one.
    public var scale: Int
    /// The `wl_output` global's name, which a surface is put on.
    public var global: UInt32

    /// A monitor with these values.
    public init(
        name: String, description: String, x: Int, y: Int, width: Int, height: Int, scale: Int, global: UInt32
    ) {
        self.name = name
        self.description = description
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.scale = scale
        self.global = global
    }

    /// Whether the layout point (`px`, `py`) is on this output (its right and bottom edges excluded).
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }
}
