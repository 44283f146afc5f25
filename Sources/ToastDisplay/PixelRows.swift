/// Premultiplied ARGB32 pixels lent for the length of a call: `height` rows of `width` pixels,
/// each row `stride` bytes after the one before, from the top-left pixel at the start of
/// `bytes`; each pixel a 32-bit `0xAARRGGBB` value in the machine's byte order, as a Cairo image
/// surface holds them (the renderer's frame lends its own memory so, and each display edge
/// converts or copies the rows into what it shows: an X window's format, a `wl_shm` buffer).
public struct PixelRows {
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

    /// Whether they are 1 to `side` pixels each way (each edge's largest window or surface).
    public func fits(side: Int) -> Bool {
        width >= 1 && height >= 1 && width <= side && height <= side
    }

    /// The byte where row `row` starts.
    public func start(of row: Int) -> Int { row &* stride }

    /// The pixels of the area at (`x`, `y`) of these, `width` × `height`, lent from the same memory.
    /// - Precondition: the area lies inside.
    public func area(x: Int, y: Int, width: Int, height: Int) -> PixelRows {
        precondition(x >= 0 && y >= 0 && width >= 0 && height >= 0)
        precondition(x + width <= self.width && y + height <= self.height)
        guard width > 0, height > 0 else {
            return PixelRows(
                width: width, height: height, stride: stride, bytes: UnsafeRawBufferPointer(rebasing: bytes[0..<0]))
        }
        let first = y * stride + x * 4
        let count = (height - 1) * stride + width * 4
        return PixelRows(
            width: width, height: height, stride: stride,
            bytes: UnsafeRawBufferPointer(rebasing: bytes[first..<first + count]))
    }
}
