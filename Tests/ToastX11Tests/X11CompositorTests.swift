import TartineTestSupport
import Testing
import ToastX11

/// The 32-bit path: `hasCompositor` while `xcompmgr` runs, and premultiplied ARGB pixels.
@Suite("X11 with a compositor")
struct X11CompositorTests {
    /// Waits up to 5 s for `hasCompositor` to be `expected`.
    static func wait(for expected: Bool, on connection: X11Connection) async throws -> Bool {
        for _ in 0..<100 {
            if connection.hasCompositor == expected { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return connection.hasCompositor == expected
    }

    @Test("hasCompositor is false under plain Xvfb, true while xcompmgr runs, false after")
    func compositorComesAndGoes() async throws {
        let display = try VirtualDisplay()
        defer { display.stop() }
        let connection = try X11Connection(display: display.name)
        #expect(!connection.hasCompositor)
        let manager = try display.start("xcompmgr")
        #expect(try await Self.wait(for: true, on: connection))
        display.end(manager)
        #expect(try await Self.wait(for: false, on: connection))
    }

    @Test("Under a compositor a window has depth 32 and shows the image premultiplied, exactly")
    func premultipliedPixels() async throws {
        let display = try VirtualDisplay()
        defer { display.stop() }
        let connection = try X11Connection(display: display.name)
        try display.start("xcompmgr")
        #expect(try await Self.wait(for: true, on: connection))
        let window = try connection.makeWindow()
        #expect(window.isTranslucent)
        let image = testImage(width: 70, height: 50)
        window.show(image, x: 40, y: 30)
        connection.sync()
        let shot = try screenshot(window, on: display)
        #expect(shot.depth == 32)
        #expect(shot.pixel(x: 3, y: 1) == [255, 0, 0, 255], "red first: the colour order")
        #expect(shot.pixel(x: 3, y: 5) == [0, 255, 0, 255])
        #expect(shot.pixel(x: 3, y: 9) == [0, 0, 255, 255])
        var wrong: [String] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let source = pixel(image, x, y)
                let expected = (0..<3).map { premultiplied(source[$0], source[3]) } + [source[3]]
                if shot.pixel(x: x, y: y) != expected, wrong.count < 5 {
                    wrong.append("(\(x), \(y)): \(shot.pixel(x: x, y: y)), expected \(expected)")
                }
            }
        }
        #expect(wrong.isEmpty, "pixels differ: \(wrong)")
    }
}
