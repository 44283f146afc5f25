import Synchronization
import TartineTestSupport
import Testing

@testable import ToastCore

/// Random call sequences through a pipeline with Swift plugins: every policy, gestures, swaps,
/// plugin commands and time steps, each sequence repeatable from its seed. After every step the
/// presenter's invariants hold and the transcript so far is consistent; at the end every toast
/// ever requested has ended in exactly one accounted outcome.
@Suite("Random call sequences keep every toast accounted for")
struct RandomSequenceTests {
    static let sequences = 2_000
    static let steps = 30

    @Test("thousands of seeded sequences: one outcome per toast, nothing shown twice, bounds held")
    func randomSequences() {
        var outcomes: Set<String> = []
        for seed in 0..<UInt64(Self.sequences) {
            var sequence = RandomSequence(seed: seed)
            let failures = sequence.run(steps: Self.steps)
            #expect(failures.isEmpty, "seed \(seed): \(failures.prefix(5).joined(separator: "; "))")
            if !failures.isEmpty { break }
            outcomes.formUnion(sequence.ledger.transcript.compactMap(Self.outcome))
            outcomes.formUnion(sequence.reached)
        }
        // The sequences reach every way a toast can end or merge, so the checks above saw them all.
        let every: Set<String> =
            Set(["timeout", "dismissed", "tap", "action", "swipe", "replaced", "preempted"].map { "hidden: " + $0 })
            .union(["overflow", "busy", "replaced", "dismissed"].map { "dropped: " + $0 })
            .union(["vetoed", "coalesced", "updated", "paused", "resumed", "theme swapped"])
            .union(["expanded", "collapsed"])
            .union(["held", "released", "summarized", "sticky shown", "promise settled", "history read"])
        #expect(every.subtracting(outcomes).isEmpty, "never reached: \(every.subtracting(outcomes).sorted())")
    }

    static func outcome(_ timed: TimedEvent) -> String? {
        switch timed.event {
        case .didHide(_, let reason): "hidden: " + reason.name
        case .dropped(_, let reason): "dropped: " + reason.name
        case .vetoed: "vetoed"
        case .coalesced: "coalesced"
        case .updated: "updated"
        case .paused: "paused"
        case .resumed: "resumed"
        case .themeSwapped: "theme swapped"
        case .expanded: "expanded"
        case .collapsed: "collapsed"
        case .held: "held"
        case .released: "released"
        case .summarized: "summarized"
        default: nil
        }
    }

    @Test("the same seed gives the same transcript")
    func repeatable() {
        var first = RandomSequence(seed: 42)
        var second = RandomSequence(seed: 42)
        _ = first.run(steps: Self.steps)
        _ = second.run(steps: Self.steps)
        #expect(first.ledger.transcript == second.ledger.transcript)
        #expect(!first.ledger.transcript.isEmpty)
    }

    @Test("the ledger fails a toast that never ends, one shown twice, and one that ends twice")
    func ledgerCatches() {
        var unended = Ledger()
        unended.note([TimedEvent(0, .willShow(id(1)))])
        #expect(unended.finish() == ["#1 has no outcome"])
        var twice = Ledger()
        twice.note([TimedEvent(0, .willShow(id(1))), TimedEvent(1, .willShow(id(1)))])
        #expect(twice.failures == ["#1 shown twice at 1.0"])
        var ended = Ledger()
        ended.note([TimedEvent(0, .dropped(id(1), .overflow)), TimedEvent(1, .dropped(id(1), .overflow))])
        #expect(ended.failures == ["#1 has an event after its outcome: 1.0 dropped(#1, ToastCore.DropReason.overflow)"])
    }

    @Test("the invariant checker names what is broken, with the values")
    func checkerNamesViolations() {
        var p = presenter()
        p.show(request(tag: "upload"), at: 0)
        p.show(request("second"), at: 0)
        #expect(p.invariantViolations().isEmpty)
        p.live[0].phase = .holding
        p.live[0].holdDeadline = nil
        p.pending.append(PendingToast(id: id(1), request: request(tag: "upload"), count: 1))
        #expect(
            p.invariantViolations() == [
                "2 ids issued, but 1 on screen, 2 waiting and 0 ended",
                "#1 holds with no deadline, no touch and no expanded deck",
                "#1 waits and is on screen or waits twice",
                "tag 'upload' is held by two toasts (one is #1)",
            ])
    }
}

