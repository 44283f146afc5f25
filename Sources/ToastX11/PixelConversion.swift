/// An image's premultiplied ARGB32 pixels turned into a window's: as they are for a 32-bit
/// visual (premultiplied is what a compositor blends), or drawn over a backdrop for the root's
/// visual. A pixel that is not opaque is first made straight as `tartine render` makes it
/// (`(c · 255 + a / 2) / a`), so that a window shows exactly the render's pixels over what is
/// below it. Layouts whose channels each fill one byte of a 32-bit pixel (every common visual)
/// are written byte by byte, and the machine's own ARGB32 layout as 32-bit values; any other
/// goes through the masks. The pixels are written where the caller says (`Target`): a window
/// converts a patch straight into the rows it keeps.
enum PixelConversion {
    /// Where converted rows go: `stride` bytes apart in `bytes`, the image's top-left pixel at
    /// byte `offset`.
    struct Target {
        var bytes: UnsafeMutableBufferPointer<UInt8>
        var stride: Int
        var offset: Int
    }

    /// Where a backdrop's RGB rows come from: `stride` bytes apart in `rgb`, the pixel under the
    /// image's top-left one at byte `offset`.
    struct Below {
        var rgb: UnsafeBufferPointer<UInt8>
        var stride: Int
        var offset: Int
    }

