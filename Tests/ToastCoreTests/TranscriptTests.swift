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

    @Test("a toast is named by the kind it was requested with and its id; an unknown one by its id")
    func kinds() {
        let events = [
            TimedEvent(0, .willShow(ToastID(1))),
            TimedEvent(0.1, .coalesced(ToastID(1), count: 2)),
            TimedEvent(0.2, .vetoed(ToastID(2), plugin: "gate", reason: "no")),
            TimedEvent(0.3, .dropped(ToastID(3), .overflow)), TimedEvent(0.4, .popupDidShow(PopupID(1))),
        ]
        #expect(
            EventTranscript.text(events, kinds: [ToastID(1): "saved", ToastID(2): "error"]) == """
                0.000 will_show saved#1
                0.100 coalesced saved#1 count=2
                0.200 vetoed error#2 plugin=gate reason="no"
                0.300 dropped #3 overflow
                0.400 popup_did_show popup#1

                """)
    }

    @Test(
        "a dismissal reads 'dismissed' whoever dismissed: transcripts and plugins do not name who",
        arguments: Dismisser.allCases)
    func dismissedByAnyone(dismisser: Dismisser) {
        let events = [
            TimedEvent(1, .willHide(ToastID(1), .dismissed(by: dismisser))),
            TimedEvent(1.25, .didHide(ToastID(1), .dismissed(by: dismisser))),
            TimedEvent(1, .dropped(ToastID(2), .dismissed(by: dismisser))),
        ]
        #expect(
            EventTranscript.text(events) == """
                1.000 will_hide #1 dismissed
                1.250 did_hide #1 dismissed
                1.000 dropped #2 dismissed

                """)
        #expect(ToastOutcome.hidden(.dismissed(by: dismisser)).reason == "dismissed")
        #expect(ToastOutcome.dropped(.dismissed(by: dismisser)).reason == "dismissed")
    }

    @Test("the pipeline notes each request's first kind, vetoed and dropped ones included, while it keeps history")
    func requestedKinds() {
        final class Gate: ToastPlugin, @unchecked Sendable {
            let name = "gate"
            let events = PluginEventSet([])
            let filtersRequests = true
            func handle(_ event: TimedEvent, toast: ToastView?, queue: QueueView) -> PluginReply { .none }
            func filter(_ request: ToastRequest, queue: QueueView) -> (FilterDecision, PluginReply) {
                (request.content.kind == "spam" ? .veto(reason: "no") : .pass, .none)
            }
        }
        func content(_ kind: String) -> ToastContent { ToastContent(kind: kind, message: kind) }
        var pipeline = ToastPipeline(presenter: Presenter(), plugins: [Gate()])
        let saved = pipeline.show(ToastRequest(content("saved"), tag: "t"), at: 0)
        let spam = pipeline.show(ToastRequest(content("spam")), at: 0.1)
        let update = pipeline.show(ToastRequest(content("done"), tag: "t"), at: 0.2)
        #expect(update == saved)
        #expect(pipeline.requestedKinds == [saved: "saved", spam: "spam"])
        var quiet = ToastPipeline(presenter: Presenter(keepsHistory: false), plugins: [Gate()])
        quiet.show(ToastRequest(content("saved")), at: 0)
        #expect(quiet.requestedKinds.isEmpty)
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
