import Foundation
import TartineTestSupport
import Testing
import ToastFiles
import ToastWayland

/// Connecting to a real compositor (a headless sway): the error that names the socket, the
/// outputs xdg-output names, and a compositor that goes away.
@Suite("Wayland connection")
struct WaylandConnectionTests {
    @Test("A socket nobody listens on is named in the error, with the C library's reason")
    func noCompositor() throws {
        let directory = try TemporaryDirectory()
        let socket = directory.file("wayland-9")
        #expect {
            try WaylandConnection(display: socket)
        } throws: { error in
            (error as? WaylandError)?.description
                == "cannot connect to Wayland display \(socket): No such file or directory (errno 2)"
        }
    }

    @Test("One headless output: HEADLESS-1, 1280×800 at (0, 0), scale 1")
    func oneOutput() throws {
        try withSway { _, connection in
            #expect(connection.monitors().map(\.name) == ["HEADLESS-1"])
            let monitor = try #require(connection.monitor(named: "HEADLESS-1"))
            let place: [Int] = [monitor.x, monitor.y, monitor.width, monitor.height, monitor.scale]
            #expect(place == [0, 0, 1280, 800, 1])
        }
    }

    @Test("A second output is named HEADLESS-2, 1024×768 at (1280, 0), as sway places it")
    func twoOutputs() throws {
        try withSway(outputs: 2) { _, connection in
            let monitors = connection.monitors()
            #expect(monitors.map(\.name) == ["HEADLESS-1", "HEADLESS-2"])
            let second = try #require(connection.monitor(named: "HEADLESS-2"))
            let place: [Int] = [second.x, second.y, second.width, second.height, second.scale]
            #expect(place == [1280, 0, 1024, 768, 1])
            #expect(second.contains(x: 1280, y: 0) && !second.contains(x: 1279, y: 0))
        }
    }

    @Test("An output made while connected is reported as monitorsChanged, and listed")
    func outputAdded() throws {
        try withSway { sway, connection in
            try sway.run("swaymsg", package: "sway", ["create_output"])
            let events = try collectEvents(connection) { $0.contains(.monitorsChanged) }
            #expect(events.contains(.monitorsChanged))
            #expect(connection.monitors().map(\.name) == ["HEADLESS-1", "HEADLESS-2"])
        }
    }

    @Test("A compositor killed under a shown surface: the connection reports that it broke, and nothing crashes")
    func compositorKilled() throws {
        try withSway { sway, connection in
            let surface = try connection.makeSurface(anchor: .topRight)
            let pixels = testPixels(width: 40, height: 30)
            #expect(try pixels.withRows { try surface.show($0) })
            try waitForFrame(connection, surface)
            #expect(connection.failure == nil)
            sway.kill()
            _ = try collectEvents(connection) { _ in false }
            let failure = try #require(connection.failure)
            #expect(failure.description.hasPrefix("Wayland display \(sway.socket): the connection broke: "))
            #expect(failure.problem == .broken(errno: EPIPE) || failure.problem == .broken(errno: ECONNRESET))
            // Drawing says so; draining and the rest do nothing.
            #expect(throws: failure) { try pixels.withRows { try surface.show($0) } }
            surface.setInputRegion([])
            surface.hide()
            #expect(connection.pendingEvents() == [])
            #expect(throws: WaylandError.self) { try connection.roundTrip() }
        }
    }
}
