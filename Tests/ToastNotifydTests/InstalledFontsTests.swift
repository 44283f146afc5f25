import Foundation
import TartineTestSupport
import Testing
import ToastCore
import ToastRender

@testable import ToastNotifyd

/// Issue 40, item 2: a theme's `notifications.fonts = "installed"` lets notifyd draw with the
/// machine's families; a family that is not installed is said on the server's standard error at
/// the theme's line, at start and after each reload.
@Suite struct InstalledFontsTests {
    static func theme(fonts: String, family: String) -> String {
        """
        return toast.theme {
          name = "f",
          kinds = { note = { message = "Note" } },
          style = {
            font = { family = "\(family)" },
          },
          notifications = { kind = "note", fonts = "\(fonts)" },
        }

        """
    }

    @Test("a family that is not installed is said with its line; an installed one draws as asked")
    func reported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("theme.lua", Self.theme(fonts: "installed", family: "No Such Sans"))
        let said = Recorded()
        let server = try NotificationServer(
            .init(
                themePath: directory.file("theme.lua"),
                setting: SceneSetting.standard.with(screen: .desktop(width: 1920, height: 1080)),
                clock: VirtualClock(0, timeOfDay: nil), debounce: 0),
            report: { said.add($0) })
        defer { server.stop() }
        #expect(server.fontSource == .installed)
        #expect(
            said.all == [
                "notifyd: \(directory.file("theme.lua")):5: warning: style.font.family: \"No Such Sans\" is not among the installed fonts; Inter is drawn instead"
            ])
        // DejaVu Serif (fonts-dejavu-core) is installed but not pinned: no warning once the theme
        // asks for it, and the server draws with the installed fonts.
        try directory.write("theme.lua", Self.theme(fonts: "installed", family: "DejaVu Serif"))
        try waitFor { server.center.theme.style.font.family == "DejaVu Serif" }
        #expect(server.fontSource == .installed)
        #expect(said.all.count == 1, "\(said.all)")
        // The same family with the pinned fonts is a warning: the pinned fonts lack it.
        try directory.write("theme.lua", Self.theme(fonts: "pinned", family: "DejaVu Serif"))
        try waitFor { server.fontSource == .pinned }
        try waitFor { said.all.count == 2 }
        #expect(
            said.all.last
                == "notifyd: \(directory.file("theme.lua")):5: warning: style.font.family: \"DejaVu Serif\" is not among the pinned fonts; Inter is drawn instead"
        )
    }

    private func waitFor(_ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(10)
        while !condition() {
            guard Date() < deadline else { throw Timeout() }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    struct Timeout: Error {}
}
