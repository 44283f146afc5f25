import Foundation
import Testing
import ToastPNG

/// `tartine render THEME --summary …`: one desktop notification rendered as the kind the theme's
/// notification rules give, on a desktop screen `WIDTHxHEIGHT`, so that a server's window can
/// be compared with the render.
@Suite("render --summary: a notification as its rules say, run as a binary", .serialized)
struct RenderNotificationCLITests {
    static func image(_ path: String) throws -> PNGImage {
        try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test("a notification renders on a WIDTHxHEIGHT desktop at scale 1, its urgency choosing the kind")
    func renders() throws {
        try withScratch { dir in
            func draw(_ name: String, _ flags: [String]) throws -> PNGImage {
                let run = try tartine(
                    [
                        "render", "themes/desktop.lua", "--summary", "Mina Park", "--body", "<b>Dinner</b> tonight?",
                        "--app", "Mail", "--action", "default=Open", "--action", "reply=Reply", "--screen", "1440x900",
                        "--background", "plain", "-o", "\(dir)/\(name).png",
                    ] + flags)
                #expect(run.status == 0, "\(run.err)")
                return try Self.image("\(dir)/\(name).png")
            }
            let normal = try draw("normal", [])
            #expect(normal.width == 1440)
            #expect(normal.height == 900)
            #expect(try draw("normal-again", ["--urgency", "normal"]).pixels == normal.pixels)
            #expect(try draw("critical", ["--urgency", "critical"]).pixels != normal.pixels)
            #expect(try draw("low", ["--urgency", "low"]).pixels != normal.pixels)
            #expect(try draw("progress", ["--progress", "40"]).pixels != normal.pixels)
            #expect(try draw("category", ["--category", "email.arrived"]).pixels == normal.pixels)
        }
    }

    @Test("--icon: a name from the icon theme, an SVG path, and a name no theme has (a warning, the kind's icon drawn)")
    func icon() throws {
        try withScratch { dir in
            // The user's own icon directories and settings are out of reach: only the system's.
            let environment = ["HOME": dir, "XDG_DATA_DIRS": "/usr/share", "XDG_CONFIG_HOME": dir]
            func draw(_ name: String, _ flags: [String]) throws -> (PNGImage, String) {
                let run = try tartine(
                    [
                        "render", "themes/desktop.lua", "--summary", "Icon", "--screen", "800x600", "--background",
                        "plain", "-o", "\(dir)/\(name).png",
                    ] + flags, environment: environment)
                #expect(run.status == 0, "\(run.err)")
                return (try Self.image("\(dir)/\(name).png"), run.err)
            }
            let (plain, quiet) = try draw("plain", [])
            #expect(quiet.isEmpty)
            let (named, said) = try draw("named", ["--icon", "dialog-information", "--icon-theme", "Adwaita"])
            #expect(said.isEmpty, "\(said)")
            #expect(named.pixels != plain.pixels)
            try Array(
                """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#f00"/></svg>
                """.utf8
            ).withUnsafeBytes { try Data($0).write(to: URL(fileURLWithPath: "\(dir)/red.svg")) }
            let (vector, _) = try draw("vector", ["--icon", "file://\(dir)/red.svg"])
            #expect(vector.pixels != plain.pixels)
            #expect(vector.pixels != named.pixels)
            let (missing, warning) = try draw("missing", ["--icon", "no-such-icon-here", "--icon-theme", "Adwaita"])
            #expect(missing.pixels == plain.pixels)
            #expect(
                warning
                    == "warning: --icon: no icon 'no-such-icon-here' in the icon themes searched (Adwaita, hicolor) or the base directories; the kind's icon is drawn\n"
            )
        }
    }

    @Test(
        "a malformed notification flag is a usage error (64) that says what it takes",
        arguments: [
            (["--summary", "S", "--urgency", "hgh"], "--urgency: expected one of low, normal, critical"),
            (
                ["--body", "B"],
                "--body, --app, --urgency, --category, --action, --progress, --icon and --icon-theme need --summary"
            ),
            (
                ["--icon", "x"],
                "--body, --app, --urgency, --category, --action, --progress, --icon and --icon-theme need --summary"
            ),
            (["--summary", "S", "--icon-theme", "Adwaita"], "--icon-theme needs --icon"),
            (
                ["--summary", "S", "--icon", "x", "--icon-theme", "../up"],
                "--icon-theme: '../up' cannot name an icon theme (printable ASCII without '/', ',' or a space, at most 256 bytes)"
            ),
            (
                ["--summary", "S", "--kind", "message"],
                "--summary renders a notification as its rules say: no --kind, --message or --position"
            ),
            (["--summary", "S", "--action", "reply"], "--action: expected KEY=LABEL, got 'reply'"),
            (["--summary", "S", "--progress", "101"], "--progress must be from 0 to 100, got 101"),
            (["--summary", String(repeating: "s", count: 1_025)], "--summary: at most 1024 bytes, got 1025"),
        ])
    func usageErrors(flags: [String], message: String) throws {
        try withScratch { dir in
            let run = try tartine(["render", "themes/desktop.lua", "-o", "\(dir)/x.png"] + flags)
            #expect(run.status == 64)
            #expect(run.err.contains(message), "\(run.err)")
        }
    }
}
