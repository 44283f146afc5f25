import Testing

@testable import ToastFiles

/// Paths as messages print them: lexically normalised, relative to the working directory when
/// inside it, never with a `..` that could be folded or a leading `./`.
@Suite("Paths as displayed")
struct PathDisplayTests {
    @Test(
        "relative paths are folded lexically",
        arguments: [
            ("scenarios/../plugins/notes-undo.lua", "plugins/notes-undo.lua"),
            ("./__Snapshots__/../.tartine/failures/diary/saved/x", ".tartine/failures/diary/saved/x"),
            ("././.tartine/failures/notes/saved/x", ".tartine/failures/notes/saved/x"),
            ("themes//diary.lua", "themes/diary.lua"),
            ("./diary.lua", "diary.lua"),
            ("../themes/diary.lua", "../themes/diary.lua"),
            ("../../a/../b", "../../b"),
            ("a/b/../../..", ".."),
            ("a/..", "."),
            (".", "."),
            ("diary.lua", "diary.lua"),
            ("(call)", "(call)"),
        ])
    func relative(path: String, shown: String) {
        #expect(Paths.display(path) == shown)
    }

    @Test("absolute paths inside the working directory are written relative to it; others stay absolute")
    func absolute() throws {
        let cwd = try Paths.currentDirectory()
        #expect(Paths.display(cwd + "/scenarios/../plugins/undo.lua") == "plugins/undo.lua")
        #expect(Paths.display(cwd) == ".")
        #expect(Paths.display(cwd + "/") == ".")
        #expect(Paths.display("/nonexistent-tartine/x/../y.lua") == "/nonexistent-tartine/y.lua")
        #expect(Paths.display("/..") == "/")
        let name = try #require(cwd.split(separator: "/").last)
        #expect(Paths.display("../\(name)/.tartine/failures/x") == ".tartine/failures/x")
        #expect(Paths.display("../\(name)") == ".")
        #expect(Paths.display("../\(name)-other/x") == "../\(name)-other/x")
        #expect(Paths.display("") == "")
    }
}
