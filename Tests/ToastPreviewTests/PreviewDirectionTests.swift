import Foundation
import Testing
import ToastCore
import ToastScript

@testable import ToastPreview

/// Issue 39, item 6: the preview's locale toggle turns the interface as `--locale` does (Arabic
/// right to left, English left to right) unless a direction was told at the start, and a
/// screen toggle keeps the direction.
@Suite("Preview: the locale toggle sets the direction")
struct PreviewDirectionTests {
    /// A session on the repository's diary theme, started in English on an iPhone 15.
    static func session(told direction: LayoutDirection?) throws -> PreviewSession {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        return try PreviewSession(
            .init(
                themePath: "\(repository)/themes/diary.lua",
                settings: PreviewSettings(setting: .standard, still: nil, arguments: [], direction: direction),
                clock: VirtualClock(0, timeOfDay: nil), scale: 1, budgets: LuaBudgets(), debounce: 0.05))
    }

    static func send(_ json: String, to session: PreviewSession) throws {
        session.handle(try #require(PreviewCommand.parse(json)))
    }

    @Test("no direction told: each locale's own, through screen changes too")
    func followsTheLocale() throws {
        let session = try Self.session(told: nil)
        defer { session.stop() }
        #expect(!session.center.setting.screen.isRightToLeft)
        try Self.send(#"{"op":"settings","locale":"ar"}"#, to: session)
        #expect(session.center.setting.screen.isRightToLeft, "Arabic reads right to left")
        try Self.send(#"{"op":"settings","screen":"iphone-se"}"#, to: session)
        #expect(session.center.setting.screen.isRightToLeft, "another screen, the same locale")
        #expect(session.center.setting.screen.id == "iphone-se")
        try Self.send(#"{"op":"settings","locale":"en"}"#, to: session)
        #expect(!session.center.setting.screen.isRightToLeft, "English reads left to right")
    }

    @Test("a direction told at the start wins over every locale")
    func toldDirectionStays() throws {
        for told in [LayoutDirection.leftToRight, .rightToLeft] {
            let session = try Self.session(told: told)
            defer { session.stop() }
            for locale in ["ar", "en", "he", "ko"] {
                try Self.send(#"{"op":"settings","locale":"\#(locale)"}"#, to: session)
                #expect(session.center.setting.screen.isRightToLeft == (told == .rightToLeft), "\(told) \(locale)")
            }
        }
    }
}
