import Foundation
import Testing
import ToastCore
import ToastScript

@testable import ToastPreview

/// The page's JSON messages, byte for byte as `JSONSerialization` (sorted keys) wrote them before
/// Tartine's executable stopped linking Foundation: the old dictionaries are the oracle here.
@Suite("Preview messages: the same JSON text without Foundation")
struct PreviewMessageTests {
    private func text(_ message: PreviewMessage) -> String? {
        if case .text(let text) = message { return text }
        return nil
    }

    private func serialized(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test("a notice and an events message: compact, keys sorted, / and control characters escaped")
    func noticeAndEvents() throws {
        // A line of the page's log is a terminal line: its control characters shown as escapes.
        let notice = "saved a/b.lua \"now\"\u{1}"
        #expect(text(.notice(notice)) == #"{"text":"saved a\/b.lua \"now\"\\u{1}","type":"notice"}"#)
        #expect(text(.notice(notice)) == (try serialized(["type": "notice", "text": "saved a/b.lua \"now\"\\u{1}"])))
        let events = [TimedEvent(0.25, .didShow(ToastID(1)))]
        let lines = events.map { EventTranscript.line($0) }
        #expect(text(.events(events)) == (try serialized(["type": "events", "lines": lines])))
        #expect(text(.events([])) == #"{"lines":[],"type":"events"}"#)
    }

    @Test("the status message: theme, kinds with and without icons, screens, settings, the error")
    func status() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        var theme = try ThemeLoader().load("\(repository)/themes/diary.lua")
        theme.theme.kinds[1].icon = .image(path: "icons/pen.png")
        theme.theme.kinds[2].icon = nil
        for (still, error) in [(nil, nil), (0.75, "diary.lua:3: kinds: expected a table" as String?)] {
            var settings = PreviewSettings(
                setting: SceneSetting.standard.with(
                    locale: "fr", appearance: .dark, textSize: 1.3, reducedMotion: true),
                still: still, arguments: [], direction: nil)
            if still != nil {
                settings.arguments = ["3", "Ana"]
                settings.accessibility = AccessibilitySettings(screenReader: true, increaseContrast: true)
            }
            let status = PreviewStatus(theme: theme, settings: settings, generation: 4, error: error)
            let message = try #require(text(status.message))
            // The same object: the keys are sorted byte by byte here, and JSONSerialization sorts
            // without case (reduceTransparency and reducedMotion trade places), so the objects
            // are compared, not the texts.
            let old = try serialized(
                oldStatus(theme: theme, settings: settings, generation: 4, error: error, warnings: status.warnings))
            let parsed = try JSONSerialization.jsonObject(with: Data(message.utf8)) as? NSDictionary
            let expected = try JSONSerialization.jsonObject(with: Data(old.utf8)) as? NSDictionary
            #expect(parsed != nil && parsed == expected)
            #expect(message.contains(#""increaseContrast":\#(still != nil),"locale""#))
            #expect(message.contains(#""image":"icons\/pen.png""#))
        }
    }

    /// The status dictionary as PreviewStatus built it for JSONSerialization.
    /// (With the settings' arguments and the warnings, added since.)
    private func oldStatus(
        theme: LoadedTheme, settings: PreviewSettings, generation: Int, error: String?, warnings: [String]
    ) -> [String: Any] {
        let kinds: [[String: Any]] = theme.theme.kinds.map { kind in
            var entry: [String: Any] = ["id": kind.id]
            switch kind.icon {
            case .emoji(let text): entry["emoji"] = text
            case .image(let path): entry["image"] = path
            case .pixels: break
            case nil: break
            }
            return entry
        }
        var object: [String: Any] = [
            "type": "status",
            "theme": theme.theme.name,
            "generation": generation,
            "kinds": kinds,
            "locales": Array(Set(theme.theme.strings.locales + ["en", "pseudo"])).sorted(),
            "screens": Screen.presets.map {
                ["id": $0.id, "name": $0.name, "width": $0.size.width, "height": $0.size.height]
            },
            "textSizes": PreviewSettings.textSizes,
            "settings": [
                "screen": settings.screen.id, "appearance": settings.appearance.rawValue, "locale": settings.locale,
                "textSize": settings.textSize, "reducedMotion": settings.reducedMotion,
                "screenReader": settings.accessibility.screenReader,
                "increaseContrast": settings.accessibility.increaseContrast,
                "reduceTransparency": settings.accessibility.reduceTransparency, "still": settings.still ?? -1,
                "arguments": settings.arguments,
            ] as [String: Any],
            "warnings": warnings,
        ]
        if let error { object["error"] = error }
        return object
    }
}
