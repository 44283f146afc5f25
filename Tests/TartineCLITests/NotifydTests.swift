import Foundation
import TartineTestSupport
import Testing
import ToastPNG

/// `tartine notifyd` end to end: the real server on a private bus and an Xvfb display, driven by
/// the real clients (`notify-send`, `gdbus`, `xdotool`) and `tartine notifyctl`, its signals read
/// by `gdbus monitor`, its windows by `xwd`. One server at a time (each starts a display and a bus).
/// The tests that take a `NotifydBackend` run the same input on an Xvfb display and on a headless
/// sway (`--backend wayland`): what the server does apart from drawing and input is checked on both.
@Suite("tartine notifyd end to end", .serialized)
struct NotifydTests {
    @Test("GetServerInformation names tartine and spec 1.2; GetCapabilities lists what the server does")
    func serverInformation() throws {
        let harness = try NotifydHarness()
        defer { harness.stop() }
        let information = try harness.call("GetServerInformation")
        #expect(information.hasPrefix("('tartine', 'Tartine', '"))
        #expect(information.hasSuffix("', '1.2')"))
        let capabilities = try harness.call("GetCapabilities")
        for capability in ["actions", "body", "body-hyperlinks", "body-markup", "icon-static", "persistence"] {
            #expect(capabilities.contains("'\(capability)'"), "\(capability) in \(capabilities)")
        }
    }

    @Test("a notify-send notification is drawn in a window, pixel for pixel what tartine render draws")
    func windowIsTheRender() throws {
        let harness = try NotifydHarness(arguments: ["--appearance", "dark"])
        defer { harness.stop() }
        try harness.notifySend([
            "--app-name=Mail", "--expire-time=0", "Dinner tonight?", "The place by the <b>river</b>.",
        ])
        // Past the enter transition: the card stands still.
        let window = try harness.shownWindow()
        let shot = try harness.screenshot(window.id)
        try withScratch { dir in
            let out = "\(dir)/render.png"
            let render = try tartine([
                "render", harness.theme, "--summary", "Dinner tonight?", "--body", "The place by the <b>river</b>.",
                "--app", "Mail", "--screen", "1280x800", "--appearance", "dark", "--background", "plain", "-o", out,
            ])
            #expect(render.status == 0, "\(render.err)")
            #expect(shot.width == window.width && shot.height == window.height)
            let differing = try Self.differing(shot, at: (window.x, window.y), from: out)
            #expect(differing == 0, "\(differing) of \(shot.width * shot.height) pixels differ from the render")
        }
    }

    /// How many pixels of `shot`, a window at `origin` on the screen, differ in colour by more
    /// than `tolerance` in a channel from the PNG of the whole screen at `path`.
    private static func differing(
        _ shot: XWDImage, at origin: (x: Int, y: Int), from path: String, tolerance: Int = 0
    ) throws -> Int {
        let png = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        var differing = 0
        for y in 0..<shot.height {
            for x in 0..<shot.width {
                let offset = ((origin.y + y) * png.width + origin.x + x) * 4
                let rendered = png.pixels[offset..<offset + 3]
                if zip(shot.pixel(x: x, y: y).prefix(3), rendered).contains(where: {
                    abs(Int($0) - Int($1)) > tolerance
                }) {
                    differing += 1
                }
            }
        }
        return differing
    }

