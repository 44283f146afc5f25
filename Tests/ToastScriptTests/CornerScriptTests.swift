import Testing
import ToastCore
@testable import ToastScript

/// Corner positions and swipe directions in a theme, drags in a scenario: what they decode to
/// and the exact errors, with their lines and suggestions.
@Suite("Corners, swipe directions and drags in Lua")
struct CornerScriptTests {
    @Test("corner positions and swipe directions load for the theme and per kind; {} means none")
    func loads() throws {
        let dir = try temporaryDirectory([
            "theme.lua": """
            return toast.theme {
              name = "x",
              position = "top_trailing",
              style = { swipe_directions = { "top", "trailing" } },
              kinds = {
                a = { message = "A" },
                b = { message = "B", position = "bottom_leading", swipe_directions = {} },
                c = { message = "C", swipe_directions = "leading" },
              },
            }
            """
        ])
        let theme = try ThemeLoader().load("\(dir)/theme.lua").theme
        #expect(theme.defaultPosition == .topTrailing)
        let a = try theme.content(kind: "a", context: SceneSetting.standard.context)
        #expect(a.position == .topTrailing && a.style.swipeDirections == [.top, .trailing])
        let b = try theme.content(kind: "b", context: SceneSetting.standard.context)
        #expect(b.position == .bottomLeading && b.style.swipeDirections == [])
        #expect(
            try theme.content(kind: "c", context: SceneSetting.standard.context).style.swipeDirections == [.leading])
        #expect(
            try theme.content(kind: "a", position: .bottomTrailing, context: SceneSetting.standard.context).position
                == .bottomTrailing)
    }

    @Test(
        "left and right, up and down, and sonner's top-right get the logical name as a suggestion",
        arguments: [
            (
                "position = \"top_right\"",
                "DIR/theme.lua:3: position: unknown value 'top_right'. Did you mean 'top_trailing'?"
            ),
            (
                "position = \"bottom-left\"",
                "DIR/theme.lua:3: position: unknown value 'bottom-left'. Did you mean 'bottom_leading'?"
            ),
            (
                "position = \"top_trailng\"",
                "DIR/theme.lua:3: position: unknown value 'top_trailng'. Did you mean 'top_trailing'?"
            ),
            (
                "style = { swipe_directions = { \"up\", \"right\" } }",
                "DIR/theme.lua:3: style.swipe_directions[1]: unknown value 'up'. Did you mean 'top'?\nDIR/theme.lua:3: style.swipe_directions[2]: unknown value 'right'. Did you mean 'trailing'?"
            ),
            (
                "kinds = { a = { message = \"A\", swipe_directions = { x = 1 } } }",
                "DIR/theme.lua:3: kinds.a.swipe_directions: expected a list of one of 'top', 'bottom', 'leading', 'trailing', got a table"
            ),
        ])
    func errors(line: String, expected: String) throws {
        let kinds = line.hasPrefix("kinds") ? "" : ", kinds = { a = { message = \"A\" } }"
        let errors = try loadErrors("return toast.theme {\n  name = \"x\",\n  \(line)\(kinds),\n}\n")
        #expect(errors.joined(separator: "\n") == expected)
    }

    @Test("a scenario's drags decode to the queue's drag and its release; swipes take edges by name")
    func scenarioDrags() throws {
        let dir = try temporaryDirectory([
            "s.lua": """
            return toast.scenario {
              theme = "\(repositoryRoot)/themes/desktop.lua",
              events = {
                { at = 0, show = "message" },
                { at = 1, drag = { x = 30, y = -4 } },
                { at = 1.1, drag = { x = 80 }, toast = 1 },
                { at = 1.2, drag = "end" },
                { at = 2, swipe = "trailing" },
              },
              capture = { 1 },
            }
            """
        ])
        let events = try ScenarioLoader().load("\(dir)/s.lua").scenario.events
        #expect(events.count == 5)
        guard case .drag(.current, let first) = events[1].command,
            case .drag(.shown(1), let second) = events[2].command,
            case .endDrag(.current) = events[3].command, case .swipe(.current, .trailing) = events[4].command
        else {
            Issue.record("decoded \(events.map(\.command))")
            return
        }
        #expect(first == Point(x: 30, y: -4) && second == Point(x: 80, y: 0))
    }

    @Test("a drag out of reach or a release misspelt is reported with its line")
    func scenarioDragErrors() throws {
        let dir = try temporaryDirectory([
            "s.lua": """
            return toast.scenario {
              theme = "\(repositoryRoot)/themes/desktop.lua",
              events = {
                { at = 0, show = "message" },
                { at = 1, drag = { x = 5000, z = 1 } },
                { at = 2, drag = "stop" },
              },
              capture = { 1 },
            }
            """
        ])
        do {
            _ = try ScenarioLoader().load("\(dir)/s.lua")
            Issue.record("loaded")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/s.lua:5: events[2].drag.x: expected a number from -2000 to 2000, got number 5000",
                    "DIR/s.lua:5: events[2].drag.z: unknown key. Did you mean 'x'?",
                    "DIR/s.lua:6: events[3].drag: expected { x = …, y = … } or 'end', got string \"stop\"",
                ])
        }
    }
}
