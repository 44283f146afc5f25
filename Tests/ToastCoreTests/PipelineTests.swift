import Synchronization
import Testing
@testable import ToastCore

/// A plugin written in Swift for the tests: closures for the filter and the handler.
final class TestPlugin: ToastPlugin {
    let name: String
    let events: PluginEventSet
    let filtersRequests: Bool
    private let onEvent: @Sendable (TimedEvent, ToastView?, QueueView) -> PluginReply
    private let onRequest: @Sendable (ToastRequest, QueueView) -> (FilterDecision, PluginReply)

    init(
        _ name: String, events: [PluginEventName] = [],
        handle: @escaping @Sendable (TimedEvent, ToastView?, QueueView) -> PluginReply = { _, _, _ in .none },
        filter: (@Sendable (ToastRequest, QueueView) -> (FilterDecision, PluginReply))? = nil
    ) {
        self.name = name
        self.events = PluginEventSet(events)
        self.filtersRequests = filter != nil
        self.onEvent = handle
        self.onRequest = filter ?? { _, _ in (.pass, .none) }
    }

    func handle(_ event: TimedEvent, toast: ToastView?, queue: QueueView) -> PluginReply {
        onEvent(event, toast, queue)
    }
    func filter(_ request: ToastRequest, queue: QueueView) -> (FilterDecision, PluginReply) {
        onRequest(request, queue)
    }
}

func pipeline(
    _ plugins: [any ToastPlugin], queue: QueueConfiguration = QueueConfiguration(),
    commandLimit: Int = 1_000
) -> ToastPipeline {
    ToastPipeline(presenter: presenter(queue), plugins: plugins, commandLimit: commandLimit)
}

@Suite("Plugins: filters, handlers and commands around the presenter")
struct PipelineTests {
    @Test("each event name's ordinal is its place among all names, so each has its own bit")
    func ordinals() {
        #expect(PluginEventName.allCases.map(\.ordinal) == Array(PluginEventName.allCases.indices))
    }

    @Test("a veto is accounted for with the plugin's name and reason, and nothing is queued")
    func vetoIsAnEvent() {
        let gate = TestPlugin(
            "gate",
            filter: { request, _ in
                request.content.kind == "spam" ? (.veto(reason: "no spam"), .none) : (.pass, .none)
            })
        var p = pipeline([gate])
        let vetoed = p.show(request("spam", "Buy"), at: 0)
        p.show(request("saved"), at: 0)
        p.advance(to: 10)
        let events = lifecycle(p.drainEvents())
        #expect(events.first == TimedEvent(0, .vetoed(vetoed, plugin: "gate", reason: "no spam")))
        #expect(events.dropFirst().elementsEqual(cycle(2, from: 0)))
    }

    @Test("a rewrite changes what is queued; later filters see the rewritten request")
    func rewrite() {
        let upper = TestPlugin(
            "upper",
            filter: { request, _ in
                var r = request
                r.content.message = request.content.message.uppercased()
                return (.rewrite(r), .none)
            })
        let seen = Mutex<[String]>([])
        let spy = TestPlugin(
            "spy",
            filter: { request, _ in
                seen.withLock { $0.append(request.content.message) }
                return (.pass, .none)
            })
        var p = pipeline([upper, spy])
        p.show(request("saved", "Saved"), at: 0)
        #expect(p.presenter.timeline.toasts.first?.latest.content.message == "SAVED")
        #expect(seen.withLock { $0 } == ["SAVED"])
    }

