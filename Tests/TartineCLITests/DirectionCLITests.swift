import Foundation
import Testing
import ToastPNG

/// The interface's direction follows the locale (right to left for Arabic) in `render` and in
/// `snapshot`'s kind cases, unless `--direction` (or `--rtl`, or a manifest's `direction`) says
/// otherwise; a scenario that sets its locale is recorded in it alone.
@Suite("Direction from the locale, run as a binary", .serialized)
struct DirectionCLITests {
    /// The pixels of the PNG at `path`.
    static func pixels(_ path: String) throws -> [UInt8] {
        try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))).pixels
    }

    @Test("render: --locale ar draws right to left, as --direction rtl does; --direction ltr does not")
    func render() throws {
        try withScratch { dir in
            // The snackbar's text and its Undo button change sides with the direction.
            func draw(_ name: String, _ flags: [String]) throws -> [UInt8] {
                let run = try tartine(
                    ["render", "themes/snackbar.lua", "--kind", "archived", "--scale", "1", "-o", "\(dir)/\(name).png"]
                        + flags)
                #expect(run.status == 0, "\(run.err)")
                return try Self.pixels("\(dir)/\(name).png")
            }
            let arabic = try draw("ar", ["--locale", "ar"])
            #expect(try draw("ar-rtl", ["--locale", "ar", "--direction", "rtl"]) == arabic)
            #expect(try draw("ar-ltr", ["--locale", "ar", "--direction", "ltr"]) != arabic)
            let english = try draw("en", ["--locale", "en"])
            #expect(english == (try draw("en-ltr", ["--locale", "en", "--direction", "ltr"])))
            #expect(english != (try draw("en-rtl", ["--locale", "en", "--direction", "rtl"])))
            #expect(try draw("en-rtl-flag", ["--locale", "en", "--rtl"]) == (try Self.pixels("\(dir)/en-rtl.png")))
            let contradiction = try tartine(
                ["render", "themes/snackbar.lua", "--rtl", "--direction", "ltr", "-o", "\(dir)/x.png"])
            #expect(contradiction.status == 64)
            #expect(contradiction.err.contains("--rtl contradicts --direction ltr"), "\(contradiction.err)")
        }
    }

    @Test(
        "snapshot: a kind in ar is right to left unless the manifest says ltr; a scenario with its locale is recorded once"
    )
    func snapshot() throws {
        try withScratch { dir in
            for folder in ["themes", "plugins"] {
                try FileManager.default.copyItem(atPath: "\(root)/\(folder)", toPath: "\(dir)/\(folder)")
            }
            try FileManager.default.createDirectory(atPath: "\(dir)/scenarios", withIntermediateDirectories: true)
            try write(
                """
                return toast.scenario {
                  theme = "snackbar", locale = "ar",
                  events = { { at = 0, show = "archived" } }, capture = { 1 },
                }

                """, to: "\(dir)/scenarios/arabic.lua")
            for (name, direction) in [("auto", ""), ("rtl", "direction = \"rtl\","), ("ltr", "direction = \"ltr\",")] {
                try write(
                    """
                    return toast.manifest {
                      themes = { "snackbar" }, kinds = { "archived" }, locales = { "en", "ar" },
                      scenarios = { "arabic" }, references = "\(name)", \(direction)
                    }

                    """, to: "\(dir)/\(name).lua")
                let run = try tartine(["snapshot", "\(name).lua", "--record", "all"], in: dir)
                #expect(run.status == 1, "\(run.err)")
            }
            let recorded = try FileManager.default.subpathsOfDirectory(atPath: "\(dir)/auto")
                .filter { $0.hasSuffix(".png") }.sorted()
            #expect(
                recorded == [
                    "snackbar/arabic/iphone-15-light-ar@1x-1.png",
                    "snackbar/archived/iphone-15-light-ar@1x-1.png", "snackbar/archived/iphone-15-light-en@1x-1.png",
                ])
            let kind = "snackbar/archived/iphone-15-light-ar@1x-1.png"
            #expect(try Self.pixels("\(dir)/auto/\(kind)") == Self.pixels("\(dir)/rtl/\(kind)"))
            #expect(try Self.pixels("\(dir)/auto/\(kind)") != Self.pixels("\(dir)/ltr/\(kind)"))
            let english = "snackbar/archived/iphone-15-light-en@1x-1.png"
            #expect(try Self.pixels("\(dir)/auto/\(english)") == Self.pixels("\(dir)/ltr/\(english)"))
            // The scenario sets no direction: the manifest's applies, else its locale's.
            let scenario = "snackbar/arabic/iphone-15-light-ar@1x-1.png"
            #expect(try Self.pixels("\(dir)/auto/\(scenario)") == Self.pixels("\(dir)/auto/\(kind)"))
            #expect(try Self.pixels("\(dir)/ltr/\(scenario)") == Self.pixels("\(dir)/ltr/\(kind)"))
        }
    }
}
