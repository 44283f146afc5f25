import Foundation
import Testing

@Suite("tartine with plugins, run as a binary", .serialized)
struct PluginCLITests {
    @Test("check accepts the bundled plugin files and the scenarios that use them")
    func checkPlugins() throws {
        let names = [
            "undo", "burst", "progress", "stats", "quiet-hours", "mute-app", "battery-low", "group-by-app",
        ]
        let files = names.map { "plugins/\($0).lua" } + names.map { "scenarios/plugin-\($0).lua" }
        let run = try tartine(["check"] + files)
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == files.map { "\($0): ok\n" }.joined())
    }

    @Test("play: plugin logs reach stderr with file:line; --transcript writes the events")
    func playTranscript() throws {
        try withScratch { dir in
            let run = try tartine(["play", "scenarios/plugin-stats.lua", "--transcript", "\(dir)/events.txt"])
            #expect(run.status == 0)
            #expect(run.err.hasPrefix("stats: plugins/stats.lua:19: saved: 1 (0 waiting)\n"))
            let written = try String(contentsOfFile: "\(dir)/events.txt", encoding: .utf8)
            let reference = try String(
                contentsOfFile: "\(root)/__Snapshots__/diary/plugin-stats/iphone-15-light-en-transcript.txt",
                encoding: .utf8)
            #expect(written == reference)
        }
    }
}

@Suite("render runs the theme's plugins", .serialized)
struct RenderPluginCLITests {
    @Test("a filter's rewrite is drawn and a handler's log reaches stderr with file:line")
    func renderRunsPlugins() throws {
        try withScratch { dir in
            for (name, plugins) in [("plain", ""), ("loud", "plugins = { \"loud\" },")] {
                try write(
                    """
                    return toast.theme { name = "\(name)", \(plugins) kinds = { saved = { message = "Saved" } } }
                    """, to: "\(dir)/\(name).lua")
            }
            try FileManager.default.createDirectory(atPath: "\(dir)/plugins", withIntermediateDirectories: true)
            try write(
                """
                return toast.plugin { name = "loud", api = 1,
                  filter = function(r) return { message = "SAVED AND SOUND" } end,
                  on = { did_show = function(e, t) log("shown " .. t.message) end } }
                """, to: "\(dir)/plugins/loud.lua")
            let loud = try tartine(["render", "\(dir)/loud.lua", "-o", "\(dir)/loud.png"])
            #expect(loud.status == 0)
            #expect(loud.err == "loud: \(dir)/plugins/loud.lua:3: shown SAVED AND SOUND\n")
            let plain = try tartine(["render", "\(dir)/plain.lua", "-o", "\(dir)/plain.png"])
            #expect(plain.status == 0 && plain.err.isEmpty)
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/loud.png"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/plain.png"))
            #expect(a != b)
        }
    }
}

@Suite("sheet runs the theme's plugins", .serialized)
struct SheetPluginCLITests {
    @Test("every cell's toast passes the plugins: the rewrite is drawn, each cell's log reaches stderr")
    func sheetRunsPlugins() throws {
        try withScratch { dir in
            let themes = [
                ("plain", "", "Saved"), ("loud", "plugins = { \"loud\" },", "Saved"), ("stated", "", "SAVED AND SOUND"),
            ]
            for (name, plugins, message) in themes {
                try write(
                    """
                    return toast.theme { name = "t", \(plugins) kinds = { saved = { message = "\(message)" } } }
                    """, to: "\(dir)/\(name).lua")
            }
            try FileManager.default.createDirectory(atPath: "\(dir)/plugins", withIntermediateDirectories: true)
            try write(
                """
                return toast.plugin { name = "loud", api = 1,
                  filter = function(r) return { message = "SAVED AND SOUND" } end,
                  on = { did_show = function(e, t) log(t.position .. " " .. t.message) end } }
                """, to: "\(dir)/plugins/loud.lua")
            let loud = try tartine(["sheet", "\(dir)/loud.lua", "-o", "\(dir)/loud.png"])
            #expect(loud.status == 0)
            let line = { (position: String) in "loud: \(dir)/plugins/loud.lua:3: \(position) SAVED AND SOUND\n" }
            // Cells in order: appearance, kind, position (dark before light).
            let cells = ["bottom", "center", "top"].map(line).joined()
            #expect(loud.err == cells + cells)
            for name in ["plain", "stated"] {
                let run = try tartine(["sheet", "\(dir)/\(name).lua", "-o", "\(dir)/\(name).png"])
                #expect(run.status == 0 && run.err.isEmpty)
            }
            // Pixels, not bytes (the manifests name different sources): the rewrite is what is drawn.
            #expect(try tartine(["diff", "\(dir)/loud.png", "\(dir)/stated.png"]).status == 0)
            #expect(try tartine(["diff", "\(dir)/loud.png", "\(dir)/plain.png"]).status == 1)
        }
    }
}

@Suite("No silent Lua in render", .serialized)
struct StyleFunctionCLITests {
    @Test("render reports a failing style_function on stderr with file:line")
    func renderReports() throws {
        try withScratch { dir in
            try write(
                """
                return toast.theme {
                  name = "t",
                  kinds = { saved = { message = "Saved" } },
                  style_function = function() error("broken style") end,
                }
                """, to: "\(dir)/t.lua")
            let run = try tartine(["render", "\(dir)/t.lua", "-o", "\(dir)/t.png"])
            #expect(run.status == 0)
            #expect(run.err == "\(dir)/t.lua:4: style_function: broken style (kind 'saved')\n")
        }
    }
}
