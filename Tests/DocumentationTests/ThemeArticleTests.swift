import Foundation
import Testing
import ToastCore
import ToastScript

/// The Lua of "Writing a theme" (ToastScript's catalog), loaded as a reader would load it.
@Suite struct ThemeArticleTests {
    static let article = "Sources/ToastScript/ToastScript.docc/WritingATheme.md"

    /// Writes every Lua block of the article to the file its first line names (`-- themes/x.lua`)
    /// inside a fresh directory, runs `body` with that directory, and removes it.
    func withArticleFiles(_ body: (String) throws -> Void) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-article-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for block in try ArticleSource.blocks("lua", in: Self.article) {
            let first = block.prefix { $0 != "\n" }
            try #require(first.hasPrefix("-- themes/"), "a Lua block starts with its file name: \(first)")
            let path = "\(dir)/\(first.dropFirst(3))"
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try Data(block.utf8).write(to: URL(fileURLWithPath: path))
        }
        try body(dir)
    }

    @Test func theFirstThemeLoadsWithoutAWarning() throws {
        try withArticleFiles { dir in
            let loaded = try ThemeLoader().load("\(dir)/themes/notes.lua")
            #expect(loaded.warnings.map(\.description) == [])
            #expect(loaded.theme.kinds.map(\.id) == ["saved", "deleted"])
            let deleted = try loaded.theme.content(
                kind: "deleted", context: SceneSetting.standard.with(locale: "ko").context)
            #expect(deleted.message == "메모를 삭제했습니다")
            #expect(deleted.action == ToastAction(id: "undo", title: "실행 취소"))
        }
    }

    @Test func theExtendingThemeMergesImportsAndRules() throws {
        try withArticleFiles { dir in
            let loaded = try ThemeLoader().load("\(dir)/themes/notes-dark.lua")
            #expect(loaded.warnings.map(\.description) == [])
            let theme = loaded.theme
            #expect(theme.name == "notes-dark")
            #expect(theme.kinds.map(\.id).sorted() == ["deleted", "saved"])
            #expect(theme.style.cornerRadius == 14)
            let saved = try theme.content(
                kind: "saved", context: SceneSetting.standard.with(locale: "ko", appearance: .dark).context)
            #expect(saved.style.font.size == 14)
            #expect(saved.style.foreground == (try Color(parsing: "#5E5CE6")))
            let long = try theme.content(
                kind: "saved", message: String(repeating: "x", count: 41), context: SceneSetting.standard.context)
            #expect(long.style.maxLines == 4)
            #expect(
                loaded.dependencies.map { ($0 as NSString).lastPathComponent }.sorted()
                    == ["notes-dark.lua", "notes.lua", "palette.lua"])
        }
    }

    @Test func theMisspeltKeyGivesTheErrorTheArticleShows() throws {
        let expected = try ArticleSource.blocks("text", in: Self.article)
        try #require(expected.count == 1)
        try withArticleFiles { dir in
            let error = #expect(throws: LoadError.self) { try ThemeLoader().load("\(dir)/themes/typo.lua") }
            #expect(error?.description.replacingOccurrences(of: "\(dir)/", with: "") == expected[0])
        }
    }
}
