import Foundation
import Testing

/// Issue 39, item 1, for `snapshot`: `--strict` (and the manifest's `strict = true`) lets
/// nothing through, so a warning of loading fails the run (1) once listed, and `--format
/// github` puts it on its file and line.
@Suite("tartine snapshot --strict fails on warnings; --format github", .serialized)
struct SnapshotStrictCLITests {
    @Test("a theme's warning: exit 0, 1 under --strict, an annotation at its line with --format github")
    func warningUnderStrict() throws {
        try withScratch { dir in
            try SnapshotTranscriptCLITests.recordedPair(in: dir)
            // A kind the matrix does not draw, with a colour in Android's order: a warning,
            // and the recorded pictures stay the same.
            let theme = "\(dir)/themes/diary.lua"
            var text = try String(contentsOfFile: theme, encoding: .utf8)
            text = text.replacing(
                "  kinds = {\n", with: "  kinds = {\n    extra = { message = \"x\", background = \"#80FF3B30\" },\n")
            try write(text, to: theme)
            let line =
                text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("#80FF3B30") }!
                + 1
            let arguments = ["snapshot", "\(dir)/snapshots.lua", "--jobs", "1"]
            let plain = try tartine(arguments, environment: ["CI": "true"])
            #expect(plain.status == 0, "\(plain.err)")
            #expect(
                plain.err.contains("diary.lua:\(line): warning: kinds.extra.background: '#80FF3B30'"), "\(plain.err)")
            let strict = try tartine(arguments + ["--strict"], environment: ["CI": "true"])
            #expect(strict.status == 1, "\(strict.err)")
            #expect(strict.err.hasSuffix("1 warning, and strict fails on warnings\n"), "\(strict.err)")
            let github = try tartine(arguments + ["--format", "github"], environment: ["CI": "true"])
            #expect(github.status == 0)
            let annotations = github.out.split(separator: "\n").filter { $0.hasPrefix("::") }.map(String.init)
            #expect(
                annotations
                    == [
                        "::warning file=\(theme.replacing(",", with: "%2C")),line=\(line),title=kinds.extra.background::kinds.extra.background: '#80FF3B30' is #RRGGBBAA here: rgb(128 255 59 / 19%25); Android's #AARRGGBB would read it as rgb(255 59 48 / 50%25), which is '#FF3B3080' here. Write rgb(… / alpha) or #RRGGBB@alpha to say which"
                    ], "\(github.out)")
        }
    }
}
