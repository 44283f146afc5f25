import Foundation
import Testing

/// `tartine snapshot` with scenarios that use plugins: transcripts beside the pictures, plugin
/// logs and Lua failures on stderr with file:line, and plugins named by the manifest.
@Suite("tartine snapshot: transcripts and plugins, run as a binary", .serialized)
struct SnapshotTranscriptCLITests {
    /// A copy of the bundled diary theme, the plugins and one scenario in `dir`, with a manifest
    /// whose body is `body`.
    static func project(in dir: String, manifest body: String, scenario: String = "plugin-stats") throws {
        let fm = FileManager.default
        for folder in ["themes", "plugins"] { try fm.copyItem(atPath: "\(root)/\(folder)", toPath: "\(dir)/\(folder)") }
        try fm.createDirectory(atPath: "\(dir)/scenarios", withIntermediateDirectories: true)
        try fm.copyItem(atPath: "\(root)/scenarios/\(scenario).lua", toPath: "\(dir)/scenarios/\(scenario).lua")
        try write("return toast.manifest {\n\(body)\n}\n", to: "\(dir)/snapshots.lua")
    }

    /// `project(in:)` with the diary's saved kind at 1 s, light and dark (two cases), their
    /// references recorded: the start of the suites that then change, prune, summarize or
    /// review them.
    static func recordedPair(in dir: String) throws {
        try project(
            in: dir,
            manifest:
                "  themes = { \"diary\" }, kinds = { \"saved\" }, times = { 1 }, appearances = { \"light\", \"dark\" },"
        )
        _ = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "missing", "--jobs", "1"])
    }

    @Test("a changed transcript fails the run (exit 1), names the scenario and shows the diff")
    func changedTranscript() throws {
        try withScratch { dir in
            try Self.project(
                in: dir,
                manifest: """
                      themes = { "diary" }, kinds = { "saved" }, scenarios = { "plugin-stats" },
                    """)
            let recorded = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "missing", "--jobs", "1"])
            #expect(recorded.status == 1)
            #expect(
                recorded.out.contains(
                    "RECORDED diary/plugin-stats/iphone-15-light-en-transcript.txt: recorded a new reference"))
            // Logs reach stderr with the plugin's file and line, relative to the manifest.
            #expect(recorded.err.contains("stats: plugins/stats.lua:19: saved: 1 (0 waiting)\n"))
            let reference = "\(dir)/__Snapshots__/diary/plugin-stats/iphone-15-light-en-transcript.txt"
            let text = try String(contentsOfFile: reference, encoding: .utf8)
            #expect(
                text
                    == (try String(
                        contentsOfFile: "\(root)/__Snapshots__/diary/plugin-stats/iphone-15-light-en-transcript.txt",
                        encoding: .utf8)))

            let clean = try tartine(["snapshot", "\(dir)/snapshots.lua", "--jobs", "1"], environment: ["CI": "true"])
            #expect(clean.status == 0, "\(clean.out)")

            try write(text.replacingOccurrences(of: "did_show deleted#2", with: "did_show deleted#9"), to: reference)
            let changed = try tartine(
                ["snapshot", "\(dir)/snapshots.lua", "--jobs", "1", "--json", "\(dir)/r.json"],
                environment: ["CI": "true"])
            #expect(changed.status == 1)
            #expect(
                changed.out.contains(
                    "FAIL diary/plugin-stats/iphone-15-light-en-transcript.txt: the event transcript changed: 1 line removed, 1 added."
                ))
            #expect(changed.out.contains("\n    - 2.750 did_show deleted#9\n    + 2.750 did_show deleted#2\n"))
            #expect(changed.out.hasSuffix(" passed, 1 failed\n"))
            let json = try String(contentsOfFile: "\(dir)/r.json", encoding: .utf8)
            #expect(json.contains("\"medium\": \"transcript\""))
        }
    }

    @Test("a manifest's plugins join its scenarios; an unknown name is an error with file:line and a suggestion")
    func manifestPlugins() throws {
        try withScratch { dir in
            try Self.project(
                in: dir,
                manifest: """
                      themes = { "diary" }, kinds = { "saved" },
                      scenarios = { "popup" },
                      plugins = { "stats" },
                    """, scenario: "popup")
            let run = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "missing", "--jobs", "1"])
            #expect(run.status == 1)
            #expect(run.err.contains("stats: plugins/stats.lua:28: idle after 1 toasts: deleted 1\n"), "\(run.err)")
            let transcript = try String(
                contentsOfFile: "\(dir)/__Snapshots__/diary/popup/iphone-15-light-en-transcript.txt", encoding: .utf8)
            #expect(transcript.contains("log plugin=stats \"plugins/stats.lua:19: deleted: 1 (0 waiting)\""))

            try write(
                "return toast.manifest {\n  themes = { \"diary\" },\n  plugins = { \"stat\" },\n}\n",
                to: "\(dir)/snapshots.lua")
            let bad = try tartine(["snapshot", "\(dir)/snapshots.lua"])
            #expect(bad.status == 2)
            #expect(
                bad.err
                    == "\(dir)/snapshots.lua:3: plugins[1]: no plugin 'stat': no \(dir)/plugins/stat.lua, no "
                    + "\((dir as NSString).deletingLastPathComponent)/plugins/stat.lua. Did you mean 'stats'?\n"
            )
        }
    }

    @Test("a failing style_function is reported on stderr with file:line, once, and in the reports")
    func styleFunction() throws {
        try withScratch { dir in
            try write(
                """
                return toast.theme {
                  name = "t",
                  kinds = { saved = { message = "Saved" }, deleted = { message = "Deleted" } },
                  style_function = function(kind) if kind == "saved" then error("broken style") end end,
                }
                """, to: "\(dir)/t.lua")
            try write(
                "return toast.manifest { themes = { \"t\" }, appearances = { \"light\", \"dark\" } }\n",
                to: "\(dir)/snapshots.lua")
            _ = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "missing", "--jobs", "1"])
            let run = try tartine(
                ["snapshot", "\(dir)/snapshots.lua", "--jobs", "1", "--junit", "\(dir)/j.xml"],
                environment: ["CI": "true"])
            #expect(run.status == 0)
            #expect(run.err == "\(dir)/t.lua:4: style_function: broken style (kind 'saved')\n")
            #expect(
                run.out.contains(
                    "warning: t/saved/iphone-15-light-en@1x-1.png: \(dir)/t.lua:4: style_function: broken style (kind 'saved')\n"
                ))
            let junit = try String(contentsOfFile: "\(dir)/j.xml", encoding: .utf8)
            #expect(
                junit.contains(
                    "<system-out>warning: \(dir)/t.lua:4: style_function: broken style (kind &apos;saved&apos;)</system-out>"
                ))
        }
    }
}
