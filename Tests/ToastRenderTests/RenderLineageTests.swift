import Testing
import ToastCore
import ToastPNG

@testable import ToastRender

/// A renderer's images say which rows changed since the image before: every other row holds the
/// same bytes, so an encoder following them writes a fresh encoder's bytes.
@Suite struct RenderLineageTests {
    /// The rows in which two pictures of `width` pixels differ.
    static func differingRows(_ a: [UInt8], _ b: [UInt8], width: Int) -> Set<Int> {
        let rowBytes = width * 4
        return Set(
            (0..<(a.count / rowBytes)).filter {
                a[($0 * rowBytes)..<(($0 + 1) * rowBytes)] != b[($0 * rowBytes)..<(($0 + 1) * rowBytes)]
            })
    }

    @Test func theChangedRowsAreTheRowsThatChanged() throws {
        let renderer = try FrameRenderer(screen: .iPhone15, options: RenderOptions(), fonts: fonts)
        let encoder = BandedPNGEncoder(jobs: 1)
        var before: RenderedImage? = nil
        let times = [0.0, 0.05, 0.1, 0.2, 0.2, 0.3, 0.5, 1.0, 2.1, 2.3, 3.0, 0.3]
        for (index, time) in times.enumerated() {
            let frame = index == 4 ? emptyFrame(on: .iPhoneSE3) : SharedPixelsTests.materialFrame(at: time)
            let image = try renderer.render(frame)
            let lineage = try #require(image.lineage)
            if let before, before.width == image.width, before.height == image.height {
                #expect(lineage.version == (before.lineage?.version ?? 0) + 1)
                let claimed = Set(lineage.changedRows.flatMap { Array($0) })
                let actual = Self.differingRows(before.pixels, image.pixels, width: image.width)
                #expect(claimed == actual, "t=\(time)")
            } else {
                #expect(lineage.changedRows == [0..<image.height])
            }
            let png = try image.pngData(manifest: [:], encoder: encoder)
            let same = try png == image.pngData(manifest: [:], encoder: BandedPNGEncoder(jobs: 1))
            #expect(same, "t=\(time)")
            before = image
        }
    }
}
