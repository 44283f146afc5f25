/// A Gaussian blur approximated by three successive box blurs per axis (each pass is a running
/// sum, so the cost does not grow with the radius). Integer arithmetic on 8.8 fixed point, so
/// the result is the same on every machine.
enum BoxBlur {
    /// The widths (odd) of three boxes whose successive application approximates a Gaussian of
    /// standard deviation `sigma` (Kovesi, "Fast almost-Gaussian filtering", 2010).
    static func boxWidths(sigma: Double, passes: Int = 3) -> [Int] {
        guard sigma > 0 else { return [] }
        let n = Double(passes)
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let wl = Double(lower)
        let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
        return (0..<passes).map { Double($0) < m ? lower : upper }
    }

    /// Blurs the A8 pixels of `bytes` (rows of `stride` bytes, `width` × `height` used) in place.
    /// Pixels outside the buffer count as transparent, so the caller pads the shape by 3σ.
    static func gaussian(_ bytes: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int, sigma: Double) {
        blur(bytes, width: width, height: height, stride: stride, channels: 1, sigma: sigma)
    }

    /// Blurs each of the four channels of 32-bit pixels (`bytes`: rows of `stride` bytes,
    /// `width` × `height` pixels) in place: each channel becomes exactly what `gaussian` makes
    /// of a plane holding that channel alone. The four run side by side, a pass over memory each.
    /// - Parameter region: the pixels wanted (`nil`: all). Only they are sure to be written
    ///   (with the values the whole blur gives them); a pixel outside may be left as it was.
    static func gaussianChannels(
        _ bytes: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int, sigma: Double,
        region: PixelRect? = nil
    ) {
        blur(bytes, width: width, height: height, stride: stride, channels: 4, sigma: sigma, region: region)
    }

    /// The blur of `channels` interleaved byte planes: values in 8.8 fixed point, then for
    /// each box a pass along the rows and one down the columns, then rounded back to bytes.
    /// Windows below 4,096 pixels (every shadow and material) go to `SmallBoxBlur`, which makes
    /// the same values faster, computing only what `region` needs; this is the path of wider
    /// ones, which computes every pixel.
    private static func blur(
        _ bytes: UnsafeMutableRawBufferPointer, width: Int, height: Int, stride: Int, channels: Int, sigma: Double,
        region: PixelRect? = nil
    ) {
        let boxes = boxWidths(sigma: sigma)
        guard !boxes.isEmpty, width > 0, height > 0, let base = bytes.baseAddress else { return }
        if boxes.allSatisfy({ $0 / 2 == 0 || SmallReciprocal($0) != nil }) {
            return SmallBoxBlur.blur(
                base, width: width, height: height, stride: stride, channels: channels, boxes: boxes, region: region)
        }
        let lanes = width * channels
        var plane: [UInt32] = fixedPointPlane(base, lanes: lanes, height: height, stride: stride)
        // A line with `radius` zeros on each side (the pixels outside, transparent), so each step
        // adds one value and takes one away without a test.
        let widest = boxes.max() ?? 1
        var scratch = [UInt32](repeating: 0, count: lanes + widest * channels)
        var columns = Columns(width: lanes, height: height)
        plane.withUnsafeMutableBufferPointer { plane in
            scratch.withUnsafeMutableBufferPointer { line in
                for box in boxes {
                    for y in 0..<height {
                        if channels == 4 {
                            passFour(plane, start: y * lanes, count: width, radius: box / 2, line: line)
                        } else {
                            pass(plane, start: y * width, step: 1, count: width, radius: box / 2, line: line)
                        }
                    }
                    columns.pass(plane, radius: box / 2)
                }
            }
        }
        plane.withUnsafeBufferPointer { plane in
            for y in 0..<height {
                let row = base + y * stride
                for i in 0..<lanes {
                    row.storeBytes(
                        of: UInt8(min(255, (plane[y * lanes + i] + 128) >> 8)), toByteOffset: i, as: UInt8.self)
                }
            }
        }
    }

    /// The `lanes` bytes of each of `height` rows at `base` (rows `stride` bytes apart) as 8.8
    /// fixed point, row after row (the plane both blurs work on).
    static func fixedPointPlane<Value: FixedWidthInteger & UnsignedInteger>(
        _ base: UnsafeMutableRawPointer, lanes: Int, height: Int, stride: Int
    ) -> [Value] {
        [Value](unsafeUninitializedCapacity: lanes * height) { buffer, count in
            for y in 0..<height {
                let row = base + y * stride
                for i in 0..<lanes { buffer[y * lanes + i] = Value(row.load(fromByteOffset: i, as: UInt8.self)) << 8 }
            }
            count = lanes * height
        }
    }

    /// `pass` along a row of `count` pixels of four interleaved channels from `start`, each
    /// channel on its own. `line` holds at least `count + 2 × radius` values.
    static func passFour(
        _ plane: UnsafeMutableBufferPointer<UInt32>, start: Int, count: Int, radius: Int,
        line: UnsafeMutableBufferPointer<UInt32>
    ) {
        for channel in 0..<4 {
            pass(plane, start: start + channel, step: 4, count: count, radius: radius, line: line)
        }
    }

