import Testing

@testable import ToastNotifyd

/// Where a position's window is and when it is sent patches (`NotificationDisplay.area`).
@Suite("the notification windows' areas")
struct WindowAreaTests {
    typealias Area = (x: Int, y: Int, width: Int, height: Int)

    static func same(_ a: Area?, _ b: Area?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a == b
        default: false
        }
    }

    @Test("at an integer scale every area grows outward to whole multiples of it, by less than it each side")
    func alignedToScale() {
        for scale in 1...4 {
            for x in -5...5 {
                for width in 0...7 {
                    let area: Area = (x, 3 - x, width, width + 1)
                    let aligned = NotificationDisplay.aligned(area, to: scale)
                    if width == 0 || scale == 1 {
                        #expect(Self.same(aligned, area))
                        continue
                    }
                    let sides = [aligned.x, aligned.y, aligned.width, aligned.height]
                    #expect(sides.allSatisfy { $0 % scale == 0 }, "\(area) at \(scale): \(aligned)")
                    #expect(aligned.x <= area.x && area.x - aligned.x < scale)
                    #expect(aligned.y <= area.y && area.y - aligned.y < scale)
                    let right = aligned.x + aligned.width - (area.x + area.width)
                    let bottom = aligned.y + aligned.height - (area.y + area.height)
                    #expect(
                        right >= 0 && right < scale && bottom >= 0 && bottom < scale, "\(area) at \(scale): \(aligned)")
                }
            }
        }
    }

    @Test("no window: the toasts' area")
    func firstWindow() {
        let needed: Area = (1500, 0, 400, 300)
        #expect(Self.same(NotificationDisplay.area(for: needed, window: nil, moving: true), needed))
        #expect(Self.same(NotificationDisplay.area(for: needed, window: nil, moving: false), needed))
    }

    @Test("a window that holds the toasts is sent patches while they move, and at rest with little spare")
    func patches() {
        let window: Area = (1500, 0, 400, 800)
        #expect(Self.same(NotificationDisplay.area(for: (1500, 0, 400, 700), window: window, moving: true), nil))
        #expect(Self.same(NotificationDisplay.area(for: (1500, 0, 400, 700), window: window, moving: false), nil))
        #expect(Self.same(NotificationDisplay.area(for: window, window: window, moving: false), nil))
        // 601 of 800 rows: just over three quarters.
        #expect(Self.same(NotificationDisplay.area(for: (1500, 0, 400, 601), window: window, moving: false), nil))
    }

    @Test("at rest, a window a quarter or more spare fits its toasts again")
    func fitsAtRest() {
        let window: Area = (1500, 0, 400, 800)
        let needed: Area = (1500, 0, 400, 600)
        #expect(Self.same(NotificationDisplay.area(for: needed, window: window, moving: false), needed))
        #expect(Self.same(NotificationDisplay.area(for: needed, window: window, moving: true), nil))
    }

    @Test("toasts moving past the window grow it to hold them and what it held; at rest it fits them")
    func grows() {
        let window: Area = (1500, 0, 400, 700)
        let needed: Area = (1450, 20, 400, 750)
        #expect(Self.same(NotificationDisplay.area(for: needed, window: window, moving: true), (1450, 0, 450, 770)))
        #expect(Self.same(NotificationDisplay.area(for: needed, window: window, moving: false), needed))
    }
}

/// The part of the monitor the renderer keeps (`NotificationDisplay.viewport`).
@Suite("the renderer's viewport")
struct ViewportAreaTests {
    typealias Area = WindowAreaTests.Area
    let screen = (width: 1920, height: 1080)

    func viewport(_ areas: [Area], _ current: Area?, moving: Bool) -> Area? {
        NotificationDisplay.viewport(for: areas, holding: current, moving: moving, screen: screen)
    }

    @Test("nothing to show: no viewport; toasts and windows: their union and a margin, within the screen")
    func union() {
        #expect(WindowAreaTests.same(viewport([], (0, 0, 500, 500), moving: false), nil))
        #expect(WindowAreaTests.same(viewport([(0, 0, 0, 0)], nil, moving: true), nil))
        // A top-right card and the window of a card above it: 64 spare on each side but the screen's.
        let areas: [Area] = [(1500, 20, 400, 100), (1500, 130, 400, 100)]
        #expect(WindowAreaTests.same(viewport(areas, nil, moving: true), (1436, 0, 484, 294)))
    }

    @Test("a viewport holding what is shown is kept while it moves, and at rest unless a quarter is spare")
    func kept() {
        let current: Area = (1436, 0, 484, 294)
        #expect(WindowAreaTests.same(viewport([(1500, 20, 400, 100)], current, moving: true), current))
        // At rest, one card of two: its own viewport (1436, 0, 484, 184) is under three quarters.
        #expect(WindowAreaTests.same(viewport([(1500, 20, 400, 100)], current, moving: false), (1436, 0, 484, 184)))
        // At rest, both cards: kept.
        #expect(WindowAreaTests.same(viewport([(1500, 20, 400, 200)], current, moving: false), current))
    }

    @Test("a card moving past the viewport starts a new one around everything shown")
    func grows() {
        let current: Area = (1436, 0, 484, 294)
        let areas: [Area] = [(1500, 20, 400, 100), (1500, 250, 400, 100)]
        #expect(WindowAreaTests.same(viewport(areas, current, moving: true), (1436, 0, 484, 414)))
    }
}
