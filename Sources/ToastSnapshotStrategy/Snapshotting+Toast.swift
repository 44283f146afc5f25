import Foundation
import SnapshotTesting
import ToastCore
import ToastRender
import ToastSnapshot

extension Diffing where Value == RenderedImage {
    /// Compares pictures with Tartine's pixelmatch diff (`ImageDiff`) and stores them as PNG.
    /// - Parameters:
    ///   - tolerance: how many pixels may differ.
    ///   - options: the pixelmatch threshold and anti-aliasing handling.
    public static func toastImage(tolerance: Tolerance = .exact, options: DiffOptions = DiffOptions()) -> Diffing {
        .diff(
            toData: { image in Data((try? image.pngData()) ?? []) },
            fromData: { data in (try? RenderedImage(png: [UInt8](data))) ?? RenderedImage(width: 1, height: 1, pixels: [0, 0, 0, 0]) },
            diffV2: { expected, actual in
                let comparison = Comparator.compare(expected, actual, tolerance: tolerance, options: options, makeDiffImage: false)
                guard !comparison.passed else { return nil }
                return (Self.describe(comparison.verdict), [])
            })
    }

    private static func describe(_ verdict: Verdict) -> String {
        switch verdict {
        case .sizeMismatch(let expected, let actual):
            "the pictures differ in size: expected \(expected.0)×\(expected.1), got \(actual.0)×\(actual.1)"
        case .different(let pixels, let ratio):
            "\(pixels) pixels differ (\(String(format: "%.2f", ratio * 100))%)"
        case .identical, .similar:
            "the pictures match"
        }
    }
}

extension Snapshotting where Value == Frame, Format == RenderedImage {
    /// Draws a `Frame` with Tartine's renderer for pointfreeco/swift-snapshot-testing, whose own
    /// image strategies do not exist on Linux: `assertSnapshot(of: frame, as: .toastImage(fonts: fonts))`.
    /// - Parameters:
    ///   - fonts: the pinned fonts (`FontSet.pinned()`).
    ///   - options: appearance, scale and background.
    ///   - tolerance: how many pixels may differ.
    public static func toastImage(fonts: FontSet, options: RenderOptions = RenderOptions(),
                                  tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .toastImage(tolerance: tolerance)) { frame in
            (try? FrameRenderer(screen: frame.screen, options: options, fonts: fonts).render(frame))
                ?? RenderedImage(width: 1, height: 1, pixels: [0, 0, 0, 0])
        }
    }
}
