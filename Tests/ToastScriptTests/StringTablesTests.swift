import Testing
import ToastFiles

@testable import ToastScript

/// Strings beside a theme: nothing unreadable is skipped silently (issue 9), and a broken
/// string file costs only its own locale (issue 12).
@Suite struct StringTablesTests {
    static let theme = "return toast.theme {\n  name = \"t\",\n  kinds = { saved = { message = \"Saved\" } },\n}\n"

    @Test func anLprojThatIsNotADirectoryIsAWarningAndTheThemeLoads() throws {
        let dir = try temporaryDirectory(["theme.lua": Self.theme, "fr.lproj": "not a directory"])
        defer { try? Files.removeTree(dir) }
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(
            loaded.warnings.map(\.description)
                == [
                    "\(dir)/fr.lproj: warning: a regular file, not a directory of strings; the 'fr' strings are not used"
                ])
    }

    @Test func aStringsFileOverTheLimitIsAWarningNamingIt() throws {
        let big = String(repeating: "\"k\" = \"v\";\n", count: Limits.stringsFileSize / 10 + 1)
        let dir = try temporaryDirectory([
            "theme.lua": Self.theme, "fr.lproj/Localizable.strings": big,
            "de.lproj/Localizable.strings": "\"Saved\" = \"Gespeichert\";\n",
        ])
        defer { try? Files.removeTree(dir) }
        let file = "\(dir)/fr.lproj/Localizable.strings"
        let loaded = try ThemeLoader().load("\(dir)/theme.lua")
        #expect(
            loaded.warnings.map(\.description)
                == [
                    "\(file): warning: cannot read the strings: \(ByteCount.text(big.utf8.count)), over the limit of 4 MiB; "
                        + "the 'fr' strings of this file are not used"
                ])
        #expect(loaded.theme.strings.tables["de"]?["Saved"] == "Gespeichert", "the other locales keep their strings")
    }
}
