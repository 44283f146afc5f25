import Foundation

/// A screenshot in the X Window Dump format, as `xwd -silent` writes it: the header (25
/// big-endian 32-bit fields, then the window's name), the colormap (12 bytes per colour,
/// big-endian) and the pixels in the image's own byte order, read into straight RGBA.
public struct XWDImage {
    /// The image's width and height in pixels.
    public let width: Int
    public let height: Int
    /// The depth of the window it was taken of (24, or 32 for an ARGB window).
    public let depth: Int
    /// `width × height × 4` bytes, top row first: the colour of each pixel and, at depth 32,
    /// its alpha (the bits no colour mask holds), else 255.
    public let rgba: [UInt8]

    /// Reads `bytes` as an XWD file (version 7, ZPixmap, 8/16/24/32 bits per pixel; TrueColor
    /// through the masks, other classes through the colormap).
    /// - Throws: ``SupportFailure`` saying what does not fit.
    public init(_ bytes: [UInt8]) throws {
        func field(_ index: Int) -> Int {
            let offset = index * 4
            return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
        }
        guard bytes.count >= 100 else { throw SupportFailure("xwd: \(bytes.count) bytes, shorter than the header") }
        let headerSize = field(0)
        guard field(1) == 7 else { throw SupportFailure("xwd: version \(field(1)), not 7") }
        guard field(2) == 2 else { throw SupportFailure("xwd: pixmap format \(field(2)), not ZPixmap (2)") }
        depth = field(3)
        width = field(4)
        height = field(5)
        let leastSignificantFirst = field(7) == 0
        let bitsPerPixel = field(11)
        let bytesPerLine = field(12)
        let visualClass = field(13)
        let masks = (red: UInt32(field(14)), green: UInt32(field(15)), blue: UInt32(field(16)))
        let colours = field(19)
        guard [8, 16, 24, 32].contains(bitsPerPixel) else {
            throw SupportFailure("xwd: \(bitsPerPixel) bits per pixel")
        }
        var colormap: [UInt32: (UInt8, UInt8, UInt8)] = [:]
        for index in 0..<colours {
            let offset = headerSize + index * 12
            guard offset + 12 <= bytes.count else { throw SupportFailure("xwd: colormap cut short") }
            let pixel =
                UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
                | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
            // 16-bit channels: the high byte is the 8-bit value.
            colormap[pixel] = (bytes[offset + 4], bytes[offset + 6], bytes[offset + 8])
        }
        let start = headerSize + colours * 12
        guard start + bytesPerLine * height <= bytes.count else {
            throw SupportFailure("xwd: \(bytes.count) bytes, fewer than \(start + bytesPerLine * height)")
        }
        let alphaMask: UInt32 = depth == 32 ? ~(masks.red | masks.green | masks.blue) : 0
        let step = bitsPerPixel / 8
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = start + y * bytesPerLine + x * step
                var pixel: UInt32 = 0
                for index in 0..<step {
                    let shift = leastSignificantFirst ? index * 8 : (step - 1 - index) * 8
                    pixel |= UInt32(bytes[offset + index]) << UInt32(shift)
                }
                let target = (y * width + x) * 4
                if visualClass >= 4 {
                    rgba[target] = Self.channel(pixel, masks.red)
                    rgba[target + 1] = Self.channel(pixel, masks.green)
                    rgba[target + 2] = Self.channel(pixel, masks.blue)
                    rgba[target + 3] = alphaMask == 0 ? 255 : Self.channel(pixel, alphaMask)
                } else {
                    guard let colour = colormap[pixel] else {
                        throw SupportFailure("xwd: pixel value \(pixel) at (\(x), \(y)) is not in the colormap")
                    }
                    (rgba[target], rgba[target + 1], rgba[target + 2]) = colour
                    rgba[target + 3] = 255
                }
            }
        }
        self.rgba = rgba
    }

    /// Reads the XWD file at `path`.
    public init(contentsOf path: String) throws {
        try self.init([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// The RGBA of the pixel at (`x`, `y`).
    public func pixel(x: Int, y: Int) -> [UInt8] {
        let offset = (y * width + x) * 4
        return Array(rgba[offset..<offset + 4])
    }

    /// The bits of `mask` in `pixel`, scaled to 0…255.
    static func channel(_ pixel: UInt32, _ mask: UInt32) -> UInt8 {
        guard mask != 0 else { return 0 }
        let shift = UInt32(mask.trailingZeroBitCount)
        let maximum = UInt64(mask >> shift)
        return UInt8((UInt64((pixel & mask) >> shift) * 255 + maximum / 2) / maximum)
    }
}
