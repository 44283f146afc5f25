/// The part of the picture a page has not been sent since its last frame: the areas the renderer
/// repainted in the frames drawn meanwhile, or the whole picture (a keyframe).
///
/// Bounded: overlapping or touching areas become their bounding box, and past
/// ``maximumAreas`` every area becomes one bounding box, so a page that lags behind costs one
/// region, however many frames it missed.
struct FrameRegion: Equatable, Hashable {
    /// Areas in one frame message, at most.
    static let maximumAreas = 8

    /// The areas, disjoint and not touching (empty when ``isWhole``).
    private(set) var areas: [FrameMessage.Area] = []
    /// Whether the whole picture is to be sent.
    private(set) var isWhole = false

    /// Whether there is nothing to send.
    var isEmpty: Bool { !isWhole && areas.isEmpty }

    /// The whole picture.
    static var whole: FrameRegion {
        var region = FrameRegion()
        region.isWhole = true
        return region
    }

    /// Adds `area` (an empty one adds nothing).
    mutating func add(_ area: FrameMessage.Area) {
        guard !isWhole, area.width > 0, area.height > 0 else { return }
        var grown = area
        var merged = true
        while merged {
            merged = false
            for (index, other) in areas.enumerated() where grown.touches(other) {
                grown = grown.union(other)
                areas.remove(at: index)
                merged = true
                break
            }
        }
        areas.append(grown)
        if areas.count > Self.maximumAreas {
            areas = [areas.dropFirst().reduce(areas[0]) { $0.union($1) }]
        }
    }

    /// Adds every area of `other`.
    mutating func formUnion(_ other: FrameRegion) {
        if other.isWhole {
            self = .whole
            return
        }
        for area in other.areas { add(area) }
    }

    /// The areas to send for a picture of `width × height` pixels: the whole picture when
    /// ``isWhole``, otherwise the areas clamped to the picture (empty ones dropped).
    func areas(width: Int, height: Int) -> [FrameMessage.Area] {
        if isWhole { return [FrameMessage.Area(x: 0, y: 0, width: width, height: height)] }
        return areas.compactMap { $0.clamped(width: width, height: height) }
    }
}

extension FrameMessage.Area {
    /// Whether the two areas overlap or share an edge.
    func touches(_ other: FrameMessage.Area) -> Bool {
        x <= other.x + other.width && other.x <= x + width && y <= other.y + other.height
            && other.y <= y + height
    }

    /// The bounding box of both areas.
    func union(_ other: FrameMessage.Area) -> FrameMessage.Area {
        let left = min(x, other.x)
        let top = min(y, other.y)
        return FrameMessage.Area(
            x: left, y: top, width: max(x + width, other.x + other.width) - left,
            height: max(y + height, other.y + other.height) - top)
    }

    /// The part inside a `width × height` picture; `nil` when none is.
    func clamped(width pictureWidth: Int, height pictureHeight: Int) -> FrameMessage.Area? {
        let left = max(0, x)
        let top = max(0, y)
        let right = min(pictureWidth, x + width)
        let bottom = min(pictureHeight, y + height)
        guard right > left, bottom > top else { return nil }
        return FrameMessage.Area(x: left, y: top, width: right - left, height: bottom - top)
    }
}
