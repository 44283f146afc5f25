/// Premultiplied ARGB32 pixels lent for the length of a call: `height` rows of `width` pixels,
/// each row `stride` bytes after the one before, from the top-left pixel at the start of
/// `bytes`; each pixel a 32-bit `0xAARRGGBB` value in the machine's byte order, as a Cairo image
/// surface holds them and as `wl_shm`'s `argb8888` format takes them: a surface copies the rows
/// into its buffer with no conversion.
public struct WaylandPixelRows {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The bytes from one row's start to the next's.
    public let stride: Int
    /// The rows: at least `(height − 1) × stride + width × 4` bytes.
    public let bytes: UnsafeRawBufferPointer

    /// Rows of these pixels.
    /// - Precondition: sizes not negative, `stride` at least `width × 4`, and `bytes` as large as
    ///   the rows need.
    public init(width: Int, height: Int, stride: Int, bytes: UnsafeRawBufferPointer) {
        precondition(width >= 0 && height >= 0 && stride >= width * 4)
        precondition(height == 0 || width == 0 || bytes.count >= (height - 1) * stride + width * 4)
        self.width = width
        self.height = height
        self.stride = stride
        self.bytes = bytes
    }

    /// Whether a surface can show them: 1 to ``WaylandLimits/surfaceSide`` pixels each way.
    public var isShowable: Bool { WaylandLimits.isSurfaceSize(width: width, height: height) }
}

/// A rectangle of a surface's pixels (buffer pixels, top-left origin).
public struct WaylandRectangle: Sendable, Hashable {
    /// The left edge.
    public var x: Int
    /// The top edge.
    public var y: Int
    /// The width.
    public var width: Int
    /// The height.
    public var height: Int

    /// A rectangle with these values.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether it is not empty and lies inside a `width` × `height` surface.
    func isInside(width: Int, height: Int) -> Bool {
        x >= 0 && y >= 0 && self.width > 0 && self.height > 0 && x + self.width <= width && y + self.height <= height
    }

    /// The smallest rectangle holding both.
    func union(_ other: WaylandRectangle) -> WaylandRectangle {
        let left = min(x, other.x)
        let top = min(y, other.y)
        let right = max(x + width, other.x + other.width)
        let bottom = max(y + height, other.y + other.height)
        return WaylandRectangle(x: left, y: top, width: right - left, height: bottom - top)
    }
}
