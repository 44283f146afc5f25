/// pixelmatch 7.2.0's colour metric: the squared distance in YIQ (NTSC) space from Kotsarenko and
/// Ramos, "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
/// applications" (2010), with semi-transparent pixels composited over a background first.
///
/// Every operation is done in the order pixelmatch does it, in `Double`, so results agree to the
/// last bit with the JavaScript (whose numbers are IEEE doubles too).
enum ColorDelta {
    /// The background a semi-transparent pixel at byte offset `k` is composited over: with
    /// `checkerboard`, pixelmatch 7's irregular pattern `48 + 159 × (⌊k / φⁿ⌋ mod 2)` (φ the golden
    /// ratio, n = 0, 1, 2 for red, green, blue), else white.
    ///
    /// `k` is the *byte* offset (4 × pixel index), as in pixelmatch, so the red term is always 48.
    @inline(__always)
    static func background(atByte k: Int, checkerboard: Bool) -> (r: Int, g: Int, b: Int) {
        guard checkerboard else { return (255, 255, 255) }
        let position = Double(k)
        return (
            48 + 159 * (k % 2),
            48 + 159 * (Int(position / 1.618033988749895) % 2),
            48 + 159 * (Int(position / 2.618033988749895) % 2)
        )
    }

    /// The per-channel differences of two pixels after compositing: plain `c1 − c2` when both are
    /// opaque, else `(c1·a1 − c2·a2 − background·(a1 − a2)) / 255`.
    @inline(__always)
    static func channelDeltas(_ p1: UInt32, _ p2: UInt32, atByte k: Int, checkerboard: Bool)
        -> (r: Double, g: Double, b: Double)
    {
        let a1 = p1.alpha
        let a2 = p2.alpha
        guard a1 < 255 || a2 < 255 else {
            return (Double(p1.red - p2.red), Double(p1.green - p2.green), Double(p1.blue - p2.blue))
        }
        let background = background(atByte: k, checkerboard: checkerboard)
        let da = a1 - a2
        return (
            Double(p1.red * a1 - p2.red * a2 - background.r * da) / 255,
            Double(p1.green * a1 - p2.green * a2 - background.g * da) / 255,
            Double(p1.blue * a1 - p2.blue * a2 - background.b * da) / 255
        )
    }

    /// The luma (Y) of a colour, or of a difference of colours.
    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The signed squared YIQ distance between `p1` (expected) and `p2` (actual), which the caller
    /// knows differ: negative when `p2` is darker (pixelmatch's `colorDelta`).
    @inline(__always)
    static func delta(_ p1: UInt32, _ p2: UInt32, atByte k: Int, checkerboard: Bool) -> Double {
        let d = channelDeltas(p1, p2, atByte: k, checkerboard: checkerboard)
        let y = luma(d.r, d.g, d.b)
        let i = d.r * 0.59597799 - d.g * 0.27417610 - d.b * 0.32180189
        let q = d.r * 0.21147017 - d.g * 0.52261711 + d.b * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness difference (Y only) between a centre pixel and a neighbour, the background
    /// taken at the centre's byte offset `k`; 0 when the pixels are equal.
    @inline(__always)
    static func brightness(_ center: UInt32, _ neighbor: UInt32, atByte k: Int, checkerboard: Bool) -> Double {
        guard center != neighbor else { return 0 }
        let d = channelDeltas(center, neighbor, atByte: k, checkerboard: checkerboard)
        return luma(d.r, d.g, d.b)
    }

    /// The faded grey pixelmatch draws for a matching pixel: its luma blended with white by
    /// `alpha × a / 255`, stored as into a `Uint8Array` (truncated, modulo 256).
    @inline(__always)
    static func grayWord(_ p: UInt32, alpha: Double) -> UInt32 {
        let y = luma(Double(p.red), Double(p.green), Double(p.blue))
        let value = UInt32(uint8(255 + (y - 255) * alpha * Double(p.alpha) / 255))
        return value | value << 8 | value << 16 | 0xFF00_0000
    }

    /// JavaScript's `ToUint8`: NaN and infinities become 0, others are truncated toward zero and
    /// taken modulo 256.
    @inline(__always)
    static func uint8(_ value: Double) -> UInt8 {
        guard value.isFinite, abs(value) < 9.0e15 else { return 0 }
        return UInt8(truncatingIfNeeded: Int64(value))
    }
}
