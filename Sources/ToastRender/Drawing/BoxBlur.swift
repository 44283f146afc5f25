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
        let boxes = boxWidths(sigma: sigma)
        guard !boxes.isEmpty, width > 0, height > 0 else { return }
        var plane = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { plane[y * width + x] = UInt32(bytes[y * stride + x]) << 8 }
        }
        var scratch = [UInt32](repeating: 0, count: max(width, height))
        plane.withUnsafeMutableBufferPointer { plane in
            scratch.withUnsafeMutableBufferPointer { line in
                for box in boxes {
                    for y in 0..<height {
                        pass(plane, start: y * width, step: 1, count: width, radius: box / 2, line: line)
                    }
                    for x in 0..<width {
                        pass(plane, start: x, step: width, count: height, radius: box / 2, line: line)
                    }
                }
            }
        }
        for y in 0..<height {
            for x in 0..<width { bytes[y * stride + x] = UInt8(min(255, (plane[y * width + x] + 128) >> 8)) }
        }
    }

    /// One box pass of `2 * radius + 1` over `count` values `step` apart from `start`.
    private static func pass(
        _ plane: UnsafeMutableBufferPointer<UInt32>, start: Int, step: Int, count: Int,
        radius: Int, line: UnsafeMutableBufferPointer<UInt32>
    ) {
        guard radius > 0 else { return }
        for i in 0..<count { line[i] = plane[start + i * step] }
        let window = UInt64(2 * radius + 1)
        var sum: UInt64 = 0
        for i in 0..<min(radius, count) { sum += UInt64(line[i]) }
        for i in 0..<count {
            let incoming = i + radius
            if incoming < count { sum += UInt64(line[incoming]) }
            plane[start + i * step] = UInt32((sum + window / 2) / window)
            let outgoing = i - radius
            if outgoing >= 0 { sum -= UInt64(line[outgoing]) }
        }
    }
}
