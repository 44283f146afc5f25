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
    /// The rectangles covering exactly the pixels of `rgba` (straight RGBA, `width` × `height`)
    /// whose alpha is not 0, in no particular order, none overlapping.
    static func rectangles(rgba: [UInt8], width: Int, height: Int) -> [ShapeRectangle] {
        var done: [ShapeRectangle] = []
        var open: [ShapeRectangle] = []
        var previousRuns: [Range<Int>] = []
        for y in 0..<height {
            let runs = Self.runs(rgba: rgba, row: y, width: width)
            if runs == previousRuns {
                for index in open.indices { open[index].height += 1 }
            } else {
                done += open
                open = runs.map { ShapeRectangle(x: $0.lowerBound, y: y, width: $0.count, height: 1) }
                previousRuns = runs
            }
        }
        return done + open
    }

    /// The runs of columns of row `row` whose alpha is not 0.
    static func runs(rgba: [UInt8], row: Int, width: Int) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        let base = row * width * 4
        for x in 0..<width {
            let opaque = rgba[base + x * 4 + 3] != 0
            if opaque, start == nil { start = x }
            if !opaque, let first = start {
                runs.append(first..<x)
                start = nil
            }
        }
        if let first = start { runs.append(first..<width) }
        return runs
    }
}
