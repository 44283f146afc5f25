import Foundation
import TartineTestSupport
import Testing

/// Swipes on the real server: a card dragged with the left button past the core's dismiss
/// distance toward an edge it may leave by (the desktop theme's cards sit top right: right or
/// up) closes with reason 2; a drag past a tap's distance but short of that, resting before the
/// release, springs back and clicks nothing; a click is still a click (the click tests). On X11
/// through xdotool (mousedown, mousemove, mouseup), on Wayland through the `wayland-pointer`
/// tool (press, move, release).
enum SwipeScript {
    /// The pixels a short drag moves: past `DragRules.tapDistance` (24), short of
    /// `DragRules.dismissDistance` (48).
    static let short = 34
    /// The pixels a swipe moves.
    static let long = 150
    /// Points from `x` to `x + distance` on row `y`, 10 pixels apart.
    static func steps(from x: Int, by distance: Int) -> [Int] {
        Array(stride(from: x + 10, through: x + distance, by: 10)) + (distance % 10 == 0 ? [] : [x + distance])
    }
}

extension NotifydTests {
    /// xdotool's words for a drag on row `y` from `x` by `distance`, 30 ms a step, resting
    /// 0.3 s (longer than `DragRules.stillAfter`) before the release: no flick.
    static func drag(x: Int, y: Int, by distance: Int) -> [String] {
        ["mousemove", "\(x)", "\(y)", "mousedown", "1"]
            + SwipeScript.steps(from: x, by: distance).flatMap { ["mousemove", "\($0)", "\(y)", "sleep", "0.03"] }
            + ["sleep", "0.3", "mouseup", "1"]
    }

    @Test("X11: a card swiped toward the side closes with reason 2; a short drag springs back and clicks nothing")
    func swipes() throws {
        let harness = try NotifydHarness()
        defer { harness.stop() }
        let id = try harness.notify(summary: "Mail", body: "Hello", actions: [("default", "Open")])
        let window = try harness.shownWindow()
        let x = window.x + window.width / 2
        let y = window.y + window.height / 3
        try harness.xdotool(Self.drag(x: x, y: y, by: SwipeScript.short))
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!harness.isClosed(id), "a short drag closed the card")
        #expect(!harness.signals().contains { $0.name == "ActionInvoked" }, "a short drag clicked")
        try harness.xdotool(Self.drag(x: x, y: y, by: SwipeScript.long))
        let closed = try harness.closed(id)
        #expect(closed.reason == 2)
        #expect(!harness.signals().contains { $0.name == "ActionInvoked" }, "a swipe clicked")
    }
}

extension NotifydWaylandTests {
    /// Drags the pointer on row `y` from `x` by `distance`, 30 ms a step, resting 0.3 s before
    /// the release (no flick).
    static func drag(_ pointer: VirtualPointer, x: Int, y: Int, by distance: Int) throws {
        try pointer.send("move \(x) \(y)")
        try pointer.send("press 1")
        for step in SwipeScript.steps(from: x, by: distance) {
            try pointer.send("move \(step) \(y)")
            Thread.sleep(forTimeInterval: 0.03)
        }
        Thread.sleep(forTimeInterval: 0.3)
        try pointer.send("release 1")
    }

    @Test("Wayland: a card swiped toward the side closes with reason 2; a short drag springs back and clicks nothing")
    func swipes() throws {
        let harness = try NotifydWaylandHarness()
        defer { harness.stop() }
        let pointer = try VirtualPointer(on: harness.sway, width: 1280, height: 800)
        let id = try harness.notify(summary: "Mail", body: "Hello", actions: [("default", "Open")])
        let card = try harness.shownCard()
        let x = card.x + card.width / 2
        let y = card.y + card.height / 3
        // The seat has a pointer from the tool's first move on: the card's hover says the server has it.
        try pointer.send("move \(x) \(y)")
        try harness.wait("the card hovered") { harness.server.lines().contains { $0.text.contains(" paused #\(id)") } }
        try Self.drag(pointer, x: x, y: y, by: SwipeScript.short)
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!harness.isClosed(id), "a short drag closed the card")
        #expect(!harness.signals().contains { $0.name == "ActionInvoked" }, "a short drag clicked")
        try Self.drag(pointer, x: x, y: y, by: SwipeScript.long)
        let closed = try harness.closed(id)
        #expect(closed.reason == 2)
        #expect(!harness.signals().contains { $0.name == "ActionInvoked" }, "a swipe clicked")
    }
}
