import Foundation
import Testing
import ToastCore
import ToastRender
import ToastScript

/// The Swift example of README.md, compiled and run: the code between the markers below is the
/// README's, with `themePath` and `pngPath` standing for the paths it spells out.
@Suite("README's Swift example")
struct ReadmeExampleTests {
    @Test("compiles, shows every event of two toasts, and writes a PNG of the frame")
    func example() throws {
        try withScratch { dir in
            let themePath = "\(root)/themes/diary.lua"
            let pngPath = "\(dir)/saved.png"
            var printed: [String] = []
            func print(_ item: Any) { printed.append("\(item)") }

            // README example: begin
            let loaded = try ThemeLoader().load(themePath)
            let clock = VirtualClock(0, timeOfDay: nil)  // SystemClock.local() in an app
            let setting = SceneSetting.standard.with(appearance: .dark)  // screen, locale, accessibility …
            let center = loaded.makeCenter(setting: setting, clock: clock, keepsHistory: true)
            try center.show("saved")  // from any thread or task
            try center.show("saved")  // waits its turn: serial queue, nothing lost

            // One moment as a PNG: the pinned fonts measure the text and draw it.
            clock.advance(by: 1)
            center.tick()  // runs what fell due (a display link or timer in an app)
            let pipeline = ScenePipeline(fonts: try FontSet.pinned())
            let stage = Stage(setting: setting, scale: nil, background: .mockApp(MockApp()))
            let png = try pipeline.picture(of: center, on: stage).pngData()
            try Data(png).write(to: URL(fileURLWithPath: pngPath))

            clock.advance(by: 5)
            center.tick()
            for event in center.drainEvents() { print(event) }  // willShow, haptic, announce, didShow, … didHide, twice
            // README example: end

            #expect(printed.filter { $0.contains("didShow") }.count == 2, "\(printed)")
            #expect(printed.filter { $0.contains("didHide") }.count == 2, "\(printed)")
            let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: pngPath)))
            #expect(Array(written.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        }
    }

    @Test("README.md shows exactly the code above")
    func readmeMatches() throws {
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let begin = try #require(test.range(of: "// README example: begin\n"))
        let end = try #require(test.range(of: "            // README example: end"))
        let code = test[begin.upperBound..<end.lowerBound]
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.dropFirst(12) }
            .joined(separator: "\n")
            .replacingOccurrences(of: "load(themePath)", with: "load(\"themes/diary.lua\")")
            .replacingOccurrences(of: "fileURLWithPath: pngPath", with: "fileURLWithPath: \"saved.png\"")
        let readme = try String(contentsOfFile: "\(root)/README.md", encoding: .utf8)
        #expect(
            readme.contains(
                "import Foundation\nimport ToastCore\nimport ToastRender\nimport ToastScript\n\n" + code + "```"))
    }
}
