import Foundation
import TartineTestSupport
import Testing
import ToastCore
import ToastDBus

@testable import ToastNotifyd

/// A click on a link in a body: opened with the theme's `open_links` program when it is http,
/// https or mailto, never otherwise; a click beside it taps the card as before.
@Suite("a click on a link opens it with the theme's program, for http, https and mailto only", .serialized)
struct LinkClickTests {
    static func theme(opener: String) -> String {
        """
        return toast.theme {
          name = "links",
          style = { tap_to_dismiss = true },
          motion = { enter = { "fade", duration = 0.05 }, exit = { "fade", duration = 0.05 }, hold = 30 },
          kinds = { notification = { message = "" } },
          notifications = { kind = "notification", open_links = \(opener) },
        }
        """
    }

    /// The screen point in the middle of the first link drawn on the card of `toast`.
    static func linkPoint(in frame: Frame, of toast: ToastID) throws -> Point {
        let layer = try #require(frame.toasts.first { $0.id == toast })
        let link = try #require(layer.layout.links.first)
        let origin = layer.frame.offsetBy(dx: layer.transform.offset.x, dy: layer.transform.offset.y)
        return Point(x: origin.minX + link.frame.midX, y: origin.minY + link.frame.midY)
    }

    @Test(
        "a tap on the link runs the opener with the link; other schemes are said, not opened",
        arguments: [
            ("https://example.com/a?b=c&d", true), ("http://example.com", true), ("HTTPS://EXAMPLE.COM", true),
            ("mailto:mina@example.com", true), ("javascript:alert(1)", false), ("file:///etc/passwd", false),
            ("example.com/no-scheme", false), ("x-scheme-handler:open", false),
        ])
    func linkClick(href: String, opens: Bool) async throws {
        let dir = try TemporaryDirectory()
        try dir.write(
            "opener.sh",
            "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"\(dir.path)/opened.tmp\"\nmv \"\(dir.path)/opened.tmp\" \"\(dir.path)/opened\"\n"
        )
        chmod(dir.file("opener.sh"), 0o755)
        let harness = try ServerHarness(theme: Self.theme(opener: "{ \"\(dir.file("opener.sh"))\", \"--new-window\" }"))
        let escaped = href.replacingOccurrences(of: "&", with: "&amp;")
        let id = harness.server.notify(
            Notification(
                appName: "Mail", summary: "", body: "Read <a href=\"\(escaped)\">the whole page here</a> now",
                expireTimeout: 0),
            sender: ":1.1")
        let toast = try await harness.shown(id)
        try await Task.sleep(for: .milliseconds(100))
        let frame = harness.draw()
        let point = try Self.linkPoint(in: frame, of: toast)
        #expect(frame.link(at: point)?.href == href)
        harness.server.click(.tap, at: frame.hit(at: point), in: frame, link: frame.link(at: point))
        let deadline = ContinuousClock.now + .seconds(3)
        while !FileManager.default.fileExists(atPath: dir.file("opened")) && ContinuousClock.now < deadline
            && opens
        {
            try await Task.sleep(for: .milliseconds(10))
        }
        try await Task.sleep(for: .milliseconds(200))
        harness.draw()
        let opened = try? String(contentsOfFile: dir.file("opened"), encoding: .utf8)
        if opens {
            #expect(opened == "--new-window\n\(href)\n")
            #expect(harness.reports.all.isEmpty, "\(harness.reports.all)")
        } else {
            #expect(opened == nil, "never opened")
            #expect(
                harness.reports.all == [
                    "notifyd: link '\(href)' of notification \(id) not opened: only http, https, mailto links open"
                ])
        }
        #expect(harness.closed.isEmpty, "a click on a link does not tap the card")
    }

    @Test("a tap beside the link taps the card; with open_links = false a tap on the link does too")
    func besideAndOff() async throws {
        for opener in ["{ \"/bin/true\" }", "false"] {
            let harness = try ServerHarness(theme: Self.theme(opener: opener))
            let id = harness.server.notify(
                Notification(
                    appName: "Mail", summary: "Title here", body: "<a href=\"https://example.com\">link</a>",
                    expireTimeout: 0),
                sender: ":1.1")
            let toast = try await harness.shown(id)
            try await Task.sleep(for: .milliseconds(100))
            let frame = harness.draw()
            let layer = try #require(frame.toasts.first { $0.id == toast })
            let point =
                opener == "false"
                ? try Self.linkPoint(in: frame, of: toast)
                : Point(x: layer.frame.midX + layer.transform.offset.x, y: layer.frame.minY + 2)
            if opener != "false" { #expect(frame.link(at: point) == nil) }
            harness.server.click(.tap, at: frame.hit(at: point), in: frame, link: frame.link(at: point))
            #expect(try await harness.closes(1) == [id: .dismissed], "\(opener)")
        }
    }
}
