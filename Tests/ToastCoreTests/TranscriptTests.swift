import Testing
@testable import ToastCore

@Suite("Event transcripts: text and diff")
struct TranscriptTests {
    @Test("one line per event, times in milliseconds, texts quoted and escaped")
    func lines() {
        let text = EventTranscript.text([
            TimedEvent(0, .willShow(ToastID(1))),
            TimedEvent(0, .announce(ToastID(1), text: "Saved \"now\"\n", politeness: .polite)),
            TimedEvent(0.25, .didShow(ToastID(1))),
            TimedEvent(1.0005, .vetoed(ToastID(2), plugin: "gate", reason: "no spam")),
            TimedEvent(2, .pluginLog(plugin: "stats", text: "plugins/stats.lua:3: \u{1B}[31m")),
        ])
        #expect(
            text == """
                0.000 will_show #1
                0.000 announce #1 polite "Saved \\"now\\"\\n"
                0.250 did_show #1
                1.001 vetoed #2 plugin=gate reason="no spam"
                2.000 log plugin=stats "plugins/stats.lua:3: \\u{1B}[31m"

                """)
    }

    @Test("a readable diff: - for the reference, + for the new run, context around changes")
    func diff() {
        let expected = "a\nb\nc\nd\ne\nf\ng\n"
        let actual = "a\nb\nc\nD\ne\nf\ng\n"
        #expect(TranscriptDiff.diff(expected: expected, actual: expected) == nil)
        #expect(TranscriptDiff.diff(expected: expected, actual: actual, context: 1) == "  c\n- d\n+ D\n  e\n")
        #expect(TranscriptDiff.diff(expected: "x\n", actual: "x\ny\n") == "  x\n+ y\n")
    }
}
