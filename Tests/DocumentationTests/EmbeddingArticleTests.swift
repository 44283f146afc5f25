import Foundation
import Testing
import ToastCore
import ToastRender
import ToastScript

/// The code of "Embedding Tartine in an app" (ToastCore's catalog), compiled and run here.
@Suite struct EmbeddingArticleTests {
    static let article = "Sources/ToastCore/ToastCore.docc/EmbeddingTartine.md"
    static let thisFile = "Tests/DocumentationTests/EmbeddingArticleTests.swift"

    @Test func theArticleShowsTheCodeThatRunsHere() throws {
        let blocks = try ArticleSource.blocks("swift", in: Self.article)
        try #require(blocks.count == 2)
        let (imports, body) = ArticleSource.splitImports(blocks[0])
        #expect(imports == ["import ToastCore", "import ToastRender", "import ToastScript"])
        let source = try ArticleSource.text(Self.thisFile)
        for line in imports { #expect(source.contains("\n\(line)\n")) }
        #expect(body == (try ArticleSource.region("EMBEDDING", in: Self.thisFile)))
        #expect(blocks[1] == (try ArticleSource.region("SWIFT THEME", in: Self.thisFile)))
    }

    @Test func theEmbeddingExampleShowsAndDrawsTheFirstToast() throws {
        // The example names the theme relative to the package root, where a reader runs it (and
        // where `swift test` runs already: this changes nothing then).
        try #require(FileManager.default.changeCurrentDirectoryPath(ArticleSource.root))

        // BEGIN EMBEDDING
        // A theme: from a Lua file, or built in Swift with Theme(name:kinds:…).
        let loaded = try ThemeLoader().load("themes/diary.lua")

        // SystemClock.local() in an app: the real clock, at the machine's time of day. A
        // VirtualClock moves only when told, for tests and tools.
        let clock = VirtualClock(0, timeOfDay: nil)
        // What the app runs in: the screen, locale, appearance, text size, accessibility settings
        // and motion, every one said (here the standard iPhone 15, in dark appearance).
        let setting = SceneSetting.standard.with(appearance: .dark)
        let center = loaded.makeCenter(setting: setting, clock: clock)

        // From any thread or task. The diary's queue is serial: the second toast waits its turn.
        try center.show("saved")
        try center.show("deleted", message: "Entry deleted")

        // On every frame of the display link: run what is due, then hand the events to the platform.
        clock.advance(by: 0.5)
        center.tick()
        for timed in center.drainEvents() {
            switch timed.event {
            case .haptic(_, let haptic):
                print("play the \(haptic) haptic")  // UINotificationFeedbackGenerator …
            case .announce(_, let text, let politeness):
                print("announce '\(text)' (\(politeness))")  // VoiceOver
            default:
                break
            }
        }

        // What is on screen now, measured with the fonts it is drawn with, as a PNG.
        let pipeline = ScenePipeline(fonts: try FontSet.pinned())
        let stage = Stage(setting: setting, scale: nil, background: .mockApp(MockApp()))
        let frame = center.frame(on: stage.screen, measurer: pipeline.measurer)
        let png = try pipeline.picture(of: frame, on: stage).pngData()
        // END EMBEDDING

        #expect(frame.toasts.map(\.content.kind) == ["saved"])
        #expect(frame.toasts.first?.phase == .shown)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // The second toast is still waiting; after the first has gone, it shows.
        clock.advance(by: 3)
        center.tick()
        let later = center.frame(on: .iPhone15, measurer: pipeline.measurer)
        #expect(later.toasts.map(\.content.message) == ["Entry deleted"])
    }

    @Test func theSwiftThemeResolvesItsKind() throws {
        // BEGIN SWIFT THEME
        let theme = Theme(
            name: "plain",
            kinds: [
                ToastKind(id: "saved", icon: .emoji("💾"), message: .literal("Saved"), haptic: .success)
            ])
        // END SWIFT THEME
        let content = try theme.content(kind: "saved", context: SceneSetting.standard.context)
        #expect(content.message == "Saved")
        #expect(content.haptic == .success)
        #expect(content.icon == .emoji("💾"))
    }
}
