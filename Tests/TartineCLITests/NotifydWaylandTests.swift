import Foundation
import TartineTestSupport
import Testing
import ToastPNG

/// `tartine notifyd --backend wayland` end to end: the real server on a private bus and a
/// headless sway (`HeadlessSway`, its outputs made black by swaybg), driven by `notify-send` and `gdbus`, its cards read back with `grim` and clicked
/// and hovered with the `wayland-pointer` tool (a `zwlr_virtual_pointer_v1` device).
@Suite("tartine notifyd on Wayland end to end", .serialized)
struct NotifydWaylandTests {
    @Test("neither Wayland nor X11: exit 69 with one line naming both failures")
    func neitherDisplay() throws {
        try withScratch { dir in
            let run = try tartine(
                ["notifyd", "\(root)/themes/desktop.lua", "--bus", "unix:path=\(dir)/no-bus"],
                environment: ["WAYLAND_DISPLAY": "\(dir)/no-wayland", "DISPLAY": ":9876", "XDG_RUNTIME_DIR": dir])
            #expect(run.status == 69, "\(run.err)")
            let lines = run.err.split(separator: "\n").filter { $0.contains("no display to draw on") }
            #expect(lines.count == 1, "\(run.err)")
            #expect(lines.first?.contains("Wayland: cannot connect to Wayland display \(dir)/no-wayland") == true)
            #expect(lines.first?.contains("X11: ") == true && lines.first?.contains(":9876") == true, "\(run.err)")
        }
    }

    @Test("--display without --backend is an X display, even where WAYLAND_DISPLAY connects")
    func displayMeansX11() throws {
        let sway = try HeadlessSway()
        defer { sway.stop() }
        try withScratch { dir in
            let run = try tartine(
                ["notifyd", "\(root)/themes/desktop.lua", "--bus", "unix:path=\(dir)/no-bus", "--display", ":9876"],
                environment: ["WAYLAND_DISPLAY": sway.socket])
            #expect(run.status == 69, "\(run.err)")
            #expect(run.err.contains("notifyd: cannot open display :9876"), "\(run.err)")
        }
    }

    @Test("a notify-send notification on Wayland is, pixel for pixel, what tartine render draws")
    func surfaceIsTheRender() throws {
        let harness = try NotifydWaylandHarness(arguments: ["--appearance", "dark"])
        defer { harness.stop() }
        try harness.notifySend([
            "--app-name=Mail", "--expire-time=0", "Dinner tonight?", "The place by the <b>river</b>.",
        ])
        let card = try harness.shownCard()
        let shot = try harness.sway.screenshot(x: 0, y: 0, width: 1280, height: 800)
        // The whole output, not only the card: nothing else is drawn, and the card is where the
        // render puts it. Tolerance 0: premultiplied OVER gives the same colour channels whatever
        // the destination's alpha, so the layers drawn on the transparent stage have the colours
        // they have drawn on the render's black; sway then composites the buffer over the black
        // output, which adds nothing (src + 0 × (1 − a)).
        let differing = try Self.differing(
            shot, fromRenderOf: harness.theme,
            [
                "--summary", "Dinner tonight?", "--body", "The place by the <b>river</b>.", "--app", "Mail",
                "--screen", "1280x800", "--appearance", "dark", "--background", "plain",
            ])
        #expect(differing == 0, "\(differing) of \(shot.width * shot.height) pixels differ; card at \(card)")
    }

    @Test("a left click on a card invokes the default action and closes it with reason 2")
    func clickCloses() throws {
        let harness = try NotifydWaylandHarness()
        defer { harness.stop() }
        let pointer = try VirtualPointer(on: harness.sway, width: 1280, height: 800)
        let id = try harness.notify(summary: "Mail", body: "Hello", actions: [("default", "Open"), ("reply", "Reply")])
        let card = try harness.shownCard()
        // The card's top part (its summary), away from the shadow and the buttons.
        try pointer.send("move \(card.x + card.width / 2) \(card.y + card.height / 3)")
        // The seat has a pointer only from the tool's first move on: the server binds it then,
        // and a press sent before that is not the server's. Its hover (the card paused) says
        // it has the pointer, on the card.
        try harness.wait("the card hovered") { harness.server.lines().contains { $0.text.contains(" paused #\(id)") } }
        try pointer.send("click 1")
        let closed = try harness.closed(id)
        #expect(closed.reason == 2)
        let invoked = harness.signals().first { $0.name == "ActionInvoked" }
        #expect(invoked?.arguments == [String(id), "default"])
    }

    @Test("the pointer resting on a card pauses its timeout; leaving lets it expire (reason 1)")
    func hoverPauses() throws {
        let harness = try NotifydWaylandHarness(arguments: ["--reduced-motion"])
        defer { harness.stop() }
        let pointer = try VirtualPointer(on: harness.sway, width: 1280, height: 800)
        // The pointer is moved only once the card was found: sway draws the cursor into its
        // screenshots, and `shownCard` takes every pixel that is not black for the card.
        // Longer than the X11 test's 1.5 s: the card is found by a screenshot, not asked of a server.
        let id = try harness.notifySend(["--expire-time=3000", "Hover me"])
        let card = try harness.shownCard()
        try pointer.send("move \(card.x + card.width / 2) \(card.y + card.height / 2)")
        Thread.sleep(forTimeInterval: 4)
        #expect(!harness.isClosed(id), "closed while the pointer rested on it")
        let left = Date()
        try pointer.send("move 10 790")
        let closed = try harness.closed(id)
        #expect(closed.reason == 1)
        #expect(closed.at.timeIntervalSince(left) < 2.5)
    }

