import Testing
import ToastCore

@testable import ToastRender

@Suite struct SurfaceTests {
    @Test(arguments: [
        (Screen.iPhone15, nil as Double?, 1179, 2556),
        (Screen.iPhone15, 1, 393, 852),
        (Screen.iPhone15, 2, 786, 1704),
        (Screen.iPhoneSE3, nil, 750, 1334),
        (Screen.iPad10, nil, 1640, 2360),
        (Screen.pixel8, nil, 1080, 2400),
    ])
    func pictureSize(screen: Screen, scale: Double?, width: Int, height: Int) throws {
        let renderer = try FrameRenderer(screen: screen, options: RenderOptions(scale: scale), fonts: fonts)
        let image = try renderer.render(frame(toast(), on: screen))
        #expect(image.width == width && image.height == height)
        #expect(image.pixels.count == width * height * 4)
        #expect(renderer.pixelWidth == width && renderer.pixelHeight == height)
    }

    @Test func theToastScalesWithThePixelScale() throws {
        let f = frame(toast())
        let layer = try #require(f.toasts.first)
        for scale in [1.0, 2, 3] {
            let image = try renderer(.iPhone15, RenderOptions(scale: scale, background: .plain(.white))).render(f)
            let inside = Point(x: layer.frame.midX, y: layer.frame.minY + 4)
            let expected = layer.content.style.background.light.composited(over: .white)
            #expect(close(color(in: image, at: inside, scale: scale), expected), "scale \(scale)")
            let outside = Point(x: layer.frame.midX, y: layer.frame.minY - 2)
            #expect(close(color(in: image, at: outside, scale: scale), .white), "scale \(scale)")
        }
    }

    @Test func aPlainTransparentBackgroundStaysTransparent() throws {
        let image = try renderer(.iPhone15, RenderOptions(background: .plain(.clear))).render(frame(toast()))
        #expect(image.pixel(x: 0, y: 0) == (0, 0, 0, 0))
        let layer = try #require(frame(toast()).toasts.first)
        let fill = color(in: image, at: Point(x: layer.frame.midX, y: layer.frame.minY + 4), scale: 3)
        #expect(close(fill, layer.content.style.background.light))
    }
}
