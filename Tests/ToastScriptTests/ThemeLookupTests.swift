import Testing
import ToastCore
@testable import ToastScript

@Suite("Theme lookup")
struct ThemeLookupTests {
    static let theme = """
        return toast.theme { name = "notes", kinds = { saved = { message = "Saved" } } }
        """
    static let scenario = """
        return toast.scenario {
          theme = "notes",
          events = { { at = 0, show = "saved" } }, capture = { 0 } }
        """

    @Test("a scenario named as its theme finds the theme in ../themes, not itself")
    func scenarioNamedAsItsTheme() throws {
        let dir = try temporaryDirectory(["scenarios/notes.lua": Self.scenario, "themes/notes.lua": Self.theme])
        let loaded = try ScenarioLoader().load("\(dir)/scenarios/notes.lua")
        #expect(loaded.themeFile == "\(dir)/scenarios/../themes/notes.lua")
        #expect(loaded.theme.theme.name == "notes")
    }

    @Test("a name found twice is ambiguous: an error at the theme's line naming both paths")
    func ambiguous() throws {
        let dir = try temporaryDirectory([
            "scenarios/other.lua": Self.scenario, "scenarios/notes.lua": Self.scenario,
            "themes/notes.lua": Self.theme,
        ])
        do {
            _ = try ScenarioLoader().load("\(dir)/scenarios/other.lua")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/scenarios/other.lua:2: theme: theme 'notes' is ambiguous: DIR/scenarios/notes.lua and "
                        + "DIR/scenarios/../themes/notes.lua both exist; name one by its path from this file "
                        + "(theme = \"../themes/notes.lua\")"
                ])
        }
    }

    @Test("a scenario naming its own file as the theme is an error at that line")
    func ownFile() throws {
        let dir = try temporaryDirectory([
            "s.lua": Self.scenario.replacingOccurrences(of: "\"notes\"", with: "\"s.lua\"")
        ])
        do {
            _ = try ScenarioLoader().load("\(dir)/s.lua")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/s.lua:2: theme: theme 's.lua' is this file itself; name the theme's file "
                        + "(theme = \"../themes/s.lua\")"
                ])
        }
    }
}