    /// One box pass of `2 * radius + 1` over `count` values `step` apart from `start`: each value
    /// becomes the rounded mean of the window around it, values beyond the ends counting as 0.
    /// `line` holds at least `count + 2 * radius` values.
    static func pass(
        _ plane: UnsafeMutableBufferPointer<UInt32>, start: Int, step: Int, count: Int,
        radius: Int, line: UnsafeMutableBufferPointer<UInt32>
    ) {
        guard radius > 0, count > 0 else { return }
        let r = radius
        for i in 0..<r { line[i] = 0 }
        for i in 0..<count { line[r + i] = plane[start + i * step] }
        for i in (r + count)..<(count + 2 * r) { line[i] = 0 }
        let window = UInt64(2 * r + 1)
        let reciprocal = Reciprocal(window)
        var sum: UInt64 = 0
        for k in r..<(2 * r) { sum &+= UInt64(line[k]) }
        for i in 0..<count {
            sum &+= UInt64(line[i + 2 * r])
            plane[start + i * step] = UInt32(truncatingIfNeeded: reciprocal.quotient(sum &+ window / 2))
            sum &-= UInt64(line[i])
        }
    }

    /// The box pass down every column at once, row by row (a column at a time walks memory a
    /// row apart at each step, and waited on memory most of the blur): the values and the sums
    /// of `pass(_:start:step:count:radius:line:)` with `start` each column and `step` the width.
    struct Columns {
        let width: Int
        let height: Int
        /// The plane as it was before the pass (the window takes away the values it added).
        private var source: [UInt32]
        private var sums: [UInt64]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            source = [UInt32](repeating: 0, count: width * height)
            sums = [UInt64](repeating: 0, count: width)
        }

        mutating func pass(_ plane: UnsafeMutableBufferPointer<UInt32>, radius r: Int) {
            guard r > 0, width > 0, height > 0, let base = plane.baseAddress else { return }
            let (width, height) = (self.width, self.height)
            let window = UInt64(2 * r + 1)
            let reciprocal = Reciprocal(window)
            source.withUnsafeMutableBufferPointer { source in
                sums.withUnsafeMutableBufferPointer { sums in
                    guard let copy = source.baseAddress else { return }
                    copy.update(from: base, count: width * height)
                    for x in 0..<width { sums[x] = 0 }
                    for y in 0..<min(r, height) {
                        let row = copy + y * width
                        for x in 0..<width { sums[x] &+= UInt64(row[x]) }
                    }
                    for y in 0..<height {
                        if y + r < height {
                            let incoming = copy + (y + r) * width
                            for x in 0..<width { sums[x] &+= UInt64(incoming[x]) }
                        }
                        let out = base + y * width
                        for x in 0..<width {
                            out[x] = UInt32(truncatingIfNeeded: reciprocal.quotient(sums[x] &+ window / 2))
                        }
                        if y - r >= 0 {
                            let outgoing = copy + (y - r) * width
                            for x in 0..<width { sums[x] &-= UInt64(outgoing[x]) }
                        }
                    }
                }
            }
        }
    }

    /// Division by a fixed divisor as a multiplication: ⌊n / d⌋ = the high word of n · (⌊2⁶⁴ / d⌋ + 1)
    /// for every n below 2³² and 1 < d < 2³² (the error n · e / 2⁶⁴, e ≤ 1, stays below 1 / d).
    /// Larger dividends (windows of more than 65,000 pixels) divide.
    struct Reciprocal {
        let divisor: UInt64
        let multiplier: UInt64

        init(_ divisor: UInt64) {
            precondition(divisor > 1)
            self.divisor = divisor
            multiplier = UInt64.max / divisor + 1  // ⌊(2⁶⁴ − 1) / d⌋ + 1 = ⌊2⁶⁴ / d⌋ + 1 unless d divides 2⁶⁴
        }

        @inline(__always)
        func quotient(_ n: UInt64) -> UInt64 {
            n < 1 << 32 ? n.multipliedFullWidth(by: multiplier).high : n / divisor
        }
    }

    /// Division of box sums by their window as one 32 × 32-bit multiplication and a shift, which
    /// vectorise: ⌊n / d⌋ = ⌊n · m / 2ˢ⌋ with s = 31 + ⌊log₂ d⌋ and m = ⌈2ˢ / d⌉ < 2³², exact for
    /// every n < 2³⁰ (the error n · (m − 2ˢ / d) / 2ˢ < n / 2ˢ ≤ n / (2³⁰ · d) stays below 1 / d).
    /// A box sum plus half the window qualifies below windows of 4,096: its values are at most
    /// 255 · 256 = 65,280 each.
    struct SmallReciprocal {
        let divisor: Int
        let multiplier: UInt32
        let shift: UInt64

        /// `nil` for windows from 4,096 pixels (or below 2), which `Reciprocal` divides.
        init?(_ divisor: Int) {
            guard divisor > 1, divisor < 1 << 12 else { return nil }
            self.divisor = divisor
            shift = UInt64(31 + (Int.bitWidth - 1 - divisor.leadingZeroBitCount))
            multiplier = UInt32(((1 << shift) + UInt64(divisor) - 1) / UInt64(divisor))
        }

        @inline(__always)
        func quotient(_ n: UInt32) -> UInt32 {
            UInt32(truncatingIfNeeded: (UInt64(n) &* UInt64(multiplier)) &>> shift)
        }

        @inline(__always)
        func quotient(_ n: SIMD4<UInt32>) -> SIMD4<UInt32> {
            let wide = SIMD4<UInt64>(truncatingIfNeeded: n) &* SIMD4<UInt64>(repeating: UInt64(multiplier))
            return SIMD4<UInt32>(truncatingIfNeeded: wide &>> SIMD4<UInt64>(repeating: shift))
        }
    }
}
