import ToastPNG
import ToastRender

/// Compares PNG files: decodes both exactly, reads both manifests to tell whether the
/// environment changed, and reaches a verdict under a `ComparisonPolicy`.
public enum Comparator {
    /// Compares the PNG bytes of a reference with those of a new snapshot.
    /// - Parameters:
    ///   - expectedPNG: the reference file's bytes.
    ///   - actualPNG: the new snapshot's bytes.
    ///   - policy: tolerance, thresholds and strictness.
    ///   - makeDiffImage: whether to draw the diff image (for failure artifacts).
    /// - Returns: the comparison.
    /// - Throws: `SnapshotError.notPNG` or `.unreadablePNG` when either side is not a PNG
    ///   Tartine can read.
    public static func compare(
        expectedPNG: [UInt8], actualPNG: [UInt8], policy: ComparisonPolicy = ComparisonPolicy(),
        makeDiffImage: Bool = true
    ) throws(SnapshotError) -> Comparison {
        let expected = try decode(expectedPNG, role: .expected, path: nil)
        let actual = try decode(actualPNG, role: .actual, path: nil)
        let changes = EnvironmentChange.between(
            expected: PictureManifest(png: expectedPNG), actual: PictureManifest(png: actualPNG))
        return compare(expected, actual, environmentChanges: changes, policy: policy, makeDiffImage: makeDiffImage)
    }

    /// The pixels of `png`, exactly as stored.
    /// - Throws: `SnapshotError.notPNG` or `.unreadablePNG` with `role` and `path`.
    static func decode(_ png: [UInt8], role: SnapshotError.Role, path: String?) throws(SnapshotError) -> RenderedImage {
        guard PNGFile.hasSignature(png) else { throw .notPNG(role: role, path: path) }
        do { return RenderedImage(try PNGDecoder.decode(png)) } catch {
            throw .unreadablePNG(role: role, path: path, error)
        }
    }

    /// Compares decoded images drawn in environments that differ by `environmentChanges` (none:
    /// the same environment, or unknown, and every change counts).
    ///
    /// In one environment the verdict uses `policy.sameEnvironment`. When the environment changed
    /// and the exact verdict fails, pixelmatch with `policy.drift` decides, and a pass is
    /// `Verdict.drifted`; under `policy.strict` the exact verdict stands.
    public static func compare(
        _ expected: RenderedImage, _ actual: RenderedImage, environmentChanges: [EnvironmentChange] = [],
        policy: ComparisonPolicy = ComparisonPolicy(), makeDiffImage: Bool = true
    ) -> Comparison {
        let tolerance = policy.tolerance
        let same = policy.sameEnvironment
        guard let exact = ImageDiff.compare(expected, actual, options: same, makeDiffImage: makeDiffImage) else {
            return Comparison(
                verdict: .sizeMismatch(
                    expected: (expected.width, expected.height), actual: (actual.width, actual.height)),
                result: nil, tolerance: tolerance, environmentChanges: environmentChanges, options: same)
        }
        let exactVerdict = Verdict(exact, tolerance: tolerance)
        if exactVerdict.passes || environmentChanges.isEmpty || policy.strict {
            return Comparison(
                verdict: exactVerdict, result: exact, tolerance: tolerance,
                environmentChanges: environmentChanges, options: same)
        }
        let lenient = ImageDiff.compare(expected, actual, options: policy.drift, makeDiffImage: makeDiffImage) ?? exact
        let verdict: Verdict =
            tolerance.allows(differentPixels: lenient.differentPixels, ofTotal: lenient.totalPixels)
            ? .drifted(
                changedPixels: exact.differentPixels, differentPixels: lenient.differentPixels,
                antialiasedPixels: lenient.antialiasedPixels)
            : .different(differentPixels: lenient.differentPixels, ratio: lenient.differentRatio)
        return Comparison(
            verdict: verdict, result: lenient, tolerance: tolerance,
            environmentChanges: environmentChanges, options: policy.drift)
    }

    /// When both PNGs are intact (every chunk's CRC holds) and have the same IHDR and the same
    /// image data (IDAT bytes), the comparison of two identical pictures, without decoding them;
    /// otherwise nil. Tartine's encoder is deterministic, so equal image data are equal pixels.
    /// Manifests may differ (a scene time, a library version): those differences are still reported.
    /// - Parameters:
    ///   - expectedManifest: the manifest of `expectedPNG` .
    ///   - actualManifest: the manifest of `actualPNG`.
    static func identicalImageData(
        _ expectedPNG: [UInt8], _ actualPNG: [UInt8], expectedManifest: PictureManifest?,
        actualManifest: PictureManifest?, tolerance: Tolerance
    ) -> Comparison? {
        guard let expected = PNGFile.imageData(of: expectedPNG), expected.count > 13,
            let actual = PNGFile.imageData(of: actualPNG), SnapshotStore.sameBytes(expected, actual)
        else { return nil }
        return Comparison(
            verdict: .identical, result: nil, tolerance: tolerance,
            environmentChanges: EnvironmentChange.between(expected: expectedManifest, actual: actualManifest))
    }
}
