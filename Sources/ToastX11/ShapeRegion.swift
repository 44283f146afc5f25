/// A rectangle of a window's shape, in the window's coordinates.
struct ShapeRectangle: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
}

/// The region of an image's pixels whose alpha is not 0, as rectangles for the Shape extension:
/// each row's runs of such pixels, rows with the same runs as the row above merged into taller
/// rectangles (a rounded card is a few rectangles at each corner and one for its middle).
enum ShapeRegion {
    /// The rectangles covering exactly the pixels of `argb` (premultiplied ARGB32, as
    /// ``X11Image`` holds them, `width` × `height`) whose alpha is not 0, in no particular order,
    /// none overlapping.
    static func rectangles(argb: [UInt8], width: Int, height: Int) -> [ShapeRectangle] {
        let coverage = coverage(argb: argb)
        return rectangles(width: width, height: height) { coverage[$0] }
    }

    /// Whether each pixel of `argb` (premultiplied ARGB32) has an alpha other than 0.
    static func coverage(argb: [UInt8]) -> [Bool] {
        let count = argb.count / 4
        return [Bool](unsafeUninitializedCapacity: count) { coverage, initialized in
            argb.withUnsafeBytes { raw in
                for index in 0..<count {
                    coverage[index] = raw.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self) >> 24 != 0
                }
            }
            initialized = count
        }
    }

    /// The rectangles covering exactly the pixels of a `width` × `height` area for which
    /// `isInside` (given the pixel's index, `y × width + x`) holds, in no particular order,
    /// none overlapping.
    static func rectangles(width: Int, height: Int, _ isInside: (Int) -> Bool) -> [ShapeRectangle] {
        var done: [ShapeRectangle] = []
        var open: [ShapeRectangle] = []
        var previousRuns: [Range<Int>] = []
        var runs: [Range<Int>] = []
        for y in 0..<height {
            runs.removeAll(keepingCapacity: true)
            var start: Int?
            let base = y * width
            for x in 0..<width {
                let inside = isInside(base + x)
                if inside, start == nil { start = x }
                if !inside, let first = start {
                    runs.append(first..<x)
                    start = nil
                }
            }
            if let first = start { runs.append(first..<width) }
            if runs == previousRuns {
                for index in open.indices { open[index].height += 1 }
            } else {
                done += open
                open = runs.map { ShapeRectangle(x: $0.lowerBound, y: y, width: $0.count, height: 1) }
                swap(&previousRuns, &runs)
            }
        }
        return done + open
    }
}
