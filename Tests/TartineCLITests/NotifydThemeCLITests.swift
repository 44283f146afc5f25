import Foundation
import Testing

/// `tartine notifyd` with no theme named (as the Debian package's D-Bus service file and systemd
/// user unit start it): the user's `~/.config/tartine/notifyd.lua`, else the desktop theme
/// installed beside the program (`scripts/package-test` runs the installed one). The theme is
/// loaded before the display and the bus are opened, so a theme with an error shows which file
/// was taken without either.
@Suite("tartine notifyd without a theme")
struct NotifydThemeCLITests {
    @Test("the user's theme in $XDG_CONFIG_HOME/tartine/notifyd.lua, else $HOME/.config/tartine/notifyd.lua")
    func usersTheme() throws {
        try withScratch { dir in
            for (variable, file) in [("XDG_CONFIG_HOME", "\(dir)/config"), ("HOME", "\(dir)/home/.config")] {
                try FileManager.default.createDirectory(
                    atPath: "\(file)/tartine", withIntermediateDirectories: true)
                try write(
                    "return toast.theme { name = 'mine', style = { backgrond = '#000000' } }\n",
                    to: "\(file)/tartine/notifyd.lua")
                let environment =
                    variable == "HOME" ? ["XDG_CONFIG_HOME": "", "HOME": "\(dir)/home"] : [variable: file]
                let run = try tartine(
                    ["notifyd", "--bus", "unix:path=\(dir)/no-bus", "--display", ":65000"], environment: environment)
                #expect(run.status == 2, "\(run.err)")
                #expect(
                    run.err.hasPrefix("\(file)/tartine/notifyd.lua:1: style.backgrond: unknown key"),
                    "\(run.err)")
            }
        }
    }

    @Test("neither the user's theme nor an installed one: exit 2 naming both files")
    func noTheme() throws {
        try withScratch { dir in
            let program = URL(fileURLWithPath: tartineBinary).resolvingSymlinksInPath()
            let prefix = program.deletingLastPathComponent().deletingLastPathComponent().path
            let run = try tartine(["notifyd"], environment: ["XDG_CONFIG_HOME": dir])
            #expect(run.status == 2)
            #expect(
                run.err
                    == "notifyd: no theme named and none found (looked for \(dir)/tartine/notifyd.lua, "
                    + "\(prefix)/share/tartine/themes/desktop.lua): name a theme file\n")
        }
    }
}
