import Foundation
import Testing

/// What plugins and files put on the terminal: vetoes said out loud, sizes bounded, format
/// characters escaped.
@Suite("tartine at the boundary: vetoes, sizes, format characters", .serialized)
struct BoundaryCLITests {
    /// A theme `t.lua` naming the plugin `p` with `source`, in `dir`.
    func writeTheme(_ dir: String, plugin source: String) throws {
        try write(
            #"return toast.theme { name = "t", plugins = { "p" }, kinds = { saved = { message = "Saved" } } }"#,
            to: "\(dir)/t.lua")
        try FileManager.default.createDirectory(atPath: "\(dir)/plugins", withIntermediateDirectories: true)
        try write(source, to: "\(dir)/plugins/p.lua")
    }

    @Test("render says that its toast was vetoed, by which plugin and why")
    func renderVeto() throws {
        try withScratch { dir in
            try writeTheme(
                dir,
                plugin:
                    #"return toast.plugin { name = "p", api = 1, filter = function(r) return { veto = "quiet hours" } end }"#
            )
            let run = try tartine(["render", "\(dir)/t.lua", "-o", "\(dir)/t.png"])
            #expect(run.status == 0)
            #expect(run.err == "p: vetoed the toast 'saved', which is not drawn: quiet hours\n")
        }
    }

    @Test("sheet says which cells' toasts were vetoed")
    func sheetVeto() throws {
        try withScratch { dir in
            try writeTheme(
                dir,
                plugin: #"""
                    return toast.plugin { name = "p", api = 1,
                      filter = function(r) if r.position == "top" then return { veto = "not at the top" } end end }
                    """#)
            let run = try tartine(["sheet", "\(dir)/t.lua", "-o", "\(dir)/t.png"])
            #expect(run.status == 0)
            #expect(
                run.err
                    == ["dark", "light"].map {
                        "p: vetoed the toast 'saved' (\($0), top), which is not drawn: not at the top\n"
                    }.joined())
        }
    }

    @Test(
        "a 1.5 MB error, a thousand 1 KiB log lines a call, 1,100 short lines: render ends, stderr stays small"
    )
    func hugeTextsStayBounded() throws {
        try withScratch { dir in
            try writeTheme(
                dir,
                plugin: """
                    local big = string.rep("x", 1500000)
                    local kib = string.rep("y", 1024)
                    return toast.plugin { name = "p", api = 1,
                      filter = function(r) for i = 1, 1100 do log("y") end end,
                      on = {
                        will_show = function(e, t)
                          for i = 1, 1000 do log(kib) end
                        end,
                        did_show = function(e, t) error(big) end,
                      } }
                    """)
            let run = try tartine(["render", "\(dir)/t.lua", "-o", "\(dir)/t.png", "--at", "0.5"])
            #expect(run.status == 0)
            // 1,000 cut lines of at most 1 KiB and a few cut failures of at most 4 KiB each.
            #expect(run.err.utf8.count < 1_100_000, "\(run.err.utf8.count) bytes of stderr")
            let lines = run.err.split(separator: "\n")
            #expect(lines.allSatisfy { $0.utf8.count <= 4_200 }, "\(lines.map(\.utf8.count).max() ?? 0)")
            #expect(lines.contains("p: log limit of 1,000 lines per run reached; later lines are not shown"))
            // A log line is charged by its bytes (the cost model): a thousand 1 KiB lines are more
            // than a call's 100,000 instructions.
            #expect(lines.contains("p: error: \(dir)/plugins/p.lua:7: instruction limit of 100000 exceeded"))
            let failure = "p: error: \(dir)/plugins/p.lua:9: " + String(repeating: "x", count: 100)
            #expect(lines.contains { $0.hasPrefix(failure) && $0.hasSuffix(" more bytes)") })
        }
    }

    @Test("check escapes bidirectional and other format characters, as it escapes controls")
    func formatCharactersEscaped() throws {
        try withScratch { dir in
            try write(
                """
                return toast.theme { name = "t", kinds = { saved = { message = "Saved", ["ab\u{202E}c\u{200B}"] = 1 } } }
                """, to: "\(dir)/t.lua")
            let run = try tartine(["check", "\(dir)/t.lua"])
            #expect(run.status == 2)
            #expect(run.err == "\(dir)/t.lua:1: kinds.saved.[\"ab\\u{202E}c\\u{200B}\"]: unknown key\n")
        }
    }
}
