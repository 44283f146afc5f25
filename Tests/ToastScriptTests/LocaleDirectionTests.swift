import Testing
import ToastCore
@testable import ToastScript

/// How a scenario's own locale and direction combine with a manifest: the direction follows the
/// locale unless told; a scenario that sets its locale is recorded in it alone; one that does
/// not, in each of the manifest's locales.
@Suite("Locale and direction: scenarios and manifests")
struct LocaleDirectionTests {
    /// A scenario file in `dir` with `keys` (Lua) added to a diary scenario.
    static func scenario(_ keys: String) -> String {
        """
        return toast.scenario {
          theme = "\(repositoryRoot)/themes/diary.lua",
          \(keys)
          events = { { at = 0, show = "saved" } },
          capture = { 1 },
        }
        """
    }

    @Test(
        "a scenario's direction follows its locale unless direction or right_to_left says otherwise",
        arguments: [
            ("", "en", false, false),
            ("locale = \"ar\",", "ar", true, true),
            ("locale = \"he-IL\",", "he-IL", true, true),
            ("locale = \"ko\",", "ko", false, true),
            ("locale = \"ar\", direction = \"ltr\",", "ar", false, true),
            ("direction = \"rtl\",", "en", true, false),
            ("right_to_left = true,", "en", true, false),
            ("locale = \"ar\", right_to_left = false,", "ar", false, true),
        ])
    func scenarioDirection(keys: String, locale: String, rightToLeft: Bool, fixesLocale: Bool) throws {
        let dir = try temporaryDirectory(["s.lua": Self.scenario(keys)])
        let loaded = try ScenarioLoader().load("\(dir)/s.lua")
        #expect(loaded.scenario.locale == locale)
        #expect(loaded.scenario.screen.isRightToLeft == rightToLeft)
        #expect(loaded.scenario.fixesLocale == fixesLocale)
    }

    @Test("a wrong direction is an error at its line, with the value meant")
    func wrongDirection() throws {
        let dir = try temporaryDirectory(["s.lua": Self.scenario("direction = \"rlt\",")])
        do {
            _ = try ScenarioLoader().load("\(dir)/s.lua")
            Issue.record("loaded a scenario with direction = \"rlt\"")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/s.lua:3: direction: unknown value 'rlt'. Did you mean 'rtl'?"
                ])
        }
    }

    @Test("a manifest records a scenario with its own locale in that locale alone, the others in each locale")
    func matrix() throws {
        let dir = try temporaryDirectory([
            "snapshots.lua": """
            return toast.manifest {
              themes = { "\(repositoryRoot)/themes/diary.lua" },
              kinds = { "saved" },
              locales = { "en", "ko", "ar" },
              appearances = { "light", "dark" },
              direction = "ltr",
            }
            """
        ])
        let manifest = try ManifestLoader().load("\(dir)/snapshots.lua")
        #expect(manifest.direction == .leftToRight)
        let scenarios: [(path: String, name: String, theme: String, captures: [Double], locale: String?)] = [
            (path: "a.lua", name: "arabic", theme: "diary", captures: [0.5, 1], locale: "ar"),
            (path: "o.lua", name: "open", theme: "diary", captures: [1], locale: nil),
        ]
        let cases = Array(manifest.matrix(kindsOf: { _ in ["saved"] }, scenarios: scenarios))
        func locales(_ name: String) -> [String] {
            cases.compactMap {
                guard case .scenario(_, let n) = $0.source, n == name else { return nil }
                return $0.locale
            }
        }
        #expect(locales("arabic") == ["ar", "ar", "ar", "ar"])  // light and dark × two captures
        #expect(locales("open") == ["en", "ko", "ar", "en", "ko", "ar"])
        let kinds = cases.filter { if case .kind = $0.source { true } else { false } }
        #expect(kinds.count == 6)
        #expect(manifest.matrix(kindsOf: { _ in ["saved"] }, scenarios: scenarios).count == cases.count)
        #expect(
            manifest.caseCount(kindsOf: { _ in ["saved"] }, scenarioCaptures: [(2, true), (1, false)]) == cases.count)
    }
}
