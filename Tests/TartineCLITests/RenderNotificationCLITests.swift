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

    @Test(
        "a malformed notification flag is a usage error (64) that says what it takes",
        arguments: [
            (["--summary", "S", "--urgency", "hgh"], "--urgency: expected one of low, normal, critical"),
            (["--body", "B"], "--body, --app, --urgency, --category, --action and --progress need --summary"),
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
