import Foundation
import Testing
import ToastPNG

/// `--increase-contrast`, `--reduce-transparency` and `--screen-reader` on `render` and `sheet`:
/// the pictures change where the theme says they do, and the PNG's scene names the settings.
@Suite("Accessibility flags, run as a binary", .serialized)
struct AccessibilityCLITests {
    static func png(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    @Test("render: the banner's contrast rule and the HUD's solid material change the pixels; the scene names them")
    func render() throws {
        try withScratch { dir in
            func draw(_ theme: String, _ kind: String, _ flags: [String]) throws -> [UInt8] {
                let name = ([kind] + flags).joined()
                let run = try tartine(
                    ["render", "themes/\(theme).lua", "--kind", kind, "--scale", "1", "-o", "\(dir)/\(name).png"]
                        + flags)
                #expect(run.status == 0, "\(run.err)")
                return try Self.png("\(dir)/\(name).png")
            }
            let banner = try PNGDecoder.decode(try draw("banner", "message", [])).pixels
            let contrast = try draw("banner", "message", ["--increase-contrast"])
            #expect(try PNGDecoder.decode(contrast).pixels != banner)
            #expect(PNGManifest.read(from: contrast)?["scene"] == "kind=message screen=iphone-15 increase_contrast")
            // The HUD's blurred material is drawn as a solid fill.
            let hud = try PNGDecoder.decode(try draw("hud", "copied", [])).pixels
            let solid = try draw("hud", "copied", ["--reduce-transparency"])
            #expect(try PNGDecoder.decode(solid).pixels != hud)
            #expect(PNGManifest.read(from: solid)?["scene"] == "kind=copied screen=iphone-15 reduce_transparency")
            // A theme with no rule and no system colour draws the same under increased contrast.
            let plain = try PNGDecoder.decode(try draw("hud", "copied", ["--increase-contrast"])).pixels
            #expect(plain == hud)
        }
    }

    @Test("sheet: the flags reach every cell and the subtitle")
    func sheet() throws {
        try withScratch { dir in
            let run = try tartine(["sheet", "themes/hud.lua", "--reduce-transparency", "-o", "\(dir)/solid.png"])
            #expect(run.status == 0, "\(run.err)")
            let plain = try tartine(["sheet", "themes/hud.lua", "-o", "\(dir)/plain.png"])
            #expect(plain.status == 0, "\(plain.err)")
            let solid = try Self.png("\(dir)/solid.png")
            #expect(
                try PNGDecoder.decode(solid).pixels != (try PNGDecoder.decode(try Self.png("\(dir)/plain.png")).pixels))
            #expect(PNGManifest.read(from: solid)?["scene"] == "sheet screen=iphone-15 locale=en reduce_transparency")
        }
    }
}
