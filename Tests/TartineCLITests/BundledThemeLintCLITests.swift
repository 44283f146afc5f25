import Foundation
import Testing

/// The bundled themes pass their own lint: every theme of themes/ (each kind at its own position
/// and at the top, bottom and centre) and every scenario of scenarios/, light and dark, in
/// English, Korean, Arabic and the pseudo-locale, with every check a warning, make no finding.
@Suite("Bundled themes: no lint finding, run as a binary", .serialized)
struct BundledThemeLintCLITests {
    /// The names of the `.lua` files of the repository's `folder`, sorted.
    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)")
            .filter { $0.hasSuffix(".lua") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// `["a", "b"]` as the Lua list `{ "a", "b" }`.
    static func list(_ names: [String]) -> String {
        "{ " + names.map { "\"\($0)\"" }.joined(separator: ", ") + " }"
    }

    @Test("every bundled theme and scenario passes the lint with no warning")
    func noFinding() throws {
        let themes = try Self.names(in: "themes")
        let scenarios = try Self.names(in: "scenarios")
        #expect(themes.count >= 5 && scenarios.count >= 10)
        try withScratch { dir in
            for folder in ["themes", "plugins", "scenarios"] {
                try FileManager.default.copyItem(atPath: "\(root)/\(folder)", toPath: "\(dir)/\(folder)")
            }
            try write(
                """
                return toast.manifest {
                  themes = \(Self.list(themes)),
                  scenarios = \(Self.list(scenarios)),
                  positions = { "kind", "top", "bottom", "center" },
                  appearances = { "light", "dark" },
                  locales = { "en", "ko", "ar", "pseudo" },
                  lint = { contrast = "warning", hit_target = "warning", truncation = "warning", unsafe_area = "warning" },
                  -- Quiet mode's summary reads the count the queue gives it; drawn alone, it is given one.
                  arguments = { away = { 3 } },
                }

                """, to: "\(dir)/snapshots.lua")
            // Everything is recorded afresh (exit 1: a run that records fails); the lint runs on
            // every frame all the same.
            let run = try tartine(["snapshot", "snapshots.lua", "--record", "all"], in: dir)
            #expect(run.status == 1, "\(run.err)")
            let summary = run.out.split(separator: "\n").first { $0.hasPrefix("Snapshots: ") }
            #expect(summary?.contains(" 0 different, ") == true, "\(summary ?? "no summary")")
            let findings = (run.out + run.err).split(separator: "\n").filter {
                $0.hasPrefix("warning: ") || $0.hasPrefix("error: ")
            }
            #expect(findings.count == 0, "\(findings.count) findings:\n\(findings.prefix(40).joined(separator: "\n"))")
        }
    }
}
