import Testing
import ToastCore
@testable import ToastScript

@Suite("check of a manifest: its arguments against the kinds' messages")
struct ManifestArgumentTests {
    /// `check` of a manifest over the plural theme and catalog, the manifest's lines given.
    private func warnings(_ manifest: String) throws -> [String] {
        let dir = try temporaryDirectory([
            "theme.lua": pluralTheme, "Localizable.xcstrings": pluralCatalog, "snapshots.lua": manifest,
        ])
        let report = ScriptFiles.check("\(dir)/snapshots.lua", budgets: LuaBudgets())
        #expect(!report.failed)
        return report.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") }
    }

    @Test("arguments that do not fit a locale's message are a warning on the line of arguments.KIND")
    func wrongArguments() throws {
        let found = try warnings(
            """
            return toast.manifest {
              themes = { "theme.lua" },
              kinds = { "deleted" },
              locales = { "en", "ru" },
              arguments = {
                deleted = { "many" },
              },
            }
            """)
        #expect(
            found == [
                "DIR/snapshots.lua:6: warning: arguments.deleted: the message of 'deleted' in theme 'plurals' (en): %1$lld cannot show the text \"many\"",
                "DIR/snapshots.lua:6: warning: arguments.deleted: the message of 'deleted' in theme 'plurals' (ru): %1$lld cannot show the text \"many\"",
            ])
    }

    @Test("a kind whose message takes a count, given none, is a warning on its line in kinds")
    func missingArguments() throws {
        let found = try warnings(
            """
            return toast.manifest {
              themes = { "theme.lua" },
              kinds = {
                "deleted",
              },
            }
            """)
        #expect(
            found == [
                "DIR/snapshots.lua:4: warning: kinds[1]: the message of 'deleted' in theme 'plurals' (en): its plural "
                    + "form is chosen by a count that is not given; the 'other' form is drawn; %1$lld has no argument 1"
            ])
    }

    @Test("arguments that fit every locale and screen give no warning")
    func fittingArguments() throws {
        let found = try warnings(
            """
            return toast.manifest {
              themes = { "theme.lua" }, kinds = { "deleted" }, locales = { "en", "ru", "ar" },
              screens = { "iphone-15", "ipad", "macbook-air-13" },
              arguments = { deleted = { 3 } },
            }
            """)
        #expect(found == [])
    }
}
