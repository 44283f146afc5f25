import Foundation
import Testing

/// `tartine` with string files: arguments on the command line, warnings summarised by `render`
/// and listed by `check`.
@Suite("tartine and string files, run as a binary", .serialized)
struct StringsCLITests {
    @Test("render prints one line for 6 untranslated strings; check lists all 6")
    func warningsSummarised() throws {
        try withScratch { dir in
            try FileManager.default.createDirectory(atPath: "\(dir)/fr.lproj", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: "\(dir)/en.lproj", withIntermediateDirectories: true)
            let kinds = (1...6).map { "k\($0) = { message = \"toast.k\($0)\" }" }.joined(separator: ", ")
            try write("return toast.theme { name = \"t\", kinds = { \(kinds) } }\n", to: "\(dir)/theme.lua")
            let en = (1...6).map { "\"toast.k\($0)\" = \"Entry %lld\";" }.joined(separator: "\n")
            try write(en, to: "\(dir)/en.lproj/Localizable.strings")
            try write("\"other\" = \"Autre\";", to: "\(dir)/fr.lproj/Localizable.strings")

            let render = try tartine([
                "render", "\(dir)/theme.lua", "--kind", "k1", "--argument", "3", "-o", "\(dir)/out.png",
            ])
            #expect(render.status == 0)
            #expect(
                render.err
                    == "\(dir)/theme.lua: warning: 6 untranslated strings; `tartine check \(dir)/theme.lua` lists them all\n"
            )
            let check = try tartine(["check", "\(dir)/theme.lua"])
            #expect(check.err.split(separator: "\n").count == 6)
            #expect(
                check.err.hasPrefix(
                    "\(dir)/theme.lua:1: warning: kinds.k1.message: no 'fr' string for 'toast.k1'; falls back to 'en'\n"
                ))
        }
    }
}
