/// The parts of the screen a frame must repaint: what the previous frame's layers covered
/// (to be restored to the background) and what this frame's layers cover, merged so that no two
/// rectangles overlap.
enum DamageRegion {
    /// `areas` with every group of overlapping rectangles replaced by their bounding box, clamped
    /// to the surface; empty rectangles dropped.
    static func merge(_ areas: [PixelRect], width: Int, height: Int) -> [PixelRect] {
        merge(areas, within: PixelRect(x0: 0, y0: 0, x1: width, y1: height))
    }

    /// `merge(_:width:height:)` for areas kept within `bounds`.
    static func merge(_ areas: [PixelRect], within bounds: PixelRect) -> [PixelRect] {
        var result: [PixelRect] = []
        for area in areas {
            var grown = area.clamped(to: bounds)
            guard !grown.isEmpty else { continue }
            var changed = true
            while changed {
                changed = false
                for index in result.indices.reversed() where result[index].intersects(grown) {
                    grown = grown.union(result.remove(at: index))
                    changed = true
                }
            }
            result.append(grown)
        }
        return result.sorted { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
    }
}
