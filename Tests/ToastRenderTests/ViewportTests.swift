import Testing
import ToastCore

@testable import ToastRender

/// A renderer that keeps only a viewport of the screen draws there the bytes a whole screen has.
@Suite struct ViewportTests {
    typealias Area = (x: Int, y: Int, width: Int, height: Int)

    func pixels(_ renderer: FrameRenderer, _ area: Area) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: area.width * area.height * 4) { buffer, count in
            renderer.copyPixels(
                x: area.x, y: area.y, width: area.width, height: area.height,
                into: UnsafeMutableRawBufferPointer(buffer))
            count = area.width * area.height * 4
        }
    }

    @Test(
        "frame after frame, as the viewport moves, grows and leaves the screen, its pixels are the whole screen's",
        arguments: [ScreenBackground.plain(.clear), .mockApp(MockApp())])
    func viewportPixelsEqualTheScreens(background: ScreenBackground) throws {
        let timeline = IncrementalTests.timeline()
        let options = RenderOptions(appearance: .light, background: background)
        let whole = try renderer(.iPhone15, options)
        let part = try renderer(.iPhone15, options)
        // iPhone 15 at 3×: 1179 × 2556 pixels.
        let viewports: [Area] = [(0, 0, 1179, 400), (100, 150, 700, 900), (900, 2300, 600, 600), (0, 0, 1179, 2556)]
        var compared = 0
        for (index, t) in stride(from: 0.0, through: 3.2, by: 0.1).enumerated() {
            let f = timeline.frame(at: t)
            let viewport = viewports[(index / 5) % viewports.count]
            try whole.draw(f)
            try part.draw(f, within: viewport)
            let inside = (
                x: viewport.x, y: viewport.y, width: min(viewport.width, 1179 - viewport.x),
                height: min(viewport.height, 2556 - viewport.y)
            )
            #expect(
                part.surfaceBytes().count == inside.width * inside.height * 4, "t=\(t): the surface is the viewport")
            let same = sameBytes(pixels(part, inside), pixels(whole, inside))
            #expect(same, "frame at t=\(t) differs in \(viewport)")
            compared += 1
        }
        #expect(compared == 33)
        // Drawn whole again, the renderer gives the whole picture.
        try part.draw(timeline.frame(at: 1))
        try whole.draw(timeline.frame(at: 1))
        let same = sameBytes(part.surfaceBytes(), whole.surfaceBytes())
        #expect(same, "the whole picture after a viewport")
    }
}
