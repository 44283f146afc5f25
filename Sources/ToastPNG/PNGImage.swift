/// Decoded pixels: RGBA, 8 bits per channel, straight (not premultiplied) alpha, rows top to
/// bottom with no padding, exactly as the file stores them (16-bit samples scaled to 8 bits,
/// grey and palette expanded; gamma and colour-space chunks not applied).
public struct PNGImage: Sendable, Hashable {
    /// Pixels a row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A.
    public let pixels: [UInt8]

    /// - Precondition: `pixels.count == width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(
            pixels.count == width * height * 4,
            "a \(width)×\(height) picture has \(width * height * 4) bytes, got \(pixels.count)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
