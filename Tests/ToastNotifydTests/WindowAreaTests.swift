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
