import ToastRender

/// What `ImageDiff.compare` measured.
public struct DiffResult: Sendable {
    /// Pixels whose colour distance exceeds the threshold and that are not anti-aliasing: the
    /// number pixelmatch returns.
    public var differentPixels: Int
    /// Pixels over the threshold that were taken for anti-aliasing (drawn yellow); always 0 with
    /// `includeAA`.
    public var antialiasedPixels: Int
    /// `width × height`.
    public var totalPixels: Int
    /// The smallest rectangle holding every differing pixel (anti-aliased ones not included), in
    /// pixels from the top left; `nil` when no pixel differs.
    public var boundingBox: (x: Int, y: Int, width: Int, height: Int)?
    /// Whether the two images are byte-for-byte equal (pixelmatch's fast path).
    public var isIdentical: Bool
    /// The diff image: differing pixels in `diffColor`, anti-aliased ones in `antialiasedColor`,
    /// the rest the expected image in faded grey; `nil` when not asked for.
    public var diffImage: RenderedImage?

    /// Creates a result from its measurements.
    /// - Parameters:
    ///   - differentPixels: the count of differing pixels.
    ///   - antialiasedPixels: the count of pixels taken for anti-aliasing.
    ///   - totalPixels: `width × height`.
    ///   - boundingBox: the rectangle holding the differing pixels.
    ///   - isIdentical: whether every byte matched.
    ///   - diffImage: the diff image, if drawn.
    public init(
        differentPixels: Int, antialiasedPixels: Int, totalPixels: Int,
        boundingBox: (x: Int, y: Int, width: Int, height: Int)? = nil, isIdentical: Bool = false,
        diffImage: RenderedImage? = nil
    ) {
        self.differentPixels = differentPixels
        self.antialiasedPixels = antialiasedPixels
        self.totalPixels = totalPixels
        self.boundingBox = boundingBox
        self.isIdentical = isIdentical
        self.diffImage = diffImage
    }

    /// `differentPixels / totalPixels` (0 for an empty image).
    public var differentRatio: Double {
        totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels)
    }
}
