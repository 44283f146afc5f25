/// A rectangle of a window's shape, in the window's coordinates.
struct ShapeRectangle: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}

/// The region of an image's pixels whose alpha is not 0, kept as each row's runs of such
/// columns (ascending, apart: two runs never touch), and sent to the Shape extension as
/// rectangles, rows with the same runs as the row above merged into taller ones (a rounded card
/// is a few rectangles at each corner and one for its middle).
enum ShapeRegion {
    /// Each row's runs of the columns of `pixels` whose alpha is not 0.
    static func rows(_ pixels: X11PixelRows) -> [[Range<Int>]] {
        (0..<pixels.height).map { runs(pixels, row: $0) }
    }

    /// The runs of columns of row `row` of `pixels` whose alpha is not 0, each moved right by
    /// `shift`, four pixels at a time where all four agree with the run's state.
    static func runs(_ pixels: X11PixelRows, row: Int, shift: Int = 0) -> [Range<Int>] {
        precondition(row >= 0 && row < pixels.height)
        let argb = pixels.bytes
        let width = pixels.width
        var runs: [Range<Int>] = []
        var start: Int?
        let base = pixels.start(of: row)
        let alpha = SIMD4<UInt32>(repeating: 0xFF00_0000)
        var x = 0
        while x < width {
            if x &+ 4 <= width {
                let four = argb.loadUnaligned(fromByteOffset: base &+ x &* 4, as: SIMD4<UInt32>.self) & alpha
                let drawn = four .!= SIMD4<UInt32>(repeating: 0)
                if start == nil ? !any(drawn) : all(drawn) {
                    x &+= 4
                    continue
                }
            }
            let drawn = argb.loadUnaligned(fromByteOffset: base &+ x &* 4, as: UInt32.self) >> 24 != 0
            if drawn, start == nil { start = x }
            if !drawn, let first = start {
                runs.append(first + shift..<x + shift)
                start = nil
            }
            x &+= 1
        }
        if let first = start { runs.append(first + shift..<width + shift) }
        return runs
    }

    /// The rectangles of `rows` (the first at row `top`), rows with the same runs as the row
    /// above merged; in no particular order, none overlapping.
    static func rectangles(rows: [[Range<Int>]], top: Int) -> [ShapeRectangle] {
        var done: [ShapeRectangle] = []
        var open: [ShapeRectangle] = []
        var previous: [Range<Int>] = []
        for (index, runs) in rows.enumerated() {
            if runs == previous {
                for rectangle in open.indices { open[rectangle].height += 1 }
            } else {
                done += open
                open = runs.map { ShapeRectangle(x: $0.lowerBound, y: top + index, width: $0.count, height: 1) }
                previous = runs
            }
        }
        return done + open
    }

    /// The parts of `runs` inside `columns`.
    static func clipped(_ runs: [Range<Int>], to columns: Range<Int>) -> [Range<Int>] {
        runs.compactMap { run in
            let part = run.clamped(to: columns)
            return part.isEmpty ? nil : part
        }
    }

    /// The columns of `runs` that are not in `other` (both ascending and apart).
    static func subtracting(_ other: [Range<Int>], from runs: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var index = 0
        for run in runs {
            var start = run.lowerBound
            while index < other.count && other[index].upperBound <= start { index += 1 }
            var next = index
            while next < other.count && other[next].lowerBound < run.upperBound {
                if other[next].lowerBound > start { result.append(start..<other[next].lowerBound) }
                start = max(start, other[next].upperBound)
                next += 1
            }
            if start < run.upperBound { result.append(start..<run.upperBound) }
        }
        return result
    }

    /// `runs` with `columns` replaced by `inside` (runs within `columns`): ascending, runs that
    /// touch joined.
    static func replacing(_ columns: Range<Int>, in runs: [Range<Int>], with inside: [Range<Int>]) -> [Range<Int>] {
        union(subtracting([columns], from: runs), inside)
    }

    /// The columns in `runs` or in `other` (both ascending and apart): ascending, runs that
    /// touch joined.
    static func union(_ runs: [Range<Int>], _ other: [Range<Int>]) -> [Range<Int>] {
        var joined: [Range<Int>] = []
        for run in (runs + other).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = joined.last, last.upperBound >= run.lowerBound {
                joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, run.upperBound)
            } else {
                joined.append(run)
            }
        }
        return joined
    }

    /// `rows` (of a shape whose top-left corner was at `from`) as rows of a shape `width` by
    /// `height` whose corner is at `to`: the same screen pixels, those outside left out.
    static func moved(
        _ rows: [[Range<Int>]], from: (x: Int, y: Int), to: (x: Int, y: Int), width: Int, height: Int
    ) -> [[Range<Int>]] {
        let dx = from.x - to.x
        let dy = from.y - to.y
        return (0..<height).map { row in
            let old = row - dy
            guard old >= 0, old < rows.count else { return [] }
            return clipped(rows[old].map { $0.lowerBound + dx..<$0.upperBound + dx }, to: 0..<width)
        }
    }
}
