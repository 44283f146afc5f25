import Foundation
import SnapshotTesting
import ToastCore
import ToastRender
import ToastSnapshot

extension Diffing where Value == RenderedImage {
    /// Compares pictures with Tartine's diff and stores them as PNG. The pictures carry no
    /// manifest here, so every changed pixel counts unless `policy` allows it.
    /// - Parameter policy: tolerance and same-environment threshold.
    public static func toastImage(policy: ComparisonPolicy = ComparisonPolicy()) -> Diffing {
        .diff(
            // swift-snapshot-testing's closures cannot throw (it does the file I/O and reports
            // its errors): an image that cannot be encoded or a reference that is not a PNG
            // becomes an empty or 1×1 picture, and the comparison fails on it.
            toData: { image in Data((try? image.pngData()) ?? []) },
            fromData: { data in
                (try? RenderedImage(png: [UInt8](data))) ?? RenderedImage(width: 1, height: 1, pixels: [0, 0, 0, 0])
            },
            diffV2: { expected, actual in
                let comparison = Comparator.compare(expected, actual, policy: policy, makeDiffImage: false)
                guard !comparison.passed else { return nil }
                return (SnapshotMessages.summary(of: comparison), [])
            })
    }
}

extension Snapshotting where Value == Frame, Format == RenderedImage {
    /// Draws a `Frame` with Tartine's renderer for pointfreeco/swift-snapshot-testing, whose own
    /// image strategies do not exist on Linux: `assertSnapshot(of: frame, as: .toastImage(fonts: fonts))`.
    /// - Parameters:
    ///   - fonts: the pinned fonts (`FontSet.pinned()`).
    ///   - options: appearance, scale and background.
    ///   - policy: tolerance and same-environment threshold.
    public static func toastImage(
        fonts: FontSet, options: RenderOptions = RenderOptions(),
        policy: ComparisonPolicy = ComparisonPolicy()
    ) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .toastImage(policy: policy)) { frame in
            // No throwing path here either: a frame that cannot be drawn fails as a 1×1 picture.
            (try? ScenePipeline(fonts: fonts, jobs: 1).picture(
                of: frame, on: Stage(screen: frame.screen, options: options)))
                ?? RenderedImage(width: 1, height: 1, pixels: [0, 0, 0, 0])
        }
    }
}
