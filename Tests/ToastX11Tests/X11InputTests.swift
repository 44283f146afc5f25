import TartineTestSupport
import Testing
import ToastX11

/// Real pointer input (`xdotool`) on a shaped window: clicks, enter and leave, motion.
@Suite("X11 input")
struct X11InputTests {
    /// A 100×80 image whose left 60 columns are drawn (opaque) and right 40 transparent.
    static let halfDrawn = X11Image(
        width: 100, height: 80,
        straightRGBA: (0..<80 * 100).flatMap { index -> [UInt8] in
            index % 100 < 60 ? [200, 40, 40, 255] : [0, 0, 0, 0]
        })

    /// The `.button` events among `events`.
    static func buttons(_ events: [X11Event]) -> [X11Event] {
        events.filter { if case .button = $0 { true } else { false } }
    }

    @Test(
        "Clicks on drawn pixels arrive with their button and window-relative point; one on a transparent pixel goes through"
    )
    func clicksAndShape() throws {
        try withX11 { display, connection in
            let window = try connection.makeWindow()
            window.show(Self.halfDrawn, x: 300, y: 200)
            connection.sync()
            try display.run("xdotool", ["mousemove", "330", "240", "click", "1"])
            let first = try collectEvents(connection) { Self.buttons($0).count == 1 }
            #expect(Self.buttons(first) == [.button(window: window.id, button: 1, x: 30, y: 40)])

            try display.run("xdotool", ["mousemove", "380", "240"])
            let location = try display.run("xdotool", ["getmouselocation", "--shell"])
            #expect(!location.contains("WINDOW=\(window.id)\n"), "the pointer is over the window: \(location)")
            try display.run("xdotool", ["click", "1"])
            try display.run("xdotool", ["mousemove", "310", "210", "click", "3", "click", "2"])
            let rest = try collectEvents(connection) { Self.buttons($0).count == 2 }
            #expect(
                Self.buttons(rest) == [
                    .button(window: window.id, button: 3, x: 10, y: 10),
                    .button(window: window.id, button: 2, x: 10, y: 10),
                ])
        }
    }

    @Test("The pointer entering, moving in and leaving the drawn pixels is reported")
    func enterMotionLeave() throws {
        try withX11 { display, connection in
            let window = try connection.makeWindow()
            window.show(Self.halfDrawn, x: 300, y: 200)
            connection.sync()
            try display.run("xdotool", ["mousemove", "330", "240"])
            let entered = try collectEvents(connection) {
                $0.contains { if case .enter(window.id, _, _) = $0 { true } else { false } }
            }
            #expect(entered.contains { if case .enter(window.id, _, _) = $0 { true } else { false } })
            try display.run("xdotool", ["mousemove", "335", "246"])
            let moved = try collectEvents(connection) { $0.contains(.motion(window: window.id, x: 35, y: 46)) }
            #expect(moved.contains(.motion(window: window.id, x: 35, y: 46)))
            // Onto a transparent pixel of the same rectangle: outside the shape, so a leave.
            try display.run("xdotool", ["mousemove", "390", "246"])
            let left = try collectEvents(connection) { $0.contains(.leave(window: window.id)) }
            #expect(left.contains(.leave(window: window.id)))
        }
    }
}
