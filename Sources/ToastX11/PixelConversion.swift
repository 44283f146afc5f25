/// Straight RGBA turned into a window's pixels: premultiplied for a 32-bit visual, or drawn
/// over a backdrop for the root's visual. Layouts whose channels each fill one byte of a 32-bit
/// pixel (every common visual) are written byte by byte; any other goes through the masks.
enum PixelConversion {
    /// `image` premultiplied, in `format` (its masks and byte order, rows padded).
    /// - Parameter bytewise: whether the byte-by-byte path may be taken (tests compare both).
    static func premultiplied(_ image: X11Image, format: PixelFormat, bytewise: Bool = true) -> [UInt8] {
        convert(image, format: format, bytewise: bytewise) { rgba, index in
            let alpha = rgba[index * 4 + 3]
            return (
                PixelMath.premultiplied(rgba[index * 4], alpha: alpha),
                PixelMath.premultiplied(rgba[index * 4 + 1], alpha: alpha),
                PixelMath.premultiplied(rgba[index * 4 + 2], alpha: alpha), alpha
            )
        }
    }

    /// `image` drawn over `backdrop` (RGB, the image's size), opaque, in `format`.
    /// - Parameter bytewise: whether the byte-by-byte path may be taken (tests compare both).
    static func composited(
        _ image: X11Image, over backdrop: [UInt8], format: PixelFormat, bytewise: Bool = true
    ) -> [UInt8] {
        backdrop.withUnsafeBufferPointer { under in
            convert(image, format: format, bytewise: bytewise) { rgba, index in
                let alpha = rgba[index * 4 + 3]
                return (
                    PixelMath.over(rgba[index * 4], alpha: alpha, backdrop: under[index * 3]),
                    PixelMath.over(rgba[index * 4 + 1], alpha: alpha, backdrop: under[index * 3 + 1]),
                    PixelMath.over(rgba[index * 4 + 2], alpha: alpha, backdrop: under[index * 3 + 2]), 255
                )
            }
        }
    }

    /// Each pixel's channels from `channels(rgba, index)`, stored in `format`.
    static func convert(
        _ image: X11Image, format: PixelFormat, bytewise: Bool,
        _ channels: (UnsafeBufferPointer<UInt8>, Int) -> (UInt8, UInt8, UInt8, UInt8)
    ) -> [UInt8] {
        let stride = format.stride(width: image.width)
        var bytes = [UInt8](repeating: 0, count: stride * image.height)
        let lanes = bytewise ? format.byteLanes : nil
        image.rgba.withUnsafeBufferPointer { rgba in
            bytes.withUnsafeMutableBufferPointer { output in
                for y in 0..<image.height {
                    for x in 0..<image.width {
                        let (red, green, blue, alpha) = channels(rgba, y * image.width + x)
                        if let lanes {
                            let offset = y * stride + x * 4
                            output[offset + lanes.red] = red
                            output[offset + lanes.green] = green
                            output[offset + lanes.blue] = blue
                            if let lane = lanes.alpha { output[offset + lane] = alpha }
                        } else {
                            let pixel = format.pixel(red: red, green: green, blue: blue, alpha: alpha)
                            format.store(pixel, into: output, at: y * stride + x * format.bitsPerPixel / 8)
                        }
                    }
                }
            }
        }
        return bytes
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
