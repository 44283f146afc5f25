import ToastRender

/// Compares PNG files: decodes both, diffs the pixels, reaches a verdict under a tolerance, and
/// reads both manifests to tell whether the environment changed.
public enum Comparator {
    /// Compares the PNG bytes of a reference with those of a new snapshot.
    /// - Parameters:
    ///   - expectedPNG: the reference file's bytes.
    ///   - actualPNG: the new snapshot's bytes.
    ///   - tolerance: how many differing pixels are allowed (none by default).
    ///   - options: the pixelmatch options.
    ///   - makeDiffImage: whether to draw the diff image (for failure artifacts).
    /// - Returns: the comparison.
    /// - Throws: `SnapshotError.notPNG` or `.unreadablePNG` when either side is not a PNG Cairo
    ///   can read.
    public static func compare(
        expectedPNG: [UInt8], actualPNG: [UInt8], tolerance: Tolerance = .exact,
        options: DiffOptions = DiffOptions(), makeDiffImage: Bool = true
    ) throws(SnapshotError) -> Comparison {
        try check(
            expectedPNG: expectedPNG, actualPNG: actualPNG, tolerance: tolerance, options: options,
            makeDiffImage: makeDiffImage
        ).comparison
    }

    /// A comparison with the decoded images, for drawing a diff image later.
    struct Checked {
        var comparison: Comparison
        var expected: RenderedImage
        var actual: RenderedImage
    }

    /// Decodes both PNGs and compares them (without a diff image unless asked).
    static func check(
        expectedPNG: [UInt8], actualPNG: [UInt8], tolerance: Tolerance, options: DiffOptions,
        makeDiffImage: Bool = false
    ) throws(SnapshotError) -> Checked {
        guard PNGDecoding.hasSignature(expectedPNG) else { throw .notPNG(role: .expected, path: nil) }
        guard PNGDecoding.hasSignature(actualPNG) else { throw .notPNG(role: .actual, path: nil) }
        let expected: RenderedImage
        let actual: RenderedImage
        do { expected = try PNGDecoding.image(fromPNG: expectedPNG) } catch {
            throw .unreadablePNG(role: .expected, path: nil, error)
        }
        do { actual = try PNGDecoding.image(fromPNG: actualPNG) } catch {
            throw .unreadablePNG(role: .actual, path: nil, error)
        }
        var comparison = compare(
            expected, actual, tolerance: tolerance, options: options, makeDiffImage: makeDiffImage)
        comparison.environmentChanges = EnvironmentChange.between(
            expected: PNGManifest.read(from: expectedPNG), actual: PNGManifest.read(from: actualPNG))
        return Checked(comparison: comparison, expected: expected, actual: actual)
    }

    /// Compares decoded images (no manifests, so no environment changes).
    public static func compare(
        _ expected: RenderedImage, _ actual: RenderedImage, tolerance: Tolerance = .exact,
        options: DiffOptions = DiffOptions(), makeDiffImage: Bool = true
    ) -> Comparison {
        guard let result = ImageDiff.compare(expected, actual, options: options, makeDiffImage: makeDiffImage)
        else {
            return Comparison(
                verdict: .sizeMismatch(
                    expected: (expected.width, expected.height), actual: (actual.width, actual.height)),
                result: nil, tolerance: tolerance)
        }
        return Comparison(verdict: Verdict(result, tolerance: tolerance), result: result, tolerance: tolerance)
    }

    /// When both PNGs have the same IHDR and the same image data (IDAT bytes), the comparison
    /// of two identical pictures, without decoding them; otherwise nil. Manifests may differ
    /// (a scene time, a library version): those differences are still reported.
    static func identicalImageData(_ expectedPNG: [UInt8], _ actualPNG: [UInt8]) -> Comparison? {
        guard let expected = PNGFile.imageData(of: expectedPNG), expected.count > 13,
              expected == PNGFile.imageData(of: actualPNG) else { return nil }
        return Comparison(verdict: .identical, result: nil, environmentChanges: EnvironmentChange.between(
            expected: PNGManifest.read(from: expectedPNG), actual: PNGManifest.read(from: actualPNG)))
    }
}