    @Test("--monitor HEADLESS-2 draws on the second output and nothing on the first")
    func namedOutput() throws {
        let harness = try NotifydWaylandHarness(arguments: ["--monitor", "HEADLESS-2"], outputs: 2)
        defer { harness.stop() }
        try harness.notifySend(["--expire-time=0", "On the second output"])
        let card = try harness.shownCard(x: 1280, y: 0, width: 1024, height: 768)
        #expect(card.width > 0 && card.x >= 1280, "\(card)")
        let first = try harness.sway.screenshot(x: 0, y: 0, width: 1280, height: 800)
        #expect(!first.rgb.contains { $0 != 0 }, "the first output shows something")
    }

    @Test("on an output of scale 2 a card is drawn at the output's scale: pixel for pixel tartine render --scale 2")
    func scaledOutput() throws {
        let harness = try NotifydWaylandHarness(arguments: ["--appearance", "dark"], scale: 2)
        defer { harness.stop() }
        let pointer = try VirtualPointer(on: harness.sway, width: 640, height: 400)
        let id = try harness.notifySend(["--app-name=Mail", "--expire-time=0", "Scaled", "Twice as many pixels."])
        // The layout is 640×400 logical pixels; grim takes it at the output's 1280×800.
        let card = try harness.shownCard(width: 640, height: 400)
        let shot = try harness.sway.screenshot(x: 0, y: 0, width: 640, height: 400)
        // Tolerance 0, as at scale 1: the surface's buffer is drawn at the output's scale
        // (wl_surface.set_buffer_scale 2), so sway shows its pixels as they are, over black.
        let differing = try Self.differing(
            shot, fromRenderOf: harness.theme,
            [
                "--summary", "Scaled", "--body", "Twice as many pixels.", "--app", "Mail", "--screen", "640x400",
                "--scale", "2", "--appearance", "dark", "--background", "plain",
            ])
        #expect(differing == 0, "\(differing) of \(shot.width * shot.height) pixels differ")
        // The pointer's place is in the surface's pixels there: a hover and a click find the card.
        try pointer.send("move \((card.x + card.width / 2) / 2) \((card.y + card.height / 3) / 2)")
        try harness.wait("the card hovered") { harness.server.lines().contains { $0.text.contains(" paused #\(id)") } }
        try pointer.send("click 1")
        #expect(try harness.closed(id).reason == 2)
    }

    @Test("on an output of scale 2 an icon by name is read at scale 2, as tartine render --scale 2 reads it")
    func scaledIcon() throws {
        let harness = try NotifydWaylandHarness(
            arguments: ["--appearance", "dark", "--icon-theme", "Adwaita"], scale: 2)
        defer { harness.stop() }
        let icon = "dialog-information-symbolic"
        try harness.notifySend(["--app-name=Mail", "--expire-time=0", "--icon=\(icon)", "Icon", "By name."])
        _ = try harness.shownCard(width: 640, height: 400)
        let shot = try harness.sway.screenshot(x: 0, y: 0, width: 640, height: 400)
        // The SVG drawn at 72 pixels for its 36 points: exact, as at scale 1 on X11.
        let differing = try Self.differing(
            shot, fromRenderOf: harness.theme,
            [
                "--summary", "Icon", "--body", "By name.", "--app", "Mail", "--screen", "640x400", "--scale", "2",
                "--appearance", "dark", "--background", "plain", "--icon", icon, "--icon-theme", "Adwaita",
            ])
        #expect(differing == 0, "\(differing) of \(shot.width * shot.height) pixels differ")
    }

