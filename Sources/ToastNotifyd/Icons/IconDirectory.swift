/// One directory of an icon theme as its `index.theme` describes it (the freedesktop Icon Theme
/// Specification, "Directory Layout"): the nominal size of its icons, their scale, and how far
/// from that size they may be used.
package struct IconDirectory: Sendable, Hashable {
    /// How a directory's icons may be sized (`Type`).
    package enum Kind: String, Sendable, Hashable {
        /// Only at `Size`.
        case fixed = "Fixed"
        /// Anywhere from `MinSize` to `MaxSize` (a vector icon).
        case scalable = "Scalable"
        /// Within `Threshold` of `Size` (the default).
        case threshold = "Threshold"
    }

    /// The directory, relative to the theme's directory (`48x48/apps`).
    package var path: String
    /// `Size`: the nominal size of its icons, in units of `scale` pixels.
    package var size: Int
    /// `Scale`: the pixels per unit its icons are drawn for (1 unless `@2x` and the like).
    package var scale: Int
    /// `Type`.
    package var kind: Kind
    /// `MinSize` (a scalable directory's smallest size; `Size` unless said).
    package var minSize: Int
    /// `MaxSize` (a scalable directory's largest size; `Size` unless said).
    package var maxSize: Int
    /// `Threshold` (a threshold directory's reach either side of `Size`; 2 unless said).
    package var threshold: Int

    /// Creates a directory with the specification's defaults for what its section leaves out.
    package init(
        path: String, size: Int, scale: Int = 1, kind: Kind = .threshold, minSize: Int? = nil, maxSize: Int? = nil,
        threshold: Int = 2
    ) {
        self.path = path
        self.size = size
        self.scale = scale
        self.kind = kind
        self.minSize = minSize ?? size
        self.maxSize = maxSize ?? size
        self.threshold = threshold
    }

    /// Whether an icon of this directory is drawn as is at `size` units of `scale` pixels
    /// (the specification's `DirectoryMatchesSize`).
    package func matches(size wanted: Int, scale wantedScale: Int) -> Bool {
        guard scale == wantedScale else { return false }
        switch kind {
        case .fixed: return size == wanted
        case .scalable: return (minSize...maxSize).contains(wanted)
        case .threshold: return (size - threshold...size + threshold).contains(wanted)
        }
    }

    /// How many pixels an icon of this directory is from `size` units of `scale` pixels (the
    /// specification's `DirectorySizeDistance`, as it is written: a threshold directory's
    /// distance is counted from `MinSize` and `MaxSize`, which are `Size` unless said).
    package func distance(size wanted: Int, scale wantedScale: Int) -> Int {
        let pixels = wanted * wantedScale
        switch kind {
        case .fixed:
            return abs(size * scale - pixels)
        case .scalable:
            if pixels < minSize * scale { return minSize * scale - pixels }
            if pixels > maxSize * scale { return pixels - maxSize * scale }
            return 0
        case .threshold:
            if pixels < (size - threshold) * scale { return minSize * scale - pixels }
            if pixels > (size + threshold) * scale { return pixels - maxSize * scale }
            return 0
        }
    }
}
