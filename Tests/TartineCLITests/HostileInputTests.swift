import Foundation
import Testing
import ToastFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 10's classes of hostile input, one test (or more) per class, run against the built
/// binary (`TARTINE_BIN` may name another build of `tartine` to run them against).
@Suite("tartine under hostile input", .serialized)
struct HostileInputTests {
    /// A fresh directory holding `files` (name → text), removed after `body`.
    func withFiles(_ files: [String: String], _ body: (String) throws -> Void) throws {
        try withScratch { directory in
            for (name, text) in files {
                try Files.makeDirectories(Paths.directory(of: Paths.join(directory, name)))
                try Files.writeAtomically(Array(text.utf8), to: Paths.join(directory, name))
            }
            try body(directory)
        }
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    // MARK: class 1: commands create or replace only what they own

    @Test("class 1: play --frames writes its frames beside what is there and deletes nothing")
    func framesKeepOtherFiles() throws {
        try withFiles(["mydocs/t": "x\n"]) { dir in
            let run = try tartine(["play", "scenarios/burst.lua", "--frames", "\(dir)/mydocs", "--scale", "1"])
            #expect(run.status == 0, "\(run.err)")
            #expect(try Files.readText("\(dir)/mydocs/t", limit: 10) == "x\n")
            #expect(
                try Files.entries(of: "\(dir)/mydocs").map(\.name)
                    == [
                        "burst-000.png", "burst-001.png", "burst-002.png", "burst-003.png", "burst-004.png",
                        "burst-005.png", "t",
                    ])
        }
    }

    @Test("class 1: a theme name that is not one path component is a schema error with file:line")
    func themeNameWithSeparators() throws {
        try withFiles([
            "t/theme.lua":
                "return toast.theme {\n  name = \"../victim\",\n  kinds = { saved = { message = \"Saved\" } },\n}\n"
        ]) { dir in
            let run = try tartine(["render", "\(dir)/t/theme.lua", "-o", "\(dir)/out.png"])
            #expect(run.status == 2)
            #expect(run.err == "\(dir)/t/theme.lua:2: name: \"../victim\" cannot name a file: it contains '..'\n")
            #expect(try Files.exists("\(dir)/out.png") == false)
        }
    }

    // MARK: class 3: outputs replace regular files only

    @Test("class 3: -o to a FIFO is refused, exit 2, and the FIFO stays")
    func outputToAFIFO() throws {
        try withFiles([:]) { dir in
            mkfifo("\(dir)/pipe", 0o644)
            let run = try tartine(["render", "themes/diary.lua", "--scale", "1", "-o", "\(dir)/pipe"])
            #expect(run.status == 2)
            #expect(run.err == "\(dir)/pipe: a FIFO, not a regular file; refusing to replace it\n")
            #expect(try Files.kind(of: "\(dir)/pipe") == .fifo)
        }
    }

    @Test("class 3: -o - writes the PNG to standard output")
    func outputToStandardOutput() throws {
        try withFiles([:]) { _ in
            let run = try tartine(["render", "themes/diary.lua", "--scale", "1", "-o", "-"])
            #expect(run.status == 0, "\(run.err)")
            #expect(Array(run.output.prefix(8)) == Self.pngSignature)
            #expect(try Files.exists("\(root)/-") == false)
        }
    }

    // MARK: class 6: the size of the work is computed first