    /// How many pixels of `shot` differ in any colour channel from `tartine render THEME
    /// ARGUMENTS` (a PNG of the same size: every pixel counts as differing when the sizes differ).
    static func differing(_ shot: PPMImage, fromRenderOf theme: String, _ arguments: [String]) throws -> Int {
        try withScratch { dir in
            let out = "\(dir)/render.png"
            let render = try tartine(["render", theme] + arguments + ["-o", out])
            guard render.status == 0 else { throw SupportFailure("tartine render failed: \(render.err)") }
            let png = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out))))
            guard png.width == shot.width && png.height == shot.height else {
                Issue.record("the render is \(png.width)×\(png.height), the screenshot \(shot.width)×\(shot.height)")
                return shot.width * shot.height
            }
            var differing = 0
            for y in 0..<shot.height {
                for x in 0..<shot.width {
                    let offset = (y * png.width + x) * 4
                    if Array(png.pixels[offset..<offset + 3]) != shot.pixel(x: x, y: y) { differing += 1 }
                }
            }
            return differing
        }
    }

    @Test("the compositor going away: the server exits 69 naming the socket, and frees the name")
    func compositorGoes() throws {
        let harness = try NotifydWaylandHarness()
        defer { harness.stop() }
        let id = try harness.notifySend(["--expire-time=0", "Still here"])
        _ = try harness.shownCard()
        harness.sway.kill()
        try harness.wait("the server to exit", seconds: 10) { !harness.server.isRunning }
        #expect(harness.server.status == 69, "\(harness.server.text())")
        #expect(
            harness.server.text().contains("notifyd: Wayland display \(harness.sway.socket)"),
            "\(harness.server.text())")
        // Every call was answered before (the id above); the name is let go of with the process.
        #expect(id > 0)
        let owner = try runProcess(
            try requireProgram("gdbus", package: "libglib2.0-bin"),
            [
                "call", "--address", harness.bus.address, "--dest", "org.freedesktop.DBus", "--object-path",
                "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.NameHasOwner",
                "org.freedesktop.Notifications",
            ], environment: [:])
        #expect(owner.out.trimmingCharacters(in: .whitespacesAndNewlines) == "(false,)", "\(owner.out) \(owner.err)")
    }
}

/// `tartine notifyd --backend wayland` for a test: a private `dbus-daemon`, a headless sway of
/// `outputs` outputs, the server on it and `gdbus monitor` recording its signals; stopped by
/// ``stop()`` or at `deinit`.
final class NotifydWaylandHarness: NotifydServices, @unchecked Sendable {
    let bus: PrivateBus
    let sway: HeadlessSway
    let server: BackgroundProcess
    let monitor: BackgroundProcess
    let theme: String

    /// Starts the bus, sway with `outputs` outputs (the first at integer `scale`), the server on
    /// `theme` with `arguments` and the monitor, and waits until the server owns its name.
    init(theme: String = "\(root)/themes/desktop.lua", arguments: [String] = [], outputs: Int = 1, scale: Int = 1)
        throws
    {
        self.theme = theme
        bus = try PrivateBus()
        sway = try HeadlessSway(outputs: outputs)
        try Self.blacken(sway)
        if scale != 1 { try sway.run("swaymsg", package: "sway", ["output HEADLESS-1 scale \(scale)"]) }
        (server, monitor) = try startNotifyd(
            [theme, "--bus", bus.address, "--backend", "wayland", "--display", sway.socket, "--events"] + arguments,
            bus: bus)
    }

    deinit { stop() }

    /// Gives every output of `sway` a black background (swaybg, through `swaymsg output * bg`) and
    /// waits until each shows it: sway's own clear colour is a 0.25 grey, over which the cards'
    /// translucent pixels could not be told from the render's, drawn over black.
    static func blacken(_ sway: HeadlessSway) throws {
        _ = try requireProgram("swaybg", package: "swaybg")
        try sway.run("swaymsg", package: "sway", ["output * bg #000000 solid_color"])
        let deadline = Date().addingTimeInterval(10)
        for output in 0..<sway.outputs {
            while try sway.screenshot(x: output * 1280, y: 0, width: 1, height: 1).rgb != [0, 0, 0] {
                guard Date() < deadline else { throw SupportFailure("swaybg did not make the outputs black") }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }

    /// Ends the monitor, the server (SIGTERM), sway and the bus.
    func stop() {
        monitor.stop(grace: 0)
        server.stop()
        sway.stop()
        bus.stop()
    }

    var clientEnvironment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": bus.address, "WAYLAND_DISPLAY": sway.socket]
    }

    var displayArguments: [String] { ["--backend", "wayland", "--display", sway.socket] }

    /// The first output read with `grim` (`nil` while it is all black: nothing is shown).
    func shownPixels() throws -> [UInt8]? {
        let shot = try sway.screenshot(x: 0, y: 0, width: 1280, height: 800).rgb
        return shot.contains { $0 != 0 } ? shot : nil
    }

    /// The box of the pixels that are not black in the layout's rectangle (the first output by
    /// default) once a toast has finished entering (`waitUntilShown`): the card and its shadow,
    /// in layout pixels.
    func shownCard(x: Int = 0, y: Int = 0, width: Int = 1280, height: Int = 800) throws -> (
        x: Int, y: Int, width: Int, height: Int
    ) {
        try waitUntilShown()
        let shot = try sway.screenshot(x: x, y: y, width: width, height: height)
        // The bytes read in place: a card must be found within its timeout, even in a debug build.
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        shot.rgb.withUnsafeBufferPointer { rgb in
            for row in 0..<shot.height {
                for column in 0..<shot.width {
                    let offset = (row * shot.width + column) * 3
                    guard rgb[offset] | rgb[offset + 1] | rgb[offset + 2] != 0 else { continue }
                    box =
                        box.map { (min($0.x0, column), min($0.y0, row), max($0.x1, column + 1), max($0.y1, row + 1)) }
                        ?? (column, row, column + 1, row + 1)
                }
            }
        }
        guard let box else { throw SupportFailure("nothing drawn; server said: \(server.text())") }
        return (x + box.x0, y + box.y0, box.x1 - box.x0, box.y1 - box.y0)
    }
}
