/// `BoxBlur`'s blur for windows below 4,096 pixels (every shadow and material backdrop), making
/// the same values faster: 8.8 fixed point never exceeds 255 · 256 = 65,280, so the plane holds
/// 16-bit values and the sums of a window 32-bit ones, divided by `BoxBlur.SmallReciprocal`; the
/// pass down the columns keeps only the rows its window still needs instead of a copy of the
/// plane; four interleaved channels are summed side by side.
enum SmallBoxBlur {
    /// Blurs `channels` (1 or 4) interleaved byte planes of `width` × `height` pixels at `base`
    /// (rows `stride` bytes apart) in place, box by box (`boxes`: odd widths below 4,096).
    ///
    /// Only the pixels of `region` (all of them when `nil`) are written, with the values the
    /// whole blur gives them: working back from `region`, each pass computes only the pixels the
    /// passes after it read (a pass along the rows the columns of the next one's window, a pass
    /// down the columns the rows of it), and values beyond the picture's ends still count as 0.
    /// A material backdrop is blurred from a margin of 3σ around the area it shows, and the
    /// margin's own pixels are never shown.
    static func blur(
        _ base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, channels: Int, boxes: [Int],
        region: PixelRect? = nil
    ) {
        let lanes = width * channels
        let wanted = (region ?? PixelRect(x0: 0, y0: 0, x1: width, y1: height)).clamped(width: width, height: height)
        guard !wanted.isEmpty else { return }
        let passes = boxes.compactMap { box in
            BoxBlur.SmallReciprocal(box).flatMap { box / 2 > 0 ? (radius: box / 2, small: $0) : nil }
        }
        // What each box's passes compute, from the last box back: the pass down the columns
        // computes `down`; the pass along the rows before it the rows that window reads.
        var areas: [(along: PixelRect, down: PixelRect)] = []
        var needed = wanted
        for box in passes.reversed() {
            let along = PixelRect(
                x0: needed.x0, y0: max(0, needed.y0 - box.radius), x1: needed.x1,
                y1: min(height, needed.y1 + box.radius))
            areas.append((along, needed))
            needed = PixelRect(
                x0: max(0, along.x0 - box.radius), y0: along.y0, x1: min(width, along.x1 + box.radius),
                y1: along.y1)
        }
        areas.reverse()
        var plane: [UInt16] = BoxBlur.fixedPointPlane(base, lanes: lanes, height: height, stride: stride)
        let widest = boxes.max() ?? 1
        var line = [UInt16](repeating: 0, count: lanes + widest * channels)
        var ring = [UInt16](repeating: 0, count: (widest / 2 + 1) * lanes)
        var sums = [UInt32](repeating: 0, count: lanes)
        plane.withUnsafeMutableBufferPointer { plane in
            line.withUnsafeMutableBufferPointer { line in
                ring.withUnsafeMutableBufferPointer { ring in
                    sums.withUnsafeMutableBufferPointer { sums in
                        for (box, area) in zip(passes, areas) {
                            let (r, small) = box
                            let columns = area.along.x0..<area.along.x1
                            for y in area.along.y0..<area.along.y1 {
                                let row = plane.baseAddress! + y * lanes
                                if channels == 4 {
                                    passFour(
                                        row, count: width, columns: columns, radius: r, by: small,
                                        line: line.baseAddress!)
                                } else {
                                    pass(
                                        row, count: width, columns: columns, radius: r, by: small,
                                        line: line.baseAddress!)
                                }
                            }
                            Self.columns(
                                plane.baseAddress!, lanes: lanes, height: height,
                                lanesDown: (area.down.x0 * channels)..<(area.down.x1 * channels),
                                rows: area.down.y0..<area.down.y1, radius: r, by: small,
                                ring: ring.baseAddress!, sums: sums.baseAddress!)
                        }
                    }
                }
            }
        }
        plane.withUnsafeBufferPointer { plane in
            for y in wanted.y0..<wanted.y1 {
                let row = base + y * stride
                for i in (wanted.x0 * channels)..<(wanted.x1 * channels) {
                    let value = UInt8(truncatingIfNeeded: (UInt32(plane[y * lanes + i]) + 128) >> 8)
                    row.storeBytes(of: value, toByteOffset: i, as: UInt8.self)
                }
            }
        }
    }

