import TartineTestSupport
import Testing
import ToastX11

/// Monitors from RandR 1.5, made with `xrandr --setmonitor`, and the one the user is on.
@Suite("X11 monitors")
struct X11MonitorTests {
    @Test("Two monitors set with xrandr are reported with their geometry, and the focus follows the pointer")
    func twoMonitors() throws {
        try withX11 { display, connection in
            try display.run("xrandr", ["--setmonitor", "LEFT", "640/169x800/211+0+0", "screen"])
            try display.run("xrandr", ["--setmonitor", "RIGHT", "640/169x700/185+640+100", "none"])
            let monitors = connection.monitors()
            #expect(
                Set(monitors.map { [$0.name, "\($0.x)", "\($0.y)", "\($0.width)", "\($0.height)"] }) == [
                    ["LEFT", "0", "0", "640", "800"], ["RIGHT", "640", "100", "640", "700"],
                ])
            #expect(connection.monitor(named: "RIGHT")?.x == 640)
            #expect(connection.monitor(named: "MIDDLE") == nil)
            try display.run("xdotool", ["mousemove", "100", "100"])
            #expect(connection.focusedMonitor(.mouse).name == "LEFT")
            try display.run("xdotool", ["mousemove", "900", "400"])
            #expect(connection.focusedMonitor(.mouse).name == "RIGHT")
            // Above RIGHT, on no monitor: the primary (or first) one.
            try display.run("xdotool", ["mousemove", "900", "50"])
            let fallback = monitors.first { $0.isPrimary } ?? monitors[0]
            #expect(connection.focusedMonitor(.mouse) == fallback)
            #expect(connection.focusedMonitor(.none) == fallback)
        }
    }

    @Test("The keyboard's monitor holds the centre of _NET_ACTIVE_WINDOW")
    func keyboardFollowsTheActiveWindow() throws {
        try withX11 { display, connection in
            try display.run("xrandr", ["--setmonitor", "LEFT", "640/169x800/211+0+0", "screen"])
            try display.run("xrandr", ["--setmonitor", "RIGHT", "640/169x800/211+640+0", "none"])
            let window = try connection.makeWindow()
            let opaque = [UInt8](repeating: 255, count: 200 * 100 * 4)
            // Its left edge on LEFT, its centre (760, 350) on RIGHT.
            window.show(X11Image(width: 200, height: 100, straightRGBA: opaque), x: 600, y: 300)
            connection.sync()
            #expect(connection.focusedMonitor(.keyboard).name == "LEFT", "no active window: the primary or first")
            try display.run(
                "xprop", ["-root", "-f", "_NET_ACTIVE_WINDOW", "32x", "-set", "_NET_ACTIVE_WINDOW", String(window.id)])
            #expect(connection.focusedMonitor(.keyboard).name == "RIGHT")
        }
    }

    @Test("A change of the screen's size is one monitorsChanged, and the new size is the screen's monitor")
    func screenResize() throws {
        try withX11 { display, connection in
            try display.run(
                "xrandr", ["--newmode", "800x600", "40", "800", "840", "968", "1056", "600", "601", "605", "628"])
            try display.run("xrandr", ["--addmode", "screen", "800x600"])
            try display.run("xrandr", ["--output", "screen", "--mode", "800x600"])
            let changed = try collectEvents(connection, seconds: 5) { $0.contains(.monitorsChanged) }
            #expect(changed.filter { $0 == .monitorsChanged }.count == 1, "\(changed)")
            #expect(connection.monitors().map { [$0.x, $0.y, $0.width, $0.height] } == [[0, 0, 800, 600]])
        }
    }

    @Test("Without monitors set, the screen is one monitor the root's size")
    func oneScreen() throws {
        try withX11(width: 1024, height: 768) { _, connection in
            let monitors = connection.monitors()
            #expect(monitors.count == 1)
            #expect(monitors.first.map { [$0.x, $0.y, $0.width, $0.height] } == [0, 0, 1024, 768])
        }
    }
}
