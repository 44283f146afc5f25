import Foundation
import TartineTestSupport
import Testing

/// dunst's semantics where users expect them (issue 40 item 4), with the real server, bus,
/// display and clients: expiry on time whatever the motion, a critical notification at once
/// under a flood, hovers that pause only while the pointer is really on a card, and not for ever.
extension NotifydTests {
    /// A theme whose cards take 1.5 s to come in and 1.5 s to go.
    static let slowTheme = """
        return toast.theme {
          name = "slow",
          motion = { enter = { "slide", "fade", duration = 1.5 }, exit = { "slide", "fade", duration = 1.5 }, hold = 5 },
          queue = { policy = "stack", max_visible = 4 },
          position = "top_trailing",
          kinds = { notification = { message = "" } },
          notifications = { kind = "notification" },
        }
        """

    /// Runs `notify-timing.py ADDRESS ARGUMENTS` against `harness`; its output.
    private func timing(_ harness: NotifydHarness, _ arguments: [String]) throws -> String {
        let run = try runProcess(
            "/usr/bin/env",
            ["python3", "\(root)/Tests/TartineCLITests/notify-timing.py", harness.bus.address] + arguments,
            environment: [:])
        #expect(run.status == 0, "\(run.out)\(run.err)")
        return run.out
    }

    @Test("expire_timeout counts from display, within 50 ms, whatever the motion: 1.5 s entrances and exits")
    func expiryWhateverTheMotion() throws {
        let scratch = try TemporaryDirectory()
        let theme = scratch.file("slow.lua")
        try Self.slowTheme.write(toFile: theme, atomically: true, encoding: .utf8)
        let harness = try NotifydHarness(theme: theme)
        defer { harness.stop() }
        // Shorter than the entrance (it leaves mid-entrance), as long, and longer.
        let timeouts = [800, 1_500, 2_500]
        let out = try timing(harness, ["expiry"] + timeouts.map(String.init))
        for milliseconds in timeouts {
            let line = out.split(separator: "\n").first { $0.hasPrefix("expire \(milliseconds):") } ?? ""
            let seconds = line.split(separator: " ").dropLast().last.flatMap { Double($0) } ?? -1
            #expect(line.contains("closed reason 1 "), "\(out)")
            #expect(
                abs(seconds - Double(milliseconds) / 1000) <= 0.05,
                "expire_timeout \(milliseconds) closed after \(seconds) s")
        }
    }

    @Test("under a flood from ten clients a critical notification is on screen within 0.5 s of its Notify")
    func criticalUnderFlood() throws {
        let harness = try NotifydHarness()
        defer { harness.stop() }
        let out = try timing(harness, ["critical", "300"])
        let sent = out.split(separator: " ").dropFirst(3).first.flatMap { Double($0.trimmingCharacters(in: [","])) }
        let when = try #require(sent, "\(out)")
        // The critical card starts to enter (its announcement) ahead of the 2,996 waiting.
        try harness.server.waitForOutput(containing: "Critical probe", seconds: 10)
        let shown = try #require(harness.server.lines().first { $0.text.contains("Critical probe") })
        let delay = shown.at.timeIntervalSince1970 - when
        #expect(delay < 0.5, "on screen \(delay) s after its Notify (\(out))")
        #expect(harness.server.text().contains("preempted"), "the oldest card went back to wait")
    }

    @Test("a pointer resting on a card pauses it for --hover-limit at most; then the card expires")
    func hoverIsBounded() throws {
        let harness = try NotifydHarness(arguments: ["--reduced-motion", "--hover-limit", "2"])
        defer { harness.stop() }
        try harness.xdotool(["mousemove", "10", "790"])
        let id = try harness.notifySend(["--expire-time=1500", "Hover me"])
        let window = try harness.shownWindow()
        let rested = Date()
        try harness.xdotool(["mousemove", "\(window.x + window.width / 2)", "\(window.y + window.height / 2)"])
        Thread.sleep(forTimeInterval: 1.5)
        #expect(!harness.isClosed(id), "closed while the pointer rested on it, within the limit")
        // 2 s of pause, then the 1.3 s or so the hold had left, the pointer still on the card.
        let closed = try harness.closed(id, seconds: 6)
        #expect(closed.reason == 1)
        #expect(closed.at.timeIntervalSince(rested) < 4.5, "closed \(closed.at.timeIntervalSince(rested)) s after")
    }

    @Test("a pointer over another window above the card does not pause it, though the card is redrawn under it")
    func hoverOnlyOnTheCard() throws {
        let harness = try NotifydHarness(arguments: ["--reduced-motion"])
        defer { harness.stop() }
        try harness.xdotool(["mousemove", "10", "790"])
        let id = try harness.notifySend(["--expire-time=2000", "Under the cover", "Body 0"])
        let window = try harness.shownWindow()
        // A light window over the card, mapped after it: it is on top.
        let cover = try BackgroundProcess(
            try requireProgram("xlogo", package: "x11-apps"),
            ["-geometry", "\(window.width + 40)x\(window.height + 40)+\(window.x - 20)+0", "-bg", "white"],
            environment: harness.clientEnvironment)
        defer { cover.stop(grace: 0) }
        try harness.wait("the cover window") {
            try runProcess(
                try requireProgram("xdotool", package: "xdotool"), ["search", "--class", "xlogo"],
                environment: harness.clientEnvironment
            ).status == 0
        }
        try harness.xdotool(["mousemove", "\(window.x + window.width / 2)", "\(window.y + window.height / 2)"])
        // Replacements redraw the card (in place: its window keeps its size and place) under the
        // pointer, which is in the cover's window, not the card's: nothing pauses it.
        for body in 1...3 {
            Thread.sleep(forTimeInterval: 0.3)
            try harness.notifySend(["--replace-id=\(id)", "--expire-time=2000", "Under the cover", "Body \(body)"])
        }
        let sent = Date()
        let closed = try harness.closed(id, seconds: 6)
        #expect(closed.reason == 1)
        #expect(closed.at.timeIntervalSince(sent) < 2.6, "closed \(closed.at.timeIntervalSince(sent)) s after")
    }
}