/// Follows a transcript: each toast shown at most once (again only after a toast of higher
/// priority sent it back to wait: hidden as `preempted`), nothing about a toast after its
/// outcome (hidden, dropped or vetoed), and at the end one outcome for every identifier issued.
struct Ledger {
    private(set) var failures: [String] = []
    private(set) var transcript: [TimedEvent] = []
    private var shown: Set<ToastID> = []
    /// Toasts sent back to wait: they may show again, or be dropped while they wait.
    private var preempted: Set<ToastID> = []
    private var ended: Set<ToastID> = []
    private(set) var highest = 0

    mutating func issued(_ id: ToastID) { highest = max(highest, id.rawValue) }

    /// Whether `id` has had its outcome.
    func hasEnded(_ id: ToastID) -> Bool { ended.contains(id) }

    mutating func note(_ events: [TimedEvent]) {
        for timed in events {
            transcript.append(timed)
            guard let id = timed.event.toastID else { continue }
            highest = max(highest, id.rawValue)
            if ended.contains(id) {
                failures.append("\(id) has an event after its outcome: \(timed)")
                continue
            }
            switch timed.event {
            case .willShow:
                if preempted.remove(id) == nil, !shown.insert(id).inserted {
                    failures.append("\(id) shown twice at \(timed.time)")
                }
            case .didHide(_, .preempted):
                if !shown.contains(id) { failures.append("\(id) hidden but never shown: \(timed)") }
                preempted.insert(id)
            case .didShow, .willHide:
                if !shown.contains(id) { failures.append("\(id) not shown: \(timed)") }
            case .expanded, .collapsed:
                if !shown.contains(id) { failures.append("\(id) fronts a deck but was not shown: \(timed)") }
            case .didHide:
                if !shown.contains(id) { failures.append("\(id) hidden but never shown: \(timed)") }
                ended.insert(id)
            case .dropped, .vetoed, .summarized:
                if shown.contains(id) && !preempted.contains(id) {
                    failures.append("\(id) dropped after it was shown: \(timed)")
                }
                ended.insert(id)
            default:
                break
            }
        }
    }

    /// Every identifier from 1 to the highest seen has exactly one outcome.
    mutating func finish() -> [String] {
        for n in stride(from: 1, through: highest, by: 1) where !ended.contains(ToastID(n)) {
            failures.append("\(ToastID(n)) has no outcome")
        }
        return failures
    }
}

/// One random sequence: a pipeline, its plugins, and a generator that picks the calls.
struct RandomSequence {
    var random: SplitMix
    var ledger = Ledger()
    var pipeline: ToastPipeline
    /// Set at the end, so that plugins stop issuing commands and the queue can drain.
    let closing = Closing()
    var configuration: QueueConfiguration
    var failures: [String] = []
    var time = 0.0
    /// What the sequence reached that the transcript does not name (sticky shows, settled
    /// promises, history reads).
    var reached: Set<String> = []

    init(seed: UInt64) {
        random = SplitMix(state: seed &* 0x2545_F491_4F6C_DD1D)
        configuration = QueueConfiguration()
        pipeline = ToastPipeline(presenter: presenter())
        configuration = randomConfiguration()
        pipeline = ToastPipeline(
            presenter: Presenter(configuration: configuration, motion: seedMotion, reducedMotion: flip()),
            plugins: randomPlugins(), theme: Self.theme, commandLimit: 20)
    }

    /// Kinds for promises and the quiet summary, each held half a second (sticky when asked).
    static let theme = Theme(
        name: "random",
        kinds: ["loading", "saved", "failed", "away"].map {
            ToastKind(id: $0, message: .literal($0), duration: .fixed(0.5))
        })

    mutating func flip() -> Bool { random.below(2) == 0 }

    mutating func pick<T>(_ values: [T]) -> T { values[random.below(values.count)] }

