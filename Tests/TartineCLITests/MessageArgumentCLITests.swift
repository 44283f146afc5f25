import Foundation
import Testing

/// `render`, `sheet` and `snapshot` with a message that reads arguments: `--arg` (a manifest's
/// `arguments`) gives them, and drawing without them is a warning naming the kind's line and the
/// message's key.
@Suite("tartine render, sheet and snapshot: a message's arguments, run as a binary", .serialized)
struct MessageArgumentCLITests {
    static let theme = """
        return toast.theme {
          name = "notes",
          kinds = {
            deleted = { message = "notes.deleted" },
          },
          strings = { en = { ["notes.deleted"] = "Deleted %d notes" } },
        }

        """

    static func warning(_ dir: String) -> String {
        "\(dir)/theme.lua:4: warning: kinds.deleted.message: 'notes.deleted' (en): %1$d has no argument 1. "
            + "Give the message's arguments in order (--arg VALUE, once for each)\n"
    }

    @Test("render without the message's argument warns at the kind's line; --arg gives it and draws it")
    func render() throws {
        try withScratch { dir in
            try write(Self.theme, to: "\(dir)/theme.lua")
            let bare = try tartine(["render", "\(dir)/theme.lua", "-o", "\(dir)/bare.png"])
            #expect(bare.status == 0)
            #expect(bare.err == Self.warning(dir))
            let three = try tartine(["render", "\(dir)/theme.lua", "--arg", "3", "-o", "\(dir)/three.png"])
            #expect(three.status == 0)
            #expect(three.err == "")
            let thirty = try tartine(["render", "\(dir)/theme.lua", "--arg", "30", "-o", "\(dir)/thirty.png"])
            #expect(thirty.err == "")
            let pictures = try ["bare", "three", "thirty"].map {
                try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\($0).png"))
            }
            #expect(Set(pictures).count == 3)
        }
    }

    @Test("sheet takes --arg for every kind's message, and warns without it")
    func sheet() throws {
        try withScratch { dir in
            try write(Self.theme, to: "\(dir)/theme.lua")
            let bare = try tartine(["sheet", "\(dir)/theme.lua", "-o", "\(dir)/bare.png"])
            #expect(bare.status == 0)
            #expect(bare.err.hasPrefix(Self.warning(dir)), "\(bare.err)")
            let three = try tartine(["sheet", "\(dir)/theme.lua", "--arg", "3", "-o", "\(dir)/three.png"])
            #expect(three.status == 0)
            #expect(!three.err.contains("warning"), "\(three.err)")
            let bytes = try ["bare", "three"].map { try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\($0).png")) }
            #expect(bytes[0] != bytes[1])
        }
    }

    @Test("snapshot says what render says of a kind drawn without its argument, on stderr and in the report")
    func snapshot() throws {
        try withScratch { dir in
            try write(Self.theme, to: "\(dir)/theme.lua")
            let manifest = "return toast.manifest { themes = { \"theme.lua\" }, scale = 1%@ }\n"
            try write(manifest.replacingOccurrences(of: "%@", with: ""), to: "\(dir)/snapshots.lua")
            let bare = try tartine([
                "snapshot", "\(dir)/snapshots.lua", "--record", "missing", "--json", "\(dir)/bare.json",
            ])
            #expect(bare.status == 1)  // it records
            let warning = Self.warning(dir).replacingOccurrences(
                of: "--arg VALUE, once for each", with: "the manifest's arguments.deleted = { … }")
            #expect(bare.err == warning, "\(bare.err)")
            let report = try String(contentsOfFile: "\(dir)/bare.json", encoding: .utf8)
            let row =
                "\"id\": \"notes/deleted/iphone-15-light-en@1x-1.png\",\n      \"severity\": \"warning\",\n"
                + "      \"message\": \"\(warning.dropLast())\""
            #expect(report.contains(row), "\(report)")
            try write(
                manifest.replacingOccurrences(of: "%@", with: ", arguments = { deleted = { 3 } }"),
                to: "\(dir)/snapshots.lua")
            let given = try tartine(["snapshot", "\(dir)/snapshots.lua", "--record", "all"])
            #expect(given.status == 1)
            #expect(given.err == "")
        }
    }
}
