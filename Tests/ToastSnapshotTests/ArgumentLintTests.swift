import Foundation
import Testing
import ToastFiles

@testable import ToastSnapshot
@testable import ToastSnapshotSuite

/// A kind case whose message reads arguments the manifest does not give is drawn without them
/// ("Couldn't upload “”"): the run says so as `tartine render` does, in a lint row.
@Suite("Kind cases drawn without their message's arguments")
struct ArgumentLintTests {
    static let theme = """
        return toast.theme { name = "t",
          kinds = {
            upload = { message = "Couldn't upload “%@”" },
            saved = { message = "Saved" },
          } }
        """

    /// The suite of `theme` in light and dark, English and Korean, with `arguments` in the
    /// manifest. The theme has a directory of its own: the references are not in its listing,
    /// which is an input of its cases.
    static func suite(in dir: TemporaryDirectory, arguments: String = "") throws -> SnapshotSuite {
        try FileSystem.write(Array(theme.utf8), to: dir.file("theme/t.lua"))
        try FileSystem.write(
            Array(
                """
                return toast.manifest { themes = { "theme/t.lua" }, appearances = { "light", "dark" },
                  locales = { "en", "ko" }, times = { 1 }, scale = 1, \(arguments) }
                """.utf8), to: dir.file("snapshots.lua"))
        return try SnapshotSuite(manifestPath: dir.file("snapshots.lua"))
    }

    @Test("each locale's warning is a lint row once, in render's words with the manifest's advice, drawn or not")
    func missingArguments() throws {
        let dir = TemporaryDirectory()
        let suite = try Self.suite(in: dir)
        let expected = ["en", "ko"].map { locale in
            "\(Paths.display(dir.file("theme/t.lua"))):3: warning: kinds.upload.message: 'Couldn't upload “%@”' (\(locale)): "
                + "%@ has no argument 1. Give the message's arguments in order (the manifest's arguments.upload = { … })"
        }
        let drawn = try suite.run(options: SnapshotRunOptions(mode: .all, jobs: 2), fonts: fonts)
        #expect(drawn.lints.map(\.message) == expected)
        #expect(drawn.lints.allSatisfy { $0.severity == .warning && $0.fromScript && $0.id?.group == "upload" })
        #expect(drawn.lints.map { $0.id?.locale } == ["en", "ko"])
        // Not drawn again (--changed), the references still show the message without its argument.
        let unchanged = try suite.run(options: SnapshotRunOptions(mode: .missing, jobs: 2, changed: true), fonts: fonts)
        #expect(unchanged.entries.allSatisfy { $0.label == "unchanged" })
        #expect(unchanged.lints.map(\.message) == expected)
    }

    @Test("a kind given its arguments by the manifest is no lint")
    func givenArguments() throws {
        let dir = TemporaryDirectory()
        let suite = try Self.suite(in: dir, arguments: "arguments = { upload = { \"notes.txt\" } },")
        let report = try suite.run(options: SnapshotRunOptions(mode: .all, jobs: 2), fonts: fonts)
        #expect(report.entries.count == 8)
        #expect(report.lints.isEmpty)
    }
}
