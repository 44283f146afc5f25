/// The facts of an `IHDR` chunk (PNG spec §11.2.2), checked.
public struct PNGHeader: Sendable, Hashable {
    /// How samples make up a pixel.
    public enum ColorType: UInt8, Sendable {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        /// Samples per pixel.
        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// The bit depths the colour type allows.
        var allowedDepths: [Int] {
            switch self {
            case .grey: [1, 2, 4, 8, 16]
            case .palette: [1, 2, 4, 8]
            case .rgb, .greyAlpha, .rgba: [8, 16]
            }
        }
    }

    public let width: Int
    public let height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16.
    public let bitDepth: Int
    public let colorType: ColorType
    /// Whether rows are stored in the seven Adam7 passes.
    public let interlaced: Bool

    /// Bits per pixel.
    var bitsPerPixel: Int { bitDepth * colorType.channels }
    /// Bytes a row of `pixels` pixels takes, without its filter byte.
    func rowBytes(pixels: Int) -> Int { (pixels * bitsPerPixel + 7) / 8 }
    /// The filter's byte distance to "the pixel to the left" (at least 1).
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    /// Parses the 13 bytes of IHDR data.
    /// - Throws: `PNGError.invalidChunk` naming the bad field.
    init(data: ArraySlice<UInt8>) throws(PNGError) {
        guard data.count == 13 else {
            throw .invalidChunk(chunk: "IHDR", reason: "it holds \(data.count) bytes, not 13")
        }
        let b = Array(data)
        let width = Int(PNGChunks.readUInt32(b, at: 0))
        let height = Int(PNGChunks.readUInt32(b, at: 4))
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .invalidChunk(
                chunk: "IHDR", reason: "the size \(width)×\(height) is not between 1 and 2³¹−1 pixels a side")
        }
        guard let colorType = ColorType(rawValue: b[9]) else {
            throw .invalidChunk(chunk: "IHDR", reason: "colour type \(b[9]) does not exist (0, 2, 3, 4 or 6)")
        }
        let depth = Int(b[8])
        guard colorType.allowedDepths.contains(depth) else {
            throw .invalidChunk(
                chunk: "IHDR", reason: "bit depth \(depth) is not allowed with colour type \(colorType.rawValue)")
        }
        guard b[10] == 0 else {
            throw .invalidChunk(chunk: "IHDR", reason: "compression method \(b[10]) does not exist (0)")
        }
        guard b[11] == 0 else {
            throw .invalidChunk(chunk: "IHDR", reason: "filter method \(b[11]) does not exist (0)")
        }
        guard b[12] <= 1 else {
            throw .invalidChunk(chunk: "IHDR", reason: "interlace method \(b[12]) does not exist (0 or 1)")
        }
        self.width = width
        self.height = height
        self.bitDepth = depth
        self.colorType = colorType
        self.interlaced = b[12] == 1
    }
}
