/// The largest pictures Tartine decodes. A PNG declares its size in its header; the decoder
/// checks the declaration against these limits before it allocates anything, so a small file
/// that declares a huge picture (a decompression bomb) is refused at once instead of costing
/// gigabytes.
///
/// ```
/// the picture is 23000×23000 pixels (529,000,000 pixels): larger than Tartine reads
/// (at most 16384 pixels a side and 33,554,432 pixels)
/// ```
public struct PNGLimits: Sendable, Hashable {
    /// The most pixels a side may have: 16,384. A 3× phone screenshot is under 3,000.
    public static let maxDimension = 16_384
    /// The most pixels a picture may have: 33,554,432 (2²⁵, 128 MiB as RGBA). A 1179×2556
    /// screenshot has about 3 million.
    public static let maxPixels = 33_554_432

    /// The most pixels a side may have.
    public var maxDimension: Int
    /// The most pixels in all.
    public var maxPixels: Int

    /// - Parameters:
    ///   - maxDimension: the longest side allowed (`PNGLimits.maxDimension` by default).
    ///   - maxPixels: the most pixels allowed (`PNGLimits.maxPixels` by default).
    public init(maxDimension: Int = PNGLimits.maxDimension, maxPixels: Int = PNGLimits.maxPixels) {
        self.maxDimension = maxDimension
        self.maxPixels = maxPixels
    }

    /// The documented limits.
    public static let standard = PNGLimits()

    /// Whether a `width`×`height` picture is within the limits.
    public func allow(width: Int, height: Int) -> Bool {
        width <= maxDimension && height <= maxDimension
            && width.multipliedReportingOverflow(by: height).partialValue <= maxPixels
    }
}
