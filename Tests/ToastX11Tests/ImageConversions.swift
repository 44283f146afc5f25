@testable import ToastX11

// The whole-image forms of the conversions and shapes, which the windows no longer use (they
// convert rows lent in place into their own): the oracles the tests compare the in-place forms with.

extension PixelConversion {
    /// `image` premultiplied, in `format` (its masks and byte order, rows padded with zeros).
    /// - Parameter bytewise: whether the byte-by-byte paths may be taken (tests compare both).
    static func premultiplied(_ image: X11Image, format: PixelFormat, bytewise: Bool = true) -> [UInt8] {
        output(image, format: format) { premultiplied(image, format: format, bytewise: bytewise, into: $0) }
    }

    /// `image` drawn over `backdrop` (RGB rows of the image's width), opaque, in `format` (rows
    /// padded with zeros).
    /// - Parameter bytewise: whether the byte-by-byte paths may be taken (tests compare both).
    static func composited(
        _ image: X11Image, over backdrop: [UInt8], format: PixelFormat, bytewise: Bool = true
    ) -> [UInt8] {
        backdrop.withUnsafeBufferPointer { rgb in
            output(image, format: format) { target in
                composited(
                    image, over: Below(rgb: rgb, stride: image.width * 3, offset: 0), format: format,
                    bytewise: bytewise, into: target)
            }
        }
    }

    /// Writes `image` premultiplied into `target`, in `format` (`premultiplied(_:format:bytewise:into:)`
    /// of its rows).
    static func premultiplied(_ image: X11Image, format: PixelFormat, bytewise: Bool = true, into target: Target) {
        image.withRows { premultiplied($0, format: format, bytewise: bytewise, into: target) }
    }

    /// Writes `image` drawn over `below` into `target` (`composited(_:over:format:bytewise:into:)`
    /// of its rows).
    static func composited(
        _ image: X11Image, over below: Below, format: PixelFormat, bytewise: Bool = true, into target: Target
    ) {
        image.withRows { composited($0, over: below, format: format, bytewise: bytewise, into: target) }
    }

    /// A zeroed buffer of `image`'s size in `format`, filled by `body`.
    static func output(_ image: X11Image, format: PixelFormat, _ body: (Target) -> Void) -> [UInt8] {
        let stride = format.stride(width: image.width)
        var bytes = [UInt8](repeating: 0, count: stride * image.height)
        bytes.withUnsafeMutableBufferPointer { body(Target(bytes: $0, stride: stride, offset: 0)) }
        return bytes
    }
}

extension ShapeRegion {
    /// Each row's runs of the columns of `argb` (`width` × `height`) whose alpha is not 0.
    static func rows(argb: [UInt8], width: Int, height: Int) -> [[Range<Int>]] {
        X11Image(width: width, height: height, argb: argb).withRows { rows($0) }
    }

    /// The runs of columns of row `row` of `argb` (premultiplied ARGB32 rows of `width`) whose
    /// alpha is not 0, each moved right by `shift`.
    static func runs(_ argb: UnsafeRawBufferPointer, row: Int, width: Int, shift: Int = 0) -> [Range<Int>] {
        precondition((row + 1) * width * 4 <= argb.count)
        return runs(X11PixelRows(width: width, height: row + 1, stride: width * 4, bytes: argb), row: row, shift: shift)
    }
}
