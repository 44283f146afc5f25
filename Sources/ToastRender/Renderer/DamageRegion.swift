import ToastCore

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

    /// The areas whose pixels differ between a surface showing the layers `old` and one showing
    /// `new` (bottom to top, over the same background): the bounds a changed layer had and has,
    /// and those of a layer that came or went. A pixel outside them is covered by the same layers,
    /// drawing the same, in the same order, so it keeps its value. `nil` when a toast is there
    /// twice or the toasts both show are not in the same order (the caller repaints all).
    static func changed(from old: [DrawnLayers.Placed], to new: [DrawnLayers.Placed]) -> [PixelRect]? {
        var before: [ToastID: Int] = [:]
        for (index, layer) in old.enumerated() {
            guard before.updateValue(index, forKey: layer.id) == nil else { return nil }
        }
        var damage: [PixelRect] = []
        var kept = Array(repeating: false, count: old.count)
        var lastIndex = -1
        for layer in new {
            guard let index = before[layer.id] else {
                damage.append(layer.bounds)
                continue
            }
            // Also a toast there twice in `new`.
            guard index > lastIndex else { return nil }
            lastIndex = index
            kept[index] = true
            if old[index] != layer { damage += [old[index].bounds, layer.bounds] }
        }
        for (index, layer) in old.enumerated() where !kept[index] { damage.append(layer.bounds) }
        return damage
    }
}
