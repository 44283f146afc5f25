import Foundation
import Testing
import ToastPNG

/// `tartine diff`, run as a binary: exact exit codes, words and JSON.
@Suite("tartine diff, run as a binary", .serialized)
struct DiffCLITests {
    private func run(_ arguments: [String]) throws -> Run {
        try tartine(["diff"] + arguments)
    }

    /// A directory with a.png (4×3 green), b.png (one pixel far off, one a unit off), wide.png
    /// (5×3), text.png (not a PNG), bomb.png (declares 23000×23000); removed by the caller.
    private func fixtures() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-diff-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let green: [UInt8] = [52, 199, 89, 255]
        var a = [UInt8]()
        for _ in 0..<12 { a += green }
        var b = a
        b[0] = 255; b[1] = 0; b[2] = 0  // pixel (0, 0): red
        b[4 * 5 + 2] = 90  // pixel (1, 1): one unit more blue
        var wide = [UInt8]()
        for _ in 0..<15 { wide += green }
        for (name, pixels, width) in [("a", a, 4), ("b", b, 4), ("wide", wide, 5)] {
            let png = try PNGEncoder.encode(rgba: pixels, width: width, height: 3, manifest: [:])
            try Data(png).write(to: URL(fileURLWithPath: "\(dir)/\(name).png"))
        }
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: "\(dir)/text.png"))
        let bomb = bombPNG()
        try Data(bomb).write(to: URL(fileURLWithPath: "\(dir)/bomb.png"))
        return dir
    }

    @Test func exitCodesAndWords() throws {
        let dir = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let same = try run(["\(dir)/a.png", "\(dir)/a.png"])
        #expect(same.status == 0)
        #expect(same.out == "The images are identical (12 pixels).\n")

        let differ = try run(["\(dir)/a.png", "\(dir)/b.png"])
        #expect(differ.status == 1)
        #expect(differ.out == "1 pixel differs (8.33% of 12): more than allowed (0).\n")

        let counted = try run(["\(dir)/a.png", "\(dir)/b.png", "--threshold", "0"])
        #expect(counted.status == 1)
        #expect(counted.out == "2 pixels differ (16.67% of 12): more than allowed (0).\n")

        let allowed = try run(["\(dir)/a.png", "\(dir)/b.png", "--max-diff-pixels", "1"])
        #expect(allowed.status == 0)
        #expect(allowed.out == "1 pixel differs (8.33% of 12): within the tolerance (1).\n")
        #expect(try run(["\(dir)/a.png", "\(dir)/b.png", "--max-diff-pixel-ratio", "0.1"]).status == 0)
        #expect(try run(["\(dir)/a.png", "\(dir)/b.png", "--max-diff-pixel-ratio", "0.05"]).status == 1)

        let size = try run(["\(dir)/a.png", "\(dir)/wide.png"])
        #expect(size.status == 1)
        #expect(
            size.out
                == "The images differ in size: \(dir)/a.png is 4×3 pixels, \(dir)/wide.png is 5×3; nothing was compared.\n"
        )
    }

    @Test(
        "bad input exits 2 with the reason",
        arguments: [
            ("missing.png", "tartine diff: open(DIR/missing.png): No such file or directory\n"),
            (
                "text.png",
                "tartine diff: actual image DIR/text.png is not a PNG file (it does not start with the PNG signature)\n"
            ),
            (
                "bomb.png",
                "tartine diff: actual image DIR/bomb.png cannot be read: the picture is 23000×23000 pixels "
                    + "(529,000,000 pixels): larger than Tartine reads (at most 16384 pixels a side and 33,554,432 pixels)\n"
            ),
        ])
    func badInput(file: String, message: String) throws {
        let dir = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try run(["\(dir)/a.png", "\(dir)/\(file)"])
        #expect(result.status == 2)
        #expect(result.err == message.replacingOccurrences(of: "DIR", with: dir))
        #expect(result.out.isEmpty)
    }

    @Test(
        "usage errors exit 64",
        arguments: [
            ["--threshold", "2"], ["--alpha", "-1"], ["--diff-color", "red"], ["--aa-color", "1,2"],
            ["--max-diff-pixels", "-3"], ["--no-such-option"],
        ])
    func usage(extra: [String]) throws {
        let dir = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try run(["\(dir)/a.png", "\(dir)/b.png"] + extra).status == 64)
        #expect(try run(["\(dir)/a.png"]).status == 64)
    }

    @Test func jsonAndDiffImage() throws {
        let dir = try fixtures()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try run([
            "\(dir)/a.png", "\(dir)/b.png", "--json", "-o", "\(dir)/diff.png", "--diff-color", "#0000FF",
        ])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["verdict"] as? String == "different")
        #expect(object["differentPixels"] as? Int == 1 && object["totalPixels"] as? Int == 12)
        #expect(object["width"] as? Int == 4 && object["height"] as? Int == 3)
        #expect(object["diff"] as? String == "\(dir)/diff.png")
        let diff = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(dir)/diff.png"))))
        #expect(Array(diff.pixels[0..<4]) == [0, 0, 255, 255])  // the differing pixel, in --diff-color

        let mask = try run(["\(dir)/a.png", "\(dir)/b.png", "--diff-mask", "-o", "\(dir)/mask.png"])
        #expect(mask.status == 1)
        let masked = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(dir)/mask.png"))))
        #expect(Array(masked.pixels[4..<8]) == [0, 0, 0, 0])  // an equal pixel: transparent

        // r,g,b with spaces around the numbers (and not inside them).
        let spaced = try run([
            "\(dir)/a.png", "\(dir)/b.png", "-o", "\(dir)/spaced.png", "--diff-color", " 0, 128 ,255 ",
        ])
        #expect(spaced.status == 1)
        let painted = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(dir)/spaced.png"))))
        #expect(Array(painted.pixels[0..<4]) == [0, 128, 255, 255])
        #expect(try run(["\(dir)/a.png", "\(dir)/b.png", "--diff-color", "0,1 28,255"]).status == 64)

        let sizes = try run(["\(dir)/a.png", "\(dir)/wide.png", "--json"])
        #expect(sizes.status == 1)
        let mismatch = try #require(try JSONSerialization.jsonObject(with: Data(sizes.out.utf8)) as? [String: Any])
        #expect(mismatch["verdict"] as? String == "sizeMismatch")
    }
}
