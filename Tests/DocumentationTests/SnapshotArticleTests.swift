import Foundation
import Testing
import ToastCore
import ToastRender
import ToastScript
import ToastSnapshotTesting

/// The code of "Snapshot testing in CI" (ToastSnapshot's catalog) and of ToastSnapshotTesting's
/// landing page.
@Suite struct SnapshotArticleTests {
    static let ciArticle = "Sources/ToastSnapshot/ToastSnapshot.docc/SnapshotTestingInCI.md"
    static let testingPage = "Sources/ToastSnapshotTesting/ToastSnapshotTesting.docc/ToastSnapshotTesting.md"
    static let thisFile = "Tests/DocumentationTests/SnapshotArticleTests.swift"

    @Test func theManifestLoadsAndMultipliesOut() throws {
        let blocks = try ArticleSource.blocks("lua", in: Self.ciArticle)
        try #require(blocks.count == 1)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-manifest-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data(blocks[0].utf8).write(to: URL(fileURLWithPath: "\(dir)/snapshots.lua"))

        let manifest = try ManifestLoader().load("\(dir)/snapshots.lua")
        #expect(manifest.themes.count == 1 && manifest.themes[0].hasSuffix("/themes/diary.lua"))
        #expect(manifest.references == "\(dir)/__Snapshots__")
        #expect(manifest.lint.unsafeArea == .error)
        let cases = manifest.cases { _ in ["saved", "deleted", "updated"] }
        // 2 kinds × 2 appearances × 3 locales × 2 times, on the default screen.
        #expect(cases.count == 24)
    }

    @Test func theTestingPageShowsThisTest() throws {
        let blocks = try ArticleSource.blocks("swift", in: Self.testingPage)
        try #require(blocks.count == 1)
        let (imports, body) = ArticleSource.splitImports(blocks[0])
        let source = try ArticleSource.text(Self.thisFile)
        for line in imports { #expect(source.contains("\n\(line)\n")) }
        #expect(body == (try ArticleSource.region("ASSERT", in: Self.thisFile)))
    }
}

// BEGIN ASSERT
@Test func savedToast() throws {
    let theme = Theme(name: "plain", kinds: [ToastKind(id: "saved", message: .literal("Saved"))])
    let fonts = try FontSet.pinned()
    let content = try theme.content(kind: "saved", context: SceneSetting.standard.context)
    let frame = theme.frame(showing: content, at: 1, on: .iPhone15, measurer: PangoMeasurer(fonts: fonts))
    assertToastSnapshot(of: frame, named: "saved")
}
// END ASSERT
