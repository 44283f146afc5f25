import Testing
import ToastFiles
import ToastPNG

/// Issue 22, class 1: numbers without bounds. A number out of its range is refused at its line
/// by every drawing command (it trapped `render`, `sheet` and `play`), and what fits the ranges
/// but not a surface is refused before it is allocated, naming the file (exit 2, never Cairo's
/// words, never a signal).
@Suite("numbers and surfaces in render, sheet and play", .serialized)
struct NumberCLITests {
    func withFiles(_ files: [String: String], _ body: (String) throws -> Void) throws {
        try withScratch { directory in
            for (name, text) in files {
                try Files.writeAtomically(Array(text.utf8), to: Paths.join(directory, name))
            }
            try body(directory)
        }
    }

    static let hugePadding = """
        return toast.theme {
          name = "huge",
          style = { padding = 1e20, shadow = { color = "#000000", radius = 20 } },
          kinds = { big = { message = "Saved" } },
        }
        """

    static let scenario = """
        return toast.scenario {
          theme = "t.lua",
          events = { { at = 0, show = "big" } },
          capture = { 0.5 },
        }
        """

    static let drawings: [[String]] = [
        ["render", "{dir}/t.lua", "-o", "{dir}/out.png"],
        ["sheet", "{dir}/t.lua", "-o", "{dir}/out.png"],
        ["play", "{dir}/s.lua", "-o", "{dir}/out.png"],
    ]

    @Test("a padding of 1e20 is refused at its line by render, sheet and play", arguments: drawings)
    func hugePaddingIsRefused(_ arguments: [String]) throws {
        try withFiles(["t.lua": Self.hugePadding, "s.lua": Self.scenario]) { dir in
            let run = try tartine(arguments.map { $0.replacingOccurrences(of: "{dir}", with: dir) })
            #expect(run.status == 2)
            #expect(run.err == "\(dir)/t.lua:3: style.padding: expected a number from 0 to 1000, got number 1e+20\n")
            #expect(try !Files.exists("\(dir)/out.png"))
        }
    }

    /// Within every range, and still taller than a surface may be: 60 lines of 200-point text.
    static let tallToast = """
        return toast.theme {
          name = "tall",
          style = { font = { size = 200 }, max_lines = 0, max_width = 300 },
          kinds = { big = { message = "\(String(repeating: "word ", count: 60))" } },
        }
        """

    @Test("a toast taller than a surface is refused before drawing, naming the file and the kind", arguments: drawings)
    func tallToastIsRefused(_ arguments: [String]) throws {
        try withFiles(["t.lua": Self.tallToast, "s.lua": Self.scenario]) { dir in
            let run = try tartine(arguments.map { $0.replacingOccurrences(of: "{dir}", with: dir) })
            #expect(run.status == 2)
            let file = arguments[0] == "play" ? "\(dir)/s.lua: theme \(dir)/t.lua" : "\(dir)/t.lua"
            #expect(run.err.hasPrefix("\(file): the toast of kind 'big' would be "), "\(run.err)")
            #expect(
                run.err.hasSuffix(
                    " pixels, more than Tartine draws (at most 16384 pixels a side and 33,554,432 pixels)\n"),
                "\(run.err)")
            #expect(try !Files.exists("\(dir)/out.png"))
        }
    }

    @Test("a contact sheet larger than a picture may be is drawn smaller, or refused at the scale asked for")
    func sheetOverThePictureLimit() throws {
        let kinds = (0..<20).map { "k\($0) = { message = \"m\" }" }.joined(separator: ", ")
        try withFiles(["t.lua": "return toast.theme {\n  name = \"many\",\n  kinds = { \(kinds) },\n}\n"]) { dir in
            let run = try tartine(["sheet", "\(dir)/t.lua", "--scale", "1", "-o", "\(dir)/sheet.png"])
            #expect(run.status == 2)
            #expect(
                run.err
                    == "\(dir)/t.lua: the contact sheet of 20 rows and 6 columns would be 2,652×17,512 pixels, more than Tartine draws (at most 16384 pixels a side and 33,554,432 pixels)\n"
            )
            #expect(try !Files.exists("\(dir)/sheet.png"))
            // Without --scale the sheet is drawn at the largest scale that fits, and says so.
            let fitted = try tartine(["sheet", "\(dir)/t.lua", "-o", "\(dir)/sheet.png"])
            #expect(fitted.status == 0, "\(fitted.err)")
            #expect(
                fitted.err
                    == "\(dir)/t.lua: 20 kinds at 1× would make a sheet larger than Tartine draws; drawn at 0.75× (--scale sets it)\n"
            )
            let header = try PNGDecoder.header(of: try Files.read("\(dir)/sheet.png", limit: 64 << 20))
            #expect(header.width < 2_652 && header.height < 16_384)
        }
    }

    @Test("a filmstrip larger than a picture may be is refused before any frame is drawn")
    func stripOverThePictureLimit() throws {
        let times = (0..<100).map { "\(Double($0) / 100)" }.joined(separator: ", ")
        let scenario = "return toast.scenario {\n  theme = \"t.lua\",\n  capture = { \(times) },\n}\n"
        try withFiles(["t.lua": Self.hugePadding.replacingOccurrences(of: "1e20", with: "12"), "s.lua": scenario]) {
            dir in
            let run = try tartine(["play", "\(dir)/s.lua", "--strip", "\(dir)/strip.png"])
            #expect(run.status == 2)
            #expect(
                run.err
                    == "\(dir)/s.lua: theme \(dir)/t.lua: the contact sheet of 1 row and 100 columns would be 40,948×1,020 pixels, more than Tartine draws (at most 16384 pixels a side and 33,554,432 pixels)\n"
            )
        }
    }
}
