import Testing

@testable import ToastCore

@Suite("One command vocabulary, applied in one place")
struct ToastCommandTests {
    @Test("a scenario's n-th toast is the n-th an outside call showed, not one a plugin showed")
    func shownCountsOutsideCalls() {
        let echo = TestPlugin(
            "echo", events: [.willShow],
            handle: { event, _, _ in
                event.event.toastID == id(1) ? PluginReply(commands: [.show(request("echo", "Echo"))]) : .none
            })
        var p = pipeline([echo])
        p.apply(.show(request("saved", "A")), at: 0)
        p.apply(.show(request("saved", "B")), at: 0)
        p.apply(.dismiss(.shown(2), by: .app), at: 0.1)
        p.apply(.dismiss(.shown(3), by: .app), at: 0.1)
        #expect(lifecycle(p.drainEvents()).contains(TimedEvent(0.1, .dropped(id(3), .dismissed(by: .app)))))
        #expect(p.presenter.pendingCount == 1)
    }

    @Test("a showKind is resolved by the run's theme; a kind it lacks fails and queues nothing")
    func showKind() {
        var p = ToastPipeline(
            presenter: Presenter(), theme: Theme(name: "t", kinds: [ToastKind(id: "saved", message: .literal("Saved"))])
        )
        let missing = p.apply(.showKind(ToastOrigin(kind: "savd")), at: 0)
        guard case .failed(.unknownKind("savd", theme: "t", suggestion: "saved")) = missing else {
            Issue.record("expected a failure, got \(missing)")
            return
        }
        #expect(p.presenter.isIdle)
        let shown = p.apply(.showKind(ToastOrigin(kind: "saved", message: "Done"), tag: "t1", progress: 0.5), at: 0)
        #expect(shown.toastID == id(1))
        let latest = p.presenter.timeline.toasts.first?.latest
        #expect(latest?.content.message == "Done")
        #expect(latest?.content.progress == 0.5)
    }

    @Test("a plugin's gesture takes the same path as an outside one: the same transcript")
    func pluginAndOutsideAgree() {
        let swiper = TestPlugin(
            "swiper", events: [.didShow],
            handle: { _, _, _ in PluginReply(commands: [.swipe(.current, toward: .bottom)]) })
        var fromPlugin = pipeline([swiper])
        fromPlugin.apply(.show(request()), at: 0)
        fromPlugin.advance(to: 10)
        var fromOutside = pipeline([])
        fromOutside.apply(.show(request()), at: 0)
        fromOutside.apply(.swipe(.current, toward: .bottom), at: 0.25)
        fromOutside.advance(to: 10)
        let outside = fromOutside.drainEvents()
        #expect(outside.contains(TimedEvent(0.25, .willHide(id(1), .swipe))))
        #expect(fromPlugin.drainEvents() == outside)
    }
}
