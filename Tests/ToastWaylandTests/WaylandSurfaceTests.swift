import TartineTestSupport
import Testing
@testable import ToastWayland

/// Layer-shell surfaces under a headless sway, read back with grim.
@Suite("Wayland surface pixels")
struct WaylandSurfaceTests {
    @Test("A surface anchored top-right with margins shows its pixels there: exact, translucent ones over the output")
    func showsPixels() throws {
        try withSway { sway, connection in
            let surface = try connection.makeSurface(anchor: .topRight, margins: WaylandMargins(top: 10, right: 20))
            let pixels = testPixels(width: 120, height: 60)
            #expect(try pixels.withRows { try surface.show($0) })
            try waitForFrame(connection, surface)
            let shot = try sway.screenshot(x: 1280 - 20 - 120, y: 10, width: 120, height: 60)
            #expect(pixels.differences(shot, over: swayBackground) == [])
            // Around it, the output itself.
            let around = try sway.screenshot(x: 1280 - 20 - 121, y: 9, width: 1, height: 1)
            #expect(around.pixel(x: 0, y: 0) == swayBackground)
        }
    }

    @Test("Updates of areas reach the screen, and each buffer gets what changed while the other was shown")
    func updatesAreas() throws {
        try withSway { sway, connection in
            let surface = try connection.makeSurface(anchor: .topLeft, margins: WaylandMargins(top: 100, left: 50))
            var pixels = testPixels(width: 90, height: 70)
            #expect(try pixels.withRows { try surface.show($0) })
            try waitForFrame(connection, surface)
            // Each update goes into the buffer the compositor does not hold (sway keeps the one it
            // shows until the next is on the screen), with what that buffer missed while the other
            // was shown. sway keeps its own copy of the surface and takes only the damaged areas
            // of each buffer, so the screen alone would not show a buffer that missed an area:
            // the buffer committed is read too.
            var used: Set<ObjectIdentifier> = []
            let squares: [(WaylandRectangle, [UInt8])] = [
                (WaylandRectangle(x: 0, y: 20, width: 10, height: 10), [255, 255, 0, 255]),
                (WaylandRectangle(x: 30, y: 30, width: 12, height: 8), [0, 255, 255, 255]),
                (WaylandRectangle(x: 60, y: 40, width: 20, height: 20), [255, 0, 255, 128]),
                (WaylandRectangle(x: 5, y: 50, width: 30, height: 15), [10, 20, 30, 255]),
            ]
            for (index, (area, rgba)) in squares.enumerated() {
                pixels.fill(x: area.x, y: area.y, width: area.width, height: area.height, rgba)
                #expect(try pixels.withRows { try surface.update([area], of: $0) })
                try waitForFrame(connection, surface)
                let shot = try sway.screenshot(x: 50, y: 100, width: 90, height: 70)
                #expect(pixels.differences(shot, over: swayBackground) == [], "after update \(index + 1)")
                let buffer = try #require(surface.shown)
                used.insert(ObjectIdentifier(buffer))
                let held = Array(UnsafeRawBufferPointer(start: buffer.memory, count: buffer.stride * buffer.height))
                let wanted = pixels.argb.withUnsafeBytes { Array($0) }
                let wrongBytes = zip(held, wanted).filter { $0 != $1 }.count
                #expect(held.count == wanted.count && wrongBytes == 0, "buffer after update \(index + 1)")
            }
            #expect(used.count == 2)
            // An area outside the surface is refused, changing nothing.
            #expect(
                try !pixels.withRows {
                    try surface.update([WaylandRectangle(x: 80, y: 0, width: 20, height: 5)], of: $0)
                })
        }
    }

    @Test("A surface grows and shrinks: the new size shows, anchored bottom-left on the second output")
    func resizesOnSecondOutput() throws {
        try withSway(outputs: 2) { sway, connection in
            let second = try #require(connection.monitor(named: "HEADLESS-2"))
            let surface = try connection.makeSurface(
                anchor: .bottomLeft, margins: WaylandMargins(bottom: 5, left: 7), monitor: second)
            for (width, height) in [(50, 40), (200, 120), (30, 20)] {
                let pixels = testPixels(width: width, height: height)
                #expect(try pixels.withRows { try surface.show($0) })
                try waitForFrame(connection, surface)
                let shot = try sway.screenshot(x: 1280 + 7, y: 768 - 5 - height, width: width, height: height)
                #expect(pixels.differences(shot, over: swayBackground) == [], "at \(width)×\(height)")
            }
        }
    }

    @Test("Hidden, a surface shows nothing; shown again, its pixels come back")
    func hideAndShow() throws {
        try withSway { sway, connection in
            let surface = try connection.makeSurface(anchor: .center)
            let pixels = TestPixels(width: 64, height: 32) { _, _ in [200, 40, 40, 255] }
            #expect(try pixels.withRows { try surface.show($0) })
            try waitForFrame(connection, surface)
            let place = (x: (1280 - 64) / 2, y: (800 - 32) / 2)
            #expect(
                try sway.screenshot(x: place.x, y: place.y, width: 1, height: 1).pixel(x: 0, y: 0) == [200, 40, 40])
            surface.hide()
            try connection.roundTrip()
            #expect(
                try sway.screenshot(x: place.x, y: place.y, width: 1, height: 1).pixel(x: 0, y: 0) == swayBackground)
            #expect(try pixels.withRows { try surface.show($0) })
            try waitForFrame(connection, surface)
            #expect(
                try sway.screenshot(x: place.x, y: place.y, width: 1, height: 1).pixel(x: 0, y: 0) == [200, 40, 40])
        }
    }
}