    /// One box pass along a row of `count` values: each of `columns` becomes the rounded mean
    /// of the `2 × radius + 1` values around it, values beyond the ends counting as 0 (the
    /// others are left as they were). `line` holds at least `count + 2 × radius` values.
    static func pass(
        _ row: UnsafeMutablePointer<UInt16>, count: Int, columns: Range<Int>, radius r: Int,
        by small: BoxBlur.SmallReciprocal, line: UnsafeMutablePointer<UInt16>
    ) {
        // `line[k]` holds the value of column `columns.lowerBound - r + k` (0 beyond the ends).
        let first = columns.lowerBound - r
        let span = columns.count + 2 * r
        let from = max(0, first)
        let to = min(count, first + span)
        line.update(repeating: 0, count: from - first)
        (line + (from - first)).update(from: row + from, count: to - from)
        (line + (to - first)).update(repeating: 0, count: first + span - to)
        let half = UInt32(small.divisor / 2)
        var sum: UInt32 = 0
        for k in 0..<(2 * r) { sum &+= UInt32(line[k]) }
        for (k, i) in columns.enumerated() {
            sum &+= UInt32(line[k + 2 * r])
            row[i] = UInt16(truncatingIfNeeded: small.quotient(sum &+ half))
            sum &-= UInt32(line[k])
        }
    }

    /// `pass` along a row of `count` pixels of four interleaved channels, each on its own, the
    /// four sums side by side. `line` holds at least `4 × (count + 2 × radius)` values.
    static func passFour(
        _ row: UnsafeMutablePointer<UInt16>, count: Int, columns: Range<Int>, radius r: Int,
        by small: BoxBlur.SmallReciprocal, line: UnsafeMutablePointer<UInt16>
    ) {
        let first = columns.lowerBound - r
        let span = columns.count + 2 * r
        let from = max(0, first)
        let to = min(count, first + span)
        line.update(repeating: 0, count: 4 * (from - first))
        (line + 4 * (from - first)).update(from: row + 4 * from, count: 4 * (to - from))
        (line + 4 * (to - first)).update(repeating: 0, count: 4 * (first + span - to))
        let values = UnsafeRawPointer(line)
        let out = UnsafeMutableRawPointer(row)
        let half = SIMD4<UInt32>(repeating: UInt32(small.divisor / 2))
        func load(_ pixel: Int) -> SIMD4<UInt32> {
            SIMD4<UInt32>(truncatingIfNeeded: values.loadUnaligned(fromByteOffset: 8 * pixel, as: SIMD4<UInt16>.self))
        }
        var sum = SIMD4<UInt32>()
        for k in 0..<(2 * r) { sum &+= load(k) }
        var k = 0
        for i in columns {
            sum &+= load(k + 2 * r)
            out.storeBytes(
                of: SIMD4<UInt16>(truncatingIfNeeded: small.quotient(sum &+ half)), toByteOffset: 8 * i,
                as: SIMD4<UInt16>.self)
            sum &-= load(k)
            k += 1
        }
    }

    /// The box pass down the columns `lanesDown` at once, row by row: the values of `pass` down
    /// each column, written in `rows` (the others are left as they were; the window reads the
    /// rows `radius` above and below them). The rows it has overwritten and will still take away
    /// are kept in `ring` (`radius + 1` rows of `lanes` values); `sums` holds `lanes` values.
    static func columns(
        _ plane: UnsafeMutablePointer<UInt16>, lanes: Int, height: Int, lanesDown: Range<Int>, rows: Range<Int>,
        radius r: Int, by small: BoxBlur.SmallReciprocal, ring: UnsafeMutablePointer<UInt16>,
        sums: UnsafeMutablePointer<UInt32>
    ) {
        let half = UInt32(small.divisor / 2)
        let slots = r + 1
        let (x0, x1) = (lanesDown.lowerBound, lanesDown.upperBound)
        for x in x0..<x1 { sums[x] = 0 }
        for y in max(0, rows.lowerBound - r)..<min(rows.lowerBound + r, height) {
            let row = plane + y * lanes
            for x in x0..<x1 { sums[x] &+= UInt32(row[x]) }
        }
        for y in rows {
            if y + r < height {
                let incoming = plane + (y + r) * lanes
                for x in x0..<x1 { sums[x] &+= UInt32(incoming[x]) }
            }
            let out = plane + y * lanes
            (ring + (y % slots) * lanes + x0).update(from: out + x0, count: x1 - x0)
            for x in x0..<x1 { out[x] = UInt16(truncatingIfNeeded: small.quotient(sums[x] &+ half)) }
            if y - r >= 0 {
                // A row this pass wrote is taken away as it was, from the ring; one above
                // `rows` it never wrote, from the plane.
                let outgoing = y - r >= rows.lowerBound ? ring + ((y - r) % slots) * lanes : plane + (y - r) * lanes
                for x in x0..<x1 { sums[x] &-= UInt32(outgoing[x]) }
            }
        }
    }
}
