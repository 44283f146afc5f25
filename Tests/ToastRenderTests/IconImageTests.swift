import Testing
import ToastCore

@testable import ToastRender

@Suite struct IconImageTests {
    @Test func anImageIconIsDrawnInItsBox() throws {
        // A 40×40 pure-blue PNG, made with Cairo.
        let surface = try ImageSurface(format: .argb32, width: 40, height: 40)
        let cairo = try CairoContext(surface: surface)
        cairo.setSource(RGBA(red: 0, green: 0, blue: 1))
        cairo.paint()
        let path = "/tmp/tartine-icon-\(getpid()).png"
        try writeAtomically(try surface.pngBytes(), to: path)
        defer { unlink(path) }
        let f = frame(toast("Synced", icon: .image(path: path)))
        let layer = try #require(f.toasts.first)
        let image = try renderer().render(f)
        let icon = onScreen(try #require(layer.layout.iconFrame), of: layer)
        #expect(close(color(in: image, at: icon.center, scale: 3), RGBA(red: 0, green: 0, blue: 1)))
    }
}

#if canImport(Glibc)
    import Glibc
#endif