    mutating func randomConfiguration() -> QueueConfiguration {
        QueueConfiguration(
            policy: pick([
                .serial, .replace, .dropWhileBusy, .stack(max: 1), .stack(max: 2), .stack(max: 3), .deck(max: 2),
                .deck(max: 3),
            ]),
            maxPending: pick([nil, 0, 1, 2, 4]), overflow: pick(OverflowPolicy.allCases),
            coalesceDuplicates: flip(), gap: pick([0, 0, 0.3]), historyLimit: pick([0, 2, 50]),
            maxHeld: pick([0, 1, 3, 100]), quietSummary: pick([nil, "away"]))
    }

    /// A toast request: a few kinds and messages (so duplicates coalesce), priorities, tags,
    /// actions and touch behaviours.
    mutating func randomRequest() -> ToastRequest {
        let kind = pick(["saved", "saved", "error", "spam", "loud"])
        let action: [ToastAction] = pick([
            [], [], [ToastAction(id: "undo", title: "Undo")],
            [
                ToastAction(id: "view", title: "View"), ToastAction(id: "share", title: "Share"),
            ],
        ])
        let style = ToastStyle(
            tapToDismiss: flip(), swipeToDismiss: flip(), pauseOnTouch: pick([.none, .resume, .restart]))
        let content = ToastContent(
            kind: kind, message: pick(["A", "B"]), actions: action, style: style,
            position: pick(ToastPosition.allCases), duration: pick([.fixed(0.5), .fixed(2), .fixed(2), .forever]))
        var grouped = content
        grouped.group = pick([nil, nil, "mail"])
        return ToastRequest(grouped, priority: pick([-1, 0, 0, 1, 3]), tag: pick([nil, nil, "upload", "sync"]))
    }

    /// The current toast, one by its id, or the n-th an outside call showed (any may be gone).
    mutating func randomTarget() -> ToastTarget {
        switch random.below(3) {
        case 0: .current
        case 1: .id(ToastID(1 + random.below(ledger.highest + 1)))
        default: .shown(1 + random.below(ledger.highest + 1))
        }
    }

    /// Plugins in Swift: a filter that vetoes spam and raises loud toasts; handlers that show,
    /// dismiss, tap and open popups in reply to events, each from its own seeded generator.
    mutating func randomPlugins() -> [any ToastPlugin] {
        var plugins: [any ToastPlugin] = []
        let closing = self.closing
        if flip() {
            plugins.append(
                SequencePlugin("gate", filters: true, seed: random.next(), closing: closing) { request, random in
                    switch request.content.kind {
                    case "spam": return (.veto(reason: "no spam"), [])
                    case "loud":
                        var louder = request
                        louder.priority = 5
                        return (.rewrite(louder), random.below(4) == 0 ? [.dismissTag("sync", by: .plugin)] : [])
                    default: return (.pass, [])
                    }
                })
        }
        if flip() {
            plugins.append(
                SequencePlugin(
                    "echo", events: [.didHide, .dropped, .vetoed, .action], seed: random.next(), closing: closing
                ) { event, random in
                    switch random.below(6) {
                    case 0:
                        var request = ToastRequest(ToastContent(kind: "echo", message: "again"))
                        request.tag = random.below(2) == 0 ? "upload" : nil
                        return [.show(request)]
                    case 1: return [.dismiss(ToastTarget(event.event.toastID), by: .plugin)]
                    case 2: return [.popup(Popup(title: "Sure?", buttons: [PopupButton(id: "ok", title: "OK")]))]
                    default: return []
                    }
                })
        }
        if flip() {
            plugins.append(
                SequencePlugin(
                    "poke", events: [.willShow, .didShow, .coalesced, .updated], seed: random.next(), closing: closing
                ) { event, random in
                    let id = ToastTarget(event.event.toastID)
                    switch random.below(8) {
                    case 0: return [.tap(id)]
                    case 1: return [.touchBegan(id)]
                    case 2: return [.touchEnded(id)]
                    case 3: return [.swipe(id, toward: .top)]
                    case 4: return [.dismissAll(by: .plugin)]
                    case 5: return [.show(ToastRequest(ToastContent(kind: "saved", message: "A")))]
                    default: return []
                    }
                })
        }
        return plugins
    }

