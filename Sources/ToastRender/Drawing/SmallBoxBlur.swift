/// `BoxBlur`'s blur for windows below 4,096 pixels (every shadow and material backdrop), making
/// the same values faster: 8.8 fixed point never exceeds 255 · 256 = 65,280, so the plane holds
/// 16-bit values and the sums of a window 32-bit ones, divided by `BoxBlur.SmallReciprocal`; the
/// pass down the columns keeps only the rows its window still needs instead of a copy of the
/// plane; four interleaved channels are summed side by side.
enum SmallBoxBlur {
    /// Blurs `channels` (1 or 4) interleaved byte planes of `width` × `height` pixels at `base`
    /// (rows `stride` bytes apart) in place, box by box (`boxes`: odd widths below 4,096).
    static func blur(
        _ base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, channels: Int, boxes: [Int]
    ) {
        let lanes = width * channels
        var plane: [UInt16] = BoxBlur.fixedPointPlane(base, lanes: lanes, height: height, stride: stride)
        let widest = boxes.max() ?? 1
        var line = [UInt16](repeating: 0, count: lanes + widest * channels)
        var ring = [UInt16](repeating: 0, count: (widest / 2 + 1) * lanes)
        var sums = [UInt32](repeating: 0, count: lanes)
        plane.withUnsafeMutableBufferPointer { plane in
            line.withUnsafeMutableBufferPointer { line in
                ring.withUnsafeMutableBufferPointer { ring in
                    sums.withUnsafeMutableBufferPointer { sums in
                        for box in boxes {
                            let r = box / 2
                            guard r > 0, let small = BoxBlur.SmallReciprocal(box) else { continue }
                            for y in 0..<height {
                                let row = plane.baseAddress! + y * lanes
                                if channels == 4 {
                                    passFour(row, count: width, radius: r, by: small, line: line.baseAddress!)
                                } else {
                                    pass(row, count: width, radius: r, by: small, line: line.baseAddress!)
                                }
                            }
                            columns(
                                plane.baseAddress!, lanes: lanes, height: height, radius: r, by: small,
                                ring: ring.baseAddress!, sums: sums.baseAddress!)
                        }
                    }
                }
            }
        }
        plane.withUnsafeBufferPointer { plane in
            for y in 0..<height {
                let row = base + y * stride
                for i in 0..<lanes {
                    let value = UInt8(truncatingIfNeeded: (UInt32(plane[y * lanes + i]) + 128) >> 8)
                    row.storeBytes(of: value, toByteOffset: i, as: UInt8.self)
                }
            }
        }
    }

    /// One box pass along a row of `count` values: each becomes the rounded mean of the
    /// `2 × radius + 1` values around it, values beyond the ends counting as 0. `line` holds at
    /// least `count + 2 × radius` values.
    static func pass(
        _ row: UnsafeMutablePointer<UInt16>, count: Int, radius r: Int, by small: BoxBlur.SmallReciprocal,
        line: UnsafeMutablePointer<UInt16>
    ) {
        line.update(repeating: 0, count: r)
        (line + r).update(from: row, count: count)
        (line + r + count).update(repeating: 0, count: r)
        let half = UInt32(small.divisor / 2)
        var sum: UInt32 = 0
        for k in r..<(2 * r) { sum &+= UInt32(line[k]) }
        for i in 0..<count {
            sum &+= UInt32(line[i + 2 * r])
            row[i] = UInt16(truncatingIfNeeded: small.quotient(sum &+ half))
            sum &-= UInt32(line[i])
        }
    }

    /// `pass` along a row of `count` pixels of four interleaved channels, each on its own, the
    /// four sums side by side. `line` holds at least `4 × (count + 2 × radius)` values.
    static func passFour(
        _ row: UnsafeMutablePointer<UInt16>, count: Int, radius r: Int, by small: BoxBlur.SmallReciprocal,
        line: UnsafeMutablePointer<UInt16>
    ) {
        line.update(repeating: 0, count: 4 * r)
        (line + 4 * r).update(from: row, count: 4 * count)
        (line + 4 * (r + count)).update(repeating: 0, count: 4 * r)
        let values = UnsafeRawPointer(line)
        let out = UnsafeMutableRawPointer(row)
        let half = SIMD4<UInt32>(repeating: UInt32(small.divisor / 2))
        func load(_ pixel: Int) -> SIMD4<UInt32> {
            SIMD4<UInt32>(truncatingIfNeeded: values.loadUnaligned(fromByteOffset: 8 * pixel, as: SIMD4<UInt16>.self))
        }
        var sum = SIMD4<UInt32>()
        for k in r..<(2 * r) { sum &+= load(k) }
        for i in 0..<count {
            sum &+= load(i + 2 * r)
            out.storeBytes(
                of: SIMD4<UInt16>(truncatingIfNeeded: small.quotient(sum &+ half)), toByteOffset: 8 * i,
                as: SIMD4<UInt16>.self)
            sum &-= load(i)
        }
    }

    /// The box pass down every column at once, row by row: the values of `pass` down each
    /// column. The rows it has overwritten and will still take away are kept in `ring`
    /// (`radius + 1` rows of `lanes` values); `sums` holds `lanes` values.
    static func columns(
        _ plane: UnsafeMutablePointer<UInt16>, lanes: Int, height: Int, radius r: Int,
        by small: BoxBlur.SmallReciprocal, ring: UnsafeMutablePointer<UInt16>, sums: UnsafeMutablePointer<UInt32>
    ) {
        let half = UInt32(small.divisor / 2)
        let slots = r + 1
        sums.update(repeating: 0, count: lanes)
        for y in 0..<min(r, height) {
            let row = plane + y * lanes
            for x in 0..<lanes { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<height {
            if y + r < height {
                let incoming = plane + (y + r) * lanes
                for x in 0..<lanes { sums[x] &+= UInt32(incoming[x]) }
            }
            let out = plane + y * lanes
            (ring + (y % slots) * lanes).update(from: out, count: lanes)
            for x in 0..<lanes { out[x] = UInt16(truncatingIfNeeded: small.quotient(sums[x] &+ half)) }
            if y - r >= 0 {
                let outgoing = ring + ((y - r) % slots) * lanes
                for x in 0..<lanes { sums[x] &-= UInt32(outgoing[x]) }
            }
        }
    }
}
