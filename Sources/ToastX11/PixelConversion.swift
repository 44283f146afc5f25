/// An image's premultiplied ARGB32 pixels turned into a window's: as they are for a 32-bit
/// visual (premultiplied is what a compositor blends), or drawn over a backdrop for the root's
/// visual. A pixel that is not opaque is first made straight as `tartine render` makes it
/// (`(c · 255 + a / 2) / a`), so that a window shows exactly the render's pixels over what is
/// below it. Layouts whose channels each fill one byte of a 32-bit pixel (every common visual)
/// are written byte by byte, and the machine's own ARGB32 layout row by row; any other goes
/// through the masks.
enum PixelConversion {
    /// `image` premultiplied, in `format` (its masks and byte order, rows padded). Straightening
    /// and premultiplying again gives each premultiplied value back, so these are the image's
    /// own values.
    /// - Parameter bytewise: whether the byte-by-byte paths may be taken (tests compare both).
    static func premultiplied(_ image: X11Image, format: PixelFormat, bytewise: Bool = true) -> [UInt8] {
        let lanes = bytewise ? format.byteLanes : nil
        if let lanes, lanes.red == native.red, lanes.green == native.green, lanes.blue == native.blue,
            lanes.alpha == native.alpha, format.stride(width: image.width) == image.width * 4
        {
            return image.argb
        }
        return output(image, format: format) { pixels, output, stride in
            for y in 0..<image.height {
                var offset = y * stride
                for x in y * image.width..<(y + 1) * image.width {
                    let pixel = pixels[x]
                    store(
                        UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8),
                        UInt8(truncatingIfNeeded: pixel), UInt8(truncatingIfNeeded: pixel >> 24), lanes: lanes,
                        format: format, into: output, at: offset)
                    offset += format.bitsPerPixel / 8
                }
            }
        }
    }

    /// `image` drawn over `backdrop` (RGB, the image's size), opaque, in `format`: an opaque
    /// pixel is its own colour, a clear one the backdrop's, any other its straight colour over
    /// the backdrop (`PixelMath.over`).
    /// - Parameter bytewise: whether the byte-by-byte paths may be taken (tests compare both).
    static func composited(
        _ image: X11Image, over backdrop: [UInt8], format: PixelFormat, bytewise: Bool = true
    ) -> [UInt8] {
        let lanes = bytewise ? format.byteLanes : nil
        return backdrop.withUnsafeBufferPointer { under in
            straight.withUnsafeBufferPointer { straight in
                output(image, format: format) { pixels, output, stride in
                    for y in 0..<image.height {
                        var below = y * image.width * 3
                        var offset = y * stride
                        for x in y * image.width..<(y + 1) * image.width {
                            let pixel = pixels[x]
                            let alpha = Int(pixel >> 24)
                            let red: UInt8
                            let green: UInt8
                            let blue: UInt8
                            switch alpha {
                            case 255:
                                red = UInt8(truncatingIfNeeded: pixel >> 16)
                                green = UInt8(truncatingIfNeeded: pixel >> 8)
                                blue = UInt8(truncatingIfNeeded: pixel)
                            case 0: (red, green, blue) = (under[below], under[below + 1], under[below + 2])
                            default:
                                let row = alpha << 8
                                let a = UInt8(alpha)
                                red = PixelMath.over(
                                    straight[row | Int(pixel >> 16 & 0xFF)], alpha: a, backdrop: under[below])
                                green = PixelMath.over(
                                    straight[row | Int(pixel >> 8 & 0xFF)], alpha: a, backdrop: under[below + 1])
                                blue = PixelMath.over(
                                    straight[row | Int(pixel & 0xFF)], alpha: a, backdrop: under[below + 2])
                            }
                            store(red, green, blue, 255, lanes: lanes, format: format, into: output, at: offset)
                            below += 3
                            offset += format.bitsPerPixel / 8
                        }
                    }
                }
            }
        }
    }

    /// Where the machine's own ARGB32 value keeps each channel's byte.
    static let native: (red: Int, green: Int, blue: Int, alpha: Int?) =
        1.littleEndian == 1 ? (2, 1, 0, 3) : (1, 2, 3, 0)

    /// The straight value of each premultiplied channel value `c` under each alpha `a`, at
    /// `a << 8 | c`: `(c · 255 + a / 2) / a` (at most 255), as `tartine render` straightens.
    static let straight: [UInt8] = (0..<65_536).map { index in
        let alpha = index >> 8
        let value = index & 0xFF
        return alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
    }

    /// A zeroed buffer of `image`'s size in `format`, filled by `body` (the image's pixels as
    /// 32-bit values, the buffer, the row stride).
    private static func output(
        _ image: X11Image, format: PixelFormat,
        _ body: (UnsafeBufferPointer<UInt32>, UnsafeMutableBufferPointer<UInt8>, Int) -> Void
    ) -> [UInt8] {
        let stride = format.stride(width: image.width)
        var bytes = [UInt8](repeating: 0, count: stride * image.height)
        image.argb.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt32.self) { pixels in
                bytes.withUnsafeMutableBufferPointer { body(pixels, $0, stride) }
            }
        }
        return bytes
    }

    /// Stores one pixel's channels at `offset`: in their byte lanes, or through the masks.
    @inline(__always)
    private static func store(
        _ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8,
        lanes: (red: Int, green: Int, blue: Int, alpha: Int?)?, format: PixelFormat,
        into output: UnsafeMutableBufferPointer<UInt8>, at offset: Int
    ) {
        if let lanes {
            output[offset + lanes.red] = red
            output[offset + lanes.green] = green
            output[offset + lanes.blue] = blue
            if let lane = lanes.alpha { output[offset + lane] = alpha }
        } else {
            format.store(format.pixel(red: red, green: green, blue: blue, alpha: alpha), into: output, at: offset)
        }
    }
}

extension PixelFormat {
    /// Where each channel's byte sits in a pixel, when the pixel is 32 bits and each mask is 8
    /// bits on a byte boundary (alpha `nil` without an alpha mask); `nil` for other layouts.
    var byteLanes: (red: Int, green: Int, blue: Int, alpha: Int?)? {
        guard bitsPerPixel == 32 else { return nil }
        func lane(_ mask: UInt32) -> Int? {
            let shift = mask.trailingZeroBitCount
            guard mask != 0, shift % 8 == 0, mask >> UInt32(shift) == 0xFF else { return nil }
            return leastSignificantFirst ? shift / 8 : 3 - shift / 8
        }
        guard let red = lane(redMask), let green = lane(greenMask), let blue = lane(blueMask) else { return nil }
        if alphaMask == 0 { return (red, green, blue, nil) }
        guard let alpha = lane(alphaMask) else { return nil }
        return (red, green, blue, alpha)
    }
}
