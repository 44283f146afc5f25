import Foundation
import Testing

/// Log and error lines print paths as the user would write them: `plugins/stats.lua:19`, not
/// `scenarios/../plugins/stats.lua:19`; `.tartine/failures/…`, not `././.tartine/failures/…`.
@Suite("Paths in messages, run as a binary", .serialized)
struct DisplayPathCLITests {
    /// A project in `dir`: the bundled themes, plugins and scenarios, a `notes` theme (the diary
    /// naming the stats plugin) and a scenario of it.
    static func project(in dir: String) throws {
        for folder in ["themes", "plugins", "scenarios"] {
            try FileManager.default.copyItem(atPath: "\(root)/\(folder)", toPath: "\(dir)/\(folder)")
        }
        let diary = try String(contentsOfFile: "\(root)/themes/diary.lua", encoding: .utf8)
        let notes = diary.replacingOccurrences(
            of: "name = \"diary\",", with: "name = \"notes\", plugins = { \"stats\" },")
        #expect(notes != diary)
        try write(notes, to: "\(dir)/themes/notes.lua")
        try write(
            "return toast.scenario { theme = \"notes\", events = { { at = 0, show = \"saved\" } }, capture = { 1 } }\n",
            to: "\(dir)/scenarios/notes-scene.lua")
    }

    @Test("a plugin named by a theme a scenario found in ../themes logs as plugins/NAME.lua:LINE")
    func pluginLog() throws {
        try withScratch { dir in
            try Self.project(in: dir)
            let run = try tartine(["play", "scenarios/notes-scene.lua", "-o", "notes.png"], in: dir)
            #expect(run.status == 0, "\(run.err)")
            #expect(run.err.contains("stats: plugins/stats.lua:19: saved: 1 (0 waiting)\n"), "\(run.err)")
            #expect(!run.err.contains(".."), "\(run.err)")
            // The same run named by an absolute path prints the same, from inside the directory.
            let absolute = try tartine(["play", "\(dir)/scenarios/notes-scene.lua", "-o", "notes.png"], in: dir)
            #expect(absolute.err.contains("stats: plugins/stats.lua:19: saved: 1 (0 waiting)\n"), "\(absolute.err)")
            // A theme's error, reached through the scenario, names the theme as themes/notes.lua.
            let theme = try String(contentsOfFile: "\(dir)/themes/notes.lua", encoding: .utf8)
            try write(
                theme.replacingOccurrences(of: "corner_radius = 12", with: "corner_radiu = 12"),
                to: "\(dir)/themes/notes.lua")
            let check = try tartine(["check", "scenarios/notes-scene.lua"], in: dir)
            #expect(check.status == 2)
            #expect(check.err.hasPrefix("themes/notes.lua:"), "\(check.err)")
            #expect(check.err.contains("style.corner_radiu: unknown key"), "\(check.err)")
        }
    }

    @Test("a snapshot failure names its artifacts as .tartine/failures/…, whatever the manifest was called")
    func failureArtifacts() throws {
        try withScratch { dir in
            try Self.project(in: dir)
            try write(
                "return toast.manifest { themes = { \"notes\" }, kinds = { \"saved\" }, references = \"./__Snapshots__\" }\n",
                to: "\(dir)/snapshots.lua")
            _ = try tartine(["snapshot", "./snapshots.lua", "--record", "all"], in: dir)
            let theme = try String(contentsOfFile: "\(dir)/themes/notes.lua", encoding: .utf8)
            let changed = theme.replacingOccurrences(of: "foreground = \"#FFFFFF\"", with: "foreground = \"#FFFFFE\"")
            #expect(changed != theme)
            try write(changed, to: "\(dir)/themes/notes.lua")
            for manifest in [
                "./snapshots.lua", "\(dir)/snapshots.lua",
                "../\(URL(fileURLWithPath: dir).lastPathComponent)/snapshots.lua",
            ] {
                let run = try tartine(["snapshot", manifest], in: dir)
                #expect(run.status == 1, "\(run.err)")
                #expect(
                    run.out.contains(
                        "Expected, actual and diff: .tartine/failures/notes/saved/iphone-15-light-en@1x-1-{expected,actual,diff}.png;"
                    ), "\(manifest): \(run.out)")
                #expect(!run.out.contains("./"), "\(manifest): \(run.out)")
            }
        }
    }
}
