import ToastFiles
import Dispatch
import Synchronization
import ToastPNG
import ToastRender

/// Two PNG files compared with pixelmatch's semantics: what `tartine diff` reports.
public struct FileDiff: Sendable {
    /// The first file's size.
    public var width: Int
    /// The first file's height (its width is `width`).
    public var height: Int
    /// The second file's size, when it differs from the first (then nothing was compared).
    public var mismatchedSize: (width: Int, height: Int)?
    /// The measurements; `nil` for a size mismatch.
    public var result: DiffResult?
    /// The verdict under the tolerance.
    public var verdict: Verdict
    /// The tolerance the verdict was reached under.
    public var tolerance: Tolerance

    /// Reads, decodes and compares two PNG files.
    /// - Parameters:
    ///   - expectedPath: the first image (pixelmatch's `img1`, faded in the diff image).
    ///   - actualPath: the second image.
    ///   - options: pixelmatch's options.
    ///   - tolerance: how many differing pixels still pass.
    ///   - makeDiffImage: whether to draw the diff image.
    /// - Throws: `SnapshotError.file` for a file that cannot be read, `.notPNG` or
    ///   `.unreadablePNG` for one that is not a PNG Tartine can read (damaged, or beyond `PNGLimits`).
    public init(
        expectedPath: String, actualPath: String, options: DiffOptions, tolerance: Tolerance,
        makeDiffImage: Bool
    ) throws(SnapshotError) {
        let files = [Self.read(expectedPath), Self.read(actualPath)]
        self.tolerance = tolerance
        if !makeDiffImage, case .success(let first) = files[0], case .success(let second) = files[1],
            let banded = BandedDiff.compare(first, second, options: options)
        {
            // Two pictures Tartine wrote: only the bands that differ are decoded.
            (width, height, result) = (banded.width, banded.height, banded.result)
            verdict = Verdict(banded.result, tolerance: tolerance)
            return
        }
        let expected: RenderedImage
        let actual: RenderedImage
        if case .success(let first) = files[0], case .success(let second) = files[1],
            PNGDecoder.storeSameImage(first, second)
        {
            // The same image data: one decoding serves both sides.
            expected = try Comparator.decode(first, role: .expected, path: expectedPath)
            actual = expected
        } else {
            (expected, actual) = try Self.decode(files, paths: [expectedPath, actualPath])
        }
        width = expected.width
        height = expected.height
        guard let result = ImageDiff.compare(expected, actual, options: options, makeDiffImage: makeDiffImage) else {
            mismatchedSize = (actual.width, actual.height)
            verdict = .sizeMismatch(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
            return
        }
        self.result = result
        verdict = Verdict(result, tolerance: tolerance)
    }

    private static func read(_ path: String) -> Result<[UInt8], SnapshotError> {
        do {
            return .success(try Files.read(path, limit: Limits.referenceFileSize))
        } catch {
            return .failure(.file(error))
        }
    }

    /// Decodes both sides at the same time (inflating is most of the work); the first side's
    /// error, if any, is the one thrown.
    private static func decode(_ files: [Result<[UInt8], SnapshotError>], paths: [String]) throws(SnapshotError)
        -> (RenderedImage, RenderedImage)
    {
        let decoded = Mutex<[Result<RenderedImage, SnapshotError>?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { side in
            let result = Result { () throws(SnapshotError) -> RenderedImage in
                try Comparator.decode(files[side].get(), role: side == 0 ? .expected : .actual, path: paths[side])
            }
            decoded.withLock { $0[side] = result }
        }
        let results = decoded.withLock { $0 }
        guard let first = results[0], let second = results[1] else { preconditionFailure("both sides are decoded") }
        return (try first.get(), try second.get())
    }

    /// Writes the diff image as a PNG at `path` (atomically, as every output: a link there is
    /// replaced, never followed).
    /// - Throws: `SnapshotError.unencodablePNG` or `.file`.
    public func writeDiffImage(to path: String) throws(SnapshotError) {
        guard let image = result?.diffImage else { return }
        let png: [UInt8]
        do { png = try image.pngData(manifest: [:]) } catch { throw .unencodablePNG(path: path, error) }
        do { try OutputTarget.file(path).write(png) } catch { throw .file(error) }
    }
}
