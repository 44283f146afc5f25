import Foundation
import Testing
import ToastFiles

/// `Paths.stem(of:)` against Foundation's `lastPathComponent` then `deletingPathExtension`, which
/// named an unnamed scenario after its file before Tartine's executable stopped linking Foundation.
@Suite struct PathStemTests {
    @Test(
        "the file name without its extension, as NSString gives it",
        arguments: [
            "intro.lua", "dir/intro.lua", "/a/b/c.d.lua", ".hidden", "dir/.hidden", "noext", "trail.", "a/b/",
            "x.lua/", "..", "dir/..", "..lua", "a..b", "/", "", "a b.lua", "dir.d/file", "x.ta r", "é.lua",
            ".a.b", "scenarios/burst.lua", "./s.lua", "a//b.lua//",
        ])
    func matchesFoundation(path: String) {
        let expected = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        #expect(Paths.stem(of: path) == expected)
    }

    @Test func examples() {
        #expect(Paths.stem(of: "scenarios/burst.lua") == "burst")
        #expect(Paths.stem(of: "c.d.lua") == "c.d")
        #expect(Paths.stem(of: ".hidden") == ".hidden")
        #expect(Paths.stem(of: "x.lua/") == "x")
    }
}
