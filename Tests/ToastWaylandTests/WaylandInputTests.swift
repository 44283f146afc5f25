import TartineTestSupport
import Testing
import ToastWayland

/// Real pointer input (the wayland-pointer tool's virtual pointer) on a layer surface.
@Suite("Wayland input")
struct WaylandInputTests {
    /// The `.button` events among `events`.
    static func buttons(_ events: [WaylandEvent]) -> [WaylandEvent] {
        events.filter { if case .button = $0 { true } else { false } }
    }

    @Test("Enter, motion and clicks reach the surface in its own pixels; leaving the input region is a leave")
    func pointer() throws {
        try withSway { sway, connection in
            // 100×80 at (300, 200) of the layout; only its left 60 columns take input.
            let surface = try connection.makeSurface(anchor: .topLeft, margins: WaylandMargins(top: 200, left: 300))
            let pixels = TestPixels(width: 100, height: 80) { x, _ in x < 60 ? [200, 40, 40, 255] : [0, 0, 0, 0] }
            surface.setInputRegion([WaylandRectangle(x: 0, y: 0, width: 60, height: 80)])
            #expect(try pixels.withRows { try surface.show($0) })
            try waitForFrame(connection, surface)
            let mouse = try VirtualPointer(on: sway, width: 1280, height: 800)

            try mouse.send("move 330 240")
            let entered = try collectEvents(connection) {
                $0.contains { if case .enter(surface.id, _, _) = $0 { true } else { false } }
            }
            #expect(entered.contains(.enter(surface: surface.id, x: 30, y: 40)))
            try mouse.send("move 335 246")
            let moved = try collectEvents(connection) { $0.contains(.motion(surface: surface.id, x: 35, y: 46)) }
            #expect(moved.contains(.motion(surface: surface.id, x: 35, y: 46)))
            try mouse.send("click 1")
            try mouse.send("move 310 210")
            try mouse.send("click 3")
            try mouse.send("click 2")
            let clicked = try collectEvents(connection) { Self.buttons($0).count == 3 }
            #expect(
                Self.buttons(clicked) == [
                    .button(surface: surface.id, button: 1, x: 35, y: 46),
                    .button(surface: surface.id, button: 3, x: 10, y: 10),
                    .button(surface: surface.id, button: 2, x: 10, y: 10),
                ])
            // Onto a pixel of the surface outside its input region: the pointer leaves it, and a
            // click there is not the surface's.
            try mouse.send("move 380 246")
            try mouse.send("click 1")
            let left = try collectEvents(connection) { $0.contains(.leave(surface: surface.id)) }
            #expect(left.contains(.leave(surface: surface.id)))
            #expect(Self.buttons(left + connection.pendingEvents()) == [])
        }
    }
}
