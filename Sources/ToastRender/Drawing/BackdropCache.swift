/// The blurred, saturated backdrops of material areas, for one background surface, by area, σ
/// and saturation: a toast standing at the same place over the same background needs the same
/// backdrop, frame after frame and case after case, and blurring it again cost most of a
/// material toast's drawing. Each `Canvas` holds its own cache, so an entry never outlives the
/// background pixels it was made from, and the surfaces are only ever read once made.
final class BackdropCache {
    struct Key: Hashable {
        var area: PixelRect
        var sigma: Double
        var saturation: Double
    }

    private var surfaces: [Key: ImageSurface] = [:]
    private var bytes = 0
    /// Above this many bytes of backdrops the cache starts over (a toast sliding over the
    /// screen needs a new backdrop every frame).
    private let capacity = 24 << 20

    /// The backdrop for `key`, made by `make` on first use.
    func backdrop(_ key: Key, make: () throws(CairoStatus) -> ImageSurface) throws(CairoStatus) -> ImageSurface {
        if let cached = surfaces[key] { return cached }
        let made = try make()
        let size = made.stride * made.height
        if bytes + size > capacity {
            surfaces.removeAll(keepingCapacity: true)
            bytes = 0
        }
        surfaces[key] = made
        bytes += size
        return made
    }
}
