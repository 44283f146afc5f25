/// How a visual lays out a pixel in a ZPixmap image, read from the server (never assumed): the
/// channel masks of the visual, the bits per pixel and scanline padding of its depth, and the
/// server's image byte order.
struct PixelFormat: Hashable, Sendable {
    /// The bits of a pixel value that hold red, green and blue.
    var redMask: UInt32
    var greenMask: UInt32
    var blueMask: UInt32
    /// The bits that hold alpha: those of the depth that no colour uses (0 below depth 32).
    var alphaMask: UInt32
    /// 8, 16, 24 or 32.
    var bitsPerPixel: Int
    /// Each row is padded to a multiple of this many bits.
    var scanlinePad: Int
    /// Whether the least significant byte of a pixel comes first (`LSBFirst`).
    var leastSignificantFirst: Bool

    /// A format for `depth` with the visual's masks; the alpha mask is the depth's bits left
    /// over (`0xFF000000` for the usual 32-bit ARGB visual).
    init(
        depth: Int, redMask: UInt32, greenMask: UInt32, blueMask: UInt32, bitsPerPixel: Int, scanlinePad: Int,
        leastSignificantFirst: Bool
    ) {
        self.redMask = redMask
        self.greenMask = greenMask
        self.blueMask = blueMask
        let depthBits: UInt32 = depth >= 32 ? .max : (1 << UInt32(depth)) - 1
        alphaMask = depth == 32 ? depthBits & ~(redMask | greenMask | blueMask) : 0
        self.bitsPerPixel = bitsPerPixel
        self.scanlinePad = scanlinePad
        self.leastSignificantFirst = leastSignificantFirst
    }

    /// Whether this module can write and read the format: whole bytes per pixel and three
    /// non-empty colour masks.
    var isSupported: Bool {
        [8, 16, 24, 32].contains(bitsPerPixel) && scanlinePad % 8 == 0 && scanlinePad > 0
            && redMask != 0 && greenMask != 0 && blueMask != 0
    }

    /// Bytes from one row to the next for `width` pixels, padded as the server wants.
    func stride(width: Int) -> Int {
        let bits = width * bitsPerPixel
        return (bits + scanlinePad - 1) / scanlinePad * scanlinePad / 8
    }

    /// The pixel value for 8-bit channels, each scaled to its mask's width (rounded).
    func pixel(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt32 {
        Self.place(red, in: redMask) | Self.place(green, in: greenMask) | Self.place(blue, in: blueMask)
            | Self.place(alpha, in: alphaMask)
    }

    /// The 8-bit red, green and blue of a pixel value (each mask's width scaled to 0…255).
    func channels(of pixel: UInt32) -> (red: UInt8, green: UInt8, blue: UInt8) {
        (Self.take(pixel, from: redMask), Self.take(pixel, from: greenMask), Self.take(pixel, from: blueMask))
    }

    /// Writes `pixel` at `offset` of `bytes` in this format's byte order and size.
    func store(_ pixel: UInt32, into bytes: inout [UInt8], at offset: Int) {
        bytes.withUnsafeMutableBufferPointer { store(pixel, into: $0, at: offset) }
    }

    /// Writes `pixel` at `offset` of `bytes` in this format's byte order and size.
    func store(_ pixel: UInt32, into bytes: UnsafeMutableBufferPointer<UInt8>, at offset: Int) {
        let count = bitsPerPixel / 8
        for index in 0..<count {
            let shift = leastSignificantFirst ? index * 8 : (count - 1 - index) * 8
            bytes[offset + index] = UInt8(truncatingIfNeeded: pixel >> UInt32(shift))
        }
    }

    /// Reads the pixel value at `offset` of `bytes` in this format's byte order and size.
    func load(from bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        let count = bitsPerPixel / 8
        var pixel: UInt32 = 0
        for index in 0..<count {
            let shift = leastSignificantFirst ? index * 8 : (count - 1 - index) * 8
            pixel |= UInt32(bytes[offset + index]) << UInt32(shift)
        }
        return pixel
    }

    /// `value` (0…255) scaled to the width of `mask` and shifted into it.
    static func place(_ value: UInt8, in mask: UInt32) -> UInt32 {
        guard mask != 0 else { return 0 }
        let shift = UInt32(mask.trailingZeroBitCount)
        let maximum = UInt64(mask >> shift)
        let scaled = (UInt64(value) * maximum + 127) / 255
        return UInt32(scaled) << shift & mask
    }

    /// The bits of `mask` in `pixel`, scaled to 0…255.
    static func take(_ pixel: UInt32, from mask: UInt32) -> UInt8 {
        guard mask != 0 else { return 0 }
        let shift = UInt32(mask.trailingZeroBitCount)
        let maximum = UInt64(mask >> shift)
        let value = UInt64((pixel & mask) >> shift)
        return UInt8((value * 255 + maximum / 2) / maximum)
    }
}

/// The arithmetic of drawing straight (not premultiplied) RGBA: over a backdrop for a window
/// without a compositor, premultiplied for a 32-bit visual under one. Both round to nearest,
/// `(x + 127) / 255`, as the tests compute them.
enum PixelMath {
    /// `source` with opacity `alpha` over an opaque `backdrop`: `(s·a + d·(255 − a) + 127) / 255`.
    @inline(__always)
    static func over(_ source: UInt8, alpha: UInt8, backdrop: UInt8) -> UInt8 {
        let a = UInt32(alpha)
        return UInt8((UInt32(source) * a + UInt32(backdrop) * (255 - a) + 127) / 255)
    }

    /// `value` premultiplied by `alpha`: `(v·a + 127) / 255`.
    @inline(__always)
    static func premultiplied(_ value: UInt8, alpha: UInt8) -> UInt8 {
        UInt8((UInt32(value) * UInt32(alpha) + 127) / 255)
    }
}
