import TartineTestSupport
import Testing

@testable import ToastX11

/// Pixel layouts and shapes without a server: the layouts a server may announce other than
/// Xvfb's (most significant byte first, 16-bit, blue in the high bits), and shape rectangles.
@Suite("X11 pixel layouts and shapes")
struct X11PixelLayoutTests {
    @Test("A 32-bit ARGB layout, most significant byte first, stores alpha, red, green, blue in that order")
    func argbMostSignificantFirst() {
        let format = PixelFormat(
            depth: 32, redMask: 0x00FF_0000, greenMask: 0x0000_FF00, blueMask: 0x0000_00FF, bitsPerPixel: 32,
            scanlinePad: 32, leastSignificantFirst: false)
        #expect(format.alphaMask == 0xFF00_0000)
        var bytes = [UInt8](repeating: 0, count: 4)
        format.store(format.pixel(red: 1, green: 2, blue: 3, alpha: 4), into: &bytes, at: 0)
        #expect(bytes == [4, 1, 2, 3])
        let little = PixelFormat(
            depth: 32, redMask: 0x00FF_0000, greenMask: 0x0000_FF00, blueMask: 0x0000_00FF, bitsPerPixel: 32,
            scanlinePad: 32, leastSignificantFirst: true)
        little.store(little.pixel(red: 1, green: 2, blue: 3, alpha: 4), into: &bytes, at: 0)
        #expect(bytes == [3, 2, 1, 4])
    }

    @Test("A 16-bit 5-6-5 layout with blue in the high bits scales each channel to its mask, both ways")
    func bgr565() {
        let format = PixelFormat(
            depth: 16, redMask: 0x001F, greenMask: 0x07E0, blueMask: 0xF800, bitsPerPixel: 16, scanlinePad: 32,
            leastSignificantFirst: true)
        #expect(format.alphaMask == 0)
        #expect(format.pixel(red: 255, green: 0, blue: 0, alpha: 255) == 0x001F)
        #expect(format.pixel(red: 0, green: 255, blue: 0, alpha: 255) == 0x07E0)
        #expect(format.pixel(red: 0, green: 0, blue: 255, alpha: 255) == 0xF800)
        #expect(format.pixel(red: 128, green: 128, blue: 128, alpha: 0) == 0x8410)
        let (red, green, blue) = format.channels(of: 0x8410)
        #expect([red, green, blue] == [132, 130, 132])
        #expect(format.stride(width: 3) == 8, "3 pixels of 2 bytes padded to 32 bits")
        var bytes = [UInt8](repeating: 0, count: 2)
        format.store(0xF800, into: &bytes, at: 0)
        #expect(bytes == [0x00, 0xF8])
        #expect(bytes.withUnsafeBytes { format.load(from: $0, at: 0) } == 0xF800)
    }

    /// 32-bit layouts: ARGB either byte order, the root's depth 24 in 32 bits, blue high.
    static let byteLayouts: [PixelFormat] = [
        PixelFormat(
            depth: 32, redMask: 0xFF_0000, greenMask: 0xFF00, blueMask: 0xFF, bitsPerPixel: 32, scanlinePad: 32,
            leastSignificantFirst: true),
        PixelFormat(
            depth: 32, redMask: 0xFF_0000, greenMask: 0xFF00, blueMask: 0xFF, bitsPerPixel: 32, scanlinePad: 32,
            leastSignificantFirst: false),
        PixelFormat(
            depth: 24, redMask: 0xFF_0000, greenMask: 0xFF00, blueMask: 0xFF, bitsPerPixel: 32, scanlinePad: 32,
            leastSignificantFirst: true),
        PixelFormat(
            depth: 24, redMask: 0xFF, greenMask: 0xFF00, blueMask: 0xFF_0000, bitsPerPixel: 32, scanlinePad: 32,
            leastSignificantFirst: false),
    ]

