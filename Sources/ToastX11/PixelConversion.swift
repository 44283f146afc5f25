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
        if let lanes, lanes.red == native.red, lanes.green == native.green, lanes.blue == native.blue,
            lanes.alpha == nil || lanes.alpha == native.alpha
        {
            return compositedNative(image, over: backdrop, opaque: lanes.alpha == nil ? 0 : 0xFF00_0000)
        }
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

    /// `composited` for a window whose pixels are laid out as the machine's own ARGB32 values
    /// (the root visual of nearly every server): each pixel written as one 32-bit value with
    /// `opaque` as its alpha bits (0 where the layout has no alpha: the pad byte stays 0, as the
    /// masks write it), four opaque pixels at a time.
    private static func compositedNative(_ image: X11Image, over backdrop: [UInt8], opaque: UInt32) -> [UInt8] {
        let count = image.width * image.height
        return [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            image.argb.withUnsafeBytes { raw in
                backdrop.withUnsafeBufferPointer { under in
                    weighted.withUnsafeBufferPointer { weighted in
                        let out = UnsafeMutableRawPointer(buffer.baseAddress!)
                        let source = raw.baseAddress!
                        let colour = SIMD4<UInt32>(repeating: 0x00FF_FFFF)
                        let alpha = SIMD4<UInt32>(repeating: opaque)
                        var index = 0
                        while index < count {
                            if index &+ 4 <= count {
                                let four = source.loadUnaligned(fromByteOffset: index &* 4, as: SIMD4<UInt32>.self)
                                if all(four .>= SIMD4<UInt32>(repeating: 0xFF00_0000)) {
                                    out.storeBytes(
                                        of: four & colour | alpha, toByteOffset: index &* 4, as: SIMD4<UInt32>.self)
                                    index &+= 4
                                    continue
                                }
                            }
                            let pixel = source.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
                            let a = pixel >> 24
                            let value: UInt32
                            if a == 255 {
                                value = pixel & 0x00FF_FFFF | opaque
                            } else {
                                let below = index &* 3
                                let red = UInt32(under[below])
                                let green = UInt32(under[below &+ 1])
                                let blue = UInt32(under[below &+ 2])
                                if a == 0 {
                                    value = red << 16 | green << 8 | blue | opaque
                                } else {
                                    // PixelMath.over of the straight value: (s·a + 127 + d·(255 − a)) / 255,
                                    // s·a + 127 from the table, the division as (x · 0x8081) >> 23
                                    // (exact below 65,536).
                                    let row = Int(a) &<< 8
                                    let keep = 255 &- a
                                    func over(_ channel: UInt32, _ below: UInt32) -> UInt32 {
                                        ((UInt32(weighted[row | Int(channel & 0xFF)]) &+ below &* keep) &* 0x8081)
                                            &>> 23
                                    }
                                    let r = over(pixel &>> 16, red)
                                    let g = over(pixel &>> 8, green)
                                    let b = over(pixel, blue)
                                    value = r << 16 | g << 8 | b | opaque
                                }
                            }
                            out.storeBytes(of: value, toByteOffset: index &* 4, as: UInt32.self)
                            index &+= 1
                        }
                    }
                }
            }
            initialized = count * 4
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

    /// `straight` weighted by its alpha for `PixelMath.over`: `s · a + 127` at `a << 8 | c`.
    static let weighted: [UInt16] = (0..<65_536).map { index in
        UInt16(Int(straight[index]) * (index >> 8) + 127)
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