    @Test(
        "notify-send -i NAME: the icon theme's PNG and SVG are drawn as tartine render --icon draws them (the SVG pixel for pixel, the scaled PNG within 2 a channel)",
        arguments: [("dialog-information", 2), ("dialog-information-symbolic", 0)])
    func iconByName(icon: String, tolerance: Int) throws {
        // Dark: the plain background of the render is black, as Xvfb's root window is.
        let harness = try NotifydHarness(arguments: ["--icon-theme", "Adwaita", "--appearance", "dark"])
        defer { harness.stop() }
        try harness.notifySend(["--app-name=Mail", "--expire-time=0", "--icon=\(icon)", "Icon", "By name."])
        let window = try harness.shownWindow()
        let shot = try harness.screenshot(window.id)
        try withScratch { dir in
            let common = [
                "render", harness.theme, "--summary", "Icon", "--body", "By name.", "--app", "Mail", "--screen",
                "1280x800", "--appearance", "dark", "--background", "plain",
            ]
            let render = try tartine(common + ["--icon", icon, "--icon-theme", "Adwaita", "-o", "\(dir)/icon.png"])
            #expect(render.status == 0, "\(render.err)")
            // The 48-pixel PNG is drawn 36 pixels wide: pixman samples it in fixed point from the
            // card's place on the surface, which is the monitor in the render and the windows' part
            // of it in the server, so a channel may round 2 apart (77 of its pixels do, by 1 or 2, the
            // rest of the card is exact). The SVG is drawn at 36 pixels: exact.
            let differing = try Self.differing(
                shot, at: (window.x, window.y), from: "\(dir)/icon.png", tolerance: tolerance)
            #expect(differing == 0, "\(differing) of \(shot.width * shot.height) pixels differ from the render")
            // The card without the icon (the kind's own) is another picture: the icon was drawn.
            let plain = try tartine(common + ["-o", "\(dir)/plain.png"])
            #expect(plain.status == 0, "\(plain.err)")
            let unlike = try Self.differing(shot, at: (window.x, window.y), from: "\(dir)/plain.png")
            #expect(unlike > 200, "only \(unlike) pixels differ from the card without the icon")
        }
    }

