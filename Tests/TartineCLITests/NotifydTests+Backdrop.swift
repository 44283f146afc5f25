import Foundation
import TartineTestSupport
import Testing

/// The backdrop end to end: cards sliding in and a stack growing over i3's title bar (i3, no
/// compositor, its frames' background black) never show it black between frames.
extension NotifydTests {
    @Test(
        "cards arriving and a stack growing over an i3 title bar never show a black band there (read from the screen all along)"
    )
    func backdropOverTitleBar() throws {
        try withScratch { dir in
            let harness = try NotifydHarness()
            defer { harness.stop() }
            // i3 with its defaults (title bars drawn on frames whose background is black) and no
            // bar, holding one xlogo window whose title bar runs along the screen's top.
            try "font pango:DejaVu Sans 10\n".write(toFile: "\(dir)/i3.conf", atomically: true, encoding: .utf8)
            let i3 = try BackgroundProcess(
                try requireProgram("i3", package: "i3-wm"), ["-c", "\(dir)/i3.conf"],
                environment: harness.clientEnvironment)
            defer { i3.stop(grace: 0) }
            try harness.wait("i3") { try harness.windowManagerRuns() }
            let logo = try BackgroundProcess(
                try requireProgram("xlogo", package: "x11-apps"), [], environment: harness.clientEnvironment)
            defer { logo.stop(grace: 0) }
            try harness.wait("xlogo's title bar") { try harness.titleBarShown() }
            let watch = try BackgroundProcess(
                "/usr/bin/env", ["python3", "\(root)/Tests/TartineCLITests/title-bar-watch.py", "4"],
                environment: harness.clientEnvironment)
            defer { watch.stop(grace: 0) }
            // Five cards, each sliding in while the ones shown move down to make room.
            Thread.sleep(forTimeInterval: 0.3)
            for index in 1...5 {
                try harness.notifySend(["--expire-time=0", "Card \(index)", "Over the title bar"])
                Thread.sleep(forTimeInterval: 0.4)
            }
            try harness.wait("the watch's figures", seconds: 20) { watch.text().contains("mostBlack") }
            let line = try #require(watch.lines().last(where: { $0.text.contains("mostBlack") })?.text)
            let figures = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Int], "\(watch.text())")
            // Read often (the cards move for 0.25 s each), and the cards did cover the title bar.
            #expect(figures["reads"] ?? 0 >= 100, "\(line)")
            #expect(figures["covered"] ?? 0 >= 1_000, "\(line)")
            #expect(figures["mostBlack"] == 0, "title bar pixels read black: \(line)")
        }
    }
}

extension NotifydHarness {
    /// Whether a window manager owns the screen (`_NET_SUPPORTING_WM_CHECK` on the root).
    func windowManagerRuns() throws -> Bool {
        let run = try runProcess(
            try requireProgram("xprop", package: "x11-utils"), ["-root", "_NET_SUPPORTING_WM_CHECK"],
            environment: clientEnvironment)
        return run.status == 0 && run.out.contains("window id")
    }

    /// Whether xlogo's window is mapped (i3 then draws its title bar at once).
    func titleBarShown() throws -> Bool {
        let run = try runProcess(
            try requireProgram("xdotool", package: "xdotool"), ["search", "--onlyvisible", "--class", "xlogo"],
            environment: clientEnvironment)
        guard run.status == 0, !run.out.isEmpty else { return false }
        Thread.sleep(forTimeInterval: 0.5)
        return true
    }
}
