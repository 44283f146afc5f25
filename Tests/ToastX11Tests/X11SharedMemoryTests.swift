import Foundation
import TartineTestSupport
import Testing

@testable import ToastX11

/// A window's kept pixels in memory shared with a local server (MIT-SHM), or in its own memory
/// through the socket when the server has no MIT-SHM or sharing is off: the same pixels either way.
@Suite("X11 shared memory")
struct X11SharedMemoryTests {
    enum Mode: CaseIterable {
        case shared, serverWithout, turnedOff
    }

    @Test(
        "A window shows, patches and draws again after an exposure the same pixels, its rows shared with the server or not",
        arguments: Mode.allCases)
    func samePixelsEitherWay(mode: Mode) throws {
        let display = try VirtualDisplay(extra: mode == .serverWithout ? ["-extension", "MIT-SHM"] : [])
        defer { display.stop() }
        let connection = try X11Connection(display: display.name)
        if mode == .turnedOff { connection.sharesMemory = false }
        #expect(connection.sharesMemory == (mode == .shared))
        try display.run("xsetroot", ["-solid", "#336699"])
        let root: [UInt8] = [0x33, 0x66, 0x99]
        let window = try connection.makeWindow()
        let image = testImage(width: 90, height: 60)
        window.show(image, x: 101, y: 47)
        #expect(window.shown?.bytes.isShared == (mode == .shared))
        let (changed, areas) = X11WindowPatchTests.changedImage(image)
        #expect(changed.withRows { window.update(areas, of: $0, moving: false) })
        connection.sync()
        let wrong = overRootDifferences(
            try X11WindowPatchTests.rootShot(on: display), changed, left: 101, top: 47, root: root)
        #expect(wrong.isEmpty, "pixels differ from a whole show: \(wrong)")
        // Covered and uncovered: the window puts its kept rows again.
        let cover = try connection.makeWindow()
        cover.show(
            X11Image(width: 120, height: 90, straightRGBA: [UInt8](repeating: 255, count: 120 * 90 * 4)), x: 90, y: 40)
        connection.sync()
        cover.destroy()
        _ = try collectEvents(connection) { $0.contains(.exposed(window: window.id)) }
        connection.sync()
        let again = overRootDifferences(
            try X11WindowPatchTests.rootShot(on: display), changed, left: 101, top: 47, root: root)
        #expect(again.isEmpty, "pixels differ after an exposure: \(again)")
    }

    @Test("Shared rows are changed only once a reply came after their last put (the server has read them)")
    func changesWaitForTheServer() throws {
        try withX11 { _, connection in
            let window = try connection.makeWindow()
            window.show(testImage(width: 20, height: 10), x: 0, y: 0)
            let rows = X11KeptRows(count: 20 * 4 * 10, on: connection)
            #expect(rows.isShared)
            rows.put(
                rows: 0..<10, width: 20, height: 10, stride: 80, depth: window.depth, drawable: window.id,
                context: window.context)
            connection.flush()
            let before = connection.roundTrips
            rows.withMutableBytes { $0[0] = 1 }
            #expect(connection.roundTrips == before + 1, "a put with no reply since: a round trip first")
            rows.withMutableBytes { $0[0] = 2 }
            #expect(connection.roundTrips == before + 1, "nothing put since: no round trip")
            rows.put(
                rows: 2..<4, width: 20, height: 10, stride: 80, depth: window.depth, drawable: window.id,
                context: window.context)
            _ = connection.pointerPosition()
            let after = connection.roundTrips
            rows.withMutableBytes { $0[0] = 3 }
            #expect(connection.roundTrips == after, "a reply came after the put: no round trip")
        }
    }
}