    @Test(
        "expiry: a timeout closes with reason 1 on time; 0 and critical urgency never expire",
        arguments: NotifydBackend.allCases)
    func expiry(on backend: NotifydBackend) throws {
        let harness = try backend.start(arguments: ["--reduced-motion"])
        defer { harness.stop() }
        let sent = Date()
        let timed = try harness.notifySend(["--expire-time=1000", "One second"])
        let never = try harness.notifySend(["--expire-time=0", "Stays"])
        let critical = try harness.notifySend(["--urgency=critical", "Battery at 3%"])
        let closed = try harness.closed(timed)
        #expect(closed.reason == 1)
        let lifetime = closed.at.timeIntervalSince(sent)
        #expect(lifetime > 1.0 && lifetime < 2.0, "closed after \(lifetime) s")
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!harness.isClosed(never))
        #expect(!harness.isClosed(critical))
        let count = try harness.notifyctl(["count"])
        #expect(count.out.contains("shown 2"), "\(count.out)")
    }

    @Test("a left click invokes the default action (ActivationToken, ActionInvoked) and closes with reason 2")
    func clickInvokesDefault() throws {
        let harness = try NotifydHarness()
        defer { harness.stop() }
        let id = try harness.notify(summary: "Mail", body: "Hello", actions: [("default", "Open"), ("reply", "Reply")])
        let window = try harness.shownWindow()
        // The card's top part (its summary), away from the shadow and the buttons.
        try harness.xdotool([
            "mousemove", "\(window.x + window.width / 2)", "\(window.y + window.height / 3)", "click", "1",
        ])
        let closed = try harness.closed(id)
        #expect(closed.reason == 2)
        let names = harness.signals().map(\.name)
        #expect(names.contains("ActivationToken"))
        let invoked = harness.signals().first { $0.name == "ActionInvoked" }
        #expect(invoked?.arguments == [String(id), "default"])
    }

    @Test("a right click closes every notification with reason 2; CloseNotification closes with reason 3")
    func closing() throws {
        let harness = try NotifydHarness()
        defer { harness.stop() }
        let first = try harness.notifySend(["--expire-time=0", "First"])
        let second = try harness.notifySend(["--expire-time=0", "Second"])
        let third = try harness.notifySend(["--expire-time=0", "Third"])
        try harness.call("CloseNotification", ["\(third)"])
        #expect(try harness.closed(third).reason == 3)
        let window = try harness.shownWindow(2)
        try harness.xdotool(["mousemove", "\(window.x + window.width / 2)", "\(window.y + 40)", "click", "3"])
        #expect(try harness.closed(first).reason == 2)
        #expect(try harness.closed(second).reason == 2)
    }

    @Test(
        "replaces_id keeps the number and closes nothing; a stack tag replaces the older one",
        arguments: NotifydBackend.allCases)
    func replacing(on backend: NotifydBackend) throws {
        let harness = try backend.start()
        defer { harness.stop() }
        let id = try harness.notifySend(["--expire-time=0", "Downloading", "10%"])
        let again = try harness.notifySend(["--expire-time=0", "--replace-id=\(id)", "Downloading", "60%"])
        #expect(again == id)
        let volume = try harness.notifySend(["--expire-time=0", "--hint=string:x-dunst-stack-tag:volume", "Volume 40%"])
        let louder = try harness.notifySend(["--expire-time=0", "--hint=string:x-dunst-stack-tag:volume", "Volume 50%"])
        #expect(louder != volume)
        #expect(try harness.closed(volume).reason == 4)
        Thread.sleep(forTimeInterval: 0.5)
        #expect(!harness.isClosed(id))
        #expect(!harness.isClosed(louder))
        #expect(try harness.notifyctl(["count"]).out.contains("shown 2"))
    }

    @Test(
        "notifyctl: pause holds and resume shows, count, history and history-pop, close, close-all, action",
        arguments: NotifydBackend.allCases)
    func notifyctl(on backend: NotifydBackend) throws {
        let harness = try backend.start()
        defer { harness.stop() }
        #expect(try harness.notifyctl(["pause"]).status == 0)
        #expect(try harness.notifyctl(["is-paused"]).out == "true\n")
        let held = try harness.notifySend(["--expire-time=0", "Held while paused"])
        let urgent = try harness.notifySend(["--expire-time=0", "--urgency=critical", "Shown while paused"])
        try harness.wait("the count while paused") {
            try harness.notifyctl(["count"]).out == "shown 1\nwaiting 1\nhistory 0\n"
        }
        #expect(try harness.notifyctl(["resume"]).status == 0)
        try harness.wait("the count after resume") { try harness.notifyctl(["count"]).out.hasPrefix("shown 2") }
        #expect(!harness.isClosed(held))
        // action ID KEY, through the control interface.
        let mail = try harness.notify(summary: "Mail", actions: [("open", "Open")])
        #expect(try harness.notifyctl(["action", "\(mail)", "open"]).status == 0)
        try harness.wait("ActionInvoked") {
            harness.signals().contains { $0.name == "ActionInvoked" && $0.arguments == [String(mail), "open"] }
        }
        let missing = try harness.notifyctl(["action", "\(mail)", "nope"])
        #expect(missing.status == 1)
        #expect(try harness.notifyctl(["close", "\(urgent)"]).status == 0)
        #expect(try harness.closed(urgent).reason == 2)
        #expect(try harness.notifyctl(["close-all"]).status == 0)
        #expect(try harness.closed(held).reason == 2)
        let history = try harness.notifyctl(["history"]).out
        #expect(
            history.contains("\"summary\": \"Held while paused\"")
                || history.contains("\"summary\":\"Held while paused\""))
        let popped = try harness.notifyctl(["history-pop"])
        #expect(popped.status == 0)
        let again = UInt32(popped.out.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(again == held, "history-pop keeps the notification's number")
        try harness.wait("the popped notification") { try harness.notifyctl(["count"]).out.hasPrefix("shown 1") }
        #expect(try harness.notifyctl(["close", "99999"]).status == 1)
    }

    @Test("notifyctl without a server exits 69 and says so")
    func notifyctlWithoutServer() throws {
        let bus = try PrivateBus()
        let run = try tartine(["notifyctl", "count", "--bus", bus.address])
        #expect(run.status == 69)
        #expect(run.err.contains("notifyctl"))
    }

    @Test("the pointer resting on a notification pauses its timeout")
    func hoverPauses() throws {
        let harness = try NotifydHarness(arguments: ["--reduced-motion"])
        defer { harness.stop() }
        try harness.xdotool(["mousemove", "10", "790"])
        let id = try harness.notifySend(["--expire-time=1500", "Hover me"])
        // Past the cross-fade, as the click tests wait: while the card is still being redrawn,
        // the pointer resting on it can lose its hover (see the closing note of issue 26).
        let window = try harness.shownWindow()
        try harness.xdotool(["mousemove", "\(window.x + window.width / 2)", "\(window.y + window.height / 2)"])
        Thread.sleep(forTimeInterval: 3)
        #expect(!harness.isClosed(id), "closed while the pointer rested on it")
        let left = Date()
        try harness.xdotool(["mousemove", "10", "790"])
        let closed = try harness.closed(id)
        #expect(closed.reason == 1)
        #expect(closed.at.timeIntervalSince(left) < 2.5)
    }

    @Test(
        "a save swaps the theme in and keeps every notification; a broken save keeps the last good theme and says so",
        arguments: NotifydBackend.allCases)
    func liveReload(on backend: NotifydBackend) throws {
        try withScratch { dir in
            let themes = "\(dir)/themes"
            try FileManager.default.copyItem(atPath: "\(root)/themes", toPath: themes)
            let theme = "\(themes)/desktop.lua"
            let harness = try backend.start(theme: theme, arguments: ["--debounce", "0.05"])
            defer { harness.stop() }
            let id = try harness.notifySend(["--expire-time=0", "Before the save"])
            try harness.waitUntilShown()
            let before = try #require(try harness.shownPixels(), "nothing shown")
            let source = try String(contentsOfFile: theme, encoding: .utf8)
            try source.replacingOccurrences(of: "corner_radius = 14", with: "corner_radius = 2")
                .write(toFile: theme, atomically: true, encoding: .utf8)
            try harness.wait("the new theme's pixels") {
                try harness.shownPixels().map { $0 != before } ?? false
            }
            #expect(!harness.isClosed(id))
            try "return toast.theme { name = 42 }\n".write(toFile: theme, atomically: true, encoding: .utf8)
            try harness.wait("the failure on stderr") { harness.server.text().contains("desktop.lua:1") }
            #expect(harness.server.text().contains("the last good theme stays"))
            try harness.wait("the failure as a notification") {
                try harness.notifyctl(["count"]).out.hasPrefix("shown 2")
            }
            #expect(!harness.isClosed(id))
            #expect(harness.server.isRunning)
        }
    }

    @Test(
        "hostile input: a 1 MB body, bad markup, a 100,000×100,000 image-data and 10,000 notifications in a burst",
        arguments: NotifydBackend.allCases)
    func hostile(on backend: NotifydBackend) throws {
        // The desktop theme with 50 waiting at most, so that the burst's notifications past it
        // close at once (reason 4) rather than show four at a time for minutes: the desktop
        // theme's own cap of 5,000 is DesktopBurstTests' (ToastNotifydTests).
        let scratch = try TemporaryDirectory()
        let desktop = try String(contentsOfFile: "\(root)/themes/desktop.lua", encoding: .utf8)
        let capped = desktop.replacingOccurrences(of: "max_pending = 5000", with: "max_pending = 50")
        #expect(capped != desktop, "themes/desktop.lua has no max_pending = 5000 to lower")
        try capped.write(toFile: scratch.file("desktop.lua"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(atPath: "\(root)/themes/images", toPath: scratch.file("images"))
        let harness = try backend.start(theme: scratch.file("desktop.lua"), arguments: ["--reduced-motion"])
        defer { harness.stop() }
        let run = try runProcess(
            "/usr/bin/env", ["python3", "\(root)/Tests/TartineCLITests/notify-flood.py", harness.bus.address, "10000"],
            environment: [:])
        #expect(run.status == 0, "\(run.out)\(run.err)")
        let report = run.out
        #expect(report.contains("huge body: answered"), "\(report)")
        #expect(report.contains("bad markup: answered"), "\(report)")
        #expect(report.contains("huge image: answered"), "\(report)")
        #expect(report.contains("burst: 10000 answered, 10000 closed"), "\(report)")
        #expect(harness.server.isRunning)
        // The queue's bounds held the flood: the server's memory stayed bounded.
        let status = try String(contentsOfFile: "/proc/\(harness.server.pid)/status", encoding: .utf8)
        let peak =
            status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true)[1]) } ?? 0
        #expect(peak > 0 && peak < 400_000, "peak resident \(peak) kB")
    }

    /// Runs `notify-storm.py STORM` against a server: a well-formed client's notification must
    /// be answered, closed and signalled within 2 s of each call during and after the storm, the
    /// server must still run, and its peak resident memory stay under `peakKiB`.
    private func weather(_ storm: String, theme: String? = nil, peakKiB: Int, on backend: NotifydBackend = .x11) throws
    {
        let scratch = try TemporaryDirectory()
        var themePath = "\(root)/themes/desktop.lua"
        if let theme {
            themePath = scratch.file("storm.lua")
            try theme.write(toFile: themePath, atomically: true, encoding: .utf8)
        }
        let harness = try backend.start(theme: themePath, arguments: ["--reduced-motion"])
        defer { harness.stop() }
        let run = try runProcess(
            "/usr/bin/env", ["python3", "\(root)/Tests/TartineCLITests/notify-storm.py", harness.bus.address, storm],
            environment: [:])
        #expect(run.status == 0, "\(run.out)\(run.err)")
        #expect(run.out.contains("after \(storm): Notify answered"), "\(run.out)")
        #expect(harness.server.isRunning, "\(harness.server.text())")
        let status = try String(contentsOfFile: "/proc/\(harness.server.pid)/status", encoding: .utf8)
        let peak =
            status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true)[1]) } ?? 0
        #expect(peak > 0 && peak < peakKiB, "peak resident \(peak) kB")
    }

    /// 1.6 GiB of images: without the byte budget 200 of them took the server to 510 MB, so 400
    /// would pass 1 GB; within it the peak measured here was 290 to 370 MB for 200 (it varies
    /// with the load: decoding, drawing and malloc's arenas) and 404 MB for 400.
    @Test("a storm of 400 notifications with 4 MiB images each: the history keeps the text within its bytes")
    func imageStorm() throws {
        try weather("images", peakKiB: 600_000)
    }

    @Test("a storm of 20,000 replacements with images: every call is answered in turn, a close within 2 s")
    func replacementStorm() throws {
        try weather("replace", peakKiB: 300_000)
    }

    /// Cards as large as a theme lets a body make them: no line limit, large type, a shape of
    /// many runs (text on a clear card).
    static let unboundedTheme = """
        return toast.theme {
          name = "unbounded",
          style = { font = { size = 40 }, max_width = 4096, padding = { 0, 0 }, background = "#00000000" },
          queue = { policy = "stack", max_visible = 4 },
          position = "top_trailing",
          kinds = { notification = { message = "", layout = toast.vstack { toast.text { "title" }, toast.text { "message" } } } },
          notifications = { kind = "notification" },
        }
        """

    @Test(
        "bodies that lay out very wide and very tall: the server keeps serving, no request or buffer too large",
        arguments: NotifydBackend.allCases)
    func wideBodies(on backend: NotifydBackend) throws {
        try weather("wide", peakKiB: 400_000, on: backend)
        try weather("wide", theme: Self.unboundedTheme, peakKiB: 600_000, on: backend)
    }

    @Test(
        "a second server does not take the name over unless --replace; it exits 69", arguments: NotifydBackend.allCases)
    func nameTaken(on backend: NotifydBackend) throws {
        let harness = try backend.start()
        defer { harness.stop() }
        let second = try tartine(["notifyd", harness.theme, "--bus", harness.bus.address] + harness.displayArguments)
        #expect(second.status == 69)
        #expect(second.err.contains("org.freedesktop.Notifications is owned by tartine (pid "), "\(second.err)")
    }
}