    /// Writes `pixels` premultiplied into `target`, in `format`. Straightening and premultiplying
    /// again gives each premultiplied value back, so these are the pixels' own values: in the
    /// machine's own layout, its rows as they are.
    static func premultiplied(
        _ pixels: X11PixelRows, format: PixelFormat, bytewise: Bool = true, into target: Target
    ) {
        let lanes = bytewise ? format.byteLanes : nil
        let pixelBytes = format.bitsPerPixel / 8
        let source = pixels.bytes
        for y in 0..<pixels.height {
            let row = target.offset + y * target.stride
            let from = pixels.start(of: y)
            if let lanes, lanes.red == native.red, lanes.green == native.green, lanes.blue == native.blue,
                lanes.alpha == native.alpha
            {
                if let to = target.bytes.baseAddress, let base = source.baseAddress {
                    precondition(row + pixels.width * 4 <= target.bytes.count)
                    UnsafeMutableRawPointer(to + row).copyMemory(from: base + from, byteCount: pixels.width * 4)
                }
                continue
            }
            for x in 0..<pixels.width {
                let pixel = source.loadUnaligned(fromByteOffset: from + x * 4, as: UInt32.self)
                store(
                    UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8),
                    UInt8(truncatingIfNeeded: pixel), UInt8(truncatingIfNeeded: pixel >> 24), lanes: lanes,
                    format: format, into: target.bytes, at: row + x * pixelBytes)
            }
        }
    }

    /// Writes `pixels` drawn over `below` into `target`, opaque, in `format`: an opaque pixel is
    /// its own colour, a clear one the backdrop's, any other its straight colour over the
    /// backdrop (`PixelMath.over`).
    static func composited(
        _ pixels: X11PixelRows, over below: Below, format: PixelFormat, bytewise: Bool = true, into target: Target
    ) {
        precondition(
            pixels.height == 0
                || below.offset + (pixels.height - 1) * below.stride + pixels.width * 3 <= below.rgb.count)
        let lanes = bytewise ? format.byteLanes : nil
        if let lanes, lanes.red == native.red, lanes.green == native.green, lanes.blue == native.blue,
            lanes.alpha == nil || lanes.alpha == native.alpha
        {
            compositedNative(pixels, over: below, opaque: lanes.alpha == nil ? 0 : 0xFF00_0000, into: target)
            return
        }
        let pixelBytes = format.bitsPerPixel / 8
        let under = below.rgb
        let source = pixels.bytes
        straight.withUnsafeBufferPointer { straight in
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let pixel = source.loadUnaligned(fromByteOffset: pixels.start(of: y) + x * 4, as: UInt32.self)
                    let at = below.offset + y * below.stride + x * 3
                    let alpha = Int(pixel >> 24)
                    let red: UInt8
                    let green: UInt8
                    let blue: UInt8
                    switch alpha {
                    case 255:
                        red = UInt8(truncatingIfNeeded: pixel >> 16)
                        green = UInt8(truncatingIfNeeded: pixel >> 8)
                        blue = UInt8(truncatingIfNeeded: pixel)
                    case 0: (red, green, blue) = (under[at], under[at + 1], under[at + 2])
                    default:
                        let row = alpha << 8
                        let a = UInt8(alpha)
                        red = PixelMath.over(straight[row | Int(pixel >> 16 & 0xFF)], alpha: a, backdrop: under[at])
                        green = PixelMath.over(
                            straight[row | Int(pixel >> 8 & 0xFF)], alpha: a, backdrop: under[at + 1])
                        blue = PixelMath.over(straight[row | Int(pixel & 0xFF)], alpha: a, backdrop: under[at + 2])
                    }
                    store(
                        red, green, blue, 255, lanes: lanes, format: format, into: target.bytes,
                        at: target.offset + y * target.stride + x * pixelBytes)
                }
            }
        }
    }

    /// `composited` for a window whose pixels are laid out as the machine's own ARGB32 values
    /// (the root visual of nearly every server): each pixel written as one 32-bit value with
    /// `opaque` as its alpha bits (0 where the layout has no alpha: the pad byte stays 0, as the
    /// masks write it), four opaque pixels at a time.
    private static func compositedNative(
        _ pixels: X11PixelRows, over below: Below, opaque: UInt32, into target: Target
    ) {
        let colour = SIMD4<UInt32>(repeating: 0x00FF_FFFF)
        let alpha = SIMD4<UInt32>(repeating: opaque)
        let image = (width: pixels.width, height: pixels.height)
        weighted.withUnsafeBufferPointer { weighted in
            guard let source = pixels.bytes.baseAddress, let base = target.bytes.baseAddress else { return }
            precondition(
                image.height == 0
                    || target.offset + (image.height - 1) * target.stride + image.width * 4 <= target.bytes.count)
            let under = below.rgb
            // The last four translucent pixels and their weights (none yet: four pixels of
            // alpha 0 never take that path).
            var lastFour = SIMD4<UInt32>(repeating: 0)
            var weight = (SIMD4<UInt32>(), SIMD4<UInt32>(), SIMD4<UInt32>())
            for y in 0..<image.height {
                let row = source + pixels.start(of: y)
                let out = UnsafeMutableRawPointer(base + (target.offset &+ y &* target.stride))
                let belowRow = below.offset &+ y &* below.stride
                var x = 0
                while x < image.width {
                    if x &+ 4 <= image.width {
                        let four = row.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt32>.self)
                        if all(four .>= SIMD4<UInt32>(repeating: 0xFF00_0000)) {
                            out.storeBytes(of: four & colour | alpha, toByteOffset: x &* 4, as: SIMD4<UInt32>.self)
                            x &+= 4
                            continue
                        }
                        let alphas = four &>> 24
                        if all(alphas .== 0) {
                            // Four transparent pixels (between cards, past a shadow): the backdrop.
                            var under4 = SIMD4<UInt32>()
                            for k in 0..<4 {
                                let at = belowRow &+ (x &+ k) &* 3
                                under4[k] =
                                    UInt32(under[at]) &<< 16 | UInt32(under[at &+ 1]) &<< 8 | UInt32(under[at &+ 2])
                            }
                            out.storeBytes(of: under4 | alpha, toByteOffset: x &* 4, as: SIMD4<UInt32>.self)
                            x &+= 4
                            continue
                        }
                        if all(alphas .!= 0) {
                            // Four translucent pixels (a card fading): the table read per
                            // channel, the blend done four at a time. Four as the last four (a
                            // card's flat fill) weigh as they did.
                            if four != lastFour {
                                lastFour = four
                                for k in 0..<4 {
                                    let pixel = four[k]
                                    let index = Int(pixel &>> 24) &<< 8
                                    weight.0[k] = UInt32(weighted[index | Int(pixel &>> 16 & 0xFF)])
                                    weight.1[k] = UInt32(weighted[index | Int(pixel &>> 8 & 0xFF)])
                                    weight.2[k] = UInt32(weighted[index | Int(pixel & 0xFF)])
                                }
                            }
                            var under4 = (SIMD4<UInt32>(), SIMD4<UInt32>(), SIMD4<UInt32>())
                            for k in 0..<4 {
                                let at = belowRow &+ (x &+ k) &* 3
                                under4.0[k] = UInt32(under[at])
                                under4.1[k] = UInt32(under[at &+ 1])
                                under4.2[k] = UInt32(under[at &+ 2])
                            }
                            let keep = SIMD4<UInt32>(repeating: 255) &- alphas
                            let red = ((weight.0 &+ under4.0 &* keep) &* 0x8081) &>> 23
                            let green = ((weight.1 &+ under4.1 &* keep) &* 0x8081) &>> 23
                            let blue = ((weight.2 &+ under4.2 &* keep) &* 0x8081) &>> 23
                            out.storeBytes(
                                of: red &<< 16 | green &<< 8 | blue | alpha, toByteOffset: x &* 4,
                                as: SIMD4<UInt32>.self)
                            x &+= 4
                            continue
                        }
                    }
                    let pixel = row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
                    let a = pixel >> 24
                    let value: UInt32
                    if a == 255 {
                        value = pixel & 0x00FF_FFFF | opaque
                    } else {
                        let at = belowRow &+ x &* 3
                        let red = UInt32(under[at])
                        let green = UInt32(under[at &+ 1])
                        let blue = UInt32(under[at &+ 2])
                        if a == 0 {
                            value = red << 16 | green << 8 | blue | opaque
                        } else {
                            // PixelMath.over of the straight value: (s·a + 127 + d·(255 − a)) / 255,
                            // s·a + 127 from the table, the division as (x · 0x8081) >> 23
                            // (exact below 65,536).
                            let index = Int(a) &<< 8
                            let keep = 255 &- a
                            func over(_ channel: UInt32, _ below: UInt32) -> UInt32 {
                                ((UInt32(weighted[index | Int(channel & 0xFF)]) &+ below &* keep) &* 0x8081) &>> 23
                            }
                            value =
                                over(pixel &>> 16, red) << 16 | over(pixel &>> 8, green) << 8
                                | over(pixel, blue) | opaque
                        }
                    }
                    out.storeBytes(of: value, toByteOffset: x &* 4, as: UInt32.self)
                    x &+= 1
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

    /// `straight` weighted by its alpha for `PixelMath.over`: `s · a + 127` at `a << 8 | c`.
    static let weighted: [UInt16] = (0..<65_536).map { index in
        UInt16(Int(straight[index]) * (index >> 8) + 127)
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
            // The fourth byte: alpha, or padding written as 0 (as the masks write it).
            if let lane = lanes.alpha {
                output[offset + lane] = alpha
            } else {
                output[offset + 6 - lanes.red - lanes.green - lanes.blue] = 0
            }
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
