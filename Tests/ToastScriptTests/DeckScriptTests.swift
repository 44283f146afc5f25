import Testing
import ToastCore

@testable import ToastScript

/// The deck in Lua: the `deck` policy and its table, a kind's and a show's `group`, the
/// scenario actions `expand`, `collapse` and `hover`, the plugin functions, the bundled theme.
@Suite("Deck in Lua: policy, keys, groups, scenario events")
struct DeckScriptTests {
    @Test("the bundled deck theme: the deck policy with its settings; messages gather in their own group")
    func bundledTheme() throws {
        let theme = try ThemeLoader().load("\(repositoryRoot)/themes/deck.lua").theme
        #expect(theme.queue.policy == .deck(max: 4))
        #expect(
            theme.queue.deck
                == DeckConfiguration(
                    scaleStep: 0.05, offsetStep: 14, visibleBehind: 2, expandDuration: 0.4, expandCurve: .easeOut,
                    collapseAfter: 4))
        #expect(
            try theme.resolve(ToastOrigin(kind: "message"), context: SceneSetting.standard.context).group == "messages")
        #expect(try theme.resolve(ToastOrigin(kind: "saved"), context: SceneSetting.standard.context).group == nil)
        let moved = try theme.resolve(
            ToastOrigin(kind: "message", group: "mina"), context: SceneSetting.standard.context)
        #expect(moved.group == "mina")
    }

    @Test("the deck scenario: collapsed, expanded on hover with every hold paused, collapsed again")
    func deckScenario() throws {
        let loaded = try ScenarioLoader().load("\(repositoryRoot)/scenarios/deck-hover.lua")
        #expect(loaded.warnings.map(\.description) == [])
        let run = try loaded.run()
        let lines = run.events.map { EventTranscript.line($0, kinds: run.kinds) }.filter {
            !$0.contains(" haptic ") && !$0.contains(" announce ")
        }
        #expect(lines.contains("2.000 expanded invited#3 count=3"))
        #expect(lines.contains("3.500 collapsed invited#3 count=3"))
        #expect(lines.filter { $0.hasPrefix("2.000 paused") }.count == 3)
        // saved#1 held from 0.4 s for 4 s: 2.4 s were left at 2 s, so it leaves at 3.5 + 2.4.
        #expect(lines.contains("5.900 will_hide saved#1 timeout"))
    }

    @Test("scenario events: expand and collapse name a toast; hover begins and ends")
    func scenarioEvents() throws {
        let dir = try temporaryDirectory([
            "s.lua": """
            return toast.scenario { theme = "\(repositoryRoot)/themes/deck.lua",
              events = {
                { at = 0, show = "saved", group = "work" }, { at = 1, expand = 1 }, { at = 2, collapse = "current" },
                { at = 3, hover = "begin", toast = 1 }, { at = 4, hover = "end" },
              }, capture = { 1 } }
            """
        ])
        let loaded = try ScenarioLoader().load("\(dir)/s.lua")
        let commands = loaded.scenario.events.dropFirst().map { "\($0.command)" }
        #expect(
            commands == [
                "expand(ToastCore.ToastTarget.shown(1))", "collapse(ToastCore.ToastTarget.current)",
                "hoverBegan(ToastCore.ToastTarget.shown(1))", "hoverEnded(ToastCore.ToastTarget.current)",
            ])
        let run = try loaded.run()
        #expect(run.timeline.toasts.first?.content.group == "work")
        #expect(run.events.contains(TimedEvent(1, .expanded(ToastID(1), count: 1))))
        #expect(run.events.contains(TimedEvent(2, .collapsed(ToastID(1), count: 1))))
    }

    @Test("a hover that is neither begin nor end is an error at its line")
    func badHover() throws {
        let dir = try temporaryDirectory([
            "s.lua": """
            return toast.scenario { theme = "\(repositoryRoot)/themes/deck.lua",
              events = { { at = 0, show = "saved" },
                { at = 1, hover = "over" } }, capture = { 1 } }
            """
        ])
        do {
            _ = try ScenarioLoader().load("\(dir)/s.lua")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.diagnostics.map { $0.description.replacingOccurrences(of: dir, with: "DIR") } == [
                    "DIR/s.lua:3: events[2].hover: expected 'begin' or 'end', got string \"over\""
                ])
        }
    }

    @Test(
        "the deck's keys: misspelt, out of range, a group too long, each with file:line",
        arguments: [
            (
                "queue = { policy = \"deck\", deck = { scale_stp = 0.1 } },",
                "DIR/theme.lua:3: queue.deck.scale_stp: unknown key. Did you mean 'scale_step'?"
            ),
            (
                "queue = { policy = \"deck\", deck = { offset_step = 100 } },",
                "DIR/theme.lua:3: queue.deck.offset_step: expected a number from 0 to 64, got number 100"
            ),
            (
                "queue = { policy = \"dek\" },",
                "DIR/theme.lua:3: queue.policy: unknown value 'dek'. Did you mean 'deck'?"
            ),
            (
                "queue = { deck = { visible_behind = 12 } },",
                "DIR/theme.lua:3: queue.deck.visible_behind: expected a whole number from 0 to 9, got number 12"
            ),
            (
                "kinds = { saved = { message = \"m\", group = string.rep(\"g\", 300) } },",
                "DIR/theme.lua:3: kinds.saved.group: group is 300 bytes long, more than the 256 bytes a group may have"
            ),
        ])
    func keyErrors(line: String, expected: String) throws {
        let source = """
            return toast.theme {
              name = "x",
              \(line)
            }
            """
        #expect(try loadErrors(source) == [expected])
    }
}
