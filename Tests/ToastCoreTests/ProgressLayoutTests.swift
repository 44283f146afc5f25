import Testing
@testable import ToastCore

/// The progress bar node on the monospace measurer (a character is half the font size wide, a
/// line 1.25 × the size tall), checked rectangle by rectangle.
@Suite("Progress bar layout")
struct ProgressLayoutTests {
    let engine = ToastLayoutEngine(measurer: MonospaceMeasurer())

    /// An icon beside the message over a 100 pt bar, 4 pt tall.
    func upload(progress: Double?, textSize: Double = 1) -> ToastContent {
        var style = ToastStyle()
        style.layout = .hstack(
            [
                LayoutNode(.icon, width: 20),
                .vstack([LayoutNode(.text(.message)), LayoutNode(.progress, width: 100, height: 4)], spacing: 8),
            ], spacing: 10)
        var c = content("upload", "Uploading", icon: "⏳", style: style.scaledForTextSize(textSize))
        c.progress = progress
        return c
    }

    func progressBar(_ layout: ToastLayout) -> ProgressPrimitive? {
        for case .progress(let bar, .progress) in layout.primitives { return bar }
        return nil
    }

    @Test("under the message, the bar's own width; the fill is the progress's share from the leading edge")
    func leftToRight() throws {
        let layout = engine.layout(upload(progress: 0.25), on: .iPhone15)
        // 16 + 20 + 10 + max("Uploading" 63, bar 100) + 16 = 162 wide; 17.5 + 8 + 4 + 24 = 53.5 tall.
        #expect(layout.size == Size(width: 162, height: 53.5))
        #expect(layout.frame(of: .icon) == Rect(x: 16, y: 16.75, width: 20, height: 20))
        #expect(layout.frame(of: .message) == Rect(x: 46, y: 12, width: 100, height: 17.5))
        let bar = try #require(progressBar(layout))
        #expect(bar.frame == Rect(x: 46, y: 37.5, width: 100, height: 4))
        #expect(bar.fillFrame == Rect(x: 46, y: 37.5, width: 25, height: 4))
        #expect(bar.cornerRadius == 2)
        #expect(bar.fill == ToastStyle().foreground)
        #expect(bar.track.light.alpha == ToastStyle().foreground.light.alpha * LayoutMetrics.progressTrackOpacity)
    }

    @Test("right to left the bar is mirrored and fills from the right")
    func rightToLeft() throws {
        let layout = engine.layout(upload(progress: 0.25), on: Screen.iPhone15.rightToLeft())
        #expect(layout.frame(of: .icon) == Rect(x: 126, y: 16.75, width: 20, height: 20))
        #expect(layout.frame(of: .message) == Rect(x: 16, y: 12, width: 100, height: 17.5))
        let bar = try #require(progressBar(layout))
        #expect(bar.frame == Rect(x: 16, y: 37.5, width: 100, height: 4))
        #expect(bar.fillFrame == Rect(x: 91, y: 37.5, width: 25, height: 4))
    }

    @Test("at text size 3.0 the bar stretches under the wider message and keeps its height")
    func textSizeThree() throws {
        let layout = engine.layout(upload(progress: 0.5, textSize: 3), on: .iPhone15)
        // "Uploading" in 42 pt: 9 × 21 = 189 wide, 52.5 tall; the icon is 60 pt.
        // 16 + 60 + 10 + 189 + 16 = 291 wide; 52.5 + 8 + 4 + 24 = 88.5 tall.
        #expect(layout.size == Size(width: 291, height: 88.5))
        #expect(layout.frame(of: .icon) == Rect(x: 16, y: 14.25, width: 60, height: 60))
        #expect(layout.frame(of: .message) == Rect(x: 86, y: 12, width: 189, height: 52.5))
        let bar = try #require(progressBar(layout))
        #expect(bar.frame == Rect(x: 86, y: 72.5, width: 189, height: 4))
        #expect(bar.fillFrame == Rect(x: 86, y: 72.5, width: 94.5, height: 4))
    }

    @Test("a toast without a progress leaves the bar out, with its spacing")
    func absentWithoutProgress() {
        let layout = engine.layout(upload(progress: nil), on: .iPhone15)
        #expect(layout.primitives.map(\.role) == [.background, .icon, .message])
        #expect(layout.size == Size(width: 125, height: 44))
    }

    @Test("the node's colours and corner radius; the radius is at most half the height")
    func colours() throws {
        var c = upload(progress: 1)
        c.style.layout = .vstack([
            LayoutNode(.progress, width: 80, height: 6, cornerRadius: 10, trackColor: .white, fillColor: .black)
        ])
        let bar = try #require(progressBar(engine.layout(c, on: .iPhone15)))
        #expect(bar.frame == Rect(x: 16, y: 12, width: 80, height: 6))
        #expect(bar.fillFrame == bar.frame)
        #expect(bar.cornerRadius == 3)
        #expect(bar.track == .white)
        #expect(bar.fill == .black)
    }

    @Test(
        "progress is clamped to 0...1 and NaN counts as 0",
        arguments: [(-0.5, 0.0), (1.5, 1.0), (.nan, 0.0), (0.4, 0.4)])
    func clamped(given: Double, kept: Double) {
        var c = upload(progress: nil)
        c.progress = given
        #expect(c.progress == kept)
        #expect(ToastContent(message: "m", progress: given).progress == kept)
    }
}