    @Test("The byte-by-byte conversion writes what the masks write", arguments: byteLayouts)
    func bytewiseMatchesMasks(format: PixelFormat) {
        #expect(format.byteLanes != nil)
        let image = testImage(width: 33, height: 21)
        let backdrop = (0..<33 * 21 * 3).map { UInt8($0 * 31 % 256) }
        #expect(
            PixelConversion.premultiplied(image, format: format)
                == PixelConversion.premultiplied(image, format: format, bytewise: false))
        #expect(
            PixelConversion.composited(image, over: backdrop, format: format)
                == PixelConversion.composited(image, over: backdrop, format: format, bytewise: false))
    }

    @Test(
        "Every premultiplied value under every alpha, over backdrops at both ends and between, is written as the masks write it",
        arguments: byteLayouts)
    func everyTranslucentValue(format: PixelFormat) {
        // Row a - 1 holds alpha a; column c the premultiplied value min(c, a) in each channel.
        var argb: [UInt8] = []
        for alpha in 1...255 {
            for column in 0..<256 {
                let value = UInt32(min(column, alpha))
                let pixel = UInt32(alpha) << 24 | value << 16 | (value / 2) << 8 | (UInt32(alpha) - value)
                withUnsafeBytes(of: pixel) { argb += $0 }
            }
        }
        let image = X11Image(width: 256, height: 255, argb: argb)
        for under: UInt8 in [0, 1, 127, 128, 200, 254, 255] {
            let backdrop = (0..<256 * 255 * 3).map { $0 % 3 == 1 ? 255 - under : under }
            #expect(
                PixelConversion.composited(image, over: backdrop, format: format)
                    == PixelConversion.composited(image, over: backdrop, format: format, bytewise: false),
                "over \(under)")
        }
    }

    @Test(
        "Runs of equal translucent pixels (a card's flat fill) over a changing backdrop, and runs that differ in one pixel of four, are written as the masks write them",
        arguments: byteLayouts)
    func repeatedTranslucentPixels(format: PixelFormat) {
        // Each row: groups of four equal pixels, then groups whose first pixel is the last
        // group's and whose others change, at the row's alpha; the backdrop changes each pixel.
        let (width, height) = (64, 40)
        var argb: [UInt8] = []
        for y in 0..<height {
            let alpha = UInt32(3 + y * 6)
            for x in 0..<width {
                let value = x < 32 || x % 4 == 0 ? alpha / 2 : UInt32(x * 7) % (alpha + 1)
                let pixel = alpha << 24 | value << 16 | (alpha - value) << 8 | value / 3
                withUnsafeBytes(of: pixel) { argb += $0 }
            }
        }
        let image = X11Image(width: width, height: height, argb: argb)
        let backdrop = (0..<width * height * 3).map { UInt8($0 * 37 % 256) }
        #expect(
            PixelConversion.composited(image, over: backdrop, format: format)
                == PixelConversion.composited(image, over: backdrop, format: format, bytewise: false))
    }

    @Test(
        "Converting into a larger picture at an offset writes the rows the whole conversion writes there, and nothing else",
        arguments: byteLayouts)
    func intoPlace(format: PixelFormat) {
        let image = testImage(width: 13, height: 9)
        let (width, height, left, top) = (31, 20, 7, 5)
        let backdrop = (0..<width * height * 3).map { UInt8($0 * 7 % 256) }
        var patchBackdrop: [UInt8] = []
        for y in top..<top + image.height {
            patchBackdrop += backdrop[(y * width + left) * 3..<(y * width + left + image.width) * 3]
        }
        let stride = format.stride(width: width)
        let pixelBytes = format.bitsPerPixel / 8
        for bytewise in [true, false] {
            let alone = [
                PixelConversion.premultiplied(image, format: format, bytewise: bytewise),
                PixelConversion.composited(image, over: patchBackdrop, format: format, bytewise: bytewise),
            ]
            for (index, expected) in alone.enumerated() {
                var picture = [UInt8](repeating: 0xEE, count: stride * height)
                picture.withUnsafeMutableBufferPointer { bytes in
                    let target = PixelConversion.Target(
                        bytes: bytes, stride: stride, offset: top * stride + left * pixelBytes)
                    if index == 0 {
                        PixelConversion.premultiplied(image, format: format, bytewise: bytewise, into: target)
                    } else {
                        backdrop.withUnsafeBufferPointer { rgb in
                            let below = PixelConversion.Below(
                                rgb: rgb, stride: width * 3, offset: (top * width + left) * 3)
                            PixelConversion.composited(
                                image, over: below, format: format, bytewise: bytewise, into: target)
                        }
                    }
                }
                let patchStride = format.stride(width: image.width)
                for y in 0..<height {
                    let row = Array(picture[y * stride..<(y + 1) * stride])
                    var wanted = [UInt8](repeating: 0xEE, count: stride)
                    if (top..<top + image.height).contains(y) {
                        let start = (y - top) * patchStride
                        wanted.replaceSubrange(
                            left * pixelBytes..<(left + image.width) * pixelBytes,
                            with: expected[start..<start + image.width * pixelBytes])
                    }
                    #expect(
                        row == wanted, "row \(y), \(index == 0 ? "premultiplied" : "composited"), bytewise \(bytewise)")
                }
            }
        }
    }

    @Test(
        "A row's runs, clipped, subtracted and replaced in a patch's columns, are the pixels a pixel-by-pixel model says"
    )
    func runArithmetic() {
        var random = SplitMix(state: 26)
        func runs(_ pixels: [Bool]) -> [Range<Int>] {
            var result: [Range<Int>] = []
            for (x, drawn) in pixels.enumerated() where drawn {
                if let last = result.last, last.upperBound == x {
                    result[result.count - 1] = last.lowerBound..<x + 1
                } else {
                    result.append(x..<x + 1)
                }
            }
            return result
        }
        for _ in 0..<2_000 {
            let width = Int.random(in: 1...40, using: &random)
            let old = (0..<width).map { _ in Bool.random(using: &random) }
            let left = Int.random(in: 0..<width, using: &random)
            let columns = left..<Int.random(in: left + 1...width, using: &random)
            var new = old
            for x in columns { new[x] = Bool.random(using: &random) }
            // The patch's alpha, as premultiplied ARGB32, scanned by runs(_:row:width:shift:).
            var argb: [UInt8] = []
            for x in columns { withUnsafeBytes(of: UInt32(new[x] ? 0x80_10_20_30 : 0)) { argb += $0 } }
            let fresh = argb.withUnsafeBytes {
                ShapeRegion.runs($0, row: 0, width: columns.count, shift: columns.lowerBound)
            }
            let inside = (0..<width).map { columns.contains($0) }
            #expect(fresh == runs(zip(new, inside).map { $0 && $1 }))
            let was = ShapeRegion.clipped(runs(old), to: columns)
            #expect(was == runs(zip(old, inside).map { $0 && $1 }))
            #expect(
                ShapeRegion.subtracting(fresh, from: was) == runs((0..<width).map { inside[$0] && old[$0] && !new[$0] })
            )
            #expect(
                ShapeRegion.subtracting(was, from: fresh) == runs((0..<width).map { inside[$0] && !old[$0] && new[$0] })
            )
            #expect(ShapeRegion.replacing(columns, in: runs(old), with: fresh) == runs(new))
        }
    }

    @Test("Layouts this module cannot write are refused")
    func unsupportedLayouts() {
        let fourBits = PixelFormat(
            depth: 4, redMask: 0x1, greenMask: 0x2, blueMask: 0x4, bitsPerPixel: 4, scanlinePad: 32,
            leastSignificantFirst: true)
        #expect(!fourBits.isSupported)
        #expect(fourBits.byteLanes == nil)
        let noBlue = PixelFormat(
            depth: 24, redMask: 0xFF0000, greenMask: 0xFF00, blueMask: 0, bitsPerPixel: 32, scanlinePad: 32,
            leastSignificantFirst: true)
        #expect(!noBlue.isSupported)
    }

    @Test("Shape rectangles cover exactly the pixels whose alpha is not 0, equal rows merged")
    func shapeCoversTheDrawnPixels() {
        let width = 9
        let height = 7
        // A card with cut corners and a hole, and a lone pixel.
        let alpha: [[UInt8]] = [
            [0, 0, 9, 9, 9, 9, 9, 0, 0],
            [0, 9, 9, 9, 9, 9, 9, 9, 0],
            [9, 9, 9, 9, 9, 9, 9, 9, 9],
            [9, 9, 9, 0, 0, 9, 9, 9, 9],
            [9, 9, 9, 9, 9, 9, 9, 9, 9],
            [9, 9, 9, 9, 9, 9, 9, 9, 9],
            [0, 0, 0, 0, 0, 0, 0, 0, 1],
        ]
        let rgba: [UInt8] = alpha.flatMap { row in row.flatMap { value -> [UInt8] in [7, 7, 7, value] } }
        let argb = X11Image(width: width, height: height, straightRGBA: rgba).argb
        let rectangles = ShapeRegion.rectangles(
            rows: ShapeRegion.rows(argb: argb, width: width, height: height), top: 0)
        var covered = [[Int]](repeating: [Int](repeating: 0, count: width), count: height)
        for rectangle in rectangles {
            for y in rectangle.y..<rectangle.y + rectangle.height {
                for x in rectangle.x..<rectangle.x + rectangle.width { covered[y][x] += 1 }
            }
        }
        #expect(covered == alpha.map { $0.map { $0 == 0 ? 0 : 1 } })
        #expect(rectangles.count == 7, "rows 4 and 5 merged: \(rectangles)")
        #expect(
            ShapeRegion.rectangles(
                rows: ShapeRegion.rows(argb: [UInt8](repeating: 0, count: 16), width: 2, height: 2), top: 0
            ).isEmpty)
    }

    @Test("An image a window cannot show is refused by isShowable")
    func showable() {
        #expect(X11Image(width: 2, height: 1, straightRGBA: [UInt8](repeating: 1, count: 8)).isShowable)
        #expect(!X11Image(width: 2, height: 1, straightRGBA: [UInt8](repeating: 1, count: 7)).isShowable)
        #expect(!X11Image(width: 2, height: 1, straightRGBA: [UInt8](repeating: 1, count: 12)).isShowable)
        #expect(!X11Image(width: 0, height: 0, straightRGBA: []).isShowable)
        #expect(!X11Image(width: 40000, height: 1, straightRGBA: [UInt8](repeating: 1, count: 160_000)).isShowable)
        #expect(!X11Image(width: -1, height: -4, straightRGBA: [UInt8](repeating: 1, count: 16)).isShowable)
    }
}