    /// One random call; returns what the outside caller got back (a show's identifier).
    mutating func step() {
        switch random.below(21) {
        case 14:
            pipeline.apply(.quiet(pick([nil, nil, .all, QuietMode(below: 1), QuietMode(below: 4)])), at: time)
        case 15:
            let request = PromiseRequest(
                loading: ToastOrigin(kind: "loading"), success: ToastOrigin(kind: "saved"),
                failure: ToastOrigin(kind: "failed"), priority: pick([0, 0, 3]), tag: pick([nil, "save", "upload"]))
            if let id = pipeline.apply(.promise(request), at: time).toastID {
                ledger.issued(id)
            } else {
                failures.append("a promise at \(time) named no toast")
            }
        case 16:
            let before = pipeline.presenter.promiseCount
            let handle: PromiseHandle = flip() ? .target(randomTarget()) : .tag(pick(["save", "upload"]))
            pipeline.apply(.settle(handle, flip() ? .success : .failure, message: pick([nil, "Done"])), at: time)
            if pipeline.presenter.promiseCount < before { reached.insert("promise settled") }
        case 17:
            readHistory()
        case 0...4:
            let request = randomRequest()
            let id = flip() ? pipeline.show(request, at: time) : pipeline.apply(.show(request), at: time).toastID
            if let id { ledger.issued(id) } else { failures.append("a show at \(time) named no toast") }
        case 5: pipeline.apply(.tap(randomTarget()), at: time)
        case 6: pipeline.apply(.tapAction(randomTarget(), action: pick(["undo", "view", "share", "none"])), at: time)
        case 7: pipeline.apply(.swipe(randomTarget(), toward: pick(Edge.allCases)), at: time)
        case 8:
            pipeline.apply(flip() ? .touchBegan(randomTarget()) : .touchEnded(randomTarget()), at: time)
            // A drag: a move (often toward a forbidden edge, sometimes far enough to dismiss) or a release.
            if flip() {
                let offset = Point(x: pick([-90, -10, 0, 30, 60]), y: pick([-70, 0, 20, 80]))
                pipeline.apply(flip() ? .drag(randomTarget(), by: offset) : .endDrag(randomTarget()), at: time)
            }
        case 9:
            pipeline.apply(
                flip() ? .dismiss(randomTarget(), by: .user) : .dismissTag(pick(["upload", "sync"]), by: .app), at: time
            )
        case 10: pipeline.apply(random.below(4) == 0 ? .dismissAll(by: .user) : .popupButton(random.below(3)), at: time)
        case 11:
            pipeline.apply(
                flip() ? .popup(Popup(title: "Leave?", buttons: [PopupButton(id: "no", title: "No")])) : .dismissPopup,
                at: time)
        case 13:
            let target = randomTarget()
            let deckCommands: [ToastCommand] = [
                .expand(target), .collapse(target), .hoverBegan(target), .hoverEnded(target),
            ]
            pipeline.apply(pick(deckCommands), at: time)
        case 12:
            configuration = randomConfiguration()
            let plugins: [any ToastPlugin]? = flip() ? randomPlugins() : nil
            pipeline.swap(
                to: RunResolver(
                    theme: Self.theme, context: SceneSetting.standard.context, timeOfDay: nil,
                    identities: RunIdentities()),
                configuration: configuration, motion: seedMotion, reducedMotion: flip(), plugins: plugins, at: time
            ) { _ in .unchanged }
        default:
            time += pick([0, 0.05, 0.25, 0.5, 1, 3])
            pipeline.advance(to: time)
        }
    }

    /// Reads the history as an app would: within its limit, each toast once, newest first, and
    /// every entry a toast whose outcome the transcript already gave.
    mutating func readHistory() {
        let history = pipeline.presenter.recentHistory
        reached.insert("history read")
        let limit = pipeline.presenter.configuration.historyLimit
        if history.count > limit { failures.append("history of \(history.count) over its limit \(limit) at \(time)") }
        if Set(history.map(\.id)).count != history.count { failures.append("a toast twice in the history at \(time)") }
        if zip(history, history.dropFirst()).contains(where: { $0.endedAt < $1.endedAt }) {
            failures.append("history not newest first at \(time): \(history.map(\.endedAt))")
        }
        ledger.note(pipeline.drainEvents())
        for entry in history where !ledger.hasEnded(entry.id) {
            failures.append("\(entry.id) in the history without an outcome in the transcript at \(time)")
        }
    }

