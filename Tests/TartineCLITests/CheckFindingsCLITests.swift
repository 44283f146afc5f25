import Foundation
import Testing
import ToastFiles

/// Issue 39, item 1: `check --strict` fails on warnings (exit 1, every warning listed), and
/// `--format github` and `--format sarif` put each finding on its file and line for a pull
/// request, every field through its medium's writer.
@Suite("check --strict and --format github|sarif")
struct CheckFindingsCLITests {
    /// A theme with one warning (an Android-ordered colour, line 3), one clean, one broken (line 3).
    static let files = [
        "themes/warned.lua": """
        return toast.theme {
          name = "warned",
          style = { background = "#80FF3B30" },
          kinds = { saved = { message = "Saved" } },
        }
        """,
        "themes/clean.lua": """
        return toast.theme {
          name = "clean",
          kinds = { saved = { message = "Saved" } },
        }
        """,
        "themes/broken,50%.lua": """
        return toast.theme {
          name = "broken",
          kinds = { saved = { mesage = "Saved" } },
        }
        """,
    ]

    func withProject(_ body: (String) throws -> Void) throws {
        try withScratch { directory in
            for (path, text) in Self.files {
                try Files.makeDirectories(Paths.directory(of: Paths.join(directory, path)))
                try Files.writeAtomically(Array(text.utf8), to: Paths.join(directory, path))
            }
            try body(directory)
        }
    }

    @Test("warnings exit 0, or 1 with --strict once every warning is listed; errors stay 2")
    func strictExits() throws {
        try withProject { dir in
            let plain = try tartine(["check", "themes/warned.lua", "themes/clean.lua"], in: dir)
            #expect(plain.status == 0)
            #expect(plain.out == "themes/warned.lua: ok\nthemes/clean.lua: ok\n")
            let strict = try tartine(["check", "--strict", "themes/warned.lua", "themes/clean.lua"], in: dir)
            #expect(strict.status == 1)
            #expect(strict.out == "themes/clean.lua: ok\n")
            #expect(strict.err.hasPrefix("themes/warned.lua:3: warning: style.background: '#80FF3B30' is #RRGGBBAA"))
            #expect(strict.err.hasSuffix("\nthemes/warned.lua: 1 warning, and --strict fails on warnings\n"))
            let clean = try tartine(["check", "--strict", "themes/clean.lua"], in: dir)
            #expect(clean.status == 0)
            let broken = try tartine(["check", "--strict", "themes/warned.lua", "themes/broken,50%.lua"], in: dir)
            #expect(broken.status == 2)
        }
    }

    @Test("--format github: one workflow command per finding, on its file and line")
    func github() throws {
        try withProject { dir in
            let run = try tartine(
                ["check", "--format", "github", "themes/warned.lua", "themes/broken,50%.lua"], in: dir)
            #expect(run.status == 2)
            let annotations = run.out.split(separator: "\n").filter { $0.hasPrefix("::") }
            #expect(annotations.count == 3, "\(run.out)")
            #expect(
                annotations.first?.hasPrefix(
                    "::warning file=themes/warned.lua,line=3,title=style.background::style.background: '#80FF3B30' is #RRGGBBAA here: rgb(128 255 59 / 19%25);"
                ) == true, "\(run.out)")
            // A comma, a colon and a percent sign in a property cannot end it.
            #expect(
                annotations[1].hasPrefix(
                    "::error file=themes/broken%2C50%25.lua,line=3,title=kinds.saved.mesage::kinds.saved.mesage: unknown key"
                ), "\(run.out)")
        }
    }

    @Test("--format sarif: one SARIF 2.1.0 log on standard output, with each finding's level, file and line")
    func sarif() throws {
        try withProject { dir in
            let run = try tartine(
                [
                    "check", "--format", "sarif", "\(dir)/themes/warned.lua", "themes/broken,50%.lua",
                    "themes/clean.lua",
                ],
                in: dir)
            #expect(run.status == 2)
            let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any])
            #expect(log["version"] as? String == "2.1.0")
            let runs = try #require(log["runs"] as? [[String: Any]])
            let results = try #require(runs.first?["results"] as? [[String: Any]])
            let summary = results.map { result -> String in
                let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
                let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "-"
                let line = (location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
                return "\(result["level"] as? String ?? "?") \(uri):\(line)"
            }
            // An absolute path inside the current directory is named relative to it, as CI names files.
            #expect(
                summary == [
                    "warning themes/warned.lua:3", "error themes/broken%2C50%25.lua:3",
                    "error themes/broken%2C50%25.lua:3",
                ])
        }
    }
}
