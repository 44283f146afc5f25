import CXcb
import TartineTestSupport
import Testing

@testable import ToastX11

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
        let wrong = premultipliedDifferences(shot, image)
        #expect(wrong.isEmpty, "pixels differ: \(wrong)")
    }

    @Test("Under a compositor a click on a transparent pixel goes through and one on a drawn pixel arrives")
    func inputShapeUnderACompositor() async throws {
        let display = try VirtualDisplay()
        defer { display.stop() }
        let connection = try X11Connection(display: display.name)
        try display.start("xcompmgr")
        #expect(try await Self.wait(for: true, on: connection))
        let window = try connection.makeWindow()
        #expect(window.isTranslucent)
        window.show(X11InputTests.halfDrawn, x: 300, y: 200)
        connection.sync()
        try display.run("xdotool", ["mousemove", "380", "240"])
        let location = try display.run("xdotool", ["getmouselocation", "--shell"])
        #expect(!location.contains("WINDOW=\(window.id)\n"), "the pointer is over the window: \(location)")
        try display.run("xdotool", ["click", "1", "mousemove", "320", "230", "click", "3"])
        let events = try collectEvents(connection) { X11InputTests.buttons($0).count == 1 }
        #expect(X11InputTests.buttons(events) == [.button(window: window.id, button: 3, x: 20, y: 30)])
    }

    @Test("A compositor on a server without a 32-bit visual gets the shaped window, not an error")
    func compositorWithoutARGBVisual() throws {
        let display = try VirtualDisplay(extra: ["-extension", "Composite"])
        defer { display.stop() }
        let connection = try X11Connection(display: display.name)
        // Another client owns the compositing manager's selection, as a compositor would.
        let manager = try X11Connection(display: display.name)
        let owner = try manager.makeWindow()
        xcb_set_selection_owner(manager.connection, owner.id, manager.atom("_NET_WM_CM_S0"), 0)
        manager.sync()
        #expect(connection.hasCompositor)
        let window = try connection.makeWindow()
        #expect(!window.isTranslucent)
        window.show(testImage(width: 30, height: 20), x: 5, y: 5)
        connection.sync()
        let shot = try screenshot(window, on: display)
        #expect(shot.depth == 24)
        #expect(shot.pixel(x: 0, y: 0) == [255, 0, 0, 255])
    }
}
