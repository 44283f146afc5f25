import Testing
import ToastFiles

@testable import ToastScript

/// Strings beside a theme: nothing unreadable is skipped silently (issue 9).
@Suite struct StringTablesTests {
    static let theme = "return toast.theme {\n  name = \"t\",\n  kinds = { saved = { message = \"Saved\" } },\n}\n"

    @Test func anLprojThatIsNotADirectoryIsAnError() throws {
        let dir = try temporaryDirectory(["theme.lua": Self.theme, "fr.lproj": "not a directory"])
        defer { try? Files.removeTree(dir) }
        #expect(throws: LoadError.self) { try ThemeLoader().load("\(dir)/theme.lua") }
        do { _ = try ThemeLoader().load("\(dir)/theme.lua") } catch {
            #expect(error.diagnostics.map(\.description) == ["\(dir)/fr.lproj: a regular file, not a directory of strings"])
        }
    }

    @Test func aStringsFileOverTheLimitIsAnErrorNamingIt() throws {
        let big = String(repeating: "\"k\" = \"v\";\n", count: Limits.stringsFileSize / 10 + 1)
        let dir = try temporaryDirectory(["theme.lua": Self.theme, "fr.lproj/Localizable.strings": big])
        defer { try? Files.removeTree(dir) }
        let file = "\(dir)/fr.lproj/Localizable.strings"
        do {
            _ = try ThemeLoader().load("\(dir)/theme.lua")
            Issue.record("loaded")
        } catch {
            #expect(error.diagnostics.map(\.description)
                == ["\(file): cannot read the strings: \(file): \(ByteCount.text(big.utf8.count)), over the limit of 4 MiB"])
        }
    }
}
