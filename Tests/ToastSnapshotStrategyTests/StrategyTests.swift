import SnapshotTesting
import Testing
import ToastCore
import ToastRender
import ToastSnapshot
import ToastSnapshotStrategy

@Suite("Snapshotting<Frame, RenderedImage> for swift-snapshot-testing")
struct StrategyTests {
    func frame(_ background: String) throws -> Frame {
        var style = ToastStyle()
        style.background = try Color(parsing: background)
        var presenter = Presenter()
        presenter.show(
            ToastRequest(ToastContent(kind: "saved", icon: .emoji("💾"), message: "Saved", style: style)), at: 0)
        presenter.advance(to: 1)
        return Timeline(presenter.timeline, screen: .iPhone15, measurer: PangoMeasurer(fonts: try FontSet.pinned()))
            .frame(at: 1)
    }

    @Test("assertSnapshot with .toastImage matches the committed reference")
    func matches() throws {
        let fonts = try FontSet.pinned()
        withSnapshotTesting(record: .missing) {
            assertSnapshot(
                of: try! frame("systemGreen@0.9"),
                as: .toastImage(fonts: fonts, options: RenderOptions(scale: 1, background: .plain(.white))),
                named: "saved")
        }
    }

    @Test("the diffing reports the pixels that differ, and nothing for equal pictures")
    func diffing() throws {
        let fonts = try FontSet.pinned()
        let stage = Stage(setting: SceneSetting.standard, scale: 1, background: .plain(.white))
        let green = try ScenePipeline(fonts: fonts).picture(of: try frame("systemGreen@0.9"), on: stage)
        let red = try ScenePipeline(fonts: fonts).picture(of: try frame("systemRed@0.9"), on: stage)
        let diffing = Diffing<RenderedImage>.toastImage()
        #expect(diffing.diffV2(green, green) == nil)
        let message = try #require(diffing.diffV2(green, red)?.0)
        // The one wording of a verdict (SnapshotMessages.summary), the same as the suite reports'.
        #expect(message == SnapshotMessages.summary(of: Comparator.compare(green, red)))
        #expect(message.hasSuffix(" pixels differ (1.15%), allowed 0; bounding box x 146…246, y 687…728"), "\(message)")
        #expect(diffing.fromData(diffing.toData(green)).pixels == green.pixels)
    }
}
