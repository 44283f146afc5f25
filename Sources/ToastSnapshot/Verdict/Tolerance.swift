/// How many differing pixels a snapshot may have and still pass, with Playwright's semantics
/// (`toHaveScreenshot`'s `maxDiffPixels` and `maxDiffPixelRatio`): with neither set nothing may
/// differ; with one set it is the limit; with both set the stricter one wins. A snapshot fails
/// when strictly more pixels differ than allowed.
public struct Tolerance: Sendable, Hashable {
    /// At most this many pixels may differ.
    public var maxDiffPixels: Int?
    /// At most this fraction (0...1) of all pixels may differ.
    public var maxDiffPixelRatio: Double?

    /// Creates a tolerance; with no limit given, nothing may differ.
    /// - Parameters:
    ///   - maxDiffPixels: an absolute limit, or `nil`.
    ///   - maxDiffPixelRatio: a limit as a fraction of the image's pixels, or `nil`.
    public init(maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Nothing may differ (the default).
    public static let exact = Tolerance()

    /// The number of pixels allowed to differ in an image of `totalPixels` pixels (fractional
    /// when it comes from the ratio, as in Playwright).
    public func allowedPixels(ofTotal totalPixels: Int) -> Double {
        let fromRatio = maxDiffPixelRatio.map { Double(totalPixels) * $0 }
        switch (maxDiffPixels, fromRatio) {
        case (let pixels?, let ratio?): return min(Double(pixels), ratio)
        case (let pixels?, nil): return Double(pixels)
        case (nil, let ratio?): return ratio
        case (nil, nil): return 0
        }
    }

    /// Whether `differentPixels` out of `totalPixels` is within the tolerance.
    public func allows(differentPixels: Int, ofTotal totalPixels: Int) -> Bool {
        Double(differentPixels) <= allowedPixels(ofTotal: totalPixels)
    }
}
