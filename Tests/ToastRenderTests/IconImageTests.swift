import Testing
import ToastCore

@testable import ToastRender

@Suite struct IconImageTests {
    @Test func anImageIconIsDrawnInItsBox() throws {
        // A 40×40 pure-blue PNG, from Tartine's encoder (read back by Tartine's decoder).
        let blue = RenderedImage(
            width: 40, height: 40, pixels: Array(repeating: [0, 0, 255, 255], count: 40 * 40).flatMap { $0 })
        let path = "/tmp/tartine-icon-\(getpid()).png"
        try writeAtomically(try blue.pngData(), to: path)
        defer { unlink(path) }
        let f = frame(toast("Synced", icon: .image(path: path)))
        let layer = try #require(f.toasts.first)
        let image = try renderer().render(f)
        let icon = onScreen(try #require(layer.layout.frame(of: .icon)), of: layer)
        #expect(close(color(in: image, at: icon.center, scale: 3), RGBA(red: 0, green: 0, blue: 1)))
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
