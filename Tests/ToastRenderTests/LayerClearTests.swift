import Testing
import ToastCore

@testable import ToastRender

/// Why a layer's kept surface is cleared through Cairo: a surface Cairo knows is clear (a new
/// one, or one painted clear whole) takes another path for its first fill, whose edge pixels
/// round otherwise than a fill on zeros written behind Cairo's back. `FrameRenderer.drawLayer`
/// must give `cairo_push_group`'s bytes.
@Suite struct LayerClearTests {
    /// Draws a translucent rounded card at 3× into `layer` (already cleared), then paints it at
    /// half opacity on a new surface; returns that surface's bytes.
    func composite(_ layer: ImageSurface) throws -> [UInt8] {
        let group = try CairoContext(surface: layer)
        group.scale(3, 3)
        group.fillRoundedRectangle(
            Rect(x: 3.3, y: 2.7, width: 61.4, height: 23.9), radius: 11.7,
            color: RGBA(red: 0.11, green: 0.45, blue: 0.19, alpha: 0.9))
        let canvas = try ImageSurface(format: .argb32, width: 200, height: 90)
        let cairo = try CairoContext(surface: canvas)
        cairo.setSource(layer, x: 0, y: 0, smooth: true)
        cairo.paint(alpha: 0.5)
        return canvas.withBytes { [UInt8]($0) }
    }

    func dirtied() throws -> ImageSurface {
        let layer = try ImageSurface(format: .argb32, width: 200, height: 90)
        let cairo = try CairoContext(surface: layer)
        cairo.fillRoundedRectangle(
            Rect(x: 0, y: 0, width: 200, height: 90), radius: 0, color: RGBA(red: 1, green: 0, blue: 0, alpha: 1))
        return layer
    }

    @Test("a kept surface cleared through Cairo draws a card as a new surface does")
    func clearedThroughCairoIsNew() throws {
        let reference = try composite(ImageSurface(format: .argb32, width: 200, height: 90))
        let kept = try dirtied()
        try CairoContext(surface: kept).clear()
        let same = sameBytes(try composite(kept), reference)
        #expect(same)
    }
}
