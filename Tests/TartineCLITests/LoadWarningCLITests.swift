import Foundation
import Testing

/// A theme's load warnings (here a misspelt message key) reach every command that loads it:
/// `check` lists them, `render`, `sheet` and `snapshot` print them.
@Suite("tartine: load warnings in every command, run as a binary", .serialized)
struct LoadWarningCLITests {
    @Test("a misspelt message key is a warning at the kind's line in check, render, sheet and snapshot")
    func misspeltKeyEverywhere() throws {
        try withScratch { dir in
            try write(
                """
                return toast.theme {
                  name = "notes",
                  kinds = {
                    saved = { message = "notes.saveed" },
                  },
                  strings = { en = { ["notes.saved"] = "Saved" } },
                }

                """, to: "\(dir)/notes.lua")
            try write(
                "return toast.manifest { themes = { \"notes\" }, screens = { \"iphone-15\" }, appearances = { \"light\" } }\n",
                to: "\(dir)/snapshots.lua")
            let line =
                "notes.lua:4: warning: kinds.saved.message: 'notes.saveed' is no key of the theme's strings; "
                + "it is drawn as written. Did you mean 'notes.saved'?\n"
            let runs = [
                try tartine(["check", "\(dir)/notes.lua"]),
                try tartine(["render", "\(dir)/notes.lua", "-o", "\(dir)/r.png"]),
                try tartine(["sheet", "\(dir)/notes.lua", "-o", "\(dir)/s.png"]),
                try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "missing"]),
            ]
            for run in runs { #expect(run.err.hasPrefix("\(dir)/\(line)"), "\(run.err)") }
        }
    }
}