    @Test("commands apply after the handler returns, at the same time, never re-entrantly")
    func commandsAfterHandler() {
        let depth = Mutex(0)
        let maxDepth = Mutex(0)
        let chain = TestPlugin(
            "chain", events: [.didShow],
            handle: { event, toast, _ in
                depth.withLock { $0 += 1 }
                maxDepth.withLock { m in m = max(m, depth.withLock { $0 }) }
                defer { depth.withLock { $0 -= 1 } }
                guard toast?.kind == "saved" else { return .none }
                return PluginReply(commands: [.show(request("next", "Next"))])
            })
        var p = pipeline([chain], queue: QueueConfiguration(policy: .stack(max: 2)))
        p.show(request(), at: 0)
        p.advance(to: 10)
        let events = lifecycle(p.drainEvents())
        #expect(
            events.prefix(3) == [
                TimedEvent(0, .willShow(id(1))), TimedEvent(0.25, .didShow(id(1))),
                TimedEvent(0.25, .willShow(id(2))),
            ])
        #expect(maxDepth.withLock { $0 } == 1)
    }

    @Test(
        "a handler that shows a million toasts: refused past the call's bound, counted, and stopped by its run budget")
    func millionShows() {
        let flood = TestPlugin(
            "flood", events: [.willShow],
            handle: { _, toast, _ in
                guard toast?.kind == "saved" else { return .none }
                return PluginReply(commands: Array(repeating: .show(request("flood", "F")), count: 1_000_000))
            })
        var p = pipeline([flood], queue: QueueConfiguration(maxPending: 10))
        p.show(request(), at: 0)
        let events = p.drainEvents()
        #expect(p.refusedCommands == 1_000_000 - 1_000)
        // The refused commands count toward the plugin's 10,000: the call crosses it, its commands
        // are dropped and the plugin is stopped.
        #expect(p.presenter.pendingCount == 0)
        #expect(
            events.contains(
                TimedEvent(
                    0,
                    .budgetExhausted(
                        plugin: "flood", resource: .commands, limit: 10_000, usage: PluginUsage(commands: 1_000_000)))))
        #expect(p.disabledPlugins == ["flood"])
    }

    @Test("a filter that turns every request into a request that shows another is held")
    func filterLoop() {
        let loop = TestPlugin(
            "loop",
            filter: { request, _ in
                var r = request
                r.content.message += "!"
                return (.rewrite(r), PluginReply(commands: [.show(r)]))
            })
        var p = pipeline([loop], commandLimit: 50)
        p.show(request(), at: 0)
        #expect(p.refusedCommands == 1)
        #expect(p.presenter.pendingCount == 50)
    }

    @Test("a plugin that keeps failing is disabled after three failures; the toast goes on")
    func failingPluginIsDisabled() {
        let broken = TestPlugin(
            "broken", events: [.willShow],
            handle: { _, _, _ in
                PluginReply(commands: [.dismissAll(by: .plugin)], failure: "plugins/broken.lua:3: boom")
            })
        var p = pipeline([broken])
        for i in 0..<4 { p.show(request("k\(i)", "M\(i)"), at: Double(i) * 10) }
        p.advance(to: 100)
        let events = p.drainEvents()
        let failures = events.filter { if case .pluginFailed = $0.event { true } else { false } }
        #expect(failures.count == 3)
        #expect(failures.first?.event == .pluginFailed(plugin: "broken", message: "plugins/broken.lua:3: boom"))
        #expect(events.contains(TimedEvent(20, .pluginDisabled(plugin: "broken"))))
        #expect(events.filter { if case .didHide(_, .timeout) = $0.event { true } else { false } }.count == 4)
        #expect(p.disabledPlugins == ["broken"])
    }

    @Test("failures count in a row: a call that succeeds with nothing to say starts the count over")
    func successBetweenFailuresKeepsThePluginOn() {
        let calls = Mutex(0)
        let flaky = TestPlugin(
            "flaky", events: [.willShow],
            handle: { _, _, _ in
                let call = calls.withLock { count in
                    count += 1
                    return count
                }
                return call % 3 == 0 ? .none : PluginReply(failure: "plugins/flaky.lua:1: boom")
            })
        var p = pipeline([flaky])
        for i in 0..<6 { p.show(request("k\(i)", "M\(i)"), at: Double(i) * 10) }
        p.advance(to: 100)
        let failures = p.drainEvents().filter { if case .pluginFailed = $0.event { true } else { false } }
        #expect(failures.count == 4)
        #expect(p.disabledPlugins.isEmpty)
    }

    @Test("the queue view a handler gets: the time, the visible toasts, a dropped toast by id, a toast by tag")
    func queueView() {
        let watcher = TestPlugin(
            "watcher", events: [.dropped],
            handle: { event, _, queue in
                let dropped = event.event.toastID.flatMap { queue.toast($0) }
                let line = [
                    "\(queue.now)", queue.visible.map(\.message).joined(separator: ","),
                    "\(dropped?.message ?? "?") \(dropped?.state.rawValue ?? "?")",
                    queue.toast(tagged: "a")?.message ?? "?", queue.toast(tagged: "b")?.message ?? "none",
                ]
                return PluginReply(logs: [line.joined(separator: " | ")])
            })
        var p = pipeline([watcher], queue: QueueConfiguration(policy: .dropWhileBusy))
        p.show(request("a", "A", tag: "a"), at: 0)
        p.show(request("b", "B", tag: "b"), at: 0.1)
        #expect(
            p.drainEvents().last
                == TimedEvent(0.1, .pluginLog(plugin: "watcher", text: "0.1 | A | B dropped | A | none")))
    }

    @Test("handlers of .dropped see the dropped toast; logs become events")
    func droppedViewAndLogs() {
        let watcher = TestPlugin(
            "watcher", events: [.dropped],
            handle: { event, toast, _ in
                PluginReply(logs: [
                    "plugins/watcher.lua:2: dropped \(toast?.message ?? "?") \(toast?.state.rawValue ?? "?")"
                ])
            })
        var p = pipeline([watcher], queue: QueueConfiguration(policy: .dropWhileBusy))
        p.show(request("a", "A"), at: 0)
        p.show(request("b", "B"), at: 0.1)
        #expect(
            p.drainEvents().last
                == TimedEvent(0.1, .pluginLog(plugin: "watcher", text: "plugins/watcher.lua:2: dropped B dropped")))
    }

    @Test("with plugins, every show still ends in exactly one outcome")
    func accountingWithPlugins() {
        let gate = TestPlugin(
            "gate",
            filter: { request, _ in
                request.content.message.hasSuffix("3") ? (.veto(reason: "threes"), .none) : (.pass, .none)
            })
        let echo = TestPlugin("echo", events: [.dropped], handle: { _, _, _ in .none })
        var p = pipeline(
            [gate, echo], queue: QueueConfiguration(policy: .stack(max: 2), maxPending: 20, coalesceDuplicates: true))
        for i in 0..<20_000 {
            p.show(request("k\(i % 5)", "M\(i % 11)", tag: i % 4 == 0 ? "t\(i % 3)" : nil), at: Double(i) * 0.01)
        }
        p.advance(to: 1_000_000)
        let outcomes = p.drainEvents().filter {
            switch $0.event {
            case .willShow, .dropped, .coalesced, .updated, .vetoed: true
            default: false
            }
        }
        #expect(outcomes.count == 20_000)
    }

    @Test("dismiss by tag, dismiss all and popups from a handler")
    func otherCommands() {
        let janitor = TestPlugin(
            "janitor", events: [.action],
            handle: { _, _, _ in
                PluginReply(commands: [
                    .dismissTag("upload", by: .plugin),
                    .popup(Popup(title: "Undo?", buttons: [PopupButton(id: "yes", title: "Yes")])),
                ])
            })
        var p = pipeline([janitor], queue: QueueConfiguration(policy: .stack(max: 3)))
        p.show(request("upload", "Uploading", tag: "upload"), at: 0)
        p.show(request("deleted", "Deleted", action: ToastAction(id: "undo", title: "Undo")), at: 0)
        p.perform(at: 1) { $0.tap(id(2), at: $1) }
        let events = p.drainEvents()
        #expect(events.contains(TimedEvent(1, .willHide(id(1), .dismissed(by: .plugin)))))
        #expect(events.contains { if case .popupWillShow = $0.event { true } else { false } })
    }
}
