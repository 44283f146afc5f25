import Foundation
import Testing
import ToastCore
import ToastScript

@testable import ToastPreview

/// The preview's arguments: a settings field (and `?args=` in the address) that the kind buttons
/// show their messages with, and the warnings when a message is drawn without the arguments it reads.
@Suite("Preview arguments")
struct PreviewArgumentTests {
    static let settings = PreviewSettings(setting: .standard, still: nil, arguments: [], direction: nil)

    @Test("a settings command carries the arguments; a kind button shows its kind with them, typed")
    func showWithArguments() throws {
        let command = try #require(PreviewCommand.parse(#"{"op":"settings","arguments":["3","2.5","Ana"]}"#))
        #expect(command.arguments == ["3", "2.5", "Ana"])
        var settings = Self.settings
        settings.arguments = command.arguments ?? []
        #expect(settings.formatArguments == [.integer(3), .double(2.5), .string("Ana")])
        let show = PreviewCommand.parse(#"{"op":"show","kind":"deleted"}"#)?.queueCommands(
            arguments: settings.formatArguments)
        guard case .showKind(let origin, priority: 0, tag: nil, progress: nil)? = show?.first else {
            Issue.record("expected one showKind, got \(String(describing: show))")
            return
        }
        #expect(origin == ToastOrigin(kind: "deleted", arguments: [3, 2.5, "Ana"]))
    }

    @Test("the status says which kinds would be drawn without their arguments, and stops once they are given")
    func warnings() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tartine-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try """
        return toast.theme {
          name = "notes",
          kinds = {
            deleted = { message = "notes.deleted" },
            saved = { message = "Saved" },
          },
          strings = { en = { ["notes.deleted"] = "Deleted %d notes" } },
        }
        """.write(toFile: "\(dir)/theme.lua", atomically: false, encoding: .utf8)
        let theme = try ThemeLoader().load("\(dir)/theme.lua")
        var status = PreviewStatus(theme: theme, settings: Self.settings, generation: 1)
        #expect(
            status.warnings == [
                "\(dir)/theme.lua:4: warning: kinds.deleted.message: 'notes.deleted' (en): %1$d has no argument 1. "
                    + "Give the message's arguments in order (the Arguments field, or ?args=3,Ana in the address)"
            ])
        status.settings.arguments = ["3"]
        #expect(status.warnings == [])
    }
}
