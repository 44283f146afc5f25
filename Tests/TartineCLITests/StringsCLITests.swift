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

    // Class 7 of issue 22: the rest of the file was dropped without a word.
    @Test("an unterminated comment in a .strings file is a warning with file:line; the theme still loads")
    func unterminatedComment() throws {
        try withScratch { dir in
            try FileManager.default.createDirectory(atPath: "\(dir)/en.lproj", withIntermediateDirectories: true)
            try write(
                "return toast.theme { name = \"t\", kinds = { saved = { message = \"toast.saved\" } } }\n",
                to: "\(dir)/theme.lua")
            try write(
                "\"toast.saved\" = \"Saved\";\n/* Shown after a delete.\n\"toast.deleted\" = \"Deleted\";\n",
                to: "\(dir)/en.lproj/Localizable.strings")
            let check = try tartine(["check", "\(dir)/theme.lua"])
            #expect(check.status == 0)
            #expect(
                check.err
                    == "\(dir)/en.lproj/Localizable.strings:2: warning: unterminated comment: '/*' is never closed, so the rest of the file is not read\n"
            )
            #expect(check.out == "\(dir)/theme.lua: ok\n")
        }
    }
}