    @Test("class 6: a filmstrip of more captures than the limit is refused before drawing")
    func stripOverTheLimit() throws {
        let times = (0...Limits.capturesPerStrip).map { "\(Double($0) / 10)" }.joined(separator: ", ")
        let scenario =
            "return toast.scenario {\n  theme = \"diary\",\n  events = { { at = 0, show = \"saved\" } },\n  capture = { \(times) },\n}\n"
        try withFiles(["s.lua": scenario]) { dir in
            let link = "\(dir)/themes"
            symlink("\(root)/themes", link)
            let run = try tartine(["play", "\(dir)/s.lua", "--strip", "\(dir)/strip.png"])
            #expect(run.status == 2)
            #expect(
                run.err
                    == "\(dir)/s.lua: --strip: the scenario captures 101 times, more than the 100 a filmstrip shows; use --frames or -o\n"
            )
            #expect(try Files.exists("\(dir)/strip.png") == false)
        }
    }

    @Test("class 6: a manifest matrix over the limit is refused with its size")
    func matrixOverTheLimit() throws {
        let times = (1...20_001).map { "\(Double($0) / 1000)" }.joined(separator: ",")
        let manifest =
            "return toast.manifest {\n  themes = { \"\(root)/themes/default.lua\" },\n  appearances = { \"light\", \"dark\" },\n  locales = { \"en\", \"ko\" },\n  times = { \(times) },\n}\n"
        try withFiles(["snapshots.lua": manifest]) { dir in
            let run = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "never"])
            #expect(run.status == 2)
            #expect(
                run.err
                    == "\(dir)/snapshots.lua: the matrix has 400,020 snapshots, more than the limit of 100,000; split the manifest or narrow it\n"
            )
        }
    }

    @Test("class 6: a contact sheet of more kinds than the limit is refused before drawing")
    func sheetOverTheLimit() throws {
        let kinds = (0...Limits.kindsPerSheet).map { "k\($0) = { message = \"m\" }" }.joined(separator: ", ")
        try withFiles(["t.lua": "return toast.theme {\n  name = \"many\",\n  kinds = { \(kinds) },\n}\n"]) { dir in
            let run = try tartine(["sheet", "\(dir)/t.lua", "-o", "\(dir)/sheet.png"])
            #expect(run.status == 2)
            #expect(run.err == "\(dir)/t.lua: the theme has 201 kinds, more than the 200 one contact sheet shows\n")
        }
    }

    // MARK: class 7: paths a theme names stay inside its directory

    @Test("class 7: an icon that is a link out of the theme directory is refused")
    func iconLinkOutside() throws {
        let theme =
            "return toast.theme {\n  name = \"t\",\n  kinds = {\n    saved = { message = \"Saved\", icon = { image = \"icons/x.png\" } },\n  },\n}\n"
        try withFiles(["t/theme.lua": theme, "secret.png": "not really a png"]) { dir in
            mkdir("\(dir)/t/icons", 0o755)
            symlink("../../secret.png", "\(dir)/t/icons/x.png")
            let run = try tartine(["render", "\(dir)/t/theme.lua", "--scale", "1", "-o", "\(dir)/out.png"])
            #expect(run.status == 2)
            #expect(
                run.err
                    == "\(dir)/t/theme.lua:4: kinds.saved.icon.image: \"icons/x.png\" resolves to \(dir)/secret.png, outside the theme directory\n"
            )
        }
    }

    // MARK: class 8: verdicts do not depend on order

    static let twinTheme =
        "return toast.theme {\n  name = \"twin\",\n  kinds = { saved = { message = \"Saved\" } },\n}\n"

    @Test("class 8: two themes with the same name in one manifest are an error")
    func duplicateIdentities() throws {
        let manifest = "return toast.manifest {\n  themes = { \"a.lua\", \"b.lua\" },\n  scale = 1,\n}\n"
        try withFiles(["a.lua": Self.twinTheme, "b.lua": Self.twinTheme, "snapshots.lua": manifest]) { dir in
            let run = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "missing"])
            #expect(run.status == 2)
            #expect(
                run.err
                    == "\(dir)/b.lua:3: kinds.saved: kind 'saved' of theme 'twin' would write "
                    + "twin/saved/iphone-15-light-en@1x-1.png, as kind 'saved' of theme 'twin' (\(dir)/a.lua:3) does; "
                    + "each reference is made by one case: rename one of them\n")
            #expect(try Files.exists("\(dir)/__Snapshots__") == false)
        }
    }

    @Test("class 8: a style_function with hidden state gives the same verdict in a shard as in a full run")
    func styleFunctionStateAndSharding() throws {
        let theme = """
            local calls = 0
            return toast.theme {
              name = "stateful",
              kinds = { saved = { message = "Saved" } },
              style_function = function(kind, message, context)
                calls = calls + 1
                if calls % 2 == 0 then return { background = "#FF0000" } end
                return { background = "#00AA00" }
              end,
            }

            """
        let manifest =
            "return toast.manifest {\n  themes = { \"theme.lua\" },\n  appearances = { \"light\", \"dark\" },\n  scale = 1,\n}\n"
        try withFiles(["theme.lua": theme, "snapshots.lua": manifest]) { dir in
            let record = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "all", "--jobs", "1"])
            #expect(record.status == 1, "\(record.err)")  // recording fails the run
            let shard = try tartine([
                "snapshot", "\(dir)/snapshots.lua", "--record", "never", "--shard", "2/2", "--jobs", "1",
            ])
            #expect(shard.status == 0, "\(shard.out)")
            let full = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "never", "--jobs", "2"])
            #expect(full.status == 0, "\(full.out)")
        }
    }

    // MARK: class 9: references, orphans, terminal output

    @Test("class 9: references outside the manifest's directory are refused", arguments: ["/", "../elsewhere"])
    func referencesOutside(references: String) throws {
        let manifest =
            "return toast.manifest {\n  themes = { \"\(root)/themes/default.lua\" },\n  references = \"\(references)\",\n}\n"
        try withFiles(["snapshots.lua": manifest]) { dir in
            let run = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "never"])
            #expect(run.status == 2)
            #expect(
                run.err
                    == "\(dir)/snapshots.lua:3: references: \"\(references)\" is outside the manifest's directory; name a directory inside the manifest's directory, as \"__Snapshots__\"\n"
            )
        }
    }

    @Test("class 9: a theme name with ESC is refused, and the terminal sees it escaped")
    func escapeInAThemeName() throws {
        try withFiles([
            "t.lua":
                "return toast.theme {\n  name = \"red\\27[31m\",\n  kinds = { saved = { message = \"Saved\" } },\n}\n"
        ]) { dir in
            let run = try tartine(["render", "\(dir)/t.lua", "-o", "\(dir)/out.png"])
            #expect(run.status == 2)
            #expect(!run.err.contains("\u{1B}"))
            #expect(
                run.err
                    == "\(dir)/t.lua:2: name: \"red\\u{1B}[31m\" cannot name a file: it contains the control character \\u{1B}\n"
            )
        }
    }
}