    /// After a step: the invariants hold, the queue's bound holds, nothing is on screen twice.
    mutating func check() {
        let presenter = pipeline.presenter
        if presenter.visibleIDs.contains(where: { presenter.view(of: $0)?.content.duration == .forever }) {
            reached.insert("sticky shown")
        }
        if presenter.heldCount > presenter.configuration.maxHeld {
            failures.append("\(presenter.heldCount) held over the bound \(presenter.configuration.maxHeld) at \(time)")
        }
        failures += presenter.invariantViolations()
        if let bound = configuration.maxPending, presenter.pendingCount > bound {
            failures.append("\(presenter.pendingCount) waiting over the bound \(bound) at \(time)")
        }
        if Set(presenter.visibleIDs).count != presenter.visibleIDs.count {
            failures.append("on screen twice at \(time): \(presenter.visibleIDs)")
        }
        ledger.note(pipeline.drainEvents())
        failures += ledger.failures
    }

    /// Runs `steps` random calls, then lets the queue drain: every toast must have ended.
    mutating func run(steps: Int) -> [String] {
        for _ in 0..<steps {
            step()
            check()
            if !failures.isEmpty { return failures }
        }
        closing.flag.withLock { $0 = true }
        time += 1
        pipeline.apply(.quiet(nil), at: time)
        pipeline.apply(.dismissAll(by: .app), at: time)
        // Popups wait for a button: close them one by one (each run queues at most a few hundred).
        for _ in 0..<1_000 where !pipeline.presenter.isIdle {
            pipeline.apply(.dismissPopup, at: time)
            time += 100
            pipeline.advance(to: time)
        }
        check()
        let end = pipeline.presenter
        if !end.isIdle {
            failures.append(
                "not idle after the run: on screen \(end.visibleIDs), \(end.pendingCount) waiting, popup \(String(describing: end.currentPopupID)), \(end.popups.waiting.count) popups waiting"
            )
        }
        return failures + ledger.finish()
    }
}

/// Whether a run is closing (shared by its plugins).
final class Closing: Sendable {
    let flag = Mutex(false)
    var isSet: Bool { flag.withLock { $0 } }
}

/// A Swift plugin for the sequences: a filter or a handler whose commands come from its own
/// seeded generator; it issues none once the run is closing.
final class SequencePlugin: ToastPlugin {
    let name: String
    let events: PluginEventSet
    let filtersRequests: Bool
    private let random: Mutex<SplitMix>
    private let closing: Closing
    private let onEvent: @Sendable (TimedEvent, inout SplitMix) -> [ToastCommand]
    private let onRequest: @Sendable (ToastRequest, inout SplitMix) -> (FilterDecision, [ToastCommand])

    init(
        _ name: String, filters: Bool, seed: UInt64, closing: Closing,
        filter: @escaping @Sendable (ToastRequest, inout SplitMix) -> (FilterDecision, [ToastCommand])
    ) {
        self.name = name
        self.events = PluginEventSet([])
        self.filtersRequests = filters
        self.random = Mutex(SplitMix(state: seed))
        self.closing = closing
        self.onEvent = { _, _ in [] }
        self.onRequest = filter
    }

    init(
        _ name: String, events: [PluginEventName], seed: UInt64, closing: Closing,
        handle: @escaping @Sendable (TimedEvent, inout SplitMix) -> [ToastCommand]
    ) {
        self.name = name
        self.events = PluginEventSet(events)
        self.filtersRequests = false
        self.random = Mutex(SplitMix(state: seed))
        self.closing = closing
        self.onEvent = handle
        self.onRequest = { _, _ in (.pass, []) }
    }

    func handle(_ event: TimedEvent, toast: ToastView?, queue: QueueView) -> PluginReply {
        let commands = random.withLock { onEvent(event, &$0) }
        return closing.isSet ? .none : PluginReply(commands: commands)
    }

    func filter(_ request: ToastRequest, queue: QueueView) -> (FilterDecision, PluginReply) {
        let (decision, commands) = random.withLock { onRequest(request, &$0) }
        return (decision, closing.isSet ? .none : PluginReply(commands: commands))
    }
}
